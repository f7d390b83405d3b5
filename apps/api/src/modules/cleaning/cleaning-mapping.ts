import type { Cleaner, CleaningPhoto, CleaningTask, CleaningTaskStep } from '@b2c/contracts';
import { CLEANING_CLIENT_TYPES, type CleaningClientType, type CleaningPhotoKind, type Vertical } from '@b2c/domain';
import { editStampOf } from '../../kits/audited-entity.ts';
import { badRequest } from '../../kits/http-errors.ts';
import type { ObjectStorage } from '../../plugins/storage.ts';
import type { CleaningEventRow, CleaningTaskRow } from './cleaning-repository.ts';

export const CLEANING_ENTITY = 'cleaning-task';

/** What the cleaning area needs of other areas (passed in by app.ts, DESIGN §2). */
export interface CleaningDeps {
  storage: ObjectStorage;
  /** The vertical's car by appointment id; undefined when it has none. */
  findCar(v: Vertical, key: { appointmentId: string }): Promise<{ appointmentId: string } | undefined>;
  locations: { byCodes(v: Vertical, codes: readonly string[]): Promise<{ code: string | null }[]> };
  /** Active staff of type CLEANER of the drivers' staff list. */
  cleaners: { list(v: Vertical): Promise<Cleaner[]>; byId(v: Vertical, id: number): Promise<Cleaner | undefined> };
}

/**
 * SPEC §7: car cleaning calls send a client-type header. Absent is recorded as null (an older client);
 * a value we do not know is a 400, so the record never holds what nobody can read.
 */
export function clientTypeOf(header: string | string[] | undefined): CleaningClientType | null {
  if (header === undefined) return null;
  const value = Array.isArray(header) ? header[0] : header;
  const known = CLEANING_CLIENT_TYPES.find((c) => c === value);
  if (!known) throw badRequest(`X-Client-Type header must be one of ${CLEANING_CLIENT_TYPES.join(', ')}.`);
  return known;
}

/** Where a task's photos live: the record step reads the task back out of the key. */
export const photoFolder = (v: Vertical, taskId: number, kind: CleaningPhotoKind) =>
  `cleaning/${v.country}/${v.vehicleType}/${taskId}/${kind.toLowerCase()}/`;

const iso = (d: Date | null) => d?.toISOString() ?? null;

export function cleaningMapper(storage: ObjectStorage) {
  const photo = async (
    kind: CleaningPhotoKind,
    key: string | null,
    by: string | null,
    at: Date | null,
  ): Promise<CleaningPhoto | null> =>
    key && at ? { kind, url: await storage.signDownloadUrl(key), takenBy: by ?? '', takenAt: at.toISOString() } : null;

  return async (r: CleaningTaskRow, recleanTaskId: number | null = null): Promise<CleaningTask> => ({
    id: r.id,
    appointmentId: r.appointmentId,
    locationCode: r.locationCode,
    state: r.state,
    round: r.round,
    recleanOf: r.recleanOf,
    recleanTaskId,
    cleanerId: r.cleanerId,
    cleanerName: r.cleanerName,
    before: await photo('BEFORE', r.beforeKey, r.beforeBy, r.beforeAt),
    after: await photo('AFTER', r.afterKey, r.afterBy, r.afterAt),
    checklist: r.checklist ?? null,
    reasons: r.reasons,
    remarks: r.remarks,
    assignedAt: iso(r.assignedAt),
    submittedAt: iso(r.submittedAt),
    reviewedAt: iso(r.reviewedAt),
    reviewedBy: r.reviewedBy,
    clientType: r.clientType,
    createdAt: r.createdAt.toISOString(),
    ...editStampOf(r),
  });
}

export const toCleaningStep = (r: CleaningEventRow): CleaningTaskStep => ({
  id: r.id,
  event: r.event,
  fromState: r.fromState,
  toState: r.toState,
  detail: r.detail,
  clientType: r.clientType,
  actor: r.actor,
  createdAt: r.createdAt.toISOString(),
});
