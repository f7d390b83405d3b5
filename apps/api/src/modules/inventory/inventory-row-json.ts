import { getTableConfig } from 'drizzle-orm/pg-core';
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { BUSINESS_LABELS, HOLD_REASONS, PUBLISH_STATUSES, RESERVE_STATUSES } from '@b2c/domain';
import { inventory } from './inventory-tables.ts';

/**
 * A grid row as JSON built by PostgreSQL (issue 12): the same object `toInventoryRow` makes, written by
 * `json_build_object` so a page of 30 wide rows reaches Node as 30 strings to join — no row mapping, no
 * serialising — which is what lets the grid run faster than a plain Fastify + pg route (bench/hot-paths.ts).
 * `inventory-row-json.test.ts` holds it equal to `toInventoryRow` on every seeded car.
 *
 * The expression is constant, so it is rendered to SQL text once; only column names and the domain's own
 * enumerations go into it, never a caller's value.
 */
const { name: table } = getTableConfig(inventory);
const col = (column: AnyPgColumn) => `"${table}"."${column.name}"`;
const quoted = (values: readonly string[]) => values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', ');
/** A stored code the domain no longer knows reads as `fallback`, as `oneOrNull` does in the mapping. */
const known = (column: AnyPgColumn, values: readonly string[], fallback = 'null') =>
  `case when ${col(column)} in (${quoted(values)}) then ${col(column)} else ${fallback} end`;
/** Money as the exact decimal text node-postgres gives for numeric. */
const money = (column: AnyPgColumn) => `${col(column)}::text`;
/** `Date#toISOString()` of the instant: UTC, milliseconds, `Z`. */
const isoInstant = (column: AnyPgColumn) =>
  `to_char(${col(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const fields: [string, string][] = [
  ['id', col(inventory.id)],
  ['appointmentId', col(inventory.appointmentId)],
  ['vin', col(inventory.vin)],
  ['stockId', col(inventory.stockId)],
  ['registrationNumber', col(inventory.registrationNumber)],
  ['chassisNumber', col(inventory.chassisNumber)],
  ['make', col(inventory.make)],
  ['model', col(inventory.model)],
  ['variant', col(inventory.variant)],
  ['year', col(inventory.year)],
  ['fuel', col(inventory.fuel)],
  ['colour', col(inventory.colour)],
  ['odometer', col(inventory.odometer)],
  ['locationCode', col(inventory.locationCode)],
  ['lastLocationCode', col(inventory.lastLocationCode)],
  ['locationStatus', col(inventory.locationStatus)],
  ['movementActive', col(inventory.movementActive)],
  ['status', col(inventory.status)],
  ['listingPrice', money(inventory.listingPrice)],
  ['published', col(inventory.published)],
  ['publishStatus', known(inventory.publishStatus, PUBLISH_STATUSES, "'UNPUBLISHED'")],
  ['sold', col(inventory.sold)],
  ['reserveStatus', known(inventory.reserveStatus, RESERVE_STATUSES)],
  [
    'inventoryAttributes',
    `json_build_object('priceChangeReason', ${col(inventory.priceChangeReason)}, 'targetPrice', ${money(inventory.targetPrice)}, 'inventoryStage', ${col(inventory.inventoryStage)}, 'inventorySubStage', ${col(inventory.inventorySubStage)}, 'inventoryType', ${col(inventory.inventoryType)}, 'avgMarketPrice', ${money(inventory.avgMarketPrice)})`,
  ],
  ['parkingSlot', col(inventory.parkingSlot)],
  ['gpsTrackerNumber', col(inventory.gpsTrackerNumber)],
  ['egc', col(inventory.egc)],
  ['holdReason', known(inventory.holdReason, HOLD_REASONS)],
  ['businessLabel', known(inventory.businessLabel, BUSINESS_LABELS)],
  ['salesType', col(inventory.salesType)],
  ['networkType', col(inventory.networkType)],
  ['refurbStage', col(inventory.refurbStage)],
  ['country', col(inventory.country)],
  ['vehicleType', col(inventory.vehicleType)],
  ['version', col(inventory.version)],
  ['updatedAt', isoInstant(inventory.updatedAt)],
  ['updatedBy', col(inventory.updatedBy)],
];

export const inventoryRowJson: SQL<string> = sql<string>`${sql.raw(
  `json_build_object(${fields.map(([key, value]) => `'${key}', ${value}`).join(', ')})::text`,
)}`;
