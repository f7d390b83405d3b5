import { PassThrough, Readable } from 'node:stream';
import { BULK_TYPE_DEFINITIONS, type BulkUploadType } from '@b2c/contracts';
import { BULK_ROLLBACK_OUTCOME_LABELS } from '@b2c/domain';
import { csvCell, csvLine } from '../../kits/csv-cell.ts';
import type { BulkRowRecord } from './bulk-repository.ts';

import { excelJs } from '../../kits/table-file-reader.ts';

export { XLSX_TYPE } from '../../kits/table-file-reader.ts';

const columnNames = (type: BulkUploadType) => BULK_TYPE_DEFINITIONS[type].columns.map((c) => c.name);

/** The template of a type: its header row, ready to fill in and upload again. */
export function templateCsv(type: BulkUploadType): string {
  return csvLine(columnNames(type));
}

/** The same template as a workbook, written by exceljs's streaming writer. */
export function templateXlsx(type: BulkUploadType): Readable {
  const out = new PassThrough();
  const write = async () => {
    const ExcelJS = await excelJs();
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
    const sheet = workbook.addWorksheet(BULK_TYPE_DEFINITIONS[type].label);
    // Header cells are our own column names; csvCell's escaping keeps even those inert.
    sheet.addRow(columnNames(type).map((name) => csvCell(name))).commit();
    sheet.commit();
    await workbook.commit();
  };
  write().catch((err: unknown) => out.destroy(err as Error));
  return out;
}

/**
 * The error rows of a request: the type's columns as uploaded plus `errors`, so the user fixes the cells
 * and uploads the file again (the extra column is ignored then).
 */
export function errorsCsv(type: BulkUploadType, batches: AsyncIterable<readonly BulkRowRecord[]>): Readable {
  const names = columnNames(type);
  async function* lines() {
    yield csvLine([...names, 'errors']);
    for await (const rows of batches) {
      for (const r of rows) {
        const problems = r.errors.length > 0 ? r.errors.map((e) => `${e.column}: ${e.message}`) : [r.message ?? ''];
        yield csvLine([...names.map((n) => r.cells[n] ?? ''), problems.join('; ')]);
      }
    }
  }
  return Readable.from(lines());
}

/**
 * What the rollback did to a row, in words (issue 29): reverted, left because someone changed the car
 * since (named), not reverted and why, its approval request cancelled — or not applied, so nothing to undo.
 */
export function rollbackCell(r: Pick<BulkRowRecord, 'rollbackOutcome' | 'rollbackMessage'>): string {
  const why = r.rollbackMessage ?? '';
  switch (r.rollbackOutcome) {
    case null:
      return 'Not applied, nothing to undo';
    case 'REVERTED':
    case 'SENT_FOR_APPROVAL':
      return BULK_ROLLBACK_OUTCOME_LABELS[r.rollbackOutcome];
    case 'LEFT':
      return `Left: ${why}`;
    case 'REFUSED':
      return `Not reverted: ${why}`;
    case 'APPROVAL_CANCELLED':
      return why || BULK_ROLLBACK_OUTCOME_LABELS.APPROVAL_CANCELLED;
  }
}

/**
 * Every row with its outcome and message (and the pending action a maker-checker change created); after a
 * rollback, a `rollback` column says what it did to each row.
 */
export function resultCsv(
  type: BulkUploadType,
  batches: AsyncIterable<readonly BulkRowRecord[]>,
  rolledBack = false,
): Readable {
  const names = columnNames(type);
  async function* lines() {
    yield csvLine(['row', ...names, 'outcome', 'message', 'pendingActionId', ...(rolledBack ? ['rollback'] : [])]);
    for await (const rows of batches) {
      for (const r of rows) {
        const message = r.errors.length > 0 ? r.errors.map((e) => `${e.column}: ${e.message}`).join('; ') : r.message;
        const cells = [r.rowNumber, ...names.map((n) => r.cells[n] ?? ''), r.outcome, message, r.pendingActionId];
        yield csvLine(rolledBack ? [...cells, rollbackCell(r)] : cells);
      }
    }
  }
  return Readable.from(lines());
}
