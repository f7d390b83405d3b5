import { Readable } from 'node:stream';
import {
  LOGISTICS_MODE_LABELS,
  MOVEMENT_STATUS_LABELS,
  MOVEMENT_TYPE_LABELS,
  MOVEMENT_VENDOR_LABELS,
  REQUEST_TYPE_LABELS,
  TIME_ZONES,
  formatZonedDateTime,
  tryParseSlotCode,
  type Country,
} from '@b2c/domain';
import type { MovementRow } from './movement-repository.ts';
import type { ListedCar } from './movement-cars.ts';
import { csvCell } from '../../kits/csv-cell.ts';

/** One line of the export: the movement and the car columns it shows. */
export type ExportRow = { movement: MovementRow } & Pick<ListedCar, 'registrationNumber' | 'make' | 'model'>;

const HEADER = [
  'Appointment ID',
  'Registration Number',
  'Make',
  'Model',
  'Movement Type',
  'Status',
  'From',
  'To',
  'Next Hop',
  'Request Type',
  'Vendor',
  'Logistics Mode',
  'Driver',
  'Driver Mobile',
  'Pickup Date',
  'Slot',
  'Requested Pickup Time',
  'Created By',
];

/** A slot as every screen shows it ('09:00-11:00'); a code that does not parse, as stored. */
const slotText = (code: string | null): string | null => {
  const range = code ? tryParseSlotCode(code) : null;
  return range ? `${range.from}-${range.to}` : code;
};

/**
 * GET /api/inventory/export/open-movement: every open movement of the vertical as CSV, written batch by
 * batch as `batches` yields them (the logistic service pages on id), so a large export never sits in
 * memory and the first bytes leave at once. Values in the words the logistics grid shows: labels, not
 * codes; the requested pickup time on the vertical's clock (`country`), yyyy-MM-dd HH:mm.
 */
export function openMovementCsv(batches: AsyncIterable<readonly ExportRow[]>, country: Country): Readable {
  const zone = TIME_ZONES[country];
  async function* lines() {
    yield `${HEADER.join(',')}\r\n`;
    for await (const rows of batches) {
      for (const r of rows) {
        const m = r.movement;
        yield `${[
          m.appointmentId,
          r.registrationNumber,
          r.make,
          r.model,
          MOVEMENT_TYPE_LABELS[m.movementType],
          MOVEMENT_STATUS_LABELS[m.status],
          m.fromLocationCode,
          m.toLocationCode,
          m.nextHopLocationCode,
          REQUEST_TYPE_LABELS[m.requestType],
          m.vendor ? MOVEMENT_VENDOR_LABELS[m.vendor] : null,
          m.logisticsMode ? LOGISTICS_MODE_LABELS[m.logisticsMode] : null,
          m.driverName,
          m.driverMobile,
          m.requestedPickupDate,
          slotText(m.slotCode),
          formatZonedDateTime(m.requestedPickupTime, zone),
          m.createdBy,
        ]
          .map(csvCell)
          .join(',')}\r\n`;
      }
    }
  }
  return Readable.from(lines());
}
