import {
  CITY_CODE_GROUPS,
  LOCATION_TYPE_LABELS,
  type LocationSubtype,
  type LocationType,
  type Vertical,
} from '@b2c/domain';
import type { locationSeeding } from '../modules/location/location-module.ts';
import type { masterdataSeeding } from '../modules/masterdata/masterdata-module.ts';
import type { SeedCity } from './masterdata-geo-data.ts';
import { SEED_DEALERS, SEED_STREETS } from './masterdata-names-data.ts';

type LocationRow = typeof locationSeeding.storeLocations.$inferInsert;
type ZoneRow = typeof masterdataSeeding.zones.$inferInsert;

interface TypePlan {
  type: LocationType;
  abbr: string;
  /** How many per vertical; `perCity` = one in every active city. */
  count: number | 'perCity';
  subtype: (i: number) => LocationSubtype;
  holdingPeriodDays: number;
}

const own = (): LocationSubtype => 'OWN';
/** Every SPEC §3 location type, with how a real network would have it. */
const PLAN: TypePlan[] = [
  { type: 'PARENT_HUB', abbr: 'HUB', count: 'perCity', subtype: own, holdingPeriodDays: 30 },
  { type: 'C2B_YARD', abbr: 'C2BY', count: 4, subtype: own, holdingPeriodDays: 45 },
  {
    type: 'SERVICE_CENTER',
    abbr: 'SC',
    count: 4,
    subtype: (i) => (i % 2 === 1 ? 'PARTNER' : 'OWN'),
    holdingPeriodDays: 7,
  },
  { type: 'STUDIO', abbr: 'STU', count: 3, subtype: own, holdingPeriodDays: 3 },
  { type: 'FULFILLMENT_CENTER', abbr: 'FC', count: 2, subtype: own, holdingPeriodDays: 10 },
  { type: 'DEALER', abbr: 'DLR', count: 6, subtype: () => 'PARTNER', holdingPeriodDays: 15 },
  { type: 'DLT', abbr: 'DLT', count: 2, subtype: () => 'DLT', holdingPeriodDays: 5 },
  {
    type: 'INSPECTION_AREA',
    abbr: 'INSP',
    count: 3,
    subtype: (i) => (i === 2 ? 'EXTERNAL_VENDOR' : 'OWN'),
    holdingPeriodDays: 2,
  },
  { type: 'LOADING_POINT', abbr: 'LP', count: 2, subtype: () => 'EXTERNAL_VENDOR', holdingPeriodDays: 1 },
  { type: 'CORPORATE_OFFICE', abbr: 'CO', count: 1, subtype: own, holdingPeriodDays: 0 },
  { type: 'PI_PDI_YARD', abbr: 'PDI', count: 2, subtype: own, holdingPeriodDays: 20 },
  { type: 'DEALER_PNS', abbr: 'PNS', count: 3, subtype: () => 'PARTNER', holdingPeriodDays: 15 },
];

/** A deterministic offset of up to ±0.05° so locations of one city do not sit on one point. */
const jitter = (seq: number, salt: number) => Math.round((((seq * 7919 + salt * 104729) % 1000) - 500) / 10) / 1000;

/** Every location type in the vertical, spread over its active cities; some inactive, one without a code. */
export function seedLocations(v: Vertical, cities: SeedCity[]): LocationRow[] {
  const active = cities.filter((c) => c.active !== false);
  const bike = v.vehicleType === 'BIKE';
  const rows: LocationRow[] = [];
  const numbering = new Map<string, number>();
  const dealers = SEED_DEALERS[v.country];
  const streets = SEED_STREETS[v.country];

  PLAN.forEach((plan, t) => {
    const count = plan.count === 'perCity' ? active.length : plan.count;
    for (let i = 0; i < count; i++) {
      const city = active[(t + i) % active.length]!;
      const key = `${plan.abbr}-${city.code}`;
      const n = (numbering.get(key) ?? 0) + 1;
      numbering.set(key, n);
      const seq = rows.length;
      const label = LOCATION_TYPE_LABELS[plan.type];
      const dealer = dealers[(t + i) % dealers.length]!;
      const base =
        plan.type === 'DEALER'
          ? `${dealer} ${city.name}`
          : plan.type === 'DEALER_PNS'
            ? `${dealer} PNS ${city.name}`
            : `${city.name} ${label}`;
      const sharedSite = plan.type === 'PARENT_HUB' || plan.type === 'CORPORATE_OFFICE';
      rows.push({
        ...v,
        code: `${bike ? 'BK-' : ''}${key}-${n}`,
        name: n > 1 ? `${base} ${n}` : base,
        cityCode: city.code,
        locationType: plan.type,
        locationSubtype: plan.subtype(i),
        // Every ninth location is closed; the first city's hub never is (stock-in demos start there).
        active: seq % 9 !== 8,
        address: `${(seq % 90) + 10}, ${streets[seq % streets.length]}, ${city.name}`,
        latitude: Math.round((city.lat + jitter(seq, 1)) * 1e5) / 1e5,
        longitude: Math.round((city.lng + jitter(seq, 2)) * 1e5) / 1e5,
        holdingPeriodDays: plan.holdingPeriodDays,
        servesVerticals: sharedSite ? [`${v.country}:BIKE`, `${v.country}:CAR`] : [`${v.country}:${v.vehicleType}`],
      });
    }
  });
  const first = active[0]!;
  rows.push({
    ...v,
    code: null,
    name: `${first.name} New Yard (code pending)`,
    cityCode: first.code,
    locationType: 'C2B_YARD',
    locationSubtype: 'OWN',
    active: true,
    address: `1, ${streets[0]}, ${first.name}`,
    latitude: first.lat,
    longitude: first.lng,
    holdingPeriodDays: 45,
    servesVerticals: [`${v.country}:${v.vehicleType}`],
  });
  return rows;
}

/** A zone per big city (every other one c2c, the fifth inactive), plus India's city-code groups. */
export function seedZones(v: Vertical, cities: SeedCity[], locations: LocationRow[]): ZoneRow[] {
  const codesIn = (cityCodes: readonly string[]) =>
    locations.filter((l) => l.code && cityCodes.includes(l.cityCode)).map((l) => l.code!);
  const prefix = v.vehicleType === 'BIKE' ? 'BK-Z' : 'Z';
  const active = cities.filter((c) => c.active !== false).slice(0, 5);
  const perCity: ZoneRow[] = active.map((c, i) => ({
    ...v,
    code: `${prefix}-${c.code}`,
    name: `${c.name} Zone`,
    cityCode: c.code,
    c2c: i % 2 === 0,
    active: i !== 4,
    locationCodes: codesIn([c.code]),
  }));
  if (v.country !== 'IN') return perCity;
  const groups = Object.entries(CITY_CODE_GROUPS).map(([group, codes]) => ({
    ...v,
    code: `${prefix}-${group}`,
    name: `${group} Cluster`,
    cityCode: codes[0],
    c2c: group === 'NCR',
    active: true,
    locationCodes: codesIn(codes),
  }));
  return [...perCity, ...groups];
}
