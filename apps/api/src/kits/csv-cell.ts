import { neutraliseFormula } from '@b2c/domain';

/**
 * One CSV cell: RFC 4180 quoting, and a leading `'` on cells a spreadsheet would run as a formula
 * (the domain's rule, shared with the panel's grid export: = + - @ and their full-width forms, also
 * behind leading whitespace or control characters). Every CSV the API produces (the movement and inventory exports, bulk
 * upload results and errors) writes its cells through this.
 */
export const csvCell = (value: string | number | null | undefined): string => {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = neutraliseFormula(text);
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

/** A CSV line of cells, ended with CRLF. */
export const csvLine = (cells: readonly (string | number | null | undefined)[]): string =>
  `${cells.map(csvCell).join(',')}\r\n`;
