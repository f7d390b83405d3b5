import { and, arrayOverlaps, ne } from 'drizzle-orm';
import type { Vertical } from '@b2c/domain';
import type { DealerFilter } from '@b2c/contracts';
import { ownedBy, type Executor } from '../../plugins/db/vertical-scope.ts';
import { verticalRows } from '../../plugins/db/vertical-rows.ts';
import { anyWord, equals, prefix } from '../../plugins/db/list-query.ts';
import { verticalList } from '../../plugins/db/vertical-list.ts';
import { dealers } from './dealer-tables.ts';

export type DealerRow = typeof dealers.$inferSelect;
export type { DealerFilter };

const t = dealers;
const dealerList = verticalList(t, {
  filters: {
    name: anyWord(t.name),
    code: prefix(t.code),
    networkType: equals(t.networkType),
    cityCode: equals(t.cityCode),
    active: equals(t.active),
  },
  sortable: {
    name: t.name,
    code: t.code,
    networkType: t.networkType,
    cityCode: t.cityCode,
    capacity: t.capacity,
    updatedAt: t.updatedAt,
    id: t.id,
  },
  defaultSort: 'name',
});

export function dealerRepository(db: Executor) {
  return {
    ...verticalRows(db, t),
    ...dealerList.on(db),

    /** The vertical's dealers (other than `exceptId`) holding any of these locations. */
    holdersOf: (v: Vertical, codes: readonly string[], exceptId?: number) =>
      codes.length === 0
        ? Promise.resolve([])
        : db
            .select({ code: t.code, locationCodes: t.locationCodes })
            .from(t)
            .where(
              and(
                ownedBy(t, v),
                arrayOverlaps(t.locationCodes, [...codes]),
                exceptId === undefined ? undefined : ne(t.id, exceptId),
              ),
            ),

    /** Every dealer of the vertical with its locations (the stock view across the network). */
    allLocations: (v: Vertical) =>
      db.select({ id: t.id, name: t.name, locationCodes: t.locationCodes }).from(t).where(ownedBy(t, v)).orderBy(t.id),
  };
}
