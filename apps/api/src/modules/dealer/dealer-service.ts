import {
  DEALER_LOCATION_TYPES,
  NETWORK_TYPE_LABELS,
  isDealerLocationType,
  networkTypesFor,
  pincodeProblem,
  type Vertical,
} from '@b2c/domain';
import type { Dealer, DealerInput, DealerLocation, DealerUpdate } from '@b2c/contracts';
import type { Db } from '../../plugins/db/database.ts';
import type { Caller } from '../../plugins/auth.ts';
import { auditedEntity, editStampOf } from '../../kits/audited-entity.ts';
import type { Paged } from '../../plugins/db/vertical-list.ts';
import { badRequest } from '../../kits/http-errors.ts';
import { assertInCountry } from '../../kits/coordinates-in-country.ts';
import { dealerRepository, type DealerFilter, type DealerRow } from './dealer-repository.ts';
import { dealers } from './dealer-tables.ts';
import type { DealerDeps } from './dealer-deps.ts';

export const DEALER_ENTITY = 'dealer';

type DealerFields = Omit<DealerInput, 'code'>;

const auditedFields = (d: DealerFields) => ({
  name: d.name,
  networkType: d.networkType,
  cityCode: d.cityCode,
  contactName: d.contactName,
  contactMobile: d.contactMobile,
  contactEmail: d.contactEmail,
  address: d.address,
  pincode: d.pincode,
  latitude: d.latitude,
  longitude: d.longitude,
  locationCodes: d.locationCodes,
  capacity: d.capacity,
  active: d.active,
});

export const toDealer = (r: DealerRow, stockCount: number): Dealer => ({
  id: r.id,
  code: r.code,
  ...auditedFields(r),
  stockCount,
  ...editStampOf(r),
});

const uniqueCode = (code: string) => ({
  values: { code },
  message: `A dealer with code ${code} already exists.`,
});

/** The dealer directory: list, read, create and the versioned, audited edit. */
export function dealerService(db: Db, deps: DealerDeps) {
  const rows = auditedEntity(db, {
    table: dealers,
    entity: DEALER_ENTITY,
    noun: 'Dealer',
    nameOf: (r) => r.code,
    fieldsOf: auditedFields,
    createdFieldsOf: (r) => ({ code: r.code, ...auditedFields(r) }),
  });

  /** Cars at each dealer's locations now, in one query for the whole page. */
  async function withStock(v: Vertical, page: DealerRow[]): Promise<Dealer[]> {
    const counts = await deps.stock.countsByLocation(v, [...new Set(page.flatMap((d) => d.locationCodes))]);
    return page.map((d) =>
      toDealer(
        d,
        d.locationCodes.reduce((n, code) => n + (counts.get(code) ?? 0), 0),
      ),
    );
  }

  /** SPEC §3 network types per country; the dealer's sites are the vertical's Dealer / Dealer PNS locations. */
  async function check(v: Vertical, input: DealerFields, exceptId?: number): Promise<void> {
    const allowed = networkTypesFor(v.country);
    if (allowed.length === 0 && input.networkType !== null)
      throw badRequest(`${v.country} has no network types; leave the network type empty.`, 'body.networkType');
    if (allowed.length > 0 && (input.networkType === null || !allowed.includes(input.networkType)))
      throw badRequest(
        `Network type must be ${allowed.map((n) => NETWORK_TYPE_LABELS[n]).join(' or ')} in ${v.country}.`,
        'body.networkType',
      );
    await deps.cities.assertCities(v, { 'body.cityCode': input.cityCode });
    const pincode = input.pincode && pincodeProblem(input.pincode, v.country);
    if (pincode) throw badRequest(`Pincode ${pincode}.`, 'body.pincode');
    assertInCountry(v.country, input);
    const codes = input.locationCodes;
    const twice = codes.find((c, i) => codes.indexOf(c) !== i);
    if (twice) throw badRequest(`Location ${twice} is listed twice.`, 'body.locationCodes');
    const found = await deps.locations.byCodes(v, codes);
    for (const code of codes) {
      const location = found.find((l) => l.code === code);
      if (!location)
        throw badRequest(`Location ${code} does not exist in ${v.country} ${v.vehicleType}.`, 'body.locationCodes');
      if (!isDealerLocationType(location.locationType))
        throw badRequest(`Location ${code} is not a Dealer or Dealer PNS location.`, 'body.locationCodes');
    }
    const [holder] = await dealerRepository(db).holdersOf(v, codes, exceptId);
    if (holder) {
      const code = codes.find((c) => holder.locationCodes.includes(c))!;
      throw badRequest(`Location ${code} already belongs to dealer ${holder.code}.`, 'body.locationCodes');
    }
  }

  return {
    list: async (caller: Caller, q: DealerFilter & Paged) =>
      withStock(caller.vertical, await dealerRepository(db).list(caller.vertical, q)),
    count: (caller: Caller, q: DealerFilter) => dealerRepository(db).count(caller.vertical, q),
    get: async (caller: Caller, id: number) =>
      (await withStock(caller.vertical, [await rows.get(caller.vertical, id)]))[0]!,

    async create(caller: Caller, input: DealerInput): Promise<Dealer> {
      await check(caller.vertical, input);
      const row = await rows.create(caller, {
        values: { code: input.code, ...auditedFields(input) },
        unique: uniqueCode(input.code),
      });
      return (await withStock(caller.vertical, [row]))[0]!;
    },

    async update(caller: Caller, id: number, input: DealerUpdate): Promise<Dealer> {
      const row = await rows.update(caller, id, {
        version: input.version,
        before: () => check(caller.vertical, input, id),
        next: () => auditedFields(input),
      });
      return (await withStock(caller.vertical, [row]))[0]!;
    },

    /** The vertical's Dealer and Dealer PNS locations, by name. */
    async locations(caller: Caller): Promise<DealerLocation[]> {
      const lists = await Promise.all(
        DEALER_LOCATION_TYPES.map((type) => deps.locations.ofType(caller.vertical, type)),
      );
      return lists
        .flat()
        .sort((a, b) => a.name.localeCompare(b.name))
        .flatMap((l) =>
          isDealerLocationType(l.locationType)
            ? [{ code: l.code, name: l.name, cityCode: l.cityCode, locationType: l.locationType, active: l.active }]
            : [],
        );
    },

    /** For the allocation: the dealer row itself (404 for another vertical's). */
    row: (v: Vertical, id: number) => rows.get(v, id),
  };
}
export type DealerService = ReturnType<typeof dealerService>;
