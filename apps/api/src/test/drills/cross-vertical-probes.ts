import type { TestApp } from '../build-test-app.ts';
import type { RecordsOfA } from './cross-vertical-records.ts';
import type { Headers } from './drill-support.ts';
import { MASTERDATA_WRITE_PROBES } from './cross-vertical-masterdata-probes.ts';
import { INVENTORY_WRITE_PROBES } from './cross-vertical-inventory-probes.ts';
import { DOCUMENT_WRITE_PROBE } from './cross-vertical-document-probes.ts';
import { CLEANING_WRITE_PROBES } from './cross-vertical-cleaning-probes.ts';
import { DEALER_WRITE_PROBES } from './cross-vertical-dealer-probes.ts';
import { FASTAG_WRITE_PROBES } from './cross-vertical-fastag-probes.ts';
import { SCHEDULED_WRITE_PROBES } from './cross-vertical-scheduled-probes.ts';
import { PREFERENCE_WRITE_PROBES } from './cross-vertical-preference-probes.ts';
import { USERS_WRITE_PROBES } from './cross-vertical-users-probes.ts';
import { USERS_V1_WRITE_PROBES } from './cross-vertical-users-v1-probes.ts';
import { LOCATION_MEDIA_WRITE_PROBES } from './cross-vertical-location-media-probes.ts';
import { KEY_WRITE_PROBES } from './cross-vertical-key-probes.ts';
import { BULK_WRITE_PROBES } from './cross-vertical-bulk-probes.ts';
import { YARD_AUDIT_WRITE_PROBES } from './cross-vertical-yard-audit-probes.ts';

/**
 * What the cross-vertical drill sends for each route that names a record: the route table entry and a
 * request aimed at vertical A's record, valid in A (the drill proves that by sending it as A afterwards).
 * Each area keeps its probes in cross-vertical-<area>-probes.ts (writes here, reads in
 * cross-vertical-reads.ts); a new area adds its file's probes to both lists.
 */
export interface ProbeRequest {
  url: string;
  payload?: unknown;
  /** Sent with each caller's own: the content type of a multipart upload. */
  headers?: Headers;
}

export interface IdProbe {
  route: string;
  request(t: TestApp, a: RecordsOfA): Promise<ProbeRequest>;
  /**
   * The request as another vertical would send it, where it names a second record (a location) that
   * would otherwise be refused first: with one of that vertical's own locations, only the car is foreign.
   */
  inOther?(request: ProbeRequest, ownLocation: string): ProbeRequest;
}

export interface ReadProbe extends IdProbe {
  /** Text only A's record holds: A's answer must contain it, another vertical's answer never. */
  marker(a: RecordsOfA): string;
  /** A filter rather than a lookup (audit trails, lists): another vertical may get 200 with nothing in it. */
  emptyForOthers?: boolean;
}

/**
 * A route whose record belongs to every vertical by design (its table has no country or vehicle type),
 * so no vertical's copy exists to leak; the drill checks the table for that instead of probing.
 */
export interface SharedRecordRoute {
  route: string;
  table: string;
  /** Where the product says the record is shared. */
  why: string;
}

/** Writes run in this order: the movement routes walk one car through its pickup request. */
export const WRITE_PROBES: IdProbe[] = [
  ...MASTERDATA_WRITE_PROBES,
  ...INVENTORY_WRITE_PROBES,
  DOCUMENT_WRITE_PROBE,
  ...DEALER_WRITE_PROBES,
  ...FASTAG_WRITE_PROBES,
  ...CLEANING_WRITE_PROBES,
  ...SCHEDULED_WRITE_PROBES,
  ...PREFERENCE_WRITE_PROBES,
  ...USERS_WRITE_PROBES,
  ...USERS_V1_WRITE_PROBES,
  ...LOCATION_MEDIA_WRITE_PROBES,
  ...KEY_WRITE_PROBES,
  ...BULK_WRITE_PROBES,
  ...YARD_AUDIT_WRITE_PROBES,
];
