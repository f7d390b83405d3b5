import { ageInDays, isOneOf, SALES_TYPES, salesTypesFor } from '@b2c/domain';
import type { DealerStockFilter, DealerStockRow } from '@b2c/contracts';
import type { Db } from '../../plugins/db/database.ts';
import type { Caller } from '../../plugins/auth.ts';
import type { Paged } from '../../plugins/db/vertical-list.ts';
import { badRequest } from '../../kits/http-errors.ts';
import { dealerRepository } from './dealer-repository.ts';
import type { DealerDeps, StockCar } from './dealer-deps.ts';

/**
 * The stock at the dealers' locations (issue 16): the cars standing there, oldest arrival first, with
 * their days at the location and, in AU, their sales type. Without a dealer, across the whole network.
 */
export function dealerStockService(db: Db, deps: DealerDeps) {
  const now = deps.now ?? (() => new Date());

  /** The locations the filter covers, and which dealer each belongs to. */
  async function scope(caller: Caller, q: DealerStockFilter) {
    const v = caller.vertical;
    if (q.salesType && salesTypesFor(v.country).length === 0)
      throw badRequest(`Sales type exists only in AU, not in ${v.country}.`, 'querystring.salesType');
    const all = await dealerRepository(db).allLocations(v);
    const chosen = q.dealerId === undefined ? all : all.filter((d) => d.id === q.dealerId);
    const owner = new Map(chosen.flatMap((d) => d.locationCodes.map((code) => [code, d] as const)));
    const codes = q.locationCode === undefined ? [...owner.keys()] : owner.has(q.locationCode) ? [q.locationCode] : [];
    return { owner, query: { locationCodes: codes, salesType: q.salesType, age: q.age } };
  }

  const toRow = (car: StockCar, dealer: { id: number; name: string }, at: Date): DealerStockRow => ({
    id: car.id,
    appointmentId: car.appointmentId,
    registrationNumber: car.registrationNumber,
    make: car.make,
    model: car.model,
    year: car.year,
    status: car.status,
    locationCode: car.locationCode ?? '',
    locationStatus: car.locationStatus,
    dealerId: dealer.id,
    dealerName: dealer.name,
    locationSince: car.locationSince?.toISOString() ?? null,
    ageingDays: car.locationSince ? ageInDays(car.locationSince, at) : null,
    salesType: car.salesType !== null && isOneOf(SALES_TYPES, car.salesType) ? car.salesType : null,
    movementActive: car.movementActive,
  });

  return {
    async list(caller: Caller, q: DealerStockFilter & Paged): Promise<DealerStockRow[]> {
      const { owner, query } = await scope(caller, q);
      if (query.locationCodes.length === 0) return [];
      const at = now();
      const cars = await deps.stock.list(caller.vertical, { ...query, page: q.page, size: q.size, sort: q.sort }, at);
      return cars.map((car) => toRow(car, owner.get(car.locationCode ?? '')!, at));
    },
    async count(caller: Caller, q: DealerStockFilter): Promise<number> {
      const { query } = await scope(caller, q);
      return deps.stock.count(caller.vertical, query, now());
    },
  };
}
export type DealerStockService = ReturnType<typeof dealerStockService>;
