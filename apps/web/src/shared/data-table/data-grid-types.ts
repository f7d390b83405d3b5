import type { ExportRequest } from './export-pages.ts';
import type { ExportFile } from './export-file.ts';
import type { Key, ReactNode } from 'react';

export type SortDirection = 'asc' | 'desc';

export interface GridSort {
  field: string;
  direction: SortDirection;
}

/** Filter values by filter name; dates travel as yyyy-MM-dd. Empty values are dropped. */
export type GridFilters = Record<string, string>;

/** A total that may be a lower bound: counting every row of a large table on each page turn is too dear. */
export interface GridCount {
  count: number;
  exact: boolean;
}

export interface PageRequest {
  /** 0-based, as the API's `page` (DESIGN §3). The URL shows it 1-based. */
  page: number;
  size: number;
  sort?: GridSort;
  filters: GridFilters;
}

export interface GridColumn<T> {
  /** Unique per grid; also the field name sent as `sort`. */
  key: string;
  title: string;
  /** The raw value, for the default cell and the CSV; defaults to `row[key]`. */
  value?: (row: T) => unknown;
  render?: (row: T) => ReactNode;
  sortable?: boolean;
  /** Hidden until the user picks it in the column chooser. */
  defaultHidden?: boolean;
  width?: number;
  /** Kept in view while the rest scrolls sideways (a wide grid's Actions column stays on screen). */
  fixed?: 'left' | 'right';
  /** Left out of the CSV (action buttons, thumbnails). */
  exportable?: boolean;
}

export interface GridFilterField {
  name: string;
  label: string;
  type: 'text' | 'select' | 'date';
  options?: readonly { label: string; value: string }[];
  placeholder?: string;
  /** Always in view (the grid's search box); the others fold under "More filters". Default: the first. */
  primary?: boolean;
}

export interface BatchAction<T> {
  key: string;
  label: string;
  /** Gets the selected rows (every page's); the selection is cleared and the page refetched after. */
  run: (rows: T[]) => Promise<unknown> | void;
  danger?: boolean;
}

/** What every grid shows and how, wherever its rows come from. */
export interface GridViewProps<T> {
  /** Names the grid in storage (columns, saved searches) and in the query cache. */
  gridKey: string;
  columns: readonly GridColumn<T>[];
  rowKey: (row: T) => Key;
  title?: ReactNode;
  /** Said in words when there is no row; "No records found" unless the screen has its own words. */
  emptyText?: string;
  /** Names the table (and a phone's list of cards) for assistive technology. */
  'aria-label'?: string;
  /** Smaller rows: a grid inside a dialog or under a detail page's facts. */
  compact?: boolean;
  /**
   * Rows another user just changed (issue 29, `useLiveGridRows`): marked for a moment, with
   * `data-changed` for assistive tests, so the eye finds what moved.
   */
  highlighted?: ReadonlySet<Key> | undefined;
  /** What `highlighted` holds of a row, when not its key (a movement grid marks rows by their car). */
  highlightBy?: ((row: T) => Key) | undefined;
  /**
   * Below this viewport width rows are cards: SPEC's xs (576 px) unless a grid sits in a narrow panel
   * (a detail page's side panel turns to cards below xl, where it has under 700 px).
   */
  cardsBelow?: number;
  /** The grid's own buttons ("Add group"), at the start of its toolbar. */
  toolbar?: ReactNode;
}

/**
 * Issue 29: what a live grid has heard of rows others changed (`useLiveArrivals`). A row that was not on
 * the page and comes back after such a change arrived in the filtered set: the grid holds it back behind
 * "N new — show" instead of pushing the rows the user is reading.
 */
export interface ArrivalWatch {
  /** A mark of what has been heard so far. */
  mark: number;
  /** The row ids (as `highlightBy`, else `rowKey`, gives them) others changed after `mark`. */
  changedSince: (mark: number) => ReadonlySet<string>;
}

/** A grid over the server: it asks for each page, sort and filter (DESIGN §3). */
export interface DataGridProps<T> extends GridViewProps<T> {
  fetchPage: (request: PageRequest) => Promise<T[]>;
  /**
   * The total; a count the API caps (`exact: false`) is shown as "about N+" instead of a false total.
   */
  fetchCount: (request: { filters: GridFilters }) => Promise<number | GridCount>;
  /** The whole filtered set for the CSV export (see `readAllPages`); without it or `exportFile`, no export button. */
  fetchAll?: (request: ExportRequest) => Promise<T[]>;
  /** The CSV written by the server from the grid's filters, sort and visible columns (issue 30); before `fetchAll`. */
  exportFile?: ExportFile;
  filters?: readonly GridFilterField[];
  batchActions?: readonly BatchAction<T>[];
  /** Defaults to BATCH_ACTION_MAX (SPEC §5). */
  selectionLimit?: number;
  /** Rows others add to the filtered set wait behind "N new — show" (issue 29). */
  arrivals?: ArrivalWatch | undefined;
  /** Prefix for the URL parameters when two grids share a page. */
  paramPrefix?: string;
  exportFileName?: string;
}

/**
 * A grid over rows already in the browser: a short list read whole (a group's members, a car's orders) or
 * the rows a write just answered (a batch run's outcome). Paged and sorted here; page and sort are the
 * screen's state, not the URL's (a dialog's grid must not leave its page in the address).
 */
export interface LocalDataGridProps<T> extends GridViewProps<T> {
  rows: readonly T[] | undefined;
  loading?: boolean;
  /** The read's failure, said in place of the rows (with Retry when `onRetry` is given). */
  error?: unknown;
  onRetry?: () => void;
  /** Rows a page: the vertical's default unless given; a size outside PAGE_SIZE_OPTIONS has no size changer. */
  pageSize?: number;
  /** With it, "Export CSV" writes every row (sorted, the visible columns) to this file. */
  exportFileName?: string;
}

export const cellValue = <T>(column: GridColumn<T>, row: T): unknown =>
  column.value ? column.value(row) : (row as Record<string, unknown>)[column.key];
