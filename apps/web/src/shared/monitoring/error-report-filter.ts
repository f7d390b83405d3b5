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
 * The panel's reporter (error-reporter.ts) applies it before loading the SDK and again in its `beforeSend`.
 */
export const shouldReportError = (error: unknown): boolean => {
  if (error === null || error === undefined) return false;
  if (isNetworkError(error) || isChunkLoadError(error)) return false;
  const status = statusOf(error);
  return status === undefined || !IGNORED_STATUSES.has(status);
};
