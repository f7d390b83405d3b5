import { getTableConfig } from 'drizzle-orm/pg-core';
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { BUSINESS_LABELS, HOLD_REASONS, PUBLISH_STATUSES, RESERVE_STATUSES } from '@b2c/domain';
import { inventory } from './inventory-tables.ts';

/**
 * A grid row written as JSON straight from PostgreSQL's text cells (issue 12): the same object
 * `toInventoryRow` makes, with no row objects, no Date parsing and no generic serialiser in between.
 *
 * Why not let PostgreSQL write the JSON (`json_build_object`, as this file did first)? pgbench on the 1M
 * seed: the page as plain columns runs at 2.2–2.4× the rate of the same page as JSON — building JSON is
 * the costliest part of the query — and on two cores shared by Node and the database, or inside the one
 * embedded PGlite session, that cost is paid by the scarcest worker. Writing the cells here costs Node a
 * string concatenation per cell. `inventory-grid-json.test.ts` holds the result equal to the mapping.
 *
 * The SQL expressions are constant (column names and the domain's own enumerations, never a caller's
 * value); each cell's kind says how its text becomes JSON.
 */
type Kind = 'text' | 'number' | 'boolean';
interface Cell {
  key: string;
  sql: string;
  kind: Kind;
}

const { name: table } = getTableConfig(inventory);
const col = (column: AnyPgColumn) => `"${table}"."${column.name}"`;
const plain = (key: string, column: AnyPgColumn): Cell => ({
  key,
  sql: col(column),
  kind: column.dataType === 'number' ? 'number' : column.dataType === 'boolean' ? 'boolean' : 'text',
});
const quoted = (values: readonly string[]) => values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', ');
/** A stored code the domain no longer knows reads as `fallback`, as `oneOrNull` does in the mapping. */
const known = (key: string, column: AnyPgColumn, values: readonly string[], fallback = 'null'): Cell => ({
  key,
  sql: `case when ${col(column)} in (${quoted(values)}) then ${col(column)} else ${fallback} end`,
  kind: 'text',
});
/** Money as the exact decimal text node-postgres gives for numeric. */
const money = (key: string, column: AnyPgColumn): Cell => ({ key, sql: `${col(column)}::text`, kind: 'text' });
/** `Date#toISOString()` of the instant: UTC, milliseconds, `Z`. */
const isoInstant = (key: string, column: AnyPgColumn): Cell => ({
  key,
  sql: `to_char(${col(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
  kind: 'text',
});

/** The row's fields in the mapping's order; an array is a nested object of that name. */
const fields: (Cell | [string, Cell[]])[] = [
  plain('id', inventory.id),
  plain('appointmentId', inventory.appointmentId),
  plain('vin', inventory.vin),
  plain('stockId', inventory.stockId),
  plain('registrationNumber', inventory.registrationNumber),
  plain('chassisNumber', inventory.chassisNumber),
  plain('make', inventory.make),
  plain('model', inventory.model),
  plain('variant', inventory.variant),
  plain('year', inventory.year),
  plain('fuel', inventory.fuel),
  plain('colour', inventory.colour),
  plain('odometer', inventory.odometer),
  plain('locationCode', inventory.locationCode),
  plain('lastLocationCode', inventory.lastLocationCode),
  plain('locationStatus', inventory.locationStatus),
  plain('movementActive', inventory.movementActive),
  plain('status', inventory.status),
  money('listingPrice', inventory.listingPrice),
  plain('published', inventory.published),
  known('publishStatus', inventory.publishStatus, PUBLISH_STATUSES, "'UNPUBLISHED'"),
  plain('sold', inventory.sold),
  known('reserveStatus', inventory.reserveStatus, RESERVE_STATUSES),
  [
    'inventoryAttributes',
    [
      plain('priceChangeReason', inventory.priceChangeReason),
      money('targetPrice', inventory.targetPrice),
      plain('inventoryStage', inventory.inventoryStage),
      plain('inventorySubStage', inventory.inventorySubStage),
      plain('inventoryType', inventory.inventoryType),
      money('avgMarketPrice', inventory.avgMarketPrice),
    ],
  ],
  plain('parkingSlot', inventory.parkingSlot),
  plain('gpsTrackerNumber', inventory.gpsTrackerNumber),
  plain('roadTaxValidUntil', inventory.roadTaxValidUntil),
  plain('egc', inventory.egc),
  known('holdReason', inventory.holdReason, HOLD_REASONS),
  known('businessLabel', inventory.businessLabel, BUSINESS_LABELS),
  plain('salesType', inventory.salesType),
  plain('networkType', inventory.networkType),
  plain('refurbStage', inventory.refurbStage),
  plain('country', inventory.country),
  plain('vehicleType', inventory.vehicleType),
  plain('version', inventory.version),
  isoInstant('updatedAt', inventory.updatedAt),
  plain('updatedBy', inventory.updatedBy),
];

/** Every cell in select order, with the JSON text that goes before its value (key, nesting, commas). */
const cells: (Cell & { before: string })[] = [];
let opening = '{';
for (const field of fields) {
  if (Array.isArray(field)) {
    const [name, nested] = field;
    nested.forEach((cell, i) =>
      cells.push({
        ...cell,
        before: `${i === 0 ? `${opening}${JSON.stringify(name)}:{` : ','}${JSON.stringify(cell.key)}:`,
      }),
    );
    opening = '},';
  } else {
    cells.push({ ...field, before: `${opening}${JSON.stringify(field.key)}:` });
    opening = ',';
  }
}
const closing = opening === '},' ? '}}' : '}';

/** The grid row's cells as a selection (c0, c1, …) to put first in a select, in `cells`' order. */
export const gridRowCells: Record<string, SQL> = Object.fromEntries(cells.map((c, i) => [`c${i}`, sql.raw(c.sql)]));
export const GRID_ROW_CELLS = cells.length;

const writeValue = (kind: Kind, text: string): string =>
  kind === 'text' ? JSON.stringify(text) : kind === 'boolean' ? (text === 't' ? 'true' : 'false') : text;

/** One row's JSON from its cells as PostgreSQL sent them (text, or null), the first GRID_ROW_CELLS of `row`. */
export function writeGridRow(row: readonly (string | null)[]): string {
  let json = '';
  for (let i = 0; i < cells.length; i++) {
    const cell = cells[i]!;
    const text = row[i];
    json += cell.before + (text === null || text === undefined ? 'null' : writeValue(cell.kind, text));
  }
  return json + closing;
}
