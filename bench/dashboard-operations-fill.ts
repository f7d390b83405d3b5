/**
 * Rows for the dashboard's operations tiles at scale (issue 29), which the scale seed does not write: it
 * grows the inventories, not their history. Into a PostgreSQL database (migrated here first), spread over
 * the twelve verticals and the last 365 days (and the next two): `--movements` pick-up requests (one per
 * car, as at 1M inventories: 1,000,000), a fifth as many reviewed cleaning rounds, and 20 finished yard
 * audits at each of 50 locations a vertical. Then `bench/dashboard.ts --pg URL` times the tiles on them.
 *
 *   psql -c 'create database b2c_dash_ops'
 *   npx tsx bench/dashboard-operations-fill.ts --pg postgresql://b2c:b2c@127.0.0.1:5432/b2c_dash_ops
 *   npx tsx bench/dashboard.ts --pg postgresql://b2c:b2c@127.0.0.1:5432/b2c_dash_ops
 */
import { parseArgs } from 'node:util';
import { openDatabase } from '../apps/api/src/plugins/db/database.ts';

const { values: args } = parseArgs({
  options: { pg: { type: 'string' }, movements: { type: 'string', default: '1000000' } },
});
if (!args.pg) throw new Error('--pg URL of a scratch PostgreSQL database is required');
const N = Number(args.movements);

const VERTICALS = `(values ('IN','CAR'),('IN','BIKE'),('AE','CAR'),('AE','BIKE'),('KSA','CAR'),('KSA','BIKE'),
  ('AU','CAR'),('AU','BIKE'),('TH','CAR'),('TH','BIKE'),('ID','CAR'),('ID','BIKE'))`;

const database = await openDatabase({ databaseUrl: args.pg });
const { pool } = database;
try {
  const started = performance.now();
  await pool.query(`
    with v as (select row_number() over () - 1 as k, c, t from ${VERTICALS} v(c, t)),
    r as (
      select i, v.c, v.t, (current_date - (i % 367) + 2) as day, (i % 6) as s, (i % 50) as loc, random() as x
        from generate_series(1, ${N}) i join v on v.k = i % 12
    )
    insert into inventory_movements (country, vehicle_type, inventory_id, appointment_id, movement_type, phase,
      status, complete, from_location_code, to_location_code, request_type, pickup_option, vendor,
      requested_pickup_time, requested_pickup_date, slot_code, slot_from, slot_to, trip_started_at, created_by,
      updated_by)
    select c, t, 50000000 + i, 'OPS-' || i, 'HUB_TO_HUB',
      case when x < 0.05 then 'CANCELLED' when day >= current_date then 'WAITING' else 'RECEIVED' end,
      'Done', not (day >= current_date and x >= 0.05), 'LOC-' || loc, 'LOC-' || ((loc + 1) % 50), 'NORMAL',
      'DROP_AT_HUB', (array['DRIVEU','IN_HOUSE','C2B','OFFLINE','LOCUS','ZOFEUR'])[1 + i % 6],
      day + make_interval(hours => 9 + 2 * s), day::text,
      lpad((9 + 2 * s)::text, 2, '0') || '00_' || lpad((11 + 2 * s)::text, 2, '0') || '00',
      lpad((9 + 2 * s)::text, 2, '0') || ':00', lpad((11 + 2 * s)::text, 2, '0') || ':00',
      case when day < current_date and x >= 0.05 then day + make_interval(hours => 9 + 2 * s, mins => (x * 200)::int) end,
      'bench', 'bench'
    from r`);
  await pool.query(`
    with v as (select row_number() over () - 1 as k, c, t from ${VERTICALS} v(c, t))
    insert into cleaning_tasks (country, vehicle_type, appointment_id, location_code, state, reviewed_at, updated_by)
    select v.c, v.t, 'OPS-' || i, 'LOC-' || (i % 50), case when i % 5 = 0 then 'REJECTED' else 'APPROVED' end,
      now() - make_interval(mins => i % 525600), 'bench'
    from generate_series(1, ${Math.round(N / 5)}) i join v on v.k = i % 12`);
  await pool.query(`
    with v as (select row_number() over () - 1 as k, c, t from ${VERTICALS} v(c, t))
    insert into yard_audits (country, vehicle_type, location_code, location_name, status, started_by,
      started_by_name, started_at, finished_at, expected_count, found_count, unexpected_count, unknown_count,
      updated_by)
    select v.c, v.t, 'LOC-' || loc, 'Location ' || loc, 'FINISHED', 'bench', 'Bench',
      now() - make_interval(days => n * 15), now() - make_interval(days => n * 15) + interval '2 hours',
      200, 180 + (loc + n) % 20, n % 5, n % 3, 'bench'
    from v, generate_series(0, 49) loc, generate_series(1, 20) n`);
  await pool.query('analyze inventory_movements; analyze cleaning_tasks; analyze yard_audits');
  console.log(`Filled in ${((performance.now() - started) / 1000).toFixed(1)} s: ${N} movements`);
} finally {
  await database.close();
}
