import { asc, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { badRequest } from '../../kits/http-errors.ts';

/** Paging of every list (DESIGN §3): 0-based `page`, `size` rows. */
export const pageOf = (q: { page: number; size: number }) => ({ limit: q.size, offset: q.page * q.size });

/**
 * `sort=field,asc|desc` against the columns a list allows; an unknown field is the caller's mistake
 * (400 naming `querystring.sort`), never a silent default. A field without a direction takes the
 * fallback's (`requestedAt,desc` lists newest first either way). The id breaks ties so pages are stable.
 */
export function orderOf(
  sort: string | undefined,
  columns: Record<string, AnyPgColumn>,
  fallback: string,
  tieBreaker: AnyPgColumn,
): SQL[] {
  const [, fallbackDirection = 'asc'] = fallback.split(',');
  const [field = fallback, direction = fallbackDirection] = (sort ?? fallback).split(',');
  const column = columns[field];
  if (!column) {
    throw badRequest(`sort must name one of ${Object.keys(columns).join(', ')}.`, 'querystring.sort');
  }
  return [direction === 'desc' ? desc(column) : asc(column), asc(tieBreaker)];
}

/** A case-insensitive prefix match; `%` and `_` typed by the user are matched literally. */
export const startsWith = (column: AnyPgColumn, term: string): SQL =>
  ilike(column, `${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);

/** A filter matching rows whose column starts with the term (see `startsWith`). */
export const prefix =
  (column: AnyPgColumn) =>
  (term: string): SQL =>
    startsWith(column, term);

/**
 * A person's name found by any of its words: "Khan" and "kha" find "Amit Khan" as "Amit" does. The
 * start of the name or of a word after a space; the tables searched this way (drivers, users) are a
 * vertical's people, small enough that the scan needs no index of its own.
 */
export const anyWord =
  (column: AnyPgColumn) =>
  (term: string): SQL => {
    const escaped = term.trim().replace(/[\\%_]/g, (c) => `\\${c}`);
    return sql`(${ilike(column, `${escaped}%`)} or ${ilike(column, `% ${escaped}%`)})`;
  };

/** A filter matching rows whose column equals the value, typed by the column. */
export const equals =
  <C extends AnyPgColumn>(column: C) =>
  (value: C['_']['data']): SQL =>
    eq(column, value);

/** count(*) as a JavaScript number (PostgreSQL's bigint would arrive as text). */
export const countAll = sql<number>`count(*)::int`;
