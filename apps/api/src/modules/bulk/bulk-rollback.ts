import { bulkRollbackRefusalOf, isBulkInventoryType } from '@b2c/contracts';
import { BULK_ROLLBACK_MESSAGES, type BulkRollbackOutcome } from '@b2c/domain';
import type { Db } from '../../plugins/db/database.ts';
import type { Caller } from '../../plugins/auth.ts';
import { HttpError, conflict, forbidden, notFound } from '../../kits/http-errors.ts';
import { bulkRepository } from './bulk-repository.ts';
import type { BulkInventory } from './bulk-types.ts';
import { revertAction } from './bulk-rollback-fields.ts';
import type { BulkBatchType, BulkBatchTypes } from './bulk-batch-types.ts';
import { mayRollBack, rollbackRefusal } from './bulk-rollback-rules.ts';

/** Rows read per query while rolling back. */
const ROLLBACK_READ = 200;

interface RowResult {
  rollbackOutcome: BulkRollbackOutcome;
  rollbackMessage: string;
}

/**
 * Issue 29: rolls back the applied rows of a finished upload, each through its area's single edit (the
 * inventory's; a driver's or pincode's through the type's `revert`), audited under the caller and
 * version-checked, in file order. A record whose version is not the one the row produced was changed by
 * someone since: it is left as it is and the row names who. The approval requests the rows raised are
 * withdrawn. Every row records what happened to it; the request records who rolled it back and when.
 *
 * Synchronous, in one transaction that holds the request's lock: an upload is at most 100,000 rows and a
 * revert is one locked read and one write, so most rollbacks take seconds; the lock makes "once only"
 * exact (a second call waits, then is refused), and a crash part-way undoes the whole rollback rather than
 * leaving half of it with no record. Each row's edit runs in a savepoint, so one refusal undoes that row only.
 */
export async function rollBackBulk(
  db: Db,
  deps: { inventory: BulkInventory; others: BulkBatchTypes },
  caller: Caller,
  id: number,
) {
  const { inventory } = deps;
  const label = `Bulk upload ${id}`;
  // Read before the transaction: on the embedded database's one session, a read on another connection
  // while it is open would wait forever (as the apply job does).
  const flags = await inventory.flags(caller.vertical);
  return db.transaction(async (tx) => {
    const repo = bulkRepository(tx);
    const request = await repo.byId(caller.vertical, id, true);
    if (!request) throw notFound(label);
    if (!mayRollBack(caller, request)) throw forbidden(BULK_ROLLBACK_MESSAGES.uploaderOrAdmin);
    const refusal = rollbackRefusal(request);
    if (refusal) throw conflict(refusal);
    const { type } = request;
    // The other types go back through their own area's single edit, where it has one (DRIVER).
    const other = isBulkInventoryType(type) ? null : (deps.others[type] as Pick<BulkBatchType, 'revert'>);
    if (other && !other.revert) throw conflict(bulkRollbackRefusalOf(type) ?? `${type} uploads cannot be rolled back.`);
    const updates = inventory.updates(tx, flags);
    const remarks = `Rollback of bulk upload ${id}`;
    let reverted = 0;
    let notReverted = 0;

    async function revertRow(row: Awaited<ReturnType<typeof repo.appliedAfter>>[number]): Promise<RowResult> {
      if (!isBulkInventoryType(type)) {
        // No record kept: applied before rollbacks of this type were possible.
        if (!row.entityId || row.versionAfter === null || !other?.revert)
          return { rollbackOutcome: 'REFUSED', rollbackMessage: 'Applied before rollbacks were possible.' };
        const kept = { entityId: row.entityId, previousValues: row.previousValues, versionAfter: row.versionAfter };
        return other.revert(tx, caller, kept);
      }
      const inventoryType = type;
      const appointmentId = row.cells.appointmentId ?? '';
      const car = await inventory.find(tx, caller.vertical, appointmentId, true);
      if (!car) return { rollbackOutcome: 'REFUSED', rollbackMessage: `apt-${appointmentId} was not found.` };
      if (row.versionAfter === null || row.previousValues === null)
        return { rollbackOutcome: 'REFUSED', rollbackMessage: 'Applied before rollbacks were possible.' };
      if (car.version !== row.versionAfter)
        return {
          rollbackOutcome: 'LEFT',
          rollbackMessage: `Changed by ${car.updatedBy} since the upload; left as it is.`,
        };
      const revert = revertAction(inventoryType, row.previousValues, car.version, remarks);
      if ('refused' in revert) return { rollbackOutcome: 'REFUSED', rollbackMessage: revert.refused };
      try {
        const done = await updates.apply(caller, { appointmentId }, revert.action);
        // As the same change made by hand would be: a steep price fall waits for an approver.
        return done.pendingAction
          ? { rollbackOutcome: 'SENT_FOR_APPROVAL', rollbackMessage: 'The revert waits for approval.' }
          : { rollbackOutcome: 'REVERTED', rollbackMessage: 'Back to its value before the upload.' };
      } catch (err) {
        // The edit ran in a savepoint: a refusal undid only that row; anything else undoes the rollback.
        if (!(err instanceof HttpError)) throw err;
        return { rollbackOutcome: 'REFUSED', rollbackMessage: err.message };
      }
    }

    /** A waiting row's approval request: withdrawn, or left when an approver already applied it. */
    async function withdrawRow(pendingActionId: number): Promise<RowResult | null> {
      const done = await inventory.withdrawPending(tx, caller, caller.vertical, pendingActionId, remarks);
      if (done.cancelled)
        return {
          rollbackOutcome: 'APPROVAL_CANCELLED',
          rollbackMessage: `Its approval request ${pendingActionId} was cancelled; the car was never changed.`,
        };
      if (done.status === 'APPROVED' || done.status === 'MODIFIED')
        return {
          rollbackOutcome: 'LEFT',
          rollbackMessage: `Its approval request ${pendingActionId} was already approved by ${done.decidedBy ?? 'an approver'}; left as it is.`,
        };
      // Rejected (or gone): the car was never changed, so there is nothing to undo.
      return null;
    }

    let after = 0;
    for (;;) {
      const rows = await repo.appliedAfter(id, after, ROLLBACK_READ);
      if (rows.length === 0) break;
      for (const row of rows) {
        const result = await revertRow(row);
        if (result.rollbackOutcome === 'REVERTED' || result.rollbackOutcome === 'SENT_FOR_APPROVAL') reverted += 1;
        else notReverted += 1;
        await repo.setRow(id, row.rowNumber, result);
        after = row.rowNumber;
      }
    }
    // The rows that waited for approval never changed their car: their open requests are withdrawn, so an
    // approver can no longer apply a change the uploader has taken back.
    let cancelled = 0;
    after = 0;
    for (;;) {
      const rows = await repo.rowsAfter(id, ['PENDING_APPROVAL'], after, ROLLBACK_READ);
      if (rows.length === 0) break;
      for (const row of rows) {
        after = row.rowNumber;
        if (row.pendingActionId === null) continue;
        const result = await withdrawRow(row.pendingActionId);
        if (!result) continue;
        if (result.rollbackOutcome === 'APPROVAL_CANCELLED') cancelled += 1;
        else notReverted += 1;
        await repo.setRow(id, row.rowNumber, result);
      }
    }
    return repo.update(caller.vertical, id, {
      rolledBackBy: caller.userName,
      rolledBackAt: new Date(),
      revertedRows: reverted,
      notRevertedRows: notReverted,
      cancelledApprovals: cancelled,
      version: request.version + 1,
      updatedAt: new Date(),
      updatedBy: caller.userName,
    });
  });
}
