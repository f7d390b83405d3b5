import { conflict, notFound } from './http-errors.ts';

/**
 * Optimistic concurrency (DESIGN §5): an edit names the version it was based on. A stale version gets
 * 409 and changes nothing; the caller reloads and decides.
 */
export function assertVersion(what: string, current: { version: number } | undefined, expected: number): void {
  if (!current) throw notFound(what);
  if (current.version !== expected) {
    throw conflict(
      `${what} was changed by someone else (version ${current.version}, yours ${expected}). Reload it and try again.`,
    );
  }
}
