import { neutraliseFormula } from '@b2c/domain';

/**
 * One CSV cell: RFC 4180 quoting, and a leading `'` on cells a spreadsheet would run as a formula
 * (the domain's rule, shared with the panel's grid export: = + - @ and their full-width forms, also
 * behind leading whitespace or control characters). Every CSV the API produces (the movement and inventory exports, bulk
 * upload results and errors) writes its cells through this.
 */
export const csvCell = (value: string | number | null | undefined): string => {
  const text = value === null || value === undefined ? '' : String(value);
  // A cell starting with a letter or digit is no formula: most cells of a large export skip the rule's regex.
  const safe = startsAlphanumeric(text) ? text : neutraliseFormula(text);
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

const NEEDS_QUOTES = /[",\r\n]/;
const startsAlphanumeric = (text: string): boolean => {
  const c = text.charCodeAt(0);
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
};

/** A CSV line of cells, ended with CRLF. */
export const csvLine = (cells: readonly (string | number | null | undefined)[]): string =>
  `${cells.map(csvCell).join(',')}\r\n`;
