import { REFURB_STAGES, type Vertical } from '@b2c/domain';
import type { Executor } from '../plugins/db/vertical-scope.ts';
import { SEED_EPOCH, vehicleFor, type SeedVehicle } from './inventory-vehicle.ts';
import { insertRecordset } from './seed-recordset.ts';

const HOUR = 3_600_000;
const INSPECTORS = ['A. Kumar', 'S. Rahman', 'J. Chen', 'M. Rossi', 'P. Somchai', 'D. Wijaya'];
const CUSTOMERS = [
  'Aarav Shah',
  'Fatima Al Noor',
  'Liam Walker',
  'Nattapong K.',
  'Siti Rahma',
  'Omar Haddad',
  'Priya Nair',
];

/** The requester of the seeded pending actions: the vertical's operations user, never an approver. */
const requesterOf = (v: Vertical) =>
  v.country === 'IN' ? 'ops.in' : v.country === 'AU' ? 'ops.au' : `ops.${v.country.toLowerCase()}`;
const money = (n: number) => n.toFixed(2);

/** Inspections, orders and a few pending actions for the demo vehicles [start, start + count). */
export async function seedInventorySatellites(
  db: Executor,
  v: Vertical,
  codes: readonly string[],
  start: number,
  count: number,
): Promise<void> {
  const cars: SeedVehicle[] = [];
  for (let n = start; n < start + count; n++) cars.push(vehicleFor(v, n, codes));
  const base = { country: v.country, vehicle_type: v.vehicleType };

  const inspections = cars.flatMap((c, i) => {
    const at = (h: number) => new Date(Date.parse(c.created_at) + h * HOUR).toISOString();
    const row = (type: string, hoursAfterPurchase: number) => ({
      ...base,
      appointment_id: c.appointment_id,
      inspection_type: type,
      inspector: INSPECTORS[i % INSPECTORS.length]!,
      score: (((i * 7) % 40) / 10 + 6).toFixed(1),
      remarks:
        type === 'PROCUREMENT'
          ? 'Minor scratches on rear bumper'
          : type === 'REFURBISHMENT'
            ? 'Panel work and polishing estimated'
            : 'Ready for retail',
      refurb_cost: type === 'PROCUREMENT' ? null : c.listing_price ? money(Number(c.listing_price) * 0.03) : null,
      refurb_stages: type === 'PROCUREMENT' ? [] : REFURB_STAGES.slice(i % 4, (i % 4) + 3),
      inspected_at: at(hoursAfterPurchase),
    });
    if (c.status === 'PROCURED' || c.status === 'SOURCING_CANCELLED') return [row('PROCUREMENT', 2)];
    if (c.status === 'IN_REFURB') return [row('PROCUREMENT', 2), row('REFURBISHMENT', 30)];
    return [row('PROCUREMENT', 2), row('REFURBISHMENT', 30), row('POST_REFURB', 200)];
  });
  await insertRecordset(
    db,
    'inventory_inspections',
    [
      ['country', 'text'],
      ['vehicle_type', 'text'],
      ['appointment_id', 'text'],
      ['inspection_type', 'text'],
      ['inspector', 'text'],
      ['score', 'numeric'],
      ['remarks', 'text'],
      ['refurb_cost', 'numeric'],
      ['refurb_stages', 'text[]'],
      ['inspected_at', 'timestamptz'],
    ],
    inspections,
  );

  const orders = cars.flatMap((c, i) => {
    if (!c.listing_price || !['BOOKED', 'SOLD', 'READY_FOR_SALE'].includes(c.status)) return [];
    const amount = Number(c.listing_price);
    const order = (suffix: string, status: string, paid: number) => ({
      ...base,
      appointment_id: c.appointment_id,
      order_id: `ORD-${c.appointment_id}-${suffix}`,
      status,
      customer_name: CUSTOMERS[i % CUSTOMERS.length]!,
      amount: money(amount),
      amount_paid: money(paid),
      delivery_mode: i % 3 === 0 ? 'HOME_DELIVERY' : 'HUB_PICKUP',
      created_at: new Date(Date.parse(c.updated_at) - (suffix === '1' ? 96 : 24) * HOUR).toISOString(),
    });
    if (c.status === 'SOLD') return [order('2', 'DELIVERED', amount)];
    if (c.status === 'BOOKED')
      return i % 2
        ? [order('1', 'CANCELLED', 0), order('2', 'BOOKED', amount * 0.1)]
        : [order('2', 'BOOKED', i % 3 ? amount : amount * 0.25)];
    return i % 7 === 0 ? [order('1', 'CANCELLED', 0)] : [];
  });
  await insertRecordset(
    db,
    'inventory_orders',
    [
      ['country', 'text'],
      ['vehicle_type', 'text'],
      ['appointment_id', 'text'],
      ['order_id', 'text'],
      ['status', 'text'],
      ['customer_name', 'text'],
      ['amount', 'numeric'],
      ['amount_paid', 'numeric'],
      ['delivery_mode', 'text'],
      ['created_at', 'timestamptz'],
    ],
    orders,
  );

  await insertRecordset(db, 'pending_actions', PENDING_COLUMNS, pendingActionsFor(v, cars));
}

const PENDING_COLUMNS: [keyof ReturnType<typeof pendingActionsFor>[number], string][] = [
  ['country', 'text'],
  ['vehicle_type', 'text'],
  ['appointment_id', 'text'],
  ['type', 'text'],
  ['sub_reason', 'text'],
  ['current_value', 'text'],
  ['proposed_value', 'text'],
  ['requested_by', 'text'],
  ['requested_at', 'timestamptz'],
  ['remarks', 'text'],
  ['updated_by', 'text'],
];

/** One request of every SPEC §4 filter group, each on its own car and true to the car's current values. */
function pendingActionsFor(v: Vertical, cars: SeedVehicle[]) {
  const by = requesterOf(v);
  const published = cars.filter((c) => c.publish_status === 'PUBLISHED' && !c.reserve_status);
  const unpublished = cars.filter((c) => c.publish_status === 'UNPUBLISHED' && c.status === 'READY_FOR_SALE');
  const unpriced = cars.filter((c) => c.listing_price === null && c.status === 'PROCURED');
  const rows: {
    car: SeedVehicle | undefined;
    type: string;
    sub: string;
    current: string | null;
    proposed: (c: SeedVehicle) => string;
    remarks: string;
  }[] = [
    {
      car: published[0],
      type: 'LISTING_PRICE_UPDATE',
      sub: 'PRICE_REVISION',
      current: null,
      proposed: (c) => money(Number(c.listing_price) * 0.85),
      remarks: 'Aged stock, 45 days without a lead',
    },
    {
      car: unpriced[0],
      type: 'LISTING_PRICE_UPDATE',
      sub: 'INITIAL_PRICE_UPDATE',
      current: null,
      proposed: (c) => money(Number(c.avg_market_price ?? 0) || 100_000),
      remarks: 'First price after inspection',
    },
    {
      car: published[1],
      type: 'OFFER_PRICE_UPDATE',
      sub: 'PRICE_REVISION',
      current: null,
      proposed: (c) => money(Number(c.listing_price) * 0.9),
      remarks: 'Customer offer in hand',
    },
    {
      car: published[2],
      type: 'PUBLISH_STATUS_UPDATE',
      sub: 'UNPUBLISH',
      current: 'PUBLISHED',
      proposed: () => 'UNPUBLISH',
      remarks: 'Paint defect found at the studio',
    },
    {
      car: published[3],
      type: 'PUBLISH_STATUS_UPDATE',
      sub: 'PERMANENT_DELISTING',
      current: 'PUBLISHED',
      proposed: () => 'PERMANENT_DELISTING',
      remarks: 'Flood damage reported',
    },
    {
      car: unpublished[0],
      type: 'PUBLISH_STATUS_UPDATE',
      sub: 'PUBLISH',
      current: 'UNPUBLISHED',
      proposed: () => 'PUBLISH',
      remarks: 'Refurbishment complete',
    },
  ];
  return rows.flatMap((r, i) => {
    if (!r.car) return [];
    const c = r.car;
    const current =
      r.type === 'LISTING_PRICE_UPDATE'
        ? c.listing_price
        : r.type === 'OFFER_PRICE_UPDATE'
          ? c.target_price
          : r.current;
    return [
      {
        country: v.country,
        vehicle_type: v.vehicleType,
        appointment_id: c.appointment_id,
        type: r.type,
        sub_reason: r.sub,
        current_value: current,
        proposed_value: r.proposed(c),
        requested_by: by,
        requested_at: new Date(SEED_EPOCH - (i + 1) * 5 * HOUR).toISOString(),
        remarks: r.remarks,
        updated_by: by,
      },
    ];
  });
}
