import { TRACE_SAMPLE_RATE } from '@b2c/domain';
import { isApiError } from '../api/api-error.ts';
import { isChunkLoadError } from '../routing/stale-chunk.ts';

/** Statuses that are the user's or the session's business, not a bug (SPEC §8). */
const IGNORED_STATUSES = new Set([400, 401, 404]);

const NETWORK_MESSAGES = [
  /^Failed to fetch$/i,
  /NetworkError/i,
  /Network request failed/i,
  /^Load failed$/i,
  /^Network error$/i,
];

const statusOf = (error: unknown): number | undefined => {
  if (isApiError(error)) return error.status;
  if (typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number') {
    return error.status;
  }
  return undefined;
};

const isNetworkError = (error: unknown): boolean => {
  if (isApiError(error)) return error.isNetworkError;
  return error instanceof Error && NETWORK_MESSAGES.some((re) => re.test(error.message));
};

/**
 * SPEC §8: error reporting ignores network errors, 400/401/404 status errors and chunk-load errors.
 * Shaped to serve as a reporter's `beforeSend` filter (return the event, or null to drop it).
 */
export const shouldReportError = (error: unknown): boolean => {
  if (error === null || error === undefined) return false;
  if (isNetworkError(error) || isChunkLoadError(error)) return false;
  const status = statusOf(error);
  return status === undefined || !IGNORED_STATUSES.has(status);
};

export interface ErrorReportingConfig {
  dsn: string;
  tracesSampleRate: number;
  beforeSend: <E>(event: E, hint?: { originalException?: unknown }) => E | null;
}

/**
 * Off unless VITE_ERROR_REPORTING_DSN is set (the DSN is withheld, SPEC §9). No reporter package is
 * bundled; whoever adds one passes this config to its init.
 */
export const errorReportingConfig = (
  dsn: string | undefined = import.meta.env.VITE_ERROR_REPORTING_DSN,
): ErrorReportingConfig | null =>
  dsn
    ? {
        dsn,
        tracesSampleRate: TRACE_SAMPLE_RATE,
        // Events without an exception (captured messages) pass; exceptions go through the filter.
        beforeSend: (event, hint) =>
          hint?.originalException === undefined || shouldReportError(hint.originalException) ? event : null,
      }
    : null;
