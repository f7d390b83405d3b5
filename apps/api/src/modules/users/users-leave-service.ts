import type { LeaveInput, UserLeave } from '@b2c/contracts';
import { leaveDatesProblem, leaveRevokeProblem, todayIn, type LeaveState, type Vertical } from '@b2c/domain';
import type { Db } from '../../plugins/db/database.ts';
import type { Caller } from '../../plugins/auth.ts';
import { auditCreated } from '../../kits/audit.ts';
import { updateAudited } from '../../kits/audited-update.ts';
import { editStampOf } from '../../kits/audited-entity.ts';
import { badRequest, notFound } from '../../kits/http-errors.ts';
import { usersRosterRepository, type LeaveRow } from './users-roster-repository.ts';

export const LEAVE_ENTITY = 'user-leave';

const toLeave = ({ leave, userName, name }: { leave: LeaveRow; userName: string; name: string }): UserLeave => ({
  id: leave.id,
  userId: leave.userId,
  userName,
  name,
  from: leave.fromDate,
  to: leave.toDate,
  reason: leave.reason,
  state: leave.state,
  ...editStampOf(leave),
});

/**
 * Leaves (SPEC §7 V1 "leaves (get, apply, revoke)"): per vertical, dates of its calendar, no two applied
 * leaves of a user sharing a day; revoking is a versioned, audited edit of the state.
 */
export function usersLeaveService(db: Db) {
  async function view(v: Vertical, id: number): Promise<UserLeave> {
    const row = await usersRosterRepository(db).leaveView(v, id);
    if (!row) throw notFound(`Leave ${id}`);
    return toLeave(row);
  }

  return {
    list: async (v: Vertical, q: { userId?: number; state?: LeaveState; page: number; size: number }) =>
      (await usersRosterRepository(db).listLeaves(v, q)).map(toLeave),

    async apply(caller: Caller, input: LeaveInput): Promise<UserLeave> {
      const v = caller.vertical;
      const datesProblem = leaveDatesProblem(input);
      if (datesProblem) throw badRequest(`To ${datesProblem}.`, 'body.to');
      const id = await db.transaction(async (tx) => {
        const repo = usersRosterRepository(tx);
        // The user's row is locked so that two applications for them cannot both pass the overlap check.
        const user = await repo.rosterableById(v, input.userId, true);
        if (!user) throw notFound(`User ${input.userId}`);
        const [clash] = await repo.overlappingLeaves(v, input.userId, input.from, input.to);
        if (clash)
          throw badRequest(
            `${user.name} is already on leave from ${clash.fromDate} to ${clash.toDate}; leaves cannot overlap.`,
            'body.from',
          );
        const row = await repo.insertLeave({
          ...v,
          userId: input.userId,
          fromDate: input.from,
          toDate: input.to,
          reason: input.reason,
          updatedBy: caller.userName,
        });
        await auditCreated(
          tx,
          caller,
          LEAVE_ENTITY,
          row.id,
          { userName: user.userName, from: row.fromDate, to: row.toDate, reason: row.reason, state: row.state },
          'APPLY',
        );
        return row.id;
      });
      return view(v, id);
    },

    /** A revoked leave no longer takes its user off the roster; one that has ended cannot be revoked. */
    async revoke(caller: Caller, id: number, version: number): Promise<UserLeave> {
      const v = caller.vertical;
      await view(v, id);
      await db.transaction(async (tx) => {
        const repo = usersRosterRepository(tx);
        await updateAudited(tx, caller, {
          entity: LEAVE_ENTITY,
          id,
          action: 'REVOKE',
          label: () => `Leave ${id}`,
          version,
          lock: () => repo.leaveById(v, id, true),
          fieldsOf: (r) => ({ state: r.state }),
          check(current) {
            const problem = leaveRevokeProblem(
              { from: current.fromDate, to: current.toDate, state: current.state },
              todayIn(v.country),
            );
            if (problem) throw badRequest(problem);
          },
          next: () => ({ state: 'REVOKED' as LeaveState }),
          write: (values) => repo.updateLeave(v, id, values),
        });
      });
      return view(v, id);
    },
  };
}
export type UsersLeaveService = ReturnType<typeof usersLeaveService>;
