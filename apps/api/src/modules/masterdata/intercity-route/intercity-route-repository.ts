import type { Executor } from '../../../plugins/db/vertical-scope.ts';
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

/** Reads by code and writes go through auditedEntity (kits/audited-entity.ts); this holds the list. */
export function intercityRouteRepository(db: Executor) {
  return routeList.on(db);
}
