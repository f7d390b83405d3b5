import { and, asc, eq, or, sql } from 'drizzle-orm';
import { normalizeIdentifier, type Vertical } from '@b2c/domain';
import type { Db } from '../../plugins/db/database.ts';
import { ownedBy, type Executor } from '../../plugins/db/vertical-scope.ts';
import type { Caller } from '../../plugins/auth.ts';
import { actorOf, writeAudit } from '../../kits/audit.ts';
import { conflict, notFound } from '../../kits/http-errors.ts';
import { inventory } from './inventory-tables.ts';
import { inventoryRepository } from './inventory-repository.ts';
import { createPendingAction, INVENTORY_ENTITY, inventoryLabel } from './inventory-mutation.ts';

/** A car as a yard audit sees it: what identifies it, and where the system holds it now. */
export interface YardCar {
  appointmentId: string;
  registrationNumber: string | null;
  chassisNumber: string | null;
  make: string;
  model: string;
  year: number;
  locationCode: string | null;
  locationStatus: string | null;
  locationSince: Date | null;
}

const columns = {
  appointmentId: inventory.appointmentId,
  registrationNumber: inventory.registrationNumber,
  chassisNumber: inventory.chassisNumber,
  make: inventory.make,
  model: inventory.model,
  year: inventory.year,
  locationCode: inventory.locationCode,
  locationStatus: inventory.locationStatus,
  locationSince: inventory.locationSince,
};

/** The audit field a trail note is written under; the car's history shows its text as it is. */
export const TRAIL_NOTE_FIELD = 'note';

/**
 * What the yard-audit area needs of the inventory (issue 28), passed to it by app.ts: the inventory
 * table, its trail and its maker-checker requests stay this module's own.
 */
export const inventoryYardCars = (db: Db) => ({
  /** Every car the system holds at a location now, on the audit's transaction (the frozen expected list). */
  atLocation: (tx: Executor, v: Vertical, locationCode: string): Promise<YardCar[]> =>
    tx
      .select(columns)
      .from(inventory)
      .where(and(ownedBy(inventory, v), eq(inventory.locationCode, locationCode)))
      .orderBy(asc(inventory.appointmentId)),

  /**
   * The car a scanned or typed identifier names: its appointment id as typed, else its registration or
   * chassis number written as stored (upper case, no spaces). One statement over the three indexes.
   */
  async byIdentifier(v: Vertical, typed: string): Promise<YardCar | undefined> {
    const raw = typed.trim();
    const written = normalizeIdentifier(raw);
    const rows = await db
      .select(columns)
      .from(inventory)
      .where(
        and(
          ownedBy(inventory, v),
          or(
            eq(inventory.appointmentId, raw),
            eq(inventory.registrationNumber, written),
            eq(inventory.chassisNumber, written),
          ),
        ),
      )
      // An appointment id typed exactly wins over a plate that happens to read the same.
      .orderBy(sql`${inventory.appointmentId} = ${raw} DESC`, asc(inventory.id))
      .limit(1);
    return rows[0];
  },

  /** A line on the car's own trail (entity inventory), in the caller's transaction: "Counted at X by Y". */
  noteOnTrail: (tx: Executor, caller: Caller, appointmentId: string, action: string, note: string) =>
    writeAudit(tx, {
      vertical: caller.vertical,
      entity: INVENTORY_ENTITY,
      entityId: appointmentId,
      action,
      actor: actorOf(caller),
      changes: [{ field: TRAIL_NOTE_FIELD, old: null, new: note }],
    }),

  /**
   * A request to mark a car lost that an approver decides (pending action MARK_MISSING), made only while
   * the system still holds the car where the audit missed it; `alongside` records it in the audit in the
   * same transaction. The approval marks the car lost through the movement rules.
   */
  requestMarkMissing: (
    caller: Caller,
    appointmentId: string,
    request: { missingFrom: string; remarks: string },
    alongside: (tx: Executor, pendingActionId: number) => Promise<void>,
  ) =>
    db.transaction(async (tx) => {
      const row = await inventoryRepository(tx).byAppointment(caller.vertical, appointmentId, true);
      if (!row) throw notFound(inventoryLabel(appointmentId));
      if (row.locationCode !== request.missingFrom)
        throw conflict(
          `${inventoryLabel(appointmentId)} is no longer held at ${request.missingFrom} (the system now has it ${
            row.locationCode ? `at ${row.locationCode}` : 'at no location'
          }); it is not missing from there.`,
        );
      const created = await createPendingAction(tx, caller, row, {
        type: 'MARK_MISSING',
        subReason: null,
        currentValue: row.locationCode,
        proposedValue: 'LOST',
        remarks: request.remarks,
      });
      await alongside(tx, created.id);
      return created;
    }),
});
export type InventoryYardCars = ReturnType<typeof inventoryYardCars>;
