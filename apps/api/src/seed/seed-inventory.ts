import { sql } from 'drizzle-orm';
import { ALL_VERTICALS, type Vertical } from '@b2c/domain';
import type { Executor } from '../plugins/db/vertical-scope.ts';
import { insertRecordset, locationCodesOf } from './seed-recordset.ts';
import { vehicleFor, type SeedVehicle } from './inventory-vehicle.ts';
import { seedInventorySatellites } from './seed-inventory-satellites.ts';

/** Column → PostgreSQL type, in the order the bulk insert lists them (jsonb_to_recordset needs both). */
const COLUMNS: [keyof SeedVehicle, string][] = [
  ['country', 'text'],
  ['vehicle_type', 'text'],
  ['appointment_id', 'text'],
  ['vin', 'text'],
  ['stock_id', 'text'],
  ['registration_number', 'text'],
  ['chassis_number', 'text'],
  ['make', 'text'],
  ['model', 'text'],
  ['variant', 'text'],
  ['year', 'int'],
  ['fuel', 'text'],
  ['colour', 'text'],
  ['odometer', 'int'],
  ['location_code', 'text'],
  ['last_location_code', 'text'],
  ['location_status', 'text'],
  ['location_since', 'timestamptz'],
  ['status', 'text'],
  ['listing_price', 'numeric'],
  ['target_price', 'numeric'],
  ['avg_market_price', 'numeric'],
  ['price_change_reason', 'text'],
  ['published', 'boolean'],
  ['publish_status', 'text'],
  ['publish_failure_reason', 'text'],
  ['sold', 'boolean'],
  ['reserve_status', 'text'],
  ['inventory_stage', 'text'],
  ['inventory_sub_stage', 'text'],
  ['inventory_type', 'text'],
  ['parking_slot', 'text'],
  ['gps_tracker_number', 'text'],
  ['road_tax_valid_until', 'date'],
  ['egc', 'text'],
  ['hold_reason', 'text'],
  ['business_label', 'text'],
  ['sales_type', 'text'],
  ['network_type', 'text'],
  ['refurb_stage', 'text'],
  ['created_at', 'timestamptz'],
  ['updated_at', 'timestamptz'],
  ['updated_by', 'text'],
];

export const insertVehicles = (db: Executor, rows: readonly SeedVehicle[]) =>
  insertRecordset(db, 'inventory', COLUMNS, rows);

async function existingCount(db: Executor, v: Vertical): Promise<number> {
  const result = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from inventory where country = ${v.country} and vehicle_type = ${v.vehicleType}`,
  );
  return result.rows[0]?.n ?? 0;
}

export interface SeedInventoryOptions {
  /** Vehicles per vertical (the demo uses 60). */
  perVertical: number;
  verticals?: readonly Vertical[];
  batchSize?: number;
  /** Orders, inspections and pending actions; the demo wants them, benchmark loads do not. */
  satellites?: boolean;
  onBatch?: (done: number) => void;
}

/**
 * Deterministic vehicles for every vertical, numbered on from what each vertical already holds, so a
 * `--scale` run after the demo seed adds cars instead of colliding with them.
 */
export async function seedInventory(db: Executor, options: SeedInventoryOptions): Promise<number> {
  const batchSize = options.batchSize ?? 5_000;
  let done = 0;
  for (const v of options.verticals ?? ALL_VERTICALS) {
    const codes = await locationCodesOf(db, v);
    const start = await existingCount(db, v);
    for (let from = start; from < start + options.perVertical; from += batchSize) {
      const to = Math.min(from + batchSize, start + options.perVertical);
      const rows: SeedVehicle[] = [];
      for (let n = from; n < to; n++) rows.push(vehicleFor(v, n, codes));
      await insertVehicles(db, rows);
      done += rows.length;
      options.onBatch?.(done);
    }
    if (options.satellites !== false) await seedInventorySatellites(db, v, codes, start, options.perVertical);
  }
  return done;
}

/** `--scale N`: N vehicles spread evenly over the twelve verticals (the first ones take the remainder). */
export async function seedInventoryAtScale(
  db: Executor,
  total: number,
  onBatch?: (done: number) => void,
): Promise<number> {
  let done = 0;
  const per = Math.floor(total / ALL_VERTICALS.length);
  const extra = total % ALL_VERTICALS.length;
  for (const [i, v] of ALL_VERTICALS.entries()) {
    const count = per + (i < extra ? 1 : 0);
    done += await seedInventory(db, {
      perVertical: count,
      verticals: [v],
      satellites: false,
      onBatch: (n) => onBatch?.(done + n),
    });
  }
  return done;
}
