import { useState } from 'react';
import type { ArrivalWatch, GridCount } from './data-grid-types.ts';

/** The page the user is reading: its rows and total, and the mark of the live changes heard by then. */
export interface HeldPage<T> {
  request: string;
  rows: readonly T[];
  count: number | undefined;
  mark: number;
}

export interface Arrivals<T> {
  /** How many rows others added to the filtered set since the held page: "N new — show". */
  count: number;
  /** New rows are on the fresh page but the total is still being fetched: held back until it tells. */
  waiting?: boolean;
  /** What the grid shows: the held rows, each in its fresh version when the fresh page has it. */
  rows: readonly T[];
}

/**
 * Compares a refetched page with the page the user is reading (issue 29). Rows arrived in the filtered set
 * when its exact total grew; the count is that growth, and never more than the rows others changed since
 * that were not on the page (a new row of a car in view, a second movement, counts once it shows on the
 * page). So a row that only moved up the order (the grid sorts by last update) is no arrival, and N never
 * claims more than arrived. Nothing arrived: the fresh page is shown as it is.
 */
export function compareWithHeld<T>(
  held: HeldPage<T>,
  fresh: { rows: readonly T[]; count: number | undefined; countFetching?: boolean },
  changed: ReadonlySet<string>,
  keyOf: (row: T) => string,
  idOf: (row: T) => string,
): Arrivals<T> {
  const heldKeys = new Set(held.rows.map(keyOf));
  const heldIds = new Set(held.rows.map(idOf));
  const elsewhere = [...changed].filter((id) => !heldIds.has(id)).length;
  const newOnPage = fresh.rows.filter((r) => !heldKeys.has(keyOf(r)) && changed.has(idOf(r)));
  const newRowsOfCarsInView = newOnPage.filter((r) => heldIds.has(idOf(r))).length;
  const freshByKey = new Map(fresh.rows.map((r) => [keyOf(r), r]));
  const heldInPlace = () => held.rows.map((r) => freshByKey.get(keyOf(r)) ?? r);
  // The page came back before the total (both refetch on a change): its new rows wait for the total's word.
  if (fresh.countFetching && newOnPage.length > 0) return { count: 0, waiting: true, rows: heldInPlace() };
  // A total the API only estimates cannot tell an arrival: then nothing is held back.
  const grown = fresh.count !== undefined && held.count !== undefined ? fresh.count - held.count : 0;
  const count = Math.max(0, Math.min(grown, elsewhere + newRowsOfCarsInView));
  if (count === 0) return { count, rows: fresh.rows };
  return { count, rows: heldInPlace() };
}

interface HeldArrivalsInput<T> {
  watch: ArrivalWatch | undefined;
  /** The page request, as a string: another page, sort or filter is another page to read. */
  request: string;
  rows: readonly T[] | undefined;
  /** False while the rows are the previous request's (react-query's placeholder). */
  current: boolean;
  count: GridCount | undefined;
  /** The total is being fetched again: the page's new rows wait for it. */
  countFetching: boolean;
  keyOf: (row: T) => string;
  idOf: (row: T) => string;
}

/**
 * Holds the page a user reads while others add rows to its filter (DataGrid `arrivals`): rows changed in
 * place still update; arrivals wait until `show()` (the screen then goes to the first page or takes the
 * fresh one). Without a watch the fresh rows pass through.
 */
export function useHeldArrivals<T>(
  input: HeldArrivalsInput<T>,
): Arrivals<T> & { show: () => void; heldTotal: number | undefined } {
  const { watch, request, rows, current, count, countFetching, keyOf, idOf } = input;
  const [held, setHeld] = useState<HeldPage<T> | undefined>();
  const freshCount = count?.exact ? count.count : undefined;
  const take = () => rows && setHeld({ request, rows, count: freshCount, mark: watch?.mark ?? 0 });
  const outcome =
    watch && held && rows && current && held.request === request
      ? compareWithHeld(held, { rows, count: freshCount, countFetching }, watch.changedSince(held.mark), keyOf, idOf)
      : undefined;
  // A new page read (or nothing arrived) becomes the held page; the mark stays until the user takes the new
  // rows, so an arrival whose refetch comes later is still recognised.
  if (watch && rows && current) {
    if (!held || held.request !== request) take();
    else if (outcome?.count === 0 && !outcome.waiting && (held.rows !== rows || held.count !== freshCount))
      setHeld({ ...held, rows, count: freshCount });
  }
  return {
    count: outcome?.count ?? 0,
    rows: outcome?.rows ?? rows ?? [],
    // While rows wait, the pager counts the rows being read, not the ones behind the button.
    heldTotal: outcome && outcome.count > 0 ? held?.count : undefined,
    show: take,
  };
}
