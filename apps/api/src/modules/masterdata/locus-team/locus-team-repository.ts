import { and, asc, eq } from 'drizzle-orm';
import type { Vertical } from '@b2c/domain';
import type { LocusTeamQuery } from '@b2c/contracts';
import { ownedBy, type Executor } from '../../../plugins/db/vertical-scope.ts';
import { equals, prefix } from '../../../plugins/db/list-query.ts';
import { verticalList } from '../../../plugins/db/vertical-list.ts';
import { locusTeams } from '../masterdata-tables.ts';

export type LocusTeamRow = typeof locusTeams.$inferSelect;
export type LocusTeamFilter = Omit<LocusTeamQuery, 'page' | 'size' | 'sort'>;

const t = locusTeams;
const locusTeamList = verticalList(t, {
  filters: { name: prefix(t.name), teamId: prefix(t.teamId), cityCode: equals(t.cityCode), active: equals(t.active) },
  sortable: { name: t.name, teamId: t.teamId, cityCode: t.cityCode, updatedAt: t.updatedAt, id: t.id },
  defaultSort: 'name',
});

export function locusTeamRepository(db: Executor) {
  return {
    ...locusTeamList.on(db),

    /** Every active team of the vertical, by name: a vertical has a handful, so no paging. */
    active: (v: Vertical) =>
      db
        .select()
        .from(t)
        .where(and(ownedBy(t, v), eq(t.active, true)))
        .orderBy(asc(t.name), asc(t.id)),
  };
}
