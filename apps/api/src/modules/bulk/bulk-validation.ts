import type { BulkCellProblem, BulkUploadType } from '@b2c/contracts';
import type { Vertical } from '@b2c/domain';
import type { Executor } from '../../plugins/db/vertical-scope.ts';
import type { FileRow } from './bulk-file-reader.ts';
import { ROW_BATCH, bulkRepository, type BulkRowInsert } from './bulk-repository.ts';
import { dataProblems, parseRow, type BulkInventory } from './bulk-types.ts';

export interface ValidationCounts {
  totalRows: number;
  validRows: number;
  invalidRows: number;
}

/**
 * Checks one row against its schema and the data; `seen` remembers the cars of the rows before it, so a
 * car named twice in one file is an error on its second row (it would be changed twice, in file order).
 */
export async function checkRow(
  db: Executor,
  inventory: BulkInventory,
  v: Vertical,
  type: BulkUploadType,
  row: FileRow,
  seen: Map<string, number>,
): Promise<BulkCellProblem[]> {
  const { row: parsed, problems } = parseRow(type, row.cells);
  if (!parsed) return problems;
  const first = seen.get(parsed.appointmentId);
  if (first !== undefined)
    return [{ column: 'appointmentId', message: `apt-${parsed.appointmentId} is already in row ${first}.` }];
  seen.set(parsed.appointmentId, row.rowNumber);
  return dataProblems(type, parsed, await inventory.find(db, v, parsed.appointmentId), v);
}

/** Validates the file's rows as they stream in and stores them batch by batch; nothing is applied. */
export async function validateFileRows(
  db: Executor,
  inventory: BulkInventory,
  request: { id: number; type: BulkUploadType; vertical: Vertical },
  rows: AsyncIterable<FileRow>,
): Promise<ValidationCounts> {
  const counts: ValidationCounts = { totalRows: 0, validRows: 0, invalidRows: 0 };
  const seen = new Map<string, number>();
  let batch: BulkRowInsert[] = [];
  for await (const row of rows) {
    const errors = await checkRow(db, inventory, request.vertical, request.type, row, seen);
    counts.totalRows += 1;
    if (errors.length > 0) counts.invalidRows += 1;
    else counts.validRows += 1;
    batch.push({
      requestId: request.id,
      rowNumber: row.rowNumber,
      cells: row.cells,
      errors,
      outcome: errors.length > 0 ? 'INVALID' : 'VALID',
    });
    if (batch.length >= ROW_BATCH) {
      await bulkRepository(db).insertRows(batch);
      batch = [];
    }
  }
  await bulkRepository(db).insertRows(batch);
  return counts;
}
