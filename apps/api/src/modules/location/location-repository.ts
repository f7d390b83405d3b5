import { and, inArray, isNotNull } from 'drizzle-orm';
import type { Vertical } from '@b2c/domain';
import type { LocationQuery } from '@b2c/contracts';
import { ownedBy, type Executor } from '../../plugins/db/vertical-scope.ts';
import { verticalRows } from '../../plugins/db/vertical-rows.ts';
import { equals, prefix } from '../../plugins/db/list-query.ts';
import { verticalList } from '../../plugins/db/vertical-list.ts';
import { storeLocations } from './location-tables.ts';

export type LocationRow = typeof storeLocations.$inferSelect;
export type LocationFilter = Pick<
  LocationQuery,
  'locationType' | 'locationSubtype' | 'cityCode' | 'active' | 'name' | 'code'
>;

const t = storeLocations;
const locationList = verticalList(t, {
  filters: {
    locationType: equals(t.locationType),
    locationSubtype: equals(t.locationSubtype),
    cityCode: equals(t.cityCode),
    active: equals(t.active),
    name: prefix(t.name),
    code: prefix(t.code),
  },
  sortable: {
    name: t.name,
    code: t.code,
    cityCode: t.cityCode,
    locationType: t.locationType,
    updatedAt: t.updatedAt,
    id: t.id,
  },
  defaultSort: 'name',
  /** SPEC §3: locations without a code are dropped from lists. */
  always: isNotNull(t.code),
});

export function locationRepository(db: Executor) {
  return {
    ...verticalRows(db, t),
    ...locationList.on(db),

    byCodes: (v: Vertical, codes: readonly string[]) =>
      codes.length === 0
        ? Promise.resolve([])
        : db
            .select()
            .from(t)
            .where(and(ownedBy(t, v), inArray(t.code, [...codes])))
            .orderBy(t.name, t.id),
  };
}
