import type { UserSummary } from '@b2c/contracts';
import type { Vertical } from '@b2c/domain';
import type { UsersRepository } from './users-repository.ts';

/** The users area's rules for the routes (SPEC §6 user lookup); the repository only runs the SQL. */
export function usersService(repo: Pick<UsersRepository, 'lookupByUserNames'>) {
  return {
    /** Users of the caller's vertical by user name (a comma-separated list), in their public shape. */
    async lookup(vertical: Vertical, q: { userNames: string; offset: number; size: number }): Promise<UserSummary[]> {
      const rows = await repo.lookupByUserNames({
        userNames: q.userNames
          .split(',')
          .map((u) => u.trim())
          .filter(Boolean),
        country: vertical.country,
        vehicleType: vertical.vehicleType,
        offset: q.offset,
        size: q.size,
      });
      return rows.map((u) => ({ id: u.id, userName: u.userName, name: u.name, email: u.email, groups: u.groups }));
    },
  };
}
export type UsersService = ReturnType<typeof usersService>;
