import type { FileAnswer, OnChunk } from '../api/file-transfer.ts';
import type { GridFilters, GridSort } from './data-grid-types.ts';
import { exportedRows } from './export-pages.ts';

/** What a grid whose CSV the server writes is asked for: its filters, sort and visible columns. */
export interface FileExportRequest {
  sort?: GridSort;
  filters: GridFilters;
  /** The visible columns' keys, in the grid's order: the file's columns. */
  columns: string[];
  /** Called as the file arrives with the rows received so far, for the button's progress. */
  onProgress?: (rowsSoFar: number) => void;
}

/** The file the server wrote, and how many rows it holds (its heading line not counted). */
export interface ExportedFile {
  blob: Blob;
  fileName: string | undefined;
  rows: number;
}

/** A grid's server-side export (issue 30): the server streams the whole filtered set as CSV. */
export type ExportFile = (request: FileExportRequest) => Promise<ExportedFile>;

const LINE_FEED = 0x0a;
const QUOTE = 0x22;

/**
 * Counts a CSV's lines as its bytes arrive, across chunk boundaries: a line feed inside a quoted cell
 * (a remark typed on two lines) ends no line. An escaped quote (`""`) flips the state twice, so it needs
 * no look-ahead. UTF-8 never puts these two bytes inside a multi-byte character.
 */
export function csvLineCounter() {
  let lines = 0;
  let quoted = false;
  let pending = false;
  const push: OnChunk = (chunk) => {
    for (const byte of chunk) {
      if (byte === QUOTE) quoted = !quoted;
      if (byte === LINE_FEED && !quoted) {
        lines += 1;
        pending = false;
      } else pending = true;
    }
  };
  /** Lines so far, a last one without its line break included. */
  const count = () => lines + (pending ? 1 : 0);
  return { push, count };
}

/**
 * Runs a CSV file call, counting its rows as they arrive (told to `onProgress`), and answers the file
 * with its row count.
 * @example readCsvExport((onChunk) => callFile(api.export, { query }, { onChunk }), onProgress)
 */
export async function readCsvExport(
  fetchFile: (onChunk: OnChunk) => Promise<FileAnswer>,
  onProgress?: (rowsSoFar: number) => void,
): Promise<ExportedFile> {
  const counter = csvLineCounter();
  const rowsOf = () => Math.max(0, counter.count() - 1);
  const answer = await fetchFile((chunk) => {
    counter.push(chunk);
    onProgress?.(rowsOf());
  });
  return { blob: answer.blob, fileName: answer.fileName, rows: rowsOf() };
}

/** The server's export in words: how many rows the file holds (the server refuses, in words, a set too large). */
export const fileExportSummary = exportedRows;
