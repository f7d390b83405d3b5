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
 * embedded PGlite session, that cost is paid by the scarcest worker. For the same reason every cell is a
 * plain column as PostgreSQL stores it (issue 30): the instant's ISO form, a code the domain no longer
 * knows, are settled here rather than by `to_char` / `case` in the statement, which made the product's
 * page dearer in PostgreSQL than a bare route selecting the same rows. Writing the cells costs Node a
 * string concatenation per cell. `inventory-grid-json.test.ts` holds the result equal to the mapping.
 *
 * Each cell's `write` says how its text (or null) becomes JSON.
 */
interface Cell {
  key: string;
  column: AnyPgColumn;
  write(text: string | null): string;
}

const asText = (text: string | null) => (text === null ? 'null' : JSON.stringify(text));
const asNumber = (text: string | null) => text ?? 'null';
const asBoolean = (text: string | null) => (text === null ? 'null' : text === 't' ? 'true' : 'false');

/** Money is the exact decimal text node-postgres gives for numeric: a text cell, as the mapping keeps it. */
const plain = (key: string, column: AnyPgColumn): Cell => ({
  key,
  column,
  write: column.dataType === 'number' ? asNumber : column.dataType === 'boolean' ? asBoolean : asText,
});
/** A stored code the domain no longer knows reads as `fallback`, as `oneOrNull` does in the mapping. */
const known = (key: string, column: AnyPgColumn, values: readonly string[], fallback: string | null = null): Cell => {
  const codes = new Set(values);
  const otherwise = asText(fallback);
  return { key, column, write: (text) => (text !== null && codes.has(text) ? JSON.stringify(text) : otherwise) };
};

/**
 * `Date#toISOString()` of a timestamptz as PostgreSQL prints it (DateStyle ISO, which node-postgres
 * itself relies on): `2026-11-24 10:11:12.987654+00`, the offset being the session's time zone
 * (`+05:30`, `-03:00:00` …). Milliseconds are cut, not rounded, as node-postgres does when it makes a Date.
 */
const TIMESTAMPTZ = /^(\d{4}-\d\d-\d\d) (\d\d:\d\d:\d\d)(?:\.(\d{1,6}))?([+-])(\d\d)(?::(\d\d))?(?::(\d\d))?$/;
export function isoInstant(text: string): string {
  const m = TIMESTAMPTZ.exec(text);
  if (!m) return new Date(text).toISOString(); // never met with DateStyle ISO; the mapping's Date as a last resort
  const [, day, time, fraction = '', sign, hours, minutes = '00', seconds = '00'] = m;
  const millis = fraction.padEnd(3, '0').slice(0, 3);
  if (hours === '00' && minutes === '00' && seconds === '00') return `${day}T${time}.${millis}Z`;
  const offsetMs = (Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds)) * 1000;
  const local = Date.parse(`${day}T${time}.${millis}Z`);
  return new Date(sign === '+' ? local - offsetMs : local + offsetMs).toISOString();
}
const instant = (key: string, column: AnyPgColumn): Cell => ({
  key,
  column,
  write: (text) => (text === null ? 'null' : `"${isoInstant(text)}"`),
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
  plain('listingPrice', inventory.listingPrice),
  plain('published', inventory.published),
  known('publishStatus', inventory.publishStatus, PUBLISH_STATUSES, 'UNPUBLISHED'),
  plain('sold', inventory.sold),
  known('reserveStatus', inventory.reserveStatus, RESERVE_STATUSES),
  [
    'inventoryAttributes',
    [
      plain('priceChangeReason', inventory.priceChangeReason),
      plain('targetPrice', inventory.targetPrice),
      plain('inventoryStage', inventory.inventoryStage),
      plain('inventorySubStage', inventory.inventorySubStage),
      plain('inventoryType', inventory.inventoryType),
      plain('avgMarketPrice', inventory.avgMarketPrice),
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
  instant('updatedAt', inventory.updatedAt),
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

/**
 * The grid row's columns as a selection (c0, c1, …), in `cells`' order; c0 is the id. Plain columns only:
 * the statement costs PostgreSQL what selecting the rows costs.
 */
export const gridRowCells: Record<string, AnyPgColumn> = Object.fromEntries(cells.map((c, i) => [`c${i}`, c.column]));
export const GRID_ROW_CELLS = cells.length;

/** One row's JSON from its cells as PostgreSQL sent them (text, or null), the first GRID_ROW_CELLS of `row`. */
export function writeGridRow(row: readonly (string | null)[]): string {
  let json = '';
  for (let i = 0; i < cells.length; i++) {
    const cell = cells[i]!;
    json += cell.before + cell.write(row[i] ?? null);
  }
  return json + closing;
}
