import { isBulkInventoryType, type BulkInventoryType, type BulkPreview } from '@b2c/contracts';
import type { Executor } from '../../plugins/db/vertical-scope.ts';
import { rowWindows, type BulkRequestRecord } from './bulk-repository.ts';
import { otherTypeTally } from './bulk-preview-others.ts';
import { parseRow, type BulkCar, type BulkInventory, type InventoryParsedRow } from './bulk-types.ts';
import {
  PUBLISH_STATUS_AFTER,
  PriceChanges,
  ValueChanges,
  unchangedSentence,
  type PreviewSentence,
  type Vertical,
} from '@b2c/domain';

const STATUS_AFTER = PUBLISH_STATUS_AFTER;

/** One inventory type's tally: each valid row against its car as it is now. */
function inventoryTally(type: BulkInventoryType) {
  const prices = new PriceChanges();
  const values = new ValueChanges();
  let missing = 0;
  return {
    add(row: InventoryParsedRow, car: BulkCar | undefined) {
      if (!car) return void (missing += 1);
      const r = row as Record<string, unknown>;
      if (type === 'LIST_PRICE') prices.add(car.listingPrice, Number(r.listingPrice));
      else if (type === 'TARGET_PRICE') prices.add(car.targetPrice, Number(r.targetPrice));
      else if (type === 'PUBLISH_STATUS')
        values.add(car.publishStatus ?? null, STATUS_AFTER[r.publishStatus as keyof typeof STATUS_AFTER]);
      else if (type === 'STAGE')
        values.add(
          [car.inventoryStage, car.inventorySubStage].filter(Boolean).join(' / ') || null,
          [r.inventoryStage, r.inventorySubStage].filter(Boolean).join(' / '),
        );
      else if (type === 'TYPE') values.add(car.inventoryType, String(r.inventoryType));
      else values.add(car.parkingSlot, String(r.parkingSlot).toUpperCase());
    },
    sentences(): PreviewSentence[] {
      const gone: PreviewSentence[] =
        missing > 0 ? [{ text: `${missing} cars are no longer found and will fail`, warning: true }] : [];
      if (type === 'LIST_PRICE')
        return [
          ...prices.sentences('listing price', 'listing prices'),
          ...unchangedSentence(prices.unchanged),
          ...gone,
        ];
      if (type === 'TARGET_PRICE')
        return [...prices.sentences('target price', 'target prices'), ...unchangedSentence(prices.unchanged), ...gone];
      const what = {
        PUBLISH_STATUS: 'status',
        STAGE: 'inventory stage',
        TYPE: 'inventory type',
        PARKING_SLOT: 'parking slot',
      }[type];
      // A permanent delisting cannot be undone by a publish: worth a second look.
      const warn = (after: string) => after === 'PERMANENTLY_DELISTED';
      return [...values.sentences(what, warn), ...unchangedSentence(values.unchanged), ...gone];
    },
  };
}

/**
 * Issue 29: what applying a validated request's valid rows would change, in sentences, against the data
 * as it is now (read, never locked; nothing is written). Inventory rows are compared car by car.
 */
export async function previewBulk(
  db: Executor,
  inventory: BulkInventory,
  v: Vertical,
  request: BulkRequestRecord,
): Promise<BulkPreview> {
  const { type } = request;
  let rowsCompared = 0;
  if (isBulkInventoryType(type)) {
    const tally = inventoryTally(type);
    for await (const rows of rowWindows(db, request.id, ['VALID'], request.totalRows + 1))
      for (const r of rows) {
        const row = parseRow(type, r.cells).row as InventoryParsedRow | undefined;
        if (!row) continue;
        rowsCompared += 1;
        tally.add(row, await inventory.find(db, v, row.appointmentId));
      }
    return { rowsCompared, sentences: tally.sentences() };
  }
  const tally = otherTypeTally(type);
  for await (const rows of rowWindows(db, request.id, ['VALID'], request.totalRows + 1))
    for (const r of rows) {
      rowsCompared += 1;
      tally.add(r.cells);
    }
  return { rowsCompared, sentences: tally.sentences() };
}
