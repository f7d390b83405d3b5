import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Vertical } from '@b2c/domain';
import type { LocusTeamQuery } from '@b2c/contracts';
import { ownedBy, type Executor } from '../../plugins/db/vertical-scope.ts';
import { verticalRows } from '../../plugins/db/vertical-rows.ts';
import { countAll, orderOf, pageOf, startsWith } from '../../plugins/db/list-query.ts';
import { locusTeams } from './masterdata-tables.ts';

export type LocusTeamRow = typeof locusTeams.$inferSelect;
export type LocusTeamFilter = Omit<LocusTeamQuery, 'page' | 'size' | 'sort'>;

const t = locusTeams;
const whereOf = (v: Vertical, q: LocusTeamFilter): SQL | undefined =>
  and(
    ownedBy(t, v),
    q.name === undefined ? undefined : startsWith(t.name, q.name),
    q.teamId === undefined ? undefined : startsWith(t.teamId, q.teamId),
    q.cityCode === undefined ? undefined : eq(t.cityCode, q.cityCode),
    q.active === undefined ? undefined : eq(t.active, q.active),
  );
const SORTS = { name: t.name, teamId: t.teamId, cityCode: t.cityCode, updatedAt: t.updatedAt, id: t.id };

export function locusTeamRepository(db: Executor) {
  return {
    ...verticalRows(db, t),
    list: (v: Vertical, q: LocusTeamFilter & { page: number; size: number; sort?: string | undefined }) =>
      db
        .select()
        .from(t)
        .where(whereOf(v, q))
        .orderBy(...orderOf(q.sort, SORTS, 'name', t.id))
        .limit(pageOf(q).limit)
        .offset(pageOf(q).offset),

    async count(v: Vertical, q: LocusTeamFilter): Promise<number> {
      const [row] = await db.select({ n: countAll }).from(t).where(whereOf(v, q));
      return row?.n ?? 0;
    },

    /** Every active team of the vertical, by name: a vertical has a handful, so no paging. */
    active: (v: Vertical) =>
      db
        .select()
        .from(t)
        .where(and(ownedBy(t, v), eq(t.active, true)))
        .orderBy(asc(t.name), asc(t.id)),

    async byTeamId(v: Vertical, teamId: string): Promise<LocusTeamRow | undefined> {
      const [row] = await db
        .select()
        .from(t)
        .where(and(ownedBy(t, v), eq(t.teamId, teamId)));
      return row;
    },
  };
}
