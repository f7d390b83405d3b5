import { Readable } from 'node:stream';
import { sql, type SQL } from 'drizzle-orm';
import {
  INVENTORY_GRID_COLUMNS,
  INVENTORY_GRID_COLUMN_TITLES,
  codeLabel,
  inventoryGridHasColumn,
  inventoryHistoryStatus,
  inventoryStageText,
  type Country,
  type InventoryGridColumn,
  type VerticalFlags,
} from '@b2c/domain';
import { csvCell, csvLine } from '../../kits/csv-cell.ts';
import { inventory } from './inventory-tables.ts';

/**
 * The inventory grid as CSV (issue 30, `GET /api/inventory/export`): the grid's columns under the grid's
 * headings, each value in the words the grid shows it in. The rows come as PostgreSQL's text cells, as the
 * grid's JSON does (inventory-grid-json.ts): no row objects and no Date parsing for 200,000 rows. The one
 * value PostgreSQL writes for us is the time, `yyyy-MM-dd HH:mm` on the vertical's clock, as the domain's
 * `formatZonedDateTime` does (zoned parts through Intl cost ~10 µs a row; inventory-export.test.ts holds
 * the two equal, across a daylight-saving change too).
 */
const CELLS = {
  appointmentId: inventory.appointmentId,
  registrationNumber: inventory.registrationNumber,
  chassisNumber: inventory.chassisNumber,
  vin: inventory.vin,
  stockId: inventory.stockId,
  make: inventory.make,
  model: inventory.model,
  variant: inventory.variant,
  year: inventory.year,
  odometer: inventory.odometer,
  status: inventory.status,
  sold: inventory.sold,
  published: inventory.published,
  listingPrice: inventory.listingPrice,
  targetPrice: inventory.targetPrice,
  reserveStatus: inventory.reserveStatus,
  inventoryStage: inventory.inventoryStage,
  inventorySubStage: inventory.inventorySubStage,
  inventoryType: inventory.inventoryType,
  locationCode: inventory.locationCode,
  locationStatus: inventory.locationStatus,
  parkingSlot: inventory.parkingSlot,
  gpsTrackerNumber: inventory.gpsTrackerNumber,
  roadTaxValidUntil: inventory.roadTaxValidUntil,
  holdReason: inventory.holdReason,
  businessLabel: inventory.businessLabel,
  salesType: inventory.salesType,
  updatedBy: inventory.updatedBy,
} as const;
type CellName = keyof typeof CELLS | 'updatedAt';
const CELL_NAMES: CellName[] = [...(Object.keys(CELLS) as (keyof typeof CELLS)[]), 'updatedAt'];
const at = Object.fromEntries(CELL_NAMES.map((name, i) => [name, i])) as Record<CellName, number>;

/** The export's cells in `CELL_NAMES` order (e0, e1, …), `zone` the vertical's time zone, bound. */
export const exportCells = (zone: unknown): Record<string, SQL> =>
  Object.fromEntries(
    CELL_NAMES.map((name, i) => [
      `e${i}`,
      name === 'updatedAt'
        ? sql`to_char(${inventory.updatedAt} at time zone ${zone}::text, 'YYYY-MM-DD HH24:MI')`
        : sql`${CELLS[name]}`,
    ]),
  );
export const EXPORT_CELLS = CELL_NAMES.length;

type Row = readonly (string | null)[];
type Value = string | null | undefined;

/** A label kept once worked out: a 200,000-row file repeats the same few dozen codes (bounded all the same). */
function remembered<A extends unknown[]>(work: (...args: A) => string, keyOf: (...args: A) => string) {
  const known = new Map<string, string>();
  return (...args: A): string => {
    const key = keyOf(...args);
    let text = known.get(key);
    if (text === undefined) {
      if (known.size >= 2000) known.clear();
      known.set(key, (text = work(...args)));
    }
    return text;
  };
}
const label = remembered(codeLabel, (code: Value) => code ?? '');
const stageOf = remembered(inventoryStageText, (stage: Value, subStage: Value) => `${stage ?? ''}|${subStage ?? ''}`);
const cell = (name: CellName) => (r: Row) => r[at[name]];
const labelled = (name: CellName) => (r: Row) => label(r[at[name]]);

/** Each grid column's value in a row, as the panel's column shows it (inventory-columns.tsx). */
const VALUES: Record<InventoryGridColumn, (r: Row) => Value> = {
  appointmentId: cell('appointmentId'),
  registrationNumber: cell('registrationNumber'),
  chassisNumber: cell('chassisNumber'),
  vin: cell('vin'),
  stockId: cell('stockId'),
  vehicle: (r) => {
    const variant = r[at.variant];
    return `${r[at.make]} ${r[at.model]}${variant ? ` ${variant}` : ''}`;
  },
  year: cell('year'),
  odometer: cell('odometer'),
  status: labelled('status'),
  storefront: (r) => inventoryHistoryStatus({ sold: r[at.sold] === 't', published: r[at.published] === 't' }),
  listingPrice: cell('listingPrice'),
  targetPrice: cell('targetPrice'),
  reserveStatus: labelled('reserveStatus'),
  stage: (r) => stageOf(r[at.inventoryStage], r[at.inventorySubStage]),
  inventoryType: labelled('inventoryType'),
  locationCode: cell('locationCode'),
  locationStatus: labelled('locationStatus'),
  parkingSlot: cell('parkingSlot'),
  gpsTrackerNumber: cell('gpsTrackerNumber'),
  roadTaxValidUntil: cell('roadTaxValidUntil'),
  holdReason: labelled('holdReason'),
  businessLabel: labelled('businessLabel'),
  salesType: labelled('salesType'),
  updatedAt: cell('updatedAt'),
  updatedBy: cell('updatedBy'),
};

/**
 * The columns a file gets: those asked for, in the order asked, that the vertical has (a column its flags
 * hide is left out, as the grid leaves it out); without a request, every column the vertical has.
 */
export const exportColumns = (
  asked: readonly InventoryGridColumn[] | undefined,
  flags: VerticalFlags,
  country: Country,
): InventoryGridColumn[] => (asked ?? INVENTORY_GRID_COLUMNS).filter((c) => inventoryGridHasColumn(c, flags, country));

/**
 * The file: the heading line, then each batch as one chunk (one write per batch, not per row), pulled
 * only as fast as the client reads, so memory holds one batch whatever the file's size.
 */
export function inventoryCsv(
  columns: readonly InventoryGridColumn[],
  batches: AsyncIterable<readonly Row[]>,
): Readable {
  const values = columns.map((c) => VALUES[c]);
  async function* chunks() {
    yield csvLine(columns.map((c) => INVENTORY_GRID_COLUMN_TITLES[c]));
    for await (const rows of batches) {
      let chunk = '';
      for (const row of rows) {
        chunk += csvCell(values[0]!(row));
        for (let i = 1; i < values.length; i++) chunk += `,${csvCell(values[i]!(row))}`;
        chunk += '\r\n';
      }
      yield chunk;
    }
  }
  return Readable.from(chunks(), { objectMode: false });
}
