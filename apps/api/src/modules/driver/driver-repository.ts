import { and, eq } from 'drizzle-orm';
import type { Vertical } from '@b2c/domain';
import type { driverCountQuery } from '@b2c/contracts';
import type { z } from 'zod';
import { ownedBy, type Executor } from '../../plugins/db/vertical-scope.ts';
import { verticalRows } from '../../plugins/db/vertical-rows.ts';
import { anyWord, equals, prefix } from '../../plugins/db/list-query.ts';
import { verticalList } from '../../plugins/db/vertical-list.ts';
import { drivers, resourcePlans } from './driver-tables.ts';

export type DriverRow = typeof drivers.$inferSelect;
export type ResourcePlanRow = typeof resourcePlans.$inferSelect;
export type DriverFilter = z.infer<typeof driverCountQuery>;

const t = drivers;
const driverList = verticalList(t, {
  filters: {
    name: anyWord(t.name),
    mobile: prefix(t.mobile),
    driverType: equals(t.driverType),
    staffType: equals(t.staffType),
    vendor: equals(t.vendor),
    active: equals(t.active),
  },
  sortable: {
    name: t.name,
    mobile: t.mobile,
    driverType: t.driverType,
    vendor: t.vendor,
    updatedAt: t.updatedAt,
    id: t.id,
  },
  defaultSort: 'name',
});

export function driverRepository(db: Executor) {
  const rows = verticalRows(db, t);
  return {
    ...rows,
    ...driverList.on(db),
    byMobile: (v: Vertical, mobile: string) => rows.find(v, { mobile }),

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
