import { sql } from 'drizzle-orm';
import type { Vertical } from '@b2c/domain';
import type { Executor } from '../plugins/db/vertical-scope.ts';
import { STANDING_LOCATION_TYPES } from './inventory-seed-data.ts';

/**
 * One statement and ONE parameter per batch: the rows travel as a JSON array that PostgreSQL unpacks,
 * which is an order of magnitude faster than a multi-row VALUES with 40 parameters per row. Table and
 * column names come from the seed's own constants, never from input.
 */
export async function insertRecordset<R extends object>(
  db: Executor,
  table: string,
  columns: readonly [keyof R & string, string][],
  rows: readonly R[],
) {
  if (rows.length === 0) return;
  const names = columns.map(([c]) => c).join(', ');
  const recordType = columns.map(([c, t]) => `${c} ${t}`).join(', ');
  await db.execute(
    sql`insert into ${sql.raw(table)} (${sql.raw(names)}) select ${sql.raw(names)} from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(${sql.raw(recordType)})`,
  );
}

/** The master-data seed's active location codes where cars stand; generated ones if there are none. */
export async function locationCodesOf(db: Executor, v: Vertical): Promise<string[]> {
  const types = sql.join(
    STANDING_LOCATION_TYPES.map((t) => sql`${t}`),
    sql`, `,
  );
  const result = await db.execute<{ code: string }>(
    sql`select code from store_locations where country = ${v.country} and vehicle_type = ${v.vehicleType}
        and code is not null and active and location_type in (${types}) order by code`,
  );
  const codes = result.rows.map((r) => r.code);
  return codes.length > 0
    ? codes
    : [1, 2, 3].map((i) => `${v.vehicleType === 'BIKE' ? 'BK-' : ''}HUB-${v.country}-${i}`);
}
