import { TIME_ZONES, type Vertical } from '@b2c/domain';
import type { InventoryFilters } from '@b2c/contracts';
import type { Executor } from '../../plugins/db/vertical-scope.ts';
import { QueryShape, runTextShape } from '../../plugins/db/query-shape.ts';
import { encodeCursor } from '../../plugins/db/keyset.ts';
import { inventory } from './inventory-tables.ts';
import { gridPage, gridParts, type GridPage } from './inventory-repository.ts';
import { EXPORT_CELLS, exportCells } from './inventory-export.ts';

/**
 * One batch of the CSV export: the grid's page query (gridParts: the same conditions, order and keyset —
 * no second filter implementation) with the export's cells (inventory-export.ts) instead of the grid's,
 * straight from the table: a batch starts at a cursor or at the top, so there is no OFFSET to project for.
 */
function exportShape(db: Executor, v: Vertical, q: GridPage) {
  const shape = new QueryShape();
  shape.mark('inventory-export');
  const p = gridParts(v, q, shape);
  const cells = exportCells(shape.bind('zone', TIME_ZONES[v.country]));
  const select = () => gridPage(db, p, { ...cells, id: inventory.id });
  return { shape, order: p.order, select };
}

/**
 * The whole filtered set in the grid's order, `size` rows a batch, each batch after the last one's cursor
 * (keyset): the last batch costs what the first does, and nothing is held but the batch being written and
 * the next. The next batch is asked for as soon as this one arrives, so the database reads it while this
 * one is written out (side by side instead of in turn: bench/README.md "Issue 30: streamed CSV export").
 * Each row is its export cells (PostgreSQL's text) in `EXPORT_CELLS` order, then its id and sort value.
 * `db` is the database itself (its pool), as `runTextShape` needs.
 */
export async function* inventoryExportBatches(
  db: Executor,
  v: Vertical,
  f: InventoryFilters & { sort?: string | undefined },
  size: number,
) {
  const read = async (after: string | undefined) => {
    const { shape, order, select } = exportShape(db, v, { ...f, page: 0, size, after });
    return { order, batch: await runTextShape(db, shape.key, () => select().toSQL(), shape.values) };
  };
  let next = read(undefined);
  for (;;) {
    const { batch, order } = await next;
    const last = batch.length === size ? batch.at(-1)! : undefined;
    if (last) {
      next = read(encodeCursor(order, { value: last[EXPORT_CELLS + 1] ?? null, id: Number(last[EXPORT_CELLS]) }));
      // A reader who stops early leaves this read unawaited: its failure is nobody's to hear.
      next.catch(() => undefined);
    }
    if (batch.length > 0) yield batch;
    if (!last) return;
  }
}
