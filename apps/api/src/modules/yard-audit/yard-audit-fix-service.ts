import { normalizeText, yardAuditTrailNote } from '@b2c/domain';
import type { YardAuditLists, YardAuditMissingRow, YardAuditUnexpectedRow } from '@b2c/contracts';
import type { Db } from '../../plugins/db/database.ts';
import type { Caller } from '../../plugins/auth.ts';
import { conflict, notFound } from '../../kits/http-errors.ts';
import type { YardAuditDeps } from './yard-audit-deps.ts';
import { yardAuditRepository, type YardAuditRow } from './yard-audit-repository.ts';
import { toMissingRow, toUnexpectedRow, toUnknownRow } from './yard-audit-mapping.ts';
import { auditLabel, auditOf } from './yard-audit-service.ts';

const requireFinished = (audit: YardAuditRow) => {
  if (audit.status !== 'FINISHED')
    throw conflict(`Finish ${auditLabel(audit.id).toLowerCase()} first: its lists are final only then.`);
};

/**
 * The finish's three lists and the fix each row offers (issue 28). Neither fix writes the car itself:
 * "Stock in here" goes through the movement area's stock-in service (its rules, permission and audit),
 * "Mark missing" asks an approver through the inventory's pending actions. Each also writes a line on the
 * car's trail and its record in the audit, in the same transaction as the fix.
 */
export function yardAuditFixService(db: Db, deps: YardAuditDeps) {
  return {
    async lists(caller: Caller, id: number): Promise<YardAuditLists> {
      const v = caller.vertical;
      await auditOf(db, v, id);
      const repo = yardAuditRepository(db);
      const [missing, unexpected, unknown] = await Promise.all([
        repo.missing(v, id),
        repo.scansWith(v, id, 'UNEXPECTED'),
        repo.scansWith(v, id, 'UNKNOWN'),
      ]);
      return {
        missing: missing.map(toMissingRow),
        unexpected: unexpected.map(toUnexpectedRow),
        unknown: unknown.map(toUnknownRow),
      };
    },

    async stockIn(caller: Caller, id: number, appointmentId: string): Promise<YardAuditUnexpectedRow> {
      const v = caller.vertical;
      const audit = await auditOf(db, v, id);
      requireFinished(audit);
      const repo = yardAuditRepository(db);
      const scan = await repo.scanWhere(v, id, { subject: appointmentId });
      if (scan?.outcome !== 'UNEXPECTED')
        throw notFound(`Inventory apt-${appointmentId} on the unexpected list of ${auditLabel(id).toLowerCase()}`);
      if (scan.stockedInAt) return toUnexpectedRow(scan);
      let fixed = scan;
      await deps.stockInHere(caller, appointmentId, audit.locationCode, {
        comment: `Yard audit #${id}`,
        // A double tap or a retry stocks the car in once (the stock-in service's Idempotency-Key).
        idempotencyKey: `yard-audit:${id}:${appointmentId}`,
        alongside: async (tx) => {
          const r = yardAuditRepository(tx);
          const locked = (await r.scanWhere(v, id, { subject: appointmentId }, true))!;
          if (locked.stockedInAt) throw conflict(`Inventory apt-${appointmentId} was stocked in here already.`);
          fixed = await r.updateScan(v, locked.id, { stockedInBy: caller.name, stockedInAt: new Date() });
          await deps.cars.noteOnTrail(
            tx,
            caller,
            appointmentId,
            'YARD_AUDIT_STOCK_IN',
            yardAuditTrailNote.stockedIn(audit.locationName, caller.name, id),
          );
        },
      });
      // A replayed stock-in (same key) ran no `alongside`: the row as stored is the answer.
      return toUnexpectedRow(
        fixed.stockedInAt ? fixed : ((await repo.scanWhere(v, id, { subject: appointmentId })) ?? fixed),
      );
    },

    async markMissing(
      caller: Caller,
      id: number,
      appointmentId: string,
      typedReason: string,
    ): Promise<{ row: YardAuditMissingRow; created: boolean }> {
      const v = caller.vertical;
      const audit = await auditOf(db, v, id);
      requireFinished(audit);
      const repo = yardAuditRepository(db);
      const expected = await repo.expectedOf(v, id, appointmentId);
      if (!expected)
        throw notFound(`Inventory apt-${appointmentId} on the expected list of ${auditLabel(id).toLowerCase()}`);
      if (await repo.scanWhere(v, id, { subject: appointmentId }))
        throw conflict(
          `Inventory apt-${appointmentId} was counted in ${auditLabel(id).toLowerCase()}; it is not missing.`,
        );
      if (expected.pendingActionId !== null) return { row: toMissingRow(expected), created: false };
      const reason = normalizeText(typedReason);
      let reported = expected;
      await deps.cars.requestMarkMissing(
        caller,
        appointmentId,
        { missingFrom: audit.locationCode, remarks: `Yard audit #${id} at ${audit.locationName}: ${reason}` },
        async (tx, pendingActionId) => {
          const r = yardAuditRepository(tx);
          await r.expectedOf(v, id, appointmentId, true);
          reported = await r.updateExpected(v, id, appointmentId, {
            pendingActionId,
            missingReason: reason,
            reportedBy: caller.name,
            reportedAt: new Date(),
          });
          await deps.cars.noteOnTrail(
            tx,
            caller,
            appointmentId,
            'YARD_AUDIT_MISSING',
            yardAuditTrailNote.reportedMissing(audit.locationName, caller.name, id, reason),
          );
        },
      );
      return { row: toMissingRow(reported), created: true };
    },
  };
}
export type YardAuditFixService = ReturnType<typeof yardAuditFixService>;
