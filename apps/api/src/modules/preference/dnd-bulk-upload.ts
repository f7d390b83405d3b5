import {
  PREFERENCE_MESSAGES,
  SPECIAL_GROUPS,
  isFeatureEnabled,
  toE164Mobile,
  type FeatureMatrix,
  type Vertical,
} from '@b2c/domain';
import type { BULK_TYPE_DEFINITIONS, BulkCellProblem } from '@b2c/contracts';
import type { z } from 'zod';
import type { Caller } from '../../plugins/auth.ts';
import type { Executor, TransactionalExecutor } from '../../plugins/db/vertical-scope.ts';
import { HttpError } from '../../kits/http-errors.ts';
import { dndService } from './dnd-service.ts';
import { dndRepository } from './preference-repository.ts';
import { checkedExpiry } from './preference-numbers.ts';

type DndRow = z.output<(typeof BULK_TYPE_DEFINITIONS)['DND']['row']>;
type RowResult = { outcome: 'APPLIED' | 'FAILED'; message: string };

const featureOff = (v: Vertical) => `User preferences are not enabled for ${v.country} ${v.vehicleType}.`;

/**
 * The DND bulk upload type (issue 15), for the bulk area (app.ts passes it in): each row adds a number
 * through the DND service the single add uses (E.164 for the vertical's country, audited as a CREATE), on
 * the bulk job's transaction. SPEC §6 gives the list to CC_ADMIN where userPreferences is on: checked here
 * on the rows' own transaction, since the feature matrix is data (the bulk area checks the group too).
 */
export function dndBulkUpload(deps: { featureMatrix(db: Executor): Promise<FeatureMatrix> }) {
  return {
    keyColumn: 'mobileNumber' as const,

    async check(db: Executor, v: Vertical, rows: readonly DndRow[]): Promise<BulkCellProblem[][]> {
      if (!isFeatureEnabled(await deps.featureMatrix(db), 'userPreferences', v))
        return rows.map(() => [{ column: 'mobileNumber', message: featureOff(v) }]);
      const numbers = rows.map((row) => toE164Mobile(row.mobileNumber, v.country));
      const listed = await dndRepository(db).numbersListed(
        v,
        numbers.flatMap((n) => (n.ok ? [n.e164] : [])),
      );
      const firstRow = new Map<string, number>();
      return rows.map((row, i) => {
        const problems: BulkCellProblem[] = [];
        const number = numbers[i]!;
        if (!number.ok) problems.push({ column: 'mobileNumber', message: number.message });
        else if (listed.has(number.e164))
          problems.push({ column: 'mobileNumber', message: `${number.e164} is already on the DND list.` });
        else if (firstRow.has(number.e164))
          problems.push({ column: 'mobileNumber', message: `${number.e164} is also in an earlier row.` });
        else firstRow.set(number.e164, i);
        try {
          checkedExpiry(row.expiresOn, v, 'expiresOn');
        } catch (err) {
          if (!(err instanceof HttpError)) throw err;
          problems.push({ column: 'expiresOn', message: 'must be today or a later day' });
        }
        return problems;
      });
    },

    /** Each row in its own savepoint: a number listed meanwhile fails alone, with the single add's message. */
    async apply(tx: TransactionalExecutor, caller: Caller, rows: readonly DndRow[]): Promise<RowResult[]> {
      const refusal = !caller.groups.includes(SPECIAL_GROUPS.CC_ADMIN)
        ? PREFERENCE_MESSAGES.ccAdminRequired
        : !isFeatureEnabled(await deps.featureMatrix(tx), 'userPreferences', caller.vertical)
          ? featureOff(caller.vertical)
          : undefined;
      if (refusal) return rows.map(() => ({ outcome: 'FAILED', message: refusal }));
      const results: RowResult[] = [];
      for (const row of rows) {
        try {
          await tx.transaction((sp) => dndService(sp).add(caller, row, 'row'));
          results.push({ outcome: 'APPLIED', message: PREFERENCE_MESSAGES.dndAdded });
        } catch (err) {
          if (!(err instanceof HttpError)) throw err;
          results.push({ outcome: 'FAILED', message: err.message });
        }
      }
      return results;
    },
  };
}
