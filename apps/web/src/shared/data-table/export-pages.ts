import type { GridFilters, GridSort } from './data-grid-types.ts';
import { formatCount } from '../format/format-values.ts';

/** The largest page a list endpoint serves (contracts `pagingQuery`): an export reads pages this big. */
export const EXPORT_PAGE_SIZE = 2000;
/**
 * The most rows one export holds: a file past this is more than a spreadsheet takes in comfortably, and
 * the panel holds it all in memory. The export says so plainly when it stops here (issue 24).
 */
export const EXPORT_MAX_ROWS = 200_000;

/** What a grid's `fetchAll` is asked for: its filters and sort, and whom to tell how far it has read. */
export interface ExportRequest {
  sort?: GridSort;
  filters: GridFilters;
  /** Called after each page with the rows read so far, for the button's progress. */
  onProgress?: (rowsSoFar: number) => void;
}

/**
 * Reads page after page until a short page (the end of the filtered set) or {@link EXPORT_MAX_ROWS}:
 * the export is the grid's whole filter, not its first page (issue 24: it stopped silently at 2,000).
 * @example readAllPages((page) => call(api.list, { query: { page, size: 2000 } }), 2000, onProgress)
 */
export const readAllPages = async <T>(
  readPage: (page: number) => Promise<T[]>,
  size: number,
  onProgress?: (rowsSoFar: number) => void,
): Promise<T[]> => {
  const rows: T[] = [];
  for (let page = 0; rows.length < EXPORT_MAX_ROWS; page++) {
    const batch = await readPage(page);
    rows.push(...batch);
    onProgress?.(rows.length);
    if (batch.length < size) break;
  }
  return rows;
};

const rowsInWords = (n: number) => `${formatCount(n)} row${n === 1 ? '' : 's'}`;

/** A whole export's words: "Exported 1,234 rows." */
export const exportedRows = (n: number): string => `Exported ${rowsInWords(n)}.`;

/** The export's outcome in words: how many rows, and — when it holds fewer than the grid counts — that it was cut. */
export const exportSummary = (exported: number, total: { count: number; exact: boolean } | undefined): string => {
  const cut = exported >= EXPORT_MAX_ROWS || (total?.exact === true && exported < total.count);
  if (!cut) return exportedRows(exported);
  const of = total ? ` of ${total.exact ? '' : 'about '}${rowsInWords(total.count)}` : '';
  return `The export was cut: it holds the first ${rowsInWords(exported)}${of}. Narrow the filters to export the rest.`;
};
