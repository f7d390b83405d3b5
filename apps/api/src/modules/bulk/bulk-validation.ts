import { isBulkInventoryType, type BulkCellProblem, type BulkUploadType } from '@b2c/contracts';
import type { Vertical } from '@b2c/domain';
import type { Executor } from '../../plugins/db/vertical-scope.ts';
import type { FileRow } from '../../kits/table-file-reader.ts';
import { ROW_BATCH, bulkRepository, type BulkRowInsert } from './bulk-repository.ts';
import { dataProblems, parseRow, type BulkInventory, type InventoryParsedRow } from './bulk-types.ts';
import { batchTypeOf, type BulkBatchTypes, type BulkOtherRow } from './bulk-batch-types.ts';

export interface ValidationCounts {
  totalRows: number;
  validRows: number;
  invalidRows: number;
}

/** The areas' services the types check and apply their rows through (app.ts passes them in). */
export interface BulkTypeServices {
  inventory: BulkInventory;
  others: BulkBatchTypes;
}

/**
 * Checks a batch of rows against their schema and the data, per row (same order) its problems. `seen`
 * remembers each row's key (the car, the pincode …) from the rows before, so a key named twice in one
 * file is an error on its second row (it would be changed twice, in file order). Inventory rows are
 * checked car by car; the other types a batch at a time (one query per batch, not per row).
 */
export async function checkBatch(
  db: Executor,
  services: BulkTypeServices,
  v: Vertical,
  type: BulkUploadType,
  rows: readonly FileRow[],
  seen: Map<string, number>,
): Promise<BulkCellProblem[][]> {
  const problems: BulkCellProblem[][] = [];
  const parsed: { index: number; row: BulkOtherRow | InventoryParsedRow }[] = [];
  const keyColumn = isBulkInventoryType(type) ? 'appointmentId' : services.others[type].keyColumn;
  rows.forEach((row, index) => {
    const result = parseRow(type, row.cells);
    problems.push(result.problems);
    if (!result.row) return;
    const value = (result.row as Record<string, unknown>)[keyColumn];
    // A row without the key (a pickup naming its car by registration number) cannot repeat one.
    const key = value === undefined ? undefined : String(value);
    const first = key === undefined ? undefined : seen.get(key);
    if (first !== undefined) {
      const named = keyColumn === 'appointmentId' ? `apt-${key}` : key;
      problems[index] = [{ column: keyColumn, message: `${named} is already in row ${first}.` }];
      return;
    }
    if (key !== undefined) seen.set(key, row.rowNumber);
    parsed.push({ index, row: result.row });
  });
  if (isBulkInventoryType(type)) {
    for (const { index, row } of parsed) {
      const car = row as InventoryParsedRow;
      problems[index] = dataProblems(type, car, await services.inventory.find(db, v, car.appointmentId), v);
    }
    return problems;
  }
  const found = await batchTypeOf(services.others, type).check(
    db,
    v,
    parsed.map((p) => p.row as BulkOtherRow),
  );
  parsed.forEach(({ index }, i) => (problems[index] = found[i] ?? []));
  return problems;
}

/** Validates the file's rows as they stream in and stores them batch by batch; nothing is applied. */
export async function validateFileRows(
  db: Executor,
  services: BulkTypeServices,
  request: { id: number; type: BulkUploadType; vertical: Vertical },
  rows: AsyncIterable<FileRow>,
): Promise<ValidationCounts> {
  const counts: ValidationCounts = { totalRows: 0, validRows: 0, invalidRows: 0 };
  const seen = new Map<string, number>();
  let batch: FileRow[] = [];
  async function store() {
    const problems = await checkBatch(db, services, request.vertical, request.type, batch, seen);
    const inserts: BulkRowInsert[] = batch.map((row, i) => {
      const errors = problems[i] ?? [];
      counts.totalRows += 1;
      if (errors.length > 0) counts.invalidRows += 1;
      else counts.validRows += 1;
      const outcome = errors.length > 0 ? 'INVALID' : 'VALID';
      return { requestId: request.id, rowNumber: row.rowNumber, cells: row.cells, errors, outcome };
    });
    await bulkRepository(db).insertRows(inserts);
    batch = [];
  }
  for await (const row of rows) {
    batch.push(row);
    if (batch.length >= ROW_BATCH) await store();
  }
  if (batch.length > 0) await store();
  return counts;
}
