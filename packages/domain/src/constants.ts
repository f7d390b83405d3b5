import type { Country } from './verticals.ts';

/** SPEC §5/§9: more than this many selected inventories and a bulk action is refused. */
export const BATCH_ACTION_MAX = 25;

export const PAGE_SIZE_OPTIONS = [10, 30, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZE_OPTIONS)[number];

/** AU operators work through larger yards, hence the larger first page. */
export const defaultPageSize = (country: Country): 10 | 30 => (country === 'AU' ? 30 : 10);

export const TOAST_DURATION_MS = 5000;
/** Screens that auto-close their toasts sooner (SPEC §8, §9). */
export const TOAST_SHORT_DURATION_MS = 3000;

export const CITY_SEARCH_DEBOUNCE_MS = 500;
/** Large enough that the stock-in location dropdown never needs paging for one city and type. */
export const LOCATION_DROPDOWN_PAGE_SIZE = 2000;

export const FUTURE_DATE_LIMIT_DAYS = 2;

/** One date format, in the two spellings our libraries want: date-fns/Unicode and dayjs. */
export const DATE_FORMAT = 'yyyy-MM-dd';
export const DATE_FORMAT_DAYJS = 'YYYY-MM-DD';

export const TRACE_SAMPLE_RATE = 0.1;

/** SPEC §9 numeric words, for copy such as "two keys received". */
export const NUMBER_WORDS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
] as const;

/** The word for 0..10, else the digits: copy never reads "eleven" but never breaks either. */
export const numberWord = (n: number): string => NUMBER_WORDS[n] ?? String(n);

/** SPEC §2 responsive breakpoints, in pixels. */
export const BREAKPOINTS = { xs: 576, md: 768, lg: 992, xl: 1200, xxl: 1400 } as const;

export const SIDEBAR_TITLE = 'B2C Admin Panel';

const GRID_COLUMNS_PREFIX = 'grid-columns:';
const SAVED_SEARCHES_PREFIX = 'saved-searches:';

/** SPEC §9 browser storage keys; per-grid keys carry the grid's own key (SPEC §2 "Grids"). */
export const STORAGE_KEYS = {
  country: 'country',
  vehicleType: 'vehicleType',
  sidebarCollapsed: 'sidebarCollapsed',
  gridColumns: (gridKey: string): string => `${GRID_COLUMNS_PREFIX}${gridKey}`,
  savedSearches: (gridKey: string): string => `${SAVED_SEARCHES_PREFIX}${gridKey}`,
} as const;

/**
 * SPEC §1: switching country or vehicle type clears saved searches and column layouts, since
 * they name columns and filter values of the old vertical. The choice itself and the sidebar stay.
 */
export const isClearedOnVerticalSwitch = (storageKey: string): boolean =>
  storageKey.startsWith(GRID_COLUMNS_PREFIX) || storageKey.startsWith(SAVED_SEARCHES_PREFIX);

/** SPEC §2: AU "parks" a car where others stock it in. */
export const stockInLabel = (country: Country): 'Park' | 'Stock In' => (country === 'AU' ? 'Park' : 'Stock In');

/** SPEC §2: Thailand's scheduled logistics are run with an external partner and titled after it. */
export const scheduledTasksTitle = (country: Country): string =>
  country === 'TH' ? 'SF Scheduled Logistics' : 'Scheduled Tasks';

/** A password a person chooses (the first administrator's, a changed one-time password) has at least this many characters. */
export const MIN_PASSWORD_LENGTH = 12;
