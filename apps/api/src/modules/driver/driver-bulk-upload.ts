import { MESSAGES, type Vertical } from '@b2c/domain';
import type { BULK_TYPE_DEFINITIONS, BulkCellProblem } from '@b2c/contracts';
import type { z } from 'zod';
import type { Caller } from '../../plugins/auth.ts';
import type { Executor, TransactionalExecutor } from '../../plugins/db/vertical-scope.ts';
import { verticalRows } from '../../plugins/db/vertical-rows.ts';
import { HttpError } from '../../kits/http-errors.ts';
import { driverService, type LocationLookup } from './driver-service.ts';
import { drivers } from './driver-tables.ts';
import { driverInputOf, keptDriver, leftAsItIs, type DriverRevertResult } from './driver-bulk-rollback.ts';

type DriverRow = z.output<(typeof BULK_TYPE_DEFINITIONS)['DRIVER']['row']>;
/** A row's outcome, and for an applied one what its rollback needs (issue 29). */
type RowResult = {
  outcome: 'APPLIED' | 'FAILED';
  message: string;
  kept?: { entityId: string; previousValues: Record<string, string | null> | null; versionAfter: number };
};

/**
 * The DRIVER bulk upload type (issue 15), for the bulk area (app.ts passes it in): a row without an id
 * creates a driver, a row with one updates that driver — both through the driver service the single form
 * uses (audit, versions, the unique mobile, the home location), on the bulk job's transaction.
 */
export function driverBulkUpload(deps: { locationsOn(db: Executor): LocationLookup }) {
  return {
    keyColumn: 'mobile' as const,

    /** The rows against the vertical's drivers and locations (nothing is written). */
    async check(db: Executor, v: Vertical, rows: readonly DriverRow[]): Promise<BulkCellProblem[][]> {
      const codes = [...new Set(rows.flatMap((r) => (r.homeLocationCode ? [r.homeLocationCode] : [])))];
      const homes = new Set((await deps.locationsOn(db).byCodes(v, codes)).map((l) => l.code));
      const table = verticalRows(db, drivers);
      const problems: BulkCellProblem[][] = [];
      for (const row of rows) {
        const found: BulkCellProblem[] = [];
        if (row.id !== undefined && !(await table.byId(v, row.id)))
          found.push({ column: 'id', message: `Driver ${row.id} was not found in ${v.country} ${v.vehicleType}.` });
        const owner = await table.find(v, { mobile: row.mobile });
        if (owner && owner.id !== row.id)
          found.push({ column: 'mobile', message: `A driver with mobile ${row.mobile} already exists.` });
        if (row.homeLocationCode && !homes.has(row.homeLocationCode))
          found.push({
            column: 'homeLocationCode',
            message: `Location ${row.homeLocationCode} is not a location of ${v.country} ${v.vehicleType}.`,
          });
        problems.push(found);
      }
      return problems;
    },

    /**
     * Each row in its own savepoint of the job's transaction: a refused row (a mobile taken meanwhile)
     * undoes only itself and is recorded as failed. An update is based on the driver's current version.
     */
    async apply(tx: TransactionalExecutor, caller: Caller, rows: readonly DriverRow[]): Promise<RowResult[]> {
      if (!caller.permissions.has('crudDriver'))
        return rows.map(() => ({ outcome: 'FAILED', message: 'You need the crudDriver permission for drivers.' }));
      const results: RowResult[] = [];
      for (const row of rows) {
        try {
          const result = await tx.transaction(async (sp): Promise<RowResult> => {
            const service = driverService(sp, { locations: deps.locationsOn(sp) });
            if (row.id === undefined) {
              const created = await service.create(caller, [row]);
              const kept = { entityId: String(created.id), previousValues: null, versionAfter: created.version };
              return { outcome: 'APPLIED', message: MESSAGES.driverSaved, kept };
            }
            const before = await service.get(caller, row.id);
            const after = await service.update(caller, row.id, [{ ...row, version: before.version }]);
            const kept = { entityId: String(row.id), previousValues: keptDriver(before), versionAfter: after.version };
            return { outcome: 'APPLIED', message: MESSAGES.driverUpdated, kept };
          });
          results.push(result);
        } catch (err) {
          if (!(err instanceof HttpError)) throw err;
          results.push({ outcome: 'FAILED', message: err.message });
        }
      }
      return results;
    },

    /**
     * Issue 29: puts one applied row's driver back through the driver's own edit (audited under the
     * caller, version-checked): its fields from before the row, or — for a driver the row added, which the
     * single edit cannot delete — inactive, so no one assigns them. A driver changed since is left.
     */
    async revert(tx: TransactionalExecutor, caller: Caller, kept: RowResult['kept'] & {}): Promise<DriverRevertResult> {
      const id = Number(kept.entityId);
      try {
        return await tx.transaction(async (sp) => {
          const service = driverService(sp, { locations: deps.locationsOn(sp) });
          const now = await service.get(caller, id);
          if (now.version !== kept.versionAfter) return leftAsItIs(now.updatedBy);
          if (kept.previousValues === null) {
            if (!now.active)
              return { rollbackOutcome: 'REFUSED', rollbackMessage: `Driver ${id} is already inactive.` };
            await service.update(caller, id, [{ ...driverInputOf(keptDriver(now), now.version), active: false }]);
            return {
              rollbackOutcome: 'REVERTED',
              rollbackMessage: `Driver ${id} was added by the upload: now inactive (a driver is never deleted).`,
            };
          }
          await service.update(caller, id, [driverInputOf(kept.previousValues, now.version)]);
          return { rollbackOutcome: 'REVERTED', rollbackMessage: 'Back to its values before the upload.' };
        });
      } catch (err) {
        // The edit ran in a savepoint: a refusal (the old mobile taken since, the driver gone) undoes that row only.
        if (!(err instanceof HttpError)) throw err;
        return { rollbackOutcome: 'REFUSED', rollbackMessage: err.message };
      }
    },
  };
}
