import type { Vertical } from '@b2c/domain';
import type { ZoneQuery } from '@b2c/contracts';
import type { Executor } from '../../../plugins/db/vertical-scope.ts';
import { verticalRows } from '../../../plugins/db/vertical-rows.ts';
import { equals, prefix } from '../../../plugins/db/list-query.ts';
import { verticalList } from '../../../plugins/db/vertical-list.ts';
import { zones } from '../masterdata-tables.ts';

export type ZoneRow = typeof zones.$inferSelect;
export type ZoneFilter = Omit<ZoneQuery, 'page' | 'size' | 'sort' | 'allVerticals'>;

const zoneList = verticalList(zones, {
  filters: {
    name: prefix(zones.name),
    cityCode: equals(zones.cityCode),
    active: equals(zones.active),
    c2c: equals(zones.c2c),
  },
  sortable: { name: zones.name, code: zones.code, cityCode: zones.cityCode, updatedAt: zones.updatedAt, id: zones.id },
  defaultSort: 'name',
});

export function zoneRepository(db: Executor) {
  const rows = verticalRows(db, zones);
  return {
    ...zoneList.on(db),
    byCode: (v: Vertical, code: string) => rows.find(v, { code }),
  };
}
export type ZoneRepository = ReturnType<typeof zoneRepository>;
