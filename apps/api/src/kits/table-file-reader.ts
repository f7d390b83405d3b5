import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import type ExcelJsModule from 'exceljs';
import { fileTypeFromBuffer } from 'file-type';
import { BULK_UPLOAD_MAX_ROWS } from '@b2c/domain';
import { CONTENT_SAMPLE_BYTES, receiveToFile } from './upload-receiver.ts';
import { boundedZipCopy, type ZipBounds } from './zip-bounded-copy.ts';
import { HttpError, badRequest } from './http-errors.ts';

/**
 * Reading an uploaded table (CSV or XLSX) row by row, for every area that takes one (bulk upload, the
 * users' roster): what the bytes are, then the data rows by header name.
 */
export type TableFileFormat = 'CSV' | 'XLSX';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * exceljs, imported when a workbook is first read or written: it is the heaviest module of the server
 * (0.4–1.2 s of every start, issue 30) and most processes never see a workbook.
 */
export const excelJs = async (): Promise<typeof ExcelJsModule> => (await import('exceljs')).default;

/**
 * What the bytes are, never the name or the declared type: an XLSX workbook (file-type reads the zip's
 * entries), or plain UTF-8 text (CSV) — no format file-type knows, no NUL byte, valid UTF-8.
 */
export async function formatOf(head: Buffer): Promise<TableFileFormat> {
  const sample = head.subarray(0, CONTENT_SAMPLE_BYTES);
  const detected = (await fileTypeFromBuffer(sample))?.mime;
  if (detected === XLSX_TYPE) return 'XLSX';
  let text = true;
  try {
    // `stream: true` lets a character cut at the sample's end pass; anything else invalid throws.
    new TextDecoder('utf-8', { fatal: true }).decode(sample, { stream: true });
  } catch {
    text = false;
  }
  if (detected === undefined && text && !sample.includes(0)) return 'CSV';
  throw new HttpError(415, 'The file content is not a CSV or XLSX file.');
}

/** One data row of a file: its number in the file (the header is row 1) and its cells by header name. */
export interface FileRow {
  rowNumber: number;
  cells: Record<string, string>;
}

/** A spreadsheet cell as text: numbers as written, formulas by their result, dates as yyyy-MM-dd. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    const v = value as { result?: unknown; text?: unknown; richText?: { text: string }[]; error?: string };
    if (v.richText) return v.richText.map((r) => r.text).join('');
    if (v.text !== undefined) return cellText(v.text);
    if ('result' in v) return cellText(v.result);
    if (v.error) return v.error;
  }
  return '';
}

const MB = 1024 * 1024;
/**
 * What an XLSX may hold once inflated (issue 24: 201 KB of shared strings inflating to 200 MB took the
 * process past 1.4 GB). A 100,000-row bulk file of ten columns is about 40 MB of sheet XML.
 */
export const XLSX_BOUNDS: ZipBounds = {
  maxEntries: 1000,
  maxEntryBytes: 64 * MB,
  maxTotalBytes: 128 * MB,
  // exceljs reads a sheet at once only when the workbook, its relations and the shared strings came
  // before it; otherwise it parks the sheet in a temporary file and reads it at the end.
  rank: (name) => (/^xl\/worksheets\/sheet\d+\.xml$/.test(name) ? 1 : 0),
};
/** Non-empty cells read from one file: the row cap times a generous width. */
export const MAX_CELLS_READ = 2_000_000;
/** One CSV record (a line, or a quoted field spanning lines) at most: a 20 MB "one cell" file is refused early. */
const MAX_CSV_RECORD_BYTES = 1024 * 1024;
const XLSX_MAX_BYTES = 64 * MB;

/**
 * The rows of an XLSX, from a copy whose inflated size was bounded first (kits/zip-bounded-copy): exceljs
 * never inflates anything that was not counted. Both temporary files go, whatever happens.
 */
async function* xlsxRecords(input: Readable): AsyncGenerator<string[]> {
  const dir = await mkdtemp(join(tmpdir(), 'b2c-xlsx-'));
  try {
    const rules = { field: 'body.file', maxBytes: XLSX_MAX_BYTES, accept: async () => 'XLSX' };
    const original = await receiveToFile(input, rules, join(dir, 'original.xlsx'));
    const bounded = join(dir, 'bounded.xlsx');
    await boundedZipCopy(original.path, bounded, XLSX_BOUNDS, 'body.file');
    await original.dispose();
    const ExcelJS = await excelJs();
    const workbook = new ExcelJS.stream.xlsx.WorkbookReader(createReadStream(bounded), {
      sharedStrings: 'cache',
      hyperlinks: 'ignore',
      styles: 'ignore',
      worksheets: 'emit',
    });
    // The first sheet is the data; others (notes, lookups) are not read.
    for await (const sheet of workbook) {
      for await (const row of sheet) {
        const values = Array.isArray(row.values) ? row.values.slice(1) : [];
        const cells = Array.from(values, (v) => cellText(v).trim());
        if (cells.some((c) => c !== '')) yield cells;
      }
      return;
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Raw records of the file, each an array of cell texts, read as a stream (never the whole file). */
async function* records(input: Readable, format: TableFileFormat): AsyncGenerator<string[]> {
  if (format === 'XLSX') return yield* xlsxRecords(input);
  const parser = input.pipe(
    parse({
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      max_record_size: MAX_CSV_RECORD_BYTES,
    }),
  );
  for await (const record of parser as AsyncIterable<string[]>) yield record;
}

/**
 * The data rows of an uploaded file by header name. The header row must hold every required column
 * (400 naming the missing ones); unknown columns are ignored. More than `maxRows` rows (by default the
 * bulk upload's cap) is a 400 as soon as the limit is passed, so a huge file is not read to its end.
 */
export async function* fileRows(
  input: Readable,
  format: TableFileFormat,
  required: readonly string[],
  maxRows: number = BULK_UPLOAD_MAX_ROWS,
): AsyncGenerator<FileRow> {
  let header: string[] | undefined;
  let rowNumber = 1;
  let cellsRead = 0;
  try {
    for await (const record of records(input, format)) {
      cellsRead += record.filter((c) => c !== '').length;
      if (cellsRead > MAX_CELLS_READ)
        throw badRequest(
          `The file has more than ${MAX_CELLS_READ.toLocaleString('en')} filled cells; split it.`,
          'body.file',
        );
      if (!header) {
        header = record.map((h) => h.trim());
        const missing = required.filter((name) => !header!.includes(name));
        if (missing.length > 0)
          throw badRequest(`The header row is missing the column(s): ${missing.join(', ')}.`, 'body.file');
        continue;
      }
      rowNumber += 1;
      if (rowNumber - 1 > maxRows) throw badRequest(`The file has more than ${maxRows} rows; split it.`, 'body.file');
      const cells: Record<string, string> = {};
      header.forEach((name, i) => {
        if (name) cells[name] = record[i] ?? '';
      });
      yield { rowNumber, cells };
    }
  } catch (err) {
    if ((err as { statusCode?: number }).statusCode) throw err;
    // csv-parse and exceljs describe a broken file in their own words; the user needs to know which file part.
    throw badRequest(`The file could not be read: ${(err as Error).message}`.slice(0, 300), 'body.file');
  }
  if (!header) throw badRequest('The file is empty: it needs a header row and at least one row.', 'body.file');
}
