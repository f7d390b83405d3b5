import { MESSAGES, movementTypesFor, type Vertical } from '@b2c/domain';
import type { BULK_TYPE_DEFINITIONS, BulkCellProblem } from '@b2c/contracts';
import type { z } from 'zod';
import type { Db } from '../../plugins/db/database.ts';
import type { Caller } from '../../plugins/auth.ts';
import type { Executor } from '../../plugins/db/vertical-scope.ts';
import { forbidden, notFound } from '../../kits/http-errors.ts';
import type { CarKey, InventoryCars } from './movement-cars.ts';
import type { MovementDeps } from './movement-context.ts';
import type { MovementHooks } from './movement-area.ts';

type PickupRow = z.output<(typeof BULK_TYPE_DEFINITIONS)['PICKUP_REQUEST']['row']>;

interface PickupBulkDeps {
  cars: Pick<InventoryCars, 'find'>;
  locationsOn(db: Executor): MovementDeps['locations'];
  /** The movement area's create (the single pickup form's), with `alongside` run in its transaction. */
  raisePickup: MovementHooks['raisePickup'];
}

const keyOf = (row: PickupRow): CarKey =>
  row.appointmentId !== undefined
    ? { appointmentId: row.appointmentId }
    : { registrationNumber: row.registrationNumber! };
const keyColumnOf = (row: PickupRow) => (row.appointmentId !== undefined ? 'appointmentId' : 'registrationNumber');
const carName = (row: PickupRow) =>
  row.appointmentId !== undefined ? `apt-${row.appointmentId}` : `Registration number ${row.registrationNumber}`;

/**
 * The PICKUP_REQUEST bulk upload type (issue 15): one internal movement per row, created by the movement
 * area's own create — the transition table, the slot rule, versions and audit of the single pickup form.
 * That create reads locations and slots before its transaction, so the bulk area applies these rows one
 * at a time (its "alone" types), writing each row's idempotency record inside the create's transaction.
 */
export function pickupBulkUpload(db: Db, deps: PickupBulkDeps) {
  return {
    keyColumn: 'appointmentId' as const,

    /**
     * The rows against the data: the car exists in this vertical and stands at the origin, the destination
     * is an active location other than the origin, the movement type is the country's. Whether the slot is
     * still free depends on the moment: the create checks it when the row is applied.
     */
    async check(ex: Executor, v: Vertical, rows: readonly PickupRow[]): Promise<BulkCellProblem[][]> {
      const codes = [...new Set(rows.map((r) => r.toLocationCode))];
      const locations = new Map((await deps.locationsOn(ex).byCodes(v, codes)).map((l) => [l.code, l]));
      const problems: BulkCellProblem[][] = [];
      for (const row of rows) {
        const found: BulkCellProblem[] = [];
        const car = await deps.cars.find(ex, v, keyOf(row));
        const from = row.fromLocationCode ?? car?.locationCode;
        if (!car) {
          const message = `${carName(row)} was not found in ${v.country} ${v.vehicleType}.`;
          found.push({ column: keyColumnOf(row), message });
        } else if (!from) {
          const message = `Inventory apt-${car.appointmentId} has no location; name the pickup location.`;
          found.push({ column: 'fromLocationCode', message });
        } else if (from !== car.locationCode) {
          const message = `Inventory apt-${car.appointmentId} stands at ${car.locationCode ?? 'no location'}, not ${from}.`;
          found.push({ column: 'fromLocationCode', message });
        }
        const to = locations.get(row.toLocationCode);
        if (!to)
          found.push({
            column: 'toLocationCode',
            message: `Location ${row.toLocationCode} does not exist in ${v.country} ${v.vehicleType}.`,
          });
        else if (!to.active) found.push({ column: 'toLocationCode', message: `Location ${to.code} is inactive.` });
        else if (to.code === from)
          found.push({ column: 'toLocationCode', message: `The destination must differ from the origin (${from}).` });
        if (row.movementType && !movementTypesFor(v.country).includes(row.movementType))
          found.push({
            column: 'movementType',
            message: `Movement type ${row.movementType} does not exist in ${v.country}.`,
          });
        problems.push(found);
      }
      return problems;
    },

    /** The create, as the logistics screen's single pickup form sends it: an internal request. */
    async applyAlone(
      caller: Caller,
      row: PickupRow,
      record: (tx: Executor, message: string) => Promise<void>,
    ): Promise<void> {
      if (!caller.permissions.has('logisticMenu'))
        throw forbidden('You need the logisticMenu permission for pickup requests.');
      const { appointmentId, registrationNumber: _r, ...fields } = row;
      const car = appointmentId === undefined ? await deps.cars.find(db, caller.vertical, keyOf(row)) : undefined;
      const apt = appointmentId ?? car?.appointmentId;
      if (!apt) throw notFound(carName(row));
      await deps.raisePickup(caller, apt, { ...fields, requestType: 'INTERNAL' }, (tx) =>
        record(tx, MESSAGES.pickupRequestCreated),
      );
    },
  };
}
