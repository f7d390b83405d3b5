import type { Executor } from '../../../plugins/db/vertical-scope.ts';
import { equals, prefix } from '../../../plugins/db/list-query.ts';
import { verticalList } from '../../../plugins/db/vertical-list.ts';
import { pincodes } from '../masterdata-tables.ts';

export type PincodeRow = typeof pincodes.$inferSelect;
export interface PincodeFilter {
  pincode?: string | undefined;
  cityCode?: string | undefined;
  serviceable?: boolean | undefined;
  active?: boolean | undefined;
}

const t = pincodes;
const pincodeList = verticalList(t, {
  filters: {
    pincode: prefix(t.pincode),
    cityCode: equals(t.cityCode),
    serviceable: equals(t.serviceable),
    active: equals(t.active),
  },
  sortable: { pincode: t.pincode, cityCode: t.cityCode, area: t.area, updatedAt: t.updatedAt, id: t.id },
  defaultSort: 'pincode',
});

export function pincodeRepository(db: Executor) {
  // Reads by id and writes go through auditedEntity (kits/audited-entity.ts); this holds the list.
  return pincodeList.on(db);
}
