import { MESSAGES } from '@b2c/domain';
import { HttpError } from './http-errors.ts';

/** The fields of a PostgreSQL error (pg's DatabaseError) that say what went wrong and where. */
export interface PgError {
  code: string;
  severity: string;
  table?: string;
  column?: string;
  constraint?: string;
  detail?: string;
}

const isPgError = (value: unknown): value is PgError =>
  typeof value === 'object' &&
  value !== null &&
  'code' in value &&
  typeof value.code === 'string' &&
  /^[0-9A-Z]{5}$/.test(value.code) &&
  'severity' in value;

/**
 * The PostgreSQL error behind an error, wherever it sits: drizzle 0.45 wraps it (DrizzleQueryError with
 * the pg error as `cause`), pg-boss and our own code may wrap it again.
 */
export function findPgError(err: unknown): PgError | undefined {
  let at: unknown = err;
  for (let depth = 0; depth < 6 && at; depth += 1) {
    if (isPgError(at)) return at;
    at = typeof at === 'object' && 'cause' in at ? at.cause : undefined;
  }
  return undefined;
}

/** Values PostgreSQL could not take: what to tell the caller about the field. */
const BAD_VALUE: Record<string, string> = {
  '22021': 'contains characters that cannot be stored',
  '22P05': 'contains characters that cannot be stored',
  '22P02': 'has an invalid format',
  '22003': 'is out of range',
  '22007': 'is not a valid date or time',
  '22008': 'is not a valid date or time',
  '22001': 'is too long',
  '23502': 'is required',
  '23514': 'is not allowed',
};

const camelCase = (column: string) => column.replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase());

/** "Key (country, user_name)=(…) already exists." → "country, userName"; never the values themselves. */
function keyColumns(pg: PgError): string | undefined {
  const match = /^Key \(([^)]+)\)/.exec(pg.detail ?? '');
  return match?.[1]
    ?.split(',')
    .map((c) => camelCase(c.trim()))
    .join(', ');
}

/** PostgreSQL names a column's check constraint "<table>_<column>_check" unless told otherwise. */
function checkedColumn(pg: PgError): string | undefined {
  const prefix = `${pg.table}_`;
  const name = pg.constraint;
  if (!pg.table || !name?.startsWith(prefix) || !name.endsWith('_check')) return undefined;
  return camelCase(name.slice(prefix.length, -'_check'.length));
}

/** The field a PostgreSQL error is about, as far as PostgreSQL says (column, key, check constraint). */
function fieldOf(pg: PgError): string | undefined {
  if (pg.column) return camelCase(pg.column);
  return keyColumns(pg) ?? checkedColumn(pg) ?? pg.constraint;
}

/**
 * The answer for a PostgreSQL error that is the caller's doing (a value the column cannot take, a
 * duplicate, a missing reference), a race (serialization, deadlock) or a time-out; undefined for the
 * truly unexpected, which stays a logged 500.
 */
export function httpErrorOfDatabase(err: unknown): HttpError | undefined {
  const pg = findPgError(err);
  if (!pg) return undefined;
  const field = fieldOf(pg);
  const badValue = BAD_VALUE[pg.code];
  if (badValue) {
    if (!field) return new HttpError(400, `${MESSAGES.invalidData} A value ${badValue}.`);
    const message = `${field}: ${badValue}`;
    return new HttpError(400, message, [{ field, message: badValue }]);
  }
  switch (pg.code) {
    case '23505': {
      // A duplicate is a conflict naming its field(s), whichever check caught it (finding 11 of issue 24).
      const key = keyColumns(pg);
      const message = `A record with the same ${key ?? pg.constraint ?? 'key'} already exists.`;
      return new HttpError(409, message, key ? [{ field: key, message }] : undefined);
    }
    case '23503':
      // Inserting a reference to nothing is bad input; removing a record others point at is a conflict.
      return /still referenced/.test(pg.detail ?? '')
        ? new HttpError(409, 'The record is still in use and cannot be removed.')
        : new HttpError(400, `${field ?? 'A reference'}: refers to a record that does not exist.`, [
            { field: field ?? 'reference', message: 'refers to a record that does not exist' },
          ]);
    case '40001':
    case '40P01':
      return new HttpError(409, 'The record changed while saving; try again.');
    case '55P03':
    case '57014':
      return new HttpError(503, 'The database took too long to answer; try again in a moment.');
    default:
      return undefined;
  }
}
