/**
 * One CSV cell: RFC 4180 quoting, and a leading `'` on cells a spreadsheet would run as a formula
 * (= + - @, and tab or carriage return which some spreadsheets skip before one). Every CSV the API
 * produces (movement export, bulk upload results and errors) writes its cells through this.
 */
export const csvCell = (value: string | number | null | undefined): string => {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

/** A CSV line of cells, ended with CRLF. */
export const csvLine = (cells: readonly (string | number | null | undefined)[]): string =>
  `${cells.map(csvCell).join(',')}\r\n`;
