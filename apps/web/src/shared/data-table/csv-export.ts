import { neutraliseFormula } from '@b2c/domain';
import type { GridColumn } from './data-grid-types.ts';
import { cellValue } from './data-grid-types.ts';

/**
 * One CSV cell: formula-looking text (= + - @, full-width ＝ ＋ － ＠ too) gets a leading single quote,
 * then RFC 4180 quoting.
 * Real numbers are left alone: a number cannot carry a formula and -12.5 must stay numeric.
 * @example escapeCsvCell('=HYPERLINK("x")') // `"'=HYPERLINK(""x"")"`
 */
export const escapeCsvCell = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  let text =
    value instanceof Date ? value.toISOString() : typeof value === 'object' ? JSON.stringify(value) : String(value);
  // Spreadsheets run formula-looking cells (CSV injection): the domain's rule, the API's CSV files use it too.
  text = neutraliseFormula(text);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

export const toCsv = <T>(rows: readonly T[], columns: readonly GridColumn<T>[]): string => {
  const exported = columns.filter((c) => c.exportable !== false);
  const header = exported.map((c) => escapeCsvCell(c.title)).join(',');
  const lines = rows.map((row) => exported.map((c) => escapeCsvCell(cellValue(c, row))).join(','));
  return [header, ...lines].join('\r\n');
};

/** Hands a file to the browser as a download under `fileName` (the one place a download link is made). */
export const saveFile = (fileName: string, blob: Blob): void => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
};

const csvName = (fileName: string) => (fileName.endsWith('.csv') ? fileName : `${fileName}.csv`);

/**
 * Saves the CSV as a file; the BOM makes Excel read it as UTF-8 (Thai and Arabic names). A file the server
 * wrote is passed as its Blob, never read into a string first (it may be large).
 */
export const downloadCsv = (fileName: string, csv: string | Blob): void =>
  saveFile(csvName(fileName), new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
