import { Readable } from 'node:stream';
import { MOVEMENT_STATUS_LABELS, MOVEMENT_TYPE_LABELS, MOVEMENT_VENDOR_LABELS } from '@b2c/domain';
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

/**
 * GET /api/inventory/export/open-movement: every open movement of the vertical as CSV, written batch by
 * batch as `batches` yields them (the logistic service pages on id), so a large export never sits in
 * memory and the first bytes leave at once.
 */
export function openMovementCsv(batches: AsyncIterable<readonly ExportRow[]>): Readable {
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
          m.requestType,
          m.vendor ? MOVEMENT_VENDOR_LABELS[m.vendor] : null,
          m.logisticsMode,
          m.driverName,
          m.driverMobile,
          m.requestedPickupDate,
          m.slotCode,
          m.requestedPickupTime.toISOString(),
          m.createdBy,
        ]
          .map(csvCell)
          .join(',')}\r\n`;
      }
    }
  }
  return Readable.from(lines());
}
