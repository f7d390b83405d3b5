import { findPgError } from './database-errors.ts';
import type { HttpError } from './http-errors.ts';

const UNIQUE_VIOLATION = '23505';

/**
 * Runs a write whose pre-check found its unique value free; if another request took the value between
 * the check and the write, the unique index refuses it and the caller gets the same answer the
 * pre-check gives (`duplicateError`), not the database's generic one. Wrap the whole transaction: the
 * refused statement has already rolled it back.
 */
export async function unlessDuplicate<T>(write: () => Promise<T>, duplicateError: () => HttpError): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (findPgError(err)?.code === UNIQUE_VIOLATION) throw duplicateError();
    throw err;
  }
}
