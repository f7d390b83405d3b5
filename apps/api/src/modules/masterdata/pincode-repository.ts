import { and, eq, type SQL } from 'drizzle-orm';
import type { Vertical } from '@b2c/domain';
import { ownedBy, type Executor } from '../../plugins/db/vertical-scope.ts';
import { verticalRows } from '../../plugins/db/vertical-rows.ts';
import { countAll, orderOf, pageOf, startsWith } from '../../plugins/db/list-query.ts';
import { pincodes } from './masterdata-tables.ts';

export type PincodeRow = typeof pincodes.$inferSelect;
export interface PincodeFilter {
  pincode?: string | undefined;
  cityCode?: string | undefined;
  serviceable?: boolean | undefined;
  active?: boolean | undefined;
}

const t = pincodes;
const whereOf = (v: Vertical, q: PincodeFilter): SQL | undefined =>
  and(
    ownedBy(t, v),
    q.pincode === undefined ? undefined : startsWith(t.pincode, q.pincode),
    q.cityCode === undefined ? undefined : eq(t.cityCode, q.cityCode),
    q.serviceable === undefined ? undefined : eq(t.serviceable, q.serviceable),
    q.active === undefined ? undefined : eq(t.active, q.active),
  );
const SORTS = { pincode: t.pincode, cityCode: t.cityCode, area: t.area, updatedAt: t.updatedAt, id: t.id };

export function pincodeRepository(db: Executor) {
  return {
    ...verticalRows(db, t),
    list: (v: Vertical, q: PincodeFilter & { page: number; size: number; sort?: string | undefined }) =>
      db
        .select()
        .from(t)
        .where(whereOf(v, q))
        .orderBy(...orderOf(q.sort, SORTS, 'pincode', t.id))
        .limit(pageOf(q).limit)
        .offset(pageOf(q).offset),

    async count(v: Vertical, q: PincodeFilter): Promise<number> {
      const [row] = await db.select({ n: countAll }).from(t).where(whereOf(v, q));
      return row?.n ?? 0;
    },

    async byPincode(v: Vertical, pincode: string): Promise<PincodeRow | undefined> {
      const [row] = await db
        .select()
        .from(t)
        .where(and(ownedBy(t, v), eq(t.pincode, pincode)));
      return row;
    },
  };
}
