import type { Executor } from '../../plugins/db/vertical-scope.ts';
import type { Caller } from '../../plugins/auth.ts';

/**
 * The kinds of request whose approval changes nothing on the inventory row itself: approving a missing
 * car report (issue 28) marks the car lost, which another area's rules do.
 */
export type ApprovalWithEffect = 'MARK_MISSING';

/** What an approval also does, inside the decision's transaction `tx` (it throws to refuse the approval). */
export type ApprovalEffect = (
  tx: Executor,
  caller: Caller,
  request: { appointmentId: string; remarks: string },
) => Promise<void>;

/**
 * Issue 27, areas depend one way: the pending actions offer this extension point and the area that knows
 * what an approval means registers into it at wiring time, so the decision and its effect commit together
 * while this area never names the other.
 */
export function pendingActionEffects() {
  const effects = new Map<ApprovalWithEffect, ApprovalEffect>();
  return {
    on(type: ApprovalWithEffect, effect: ApprovalEffect): void {
      // Two areas deciding what one approval means would each think theirs runs alone.
      if (effects.has(type)) throw new Error(`An approval effect for ${type} is registered already.`);
      effects.set(type, effect);
    },
    of: (type: ApprovalWithEffect): ApprovalEffect | undefined => effects.get(type),
  };
}
export type PendingActionEffects = ReturnType<typeof pendingActionEffects>;
