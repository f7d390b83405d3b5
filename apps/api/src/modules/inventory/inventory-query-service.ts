import type { Readable } from 'node:stream';
import { CURRENCIES, SEARCH_KEY_LABELS, searchKeysFor } from '@b2c/domain';
import {
  INVENTORY_EXPORT_MAX_ROWS,
  type InventoryExportQuery,
  type InventoryFilters,
  type InventoryListQuery,
} from '@b2c/contracts';
import type { Db } from '../../plugins/db/database.ts';
import type { Caller } from '../../plugins/auth.ts';
import { badRequest, notFound } from '../../kits/http-errors.ts';
import { encodeCursor } from '../../plugins/db/keyset.ts';
import { noSnapshot, type OpenReadSnapshot } from '../../plugins/db/read-snapshot.ts';
import { inventoryOrder, inventoryRepository } from './inventory-repository.ts';
import { pendingActionRepository } from './pending-action-repository.ts';
import { inventoryLabel } from './inventory-mutation.ts';
import { toInventoryDetail } from './inventory-mapping.ts';
import type { InventoryDeps } from './inventory-mutation.ts';
import { exportColumns, inventoryCsv } from './inventory-export.ts';
import { inventoryExportBatches } from './inventory-export-batches.ts';

/** Above this the grid's count says "more than": counting further costs more than it tells anyone. */
export const INVENTORY_COUNT_CAP = 10_000;

/**
 * Rows a batch of the CSV export: one statement each. Large enough that the round trips do not dominate,
 * small enough that on the embedded database's one session a grid page waits behind one short statement.
 */
export const EXPORT_BATCH_ROWS = 1000;

const exportTooLarge = (maxRows: number) =>
  badRequest(
    `An export holds at most ${maxRows.toLocaleString('en')} cars and these filters select more. ` +
      'Narrow the filters (the updated dates, the status or the location) and export again.',
  );

/** SPEC §3: a country offers only its own search keys (AU five, the others two); both halves or neither. */
function checkSearch(caller: Caller, f: InventoryFilters): void {
  if (!f.searchKey && !f.searchValue) return;
  if (!f.searchKey) throw badRequest('Choose what to search by as well as the value.', 'querystring.searchKey');
  if (!f.searchValue) throw badRequest('Enter a value to search for.', 'querystring.searchValue');
  const keys = searchKeysFor(caller.vertical.country);
  if (!keys.includes(f.searchKey)) {
    const words = keys.map((k) => SEARCH_KEY_LABELS[k]).join(' or ');
    throw badRequest(`Cars in ${caller.vertical.country} are searched by ${words}.`, 'querystring.searchKey');
  }
}

export function inventoryQueryService(db: Db, deps: InventoryDeps, openSnapshot: OpenReadSnapshot = noSnapshot(db)) {
  // Made once: a repository is a set of closures, and the grid is the hottest read (issue 30).
  const inventories = inventoryRepository(db);
  return {
    /**
     * A grid page and, when it is full, the cursor of the page after it (keyset paging), as the answer's
     * JSON text written straight from the database's text cells (inventory-grid-json.ts, issue 12).
     */
    async listJson(caller: Caller, q: InventoryListQuery): Promise<string> {
      checkSearch(caller, q);
      const rows = await inventories.listJson(caller.vertical, q);
      const last = rows.length === q.size ? rows.at(-1) : undefined;
      const next = last ? encodeCursor(inventoryOrder(q.sort), { value: last.sortKey, id: last.id }) : null;
      return `{"data":[${rows.map((r) => r.json).join(',')}],"next":${JSON.stringify(next)}}`;
    },

    /**
     * The grid's filtered set as a CSV file (issue 30), streamed batch by batch on the grid's keyset. Its
     * size is known before the first byte: the first batch and a count capped just past the limit are
     * read together, and a set past the limit is refused in words (400) rather than cut without a word.
     */
    async exportCsv(
      caller: Caller,
      q: InventoryExportQuery,
      { batchRows = EXPORT_BATCH_ROWS, maxRows = INVENTORY_EXPORT_MAX_ROWS } = {},
    ): Promise<Readable> {
      checkSearch(caller, q);
      const { columns: asked, ...filters } = q;
      const v = caller.vertical;
      // The count and every batch read one state of the data (read-snapshot.ts), on PostgreSQL.
      const snapshot = await openSnapshot();
      try {
        const batches = inventoryExportBatches(snapshot.db, v, filters, batchRows);
        const [first, total, flags] = await Promise.all([
          batches.next(),
          inventoryRepository(snapshot.db).countCapped(v, filters, maxRows),
          deps.flags(v),
        ]);
        if (total > maxRows) {
          await batches.return(undefined);
          throw exportTooLarge(maxRows);
        }
        async function* all() {
          if (first.done) return;
          yield first.value;
          yield* batches;
        }
        const file = inventoryCsv(exportColumns(asked, flags, v.country), all());
        // Ended, failed or abandoned by the client: the snapshot's connection goes back to the pool.
        file.once('close', () => void snapshot.release());
        return file;
      } catch (error) {
        await snapshot.release();
        throw error;
      }
    },

    async count(caller: Caller, f: InventoryFilters) {
      checkSearch(caller, f);
      const n = await inventories.countCapped(caller.vertical, f, INVENTORY_COUNT_CAP);
      return n > INVENTORY_COUNT_CAP
        ? { count: INVENTORY_COUNT_CAP, exact: false, cap: INVENTORY_COUNT_CAP }
        : { count: n, exact: true, cap: INVENTORY_COUNT_CAP };
    },

    /**
     * The vehicle detail as this area knows it, with the row it was read from: the area that adds the
     * detail's open movement (issue 27: it builds on this one) judges its part on that row, unread again.
     */
    async detail(caller: Caller, appointmentId: string) {
      const row = await inventories.byAppointment(caller.vertical, appointmentId);
      if (!row) throw notFound(inventoryLabel(appointmentId));
      const open = await pendingActionRepository(db).ofAppointment(caller.vertical, appointmentId, true);
      return { detail: toInventoryDetail(row, caller.permissions, open), row };
    },

    /** The catalogue gateway's car details (SPEC §7 `/detail/v1/cars?appIds=`), in the order asked. */
    async catalogue(caller: Caller, appIds: readonly string[]) {
      const rows = await inventories.byAppointments(caller.vertical, appIds);
      const byId = new Map(rows.map((r) => [r.appointmentId, r]));
      return appIds.flatMap((id) => {
        const r = byId.get(id);
        if (!r) return [];
        const { make, model, variant, year, fuel, colour, odometer, registrationNumber, listingPrice } = r;
        return [
          {
            appointmentId: id,
            make,
            model,
            variant,
            year,
            fuel,
            colour,
            odometer,
            registrationNumber,
            listingPrice,
            currency: CURRENCIES[caller.vertical.country],
          },
        ];
      });
    },
  };
}
export type InventoryQueryService = ReturnType<typeof inventoryQueryService>;
