import { and, eq, type SQL } from 'drizzle-orm';
import type { Vertical } from '@b2c/domain';
import type { driverCountQuery } from '@b2c/contracts';
import type { z } from 'zod';
import { ownedBy, type Executor } from '../../plugins/db/vertical-scope.ts';
import { verticalRows } from '../../plugins/db/vertical-rows.ts';
import { countAll, orderOf, pageOf, startsWith } from '../../plugins/db/list-query.ts';
import { drivers, resourcePlans } from './driver-tables.ts';

export type DriverRow = typeof drivers.$inferSelect;
export type ResourcePlanRow = typeof resourcePlans.$inferSelect;
export type DriverFilter = z.infer<typeof driverCountQuery>;

const t = drivers;
const whereOf = (v: Vertical, q: DriverFilter): SQL | undefined =>
  and(
    ownedBy(t, v),
    q.name === undefined ? undefined : startsWith(t.name, q.name),
    q.mobile === undefined ? undefined : startsWith(t.mobile, q.mobile),
    q.driverType === undefined ? undefined : eq(t.driverType, q.driverType),
    q.staffType === undefined ? undefined : eq(t.staffType, q.staffType),
    q.vendor === undefined ? undefined : eq(t.vendor, q.vendor),
    q.active === undefined ? undefined : eq(t.active, q.active),
  );
const SORTS = {
  name: t.name,
  mobile: t.mobile,
  driverType: t.driverType,
  vendor: t.vendor,
  updatedAt: t.updatedAt,
  id: t.id,
};

export function driverRepository(db: Executor) {
  return {
    ...verticalRows(db, t),
    list: (v: Vertical, q: DriverFilter & { page: number; size: number; sort?: string | undefined }) =>
      db
        .select()
        .from(t)
        .where(whereOf(v, q))
        .orderBy(...orderOf(q.sort, SORTS, 'name', t.id))
        .limit(pageOf(q).limit)
        .offset(pageOf(q).offset),

    async count(v: Vertical, q: DriverFilter): Promise<number> {
      const [row] = await db.select({ n: countAll }).from(t).where(whereOf(v, q));
      return row?.n ?? 0;
    },

    async byMobile(v: Vertical, mobile: string): Promise<DriverRow | undefined> {
      const [row] = await db
        .select()
        .from(t)
        .where(and(ownedBy(t, v), eq(t.mobile, mobile)));
      return row;
    },

    async planOf(v: Vertical, driverId: number, lock = false): Promise<ResourcePlanRow | undefined> {
      const query = db
        .select()
        .from(resourcePlans)
        .where(and(ownedBy(resourcePlans, v), eq(resourcePlans.driverId, driverId)));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    async insertPlan(row: typeof resourcePlans.$inferInsert): Promise<ResourcePlanRow> {
      const [created] = await db.insert(resourcePlans).values(row).returning();
      return created!;
    },

    async updatePlan(id: number, values: Partial<typeof resourcePlans.$inferInsert>): Promise<ResourcePlanRow> {
      const [updated] = await db.update(resourcePlans).set(values).where(eq(resourcePlans.id, id)).returning();
      return updated!;
    },
  };
}
