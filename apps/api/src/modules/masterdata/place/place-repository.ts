import { and, eq } from 'drizzle-orm';
import type { Vertical } from '@b2c/domain';
import { ownedBy, visibleTo, type Executor } from '../../../plugins/db/vertical-scope.ts';
import { cities, pincodes, states } from '../masterdata-tables.ts';

/** What the place search reads of master data: the country's cities and states, the vertical's pincodes. */
export function placeRepository(db: Executor) {
  return {
    /** Active cities of the vertical's country. */
    cities: (v: Vertical) =>
      db
        .select({ code: cities.code, name: cities.name, stateCode: cities.stateCode })
        .from(cities)
        .where(and(visibleTo(cities, v), eq(cities.active, true))),
    states: (v: Vertical) =>
      db.select({ code: states.code, name: states.name }).from(states).where(visibleTo(states, v)),
    /** Active pincodes of the vertical (pincodes belong to one vertical). */
    pincodes: (v: Vertical) =>
      db
        .select({ pincode: pincodes.pincode, area: pincodes.area, cityCode: pincodes.cityCode })
        .from(pincodes)
        .where(and(ownedBy(pincodes, v), eq(pincodes.active, true))),
  };
}
export type PlaceRepository = ReturnType<typeof placeRepository>;
