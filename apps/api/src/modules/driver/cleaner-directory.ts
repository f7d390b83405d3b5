import type { Vertical } from '@b2c/domain';
import type { Cleaner } from '@b2c/contracts';
import type { Executor } from '../../plugins/db/vertical-scope.ts';
import { driverRepository } from './driver-repository.ts';

const toCleaner = (r: { id: number; name: string; mobile: string }): Cleaner => ({
  id: r.id,
  name: r.name,
  mobile: r.mobile,
});

/**
 * The cleaners of a vertical for the car cleaning area (issue 17): staff of type CLEANER (SPEC §3 staff
 * types) on the drivers' staff list, active ones only. Passed to the cleaning module by app.ts.
 */
export function cleanerDirectory(db: Executor) {
  return {
    list: async (v: Vertical): Promise<Cleaner[]> =>
      (await driverRepository(db).list(v, { staffType: 'CLEANER', active: true, page: 0, size: 500 })).map(toCleaner),
    async byId(v: Vertical, id: number): Promise<Cleaner | undefined> {
      const row = await driverRepository(db).byId(v, id);
      return row && row.staffType === 'CLEANER' && row.active ? toCleaner(row) : undefined;
    },
  };
}
