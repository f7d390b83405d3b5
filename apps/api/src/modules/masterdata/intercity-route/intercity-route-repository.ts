import type { Vertical } from '@b2c/domain';
import type { Executor } from '../../../plugins/db/vertical-scope.ts';
import { verticalRows } from '../../../plugins/db/vertical-rows.ts';
import { equals, prefix } from '../../../plugins/db/list-query.ts';
import { verticalList } from '../../../plugins/db/vertical-list.ts';
import { intercityRoutes } from '../masterdata-tables.ts';

export type RouteRow = typeof intercityRoutes.$inferSelect;
export interface RouteFilter {
  code?: string | undefined;
  fromCityCode?: string | undefined;
  toCityCode?: string | undefined;
  active?: boolean | undefined;
}

const t = intercityRoutes;
const routeList = verticalList(t, {
  filters: {
    code: prefix(t.code),
    fromCityCode: equals(t.fromCityCode),
    toCityCode: equals(t.toCityCode),
    active: equals(t.active),
  },
  sortable: {
    code: t.code,
    fromCityCode: t.fromCityCode,
    toCityCode: t.toCityCode,
    distanceKm: t.distanceKm,
    updatedAt: t.updatedAt,
    id: t.id,
  },
  defaultSort: 'code',
});

/** Routes are read and updated by code, not id: the code is the route's identity in every path. */
export function intercityRouteRepository(db: Executor) {
  const rows = verticalRows(db, t);
  return {
    ...routeList.on(db),
    insert: rows.insert,
    byCode: (v: Vertical, code: string, lock = false) => rows.find(v, { code }, lock),
    update: (v: Vertical, code: string, values: Partial<typeof t.$inferInsert>) =>
      rows.updateWhere(v, { code }, values),
  };
}
