import {
  ALL_VERTICALS,
  BUSINESS_LABELS,
  HOLD_REASONS,
  INVENTORY_STAGES,
  INVENTORY_TYPES,
  REFURB_STAGES,
  defaultVerticalFlags,
  networkTypesFor,
  verticalKey,
  type Vertical,
} from '@b2c/domain';
import {
  AE_EMIRATES,
  ID_AREA_CODES,
  IN_PLATE_STATES,
  SEED_COLOURS,
  SEED_MODELS,
  SEED_PRICES,
  TH_PLATE_LETTERS,
} from './inventory-seed-data.ts';

/**
 * One deterministic vehicle per (vertical, n): the same n always gives the same car, so the demo data,
 * `--scale` loads and the benchmark's lookups agree without sharing state. Identifiers are derived from
 * n bijectively (unique per vertical); everything else from a hash of it.
 */
export const SEED_EPOCH = Date.UTC(2025, 10, 1, 6, 0, 0);
const DAY = 86_400_000;
const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';
const VIN_CHARS = '0123456789ABCDEFGHJKLMNPRSTUVWXYZ';

const verticalIndex = (v: Vertical) => ALL_VERTICALS.findIndex((x) => verticalKey(x) === verticalKey(v));

/** A small integer hash (xorshift-multiply); `salt` picks an independent stream per attribute. */
function hash(n: number, salt: number): number {
  let x = (n * 0x9e3779b1 + salt * 0x85ebca6b) >>> 0;
  x = Math.imul(x ^ (x >>> 16), 0x7feb352d) >>> 0;
  x = Math.imul(x ^ (x >>> 15), 0x846ca68b) >>> 0;
  return (x ^ (x >>> 16)) >>> 0;
}
const pick = <T>(list: readonly T[], n: number, salt: number): T => list[hash(n, salt) % list.length]!;
const pct = (n: number, salt: number) => hash(n, salt) % 100;
const letters = (k: number, count: number) => {
  let s = '';
  for (let i = 0; i < count; i++, k = Math.floor(k / LETTERS.length)) s = LETTERS[k % LETTERS.length]! + s;
  return s;
};
const pad = (k: number, width: number) => String(k).padStart(width, '0');

export const appointmentIdFor = (v: Vertical, n: number) => `${1000 + verticalIndex(v)}${pad(n, 7)}`;

const PLATE_SPACE = 4_000_037; // prime, so the affine map below is a permutation of 0..PLATE_SPACE-1

/** Plates in each country's style, unique per vertical for n below four million. */
export function registrationFor(v: Vertical, seq: number): string {
  // Consecutive cars get scattered plates, as a real yard has, yet still one plate per car.
  const n = (seq * 2_654_435 + 97_531) % PLATE_SPACE;
  const num = n % 9000;
  const series = Math.floor(n / 9000);
  switch (v.country) {
    case 'IN':
      return `${pick(IN_PLATE_STATES, n, 1)}${pad((hash(n, 2) % 50) + 1, 2)}${letters(series, 2)}${pad(num + 1000, 4)}`;
    case 'TH': {
      const a = TH_PLATE_LETTERS[series % TH_PLATE_LETTERS.length]!;
      const b = TH_PLATE_LETTERS[Math.floor(series / TH_PLATE_LETTERS.length) % TH_PLATE_LETTERS.length]!;
      return `${(Math.floor(series / 1296) % 9) + 1}${a}${b}-${pad(num + 1000, 4)}`;
    }
    case 'ID':
      return `${pick(ID_AREA_CODES, n, 1)}${num + 1000}${letters(series, 3)}`;
    case 'AE':
      return `${pick(AE_EMIRATES, n, 1)}${letters(series, 2)}${pad(num + 10000 * (1 + (series % 8)), 5)}`;
    case 'KSA':
      return `${pad(num + 1000, 4)}${letters(series, 3)}`;
    case 'AU': {
      // NSW style ABC12D: 2,300 plates per three-letter series.
      const k = n % 2300;
      return `${letters(Math.floor(n / 2300), 3)}${pad(k % 100, 2)}${LETTERS[Math.floor(k / 100)]}`;
    }
  }
}

/** 17 characters, no I/O/Q, the make's WMI first; the tail encodes vertical and n, hence unique. */
export function vinFor(v: Vertical, n: number, wmi: string): string {
  let tail = '';
  for (let k = n * 12 + verticalIndex(v), i = 0; i < 8; i++, k = Math.floor(k / VIN_CHARS.length))
    tail = VIN_CHARS[k % VIN_CHARS.length]! + tail;
  let middle = '';
  for (let i = 0; i < 6; i++) middle += VIN_CHARS[hash(n, 40 + i) % VIN_CHARS.length];
  return `${wmi}${middle}${tail}`;
}

type Status = 'PROCURED' | 'IN_REFURB' | 'READY_FOR_SALE' | 'BOOKED' | 'SOLD' | 'SOURCING_CANCELLED';
function statusFor(n: number): Status {
  const p = pct(n, 3);
  return p < 10
    ? 'PROCURED'
    : p < 28
      ? 'IN_REFURB'
      : p < 78
        ? 'READY_FOR_SALE'
        : p < 87
          ? 'BOOKED'
          : p < 98
            ? 'SOLD'
            : 'SOURCING_CANCELLED';
}

const STAGE_OF: Record<Status, keyof typeof INVENTORY_STAGES> = {
  PROCURED: 'PROCUREMENT',
  IN_REFURB: 'REFURBISHMENT',
  READY_FOR_SALE: 'RETAIL',
  BOOKED: 'RETAIL',
  SOLD: 'DELIVERY',
  SOURCING_CANCELLED: 'PROCUREMENT',
};

/** The inventory row, with snake_case keys as the bulk insert's jsonb_to_recordset reads them. */
export function vehicleFor(v: Vertical, n: number, locationCodes: readonly string[]) {
  // Attributes hash the vertical too, so IN:CAR and AE:CAR car number n differ in more than their plates.
  const k = n * 16 + verticalIndex(v);
  const flags = defaultVerticalFlags(v);
  const model = pick(SEED_MODELS[v.country][v.vehicleType], k, 4);
  const [min, max, step] = SEED_PRICES[v.country][v.vehicleType];
  const price = Math.round((min + ((max - min) * (hash(k, 5) % 1000)) / 1000) / step) * step;
  const status = statusFor(k);
  const stage = STAGE_OF[status];
  const sold = status === 'SOLD';
  const hasPrice = status !== 'PROCURED';
  const publishRoll = pct(k, 6);
  const publishStatus =
    status === 'READY_FOR_SALE'
      ? publishRoll < 80
        ? 'PUBLISHED'
        : publishRoll < 86
          ? 'PUBLISH_FAILED'
          : publishRoll < 90
            ? 'PERMANENTLY_DELISTED'
            : 'UNPUBLISHED'
      : 'UNPUBLISHED';
  const onHold = status === 'READY_FOR_SALE' && publishStatus === 'UNPUBLISHED' && pct(k, 7) < 60;
  const reserveStatus =
    status === 'BOOKED'
      ? 'BOOKED'
      : sold
        ? 'DELIVERED'
        : flags.reserveButton && publishStatus === 'PUBLISHED' && pct(k, 8) < 8
          ? 'RESERVED'
          : null;
  const vin = vinFor(v, n, model.wmi);
  const year = 2025 - (hash(k, 9) % (v.vehicleType === 'CAR' ? 10 : 7));
  const updatedAt = SEED_EPOCH - (hash(k, 10) % (120 * 24)) * 3_600_000;
  const locationSince = updatedAt - (hash(k, 11) % 60) * DAY;
  const subStages = INVENTORY_STAGES[stage] as readonly string[];
  const networks = networkTypesFor(v.country);
  return {
    country: v.country,
    vehicle_type: v.vehicleType,
    appointment_id: appointmentIdFor(v, n),
    vin,
    stock_id: `${v.country}${v.vehicleType[0]}${pad(n + 1, 7)}`,
    registration_number: status === 'PROCURED' && pct(k, 12) < 20 ? null : registrationFor(v, n),
    chassis_number: vin,
    make: model.make,
    model: model.model,
    variant: pick(model.variants, k, 13),
    year,
    fuel: pick(model.fuels, k, 14),
    colour: pick(SEED_COLOURS, k, 15),
    odometer: (2025 - year) * (v.vehicleType === 'CAR' ? 9_000 : 5_000) + (hash(k, 16) % 8_000) + 300,
    location_code: locationCodes.length ? pick(locationCodes, k, 17) : null,
    last_location_code: locationCodes.length && pct(k, 18) < 70 ? pick(locationCodes, k, 19) : null,
    location_status: sold ? 'DELIVERED_TO_CUSTOMER' : 'STOCKED_IN',
    location_since: new Date(locationSince).toISOString(),
    status,
    listing_price: hasPrice ? price.toFixed(2) : null,
    target_price: hasPrice && flags.showTargetPrice ? (Math.round((price * 0.94) / step) * step).toFixed(2) : null,
    avg_market_price: hasPrice
      ? (Math.round((price * (0.95 + (hash(k, 20) % 13) / 100)) / step) * step).toFixed(2)
      : null,
    price_change_reason: hasPrice ? (pct(k, 21) < 70 ? 'INITIAL_PRICE_UPDATE' : 'PRICE_REVISION') : null,
    published: publishStatus === 'PUBLISHED',
    publish_status: publishStatus,
    publish_failure_reason:
      publishStatus === 'PUBLISH_FAILED' ? 'Not published: the catalogue rejected the images.' : null,
    sold,
    reserve_status: reserveStatus,
    inventory_stage: stage,
    inventory_sub_stage: sold ? 'DELIVERED' : status === 'BOOKED' ? 'BOOKED' : pick(subStages, k, 22),
    inventory_type: pct(k, 23) < 70 ? 'OWNED' : pick(INVENTORY_TYPES, k, 24),
    parking_slot: sold ? null : `${LETTERS[hash(k, 25) % 8]}-${(hash(k, 26) % 60) + 1}`,
    gps_tracker_number: flags.gpsTracker && pct(k, 27) < 60 ? `GT${pad(hash(k, 28) % 100_000_000, 8)}` : null,
    // Road tax paid at registration for 15 years (the usual Indian one-time tax), where the flag is on.
    road_tax_valid_until: flags.roadTax
      ? `${year + 15}-${pad((hash(k, 37) % 12) + 1, 2)}-${pad((hash(k, 38) % 28) + 1, 2)}`
      : null,
    egc: pct(k, 29) < 30 ? `EGC${(hash(k, 30) % 3) * 12 + 12}M` : null,
    hold_reason: onHold ? pick(HOLD_REASONS, k, 31) : null,
    business_label: v.country === 'IN' ? pick(BUSINESS_LABELS, k, 32) : null,
    sales_type: v.country === 'AU' ? (pct(k, 33) < 80 ? 'RETAIL' : 'WHOLESALE') : null,
    network_type: networks.length ? pick(networks, k, 34) : null,
    refurb_stage: status === 'IN_REFURB' ? pick(REFURB_STAGES, k, 35) : null,
    created_at: new Date(locationSince - (hash(k, 36) % 30) * DAY).toISOString(),
    updated_at: new Date(updatedAt).toISOString(),
    updated_by: 'system',
  };
}
export type SeedVehicle = ReturnType<typeof vehicleFor>;
