import type { Vertical } from '@b2c/domain';
import type { Caller } from '../../plugins/auth.ts';
import type { Executor } from '../../plugins/db/vertical-scope.ts';
import { updateAudited } from '../../kits/audited-update.ts';
import { pendingActionRepository } from './pending-action-repository.ts';
import { PENDING_ACTION_ENTITY } from './inventory-mutation.ts';

/** What withdrawing an approval request found: cancelled now, or already decided (by whom, how). */
export type PendingWithdrawal =
  | { cancelled: true }
  | { cancelled: false; status: string; decidedBy: string | null }
  | { cancelled: false; status: 'MISSING'; decidedBy: null };

/**
 * Issue 29: withdraws an open approval request because the change that raised it is being undone (a bulk
 * upload rolled back): CANCELLED, audited as a CANCEL under the caller, version-checked on the locked row.
 * Not a decision — nobody approved or rejected it, so the maker-checker rule on one's own request does
 * not apply. A request already decided is left as it is and said so. Runs in the caller's transaction.
 */
export async function withdrawPendingAction(
  tx: Executor,
  caller: Caller,
  v: Vertical,
  id: number,
  remarks: string,
): Promise<PendingWithdrawal> {
  const repo = pendingActionRepository(tx);
  const found = await repo.byId(v, id, true);
  if (!found) return { cancelled: false, status: 'MISSING', decidedBy: null };
  if (found.status !== 'PENDING') return { cancelled: false, status: found.status, decidedBy: found.decidedBy };
  await updateAudited(tx, caller, {
    entity: PENDING_ACTION_ENTITY,
    id,
    action: 'CANCEL',
    label: () => `Pending action ${id}`,
    version: found.version,
    lock: async () => found,
    fieldsOf: (p): Record<string, string | null> => ({ status: p.status }),
    next: () => ({ status: 'CANCELLED' }),
    write: (values) => repo.update(v, id, { ...values, decidedBy: caller.userName, decidedAt: new Date(), remarks }),
  });
  return { cancelled: true };
}
