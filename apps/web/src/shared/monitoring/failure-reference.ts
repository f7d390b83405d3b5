/**
 * The trace id of the request that failed last, for the error toast's "Copy reference" (issue 25). The
 * toasts are raised by many screens with only a message in hand; the failure they report happened just
 * before, so the toast takes the reference of a failure at most a few seconds old, once.
 */
const FRESH_MS = 5_000;
let last: { traceId: string; at: number } | undefined;

export const rememberFailure = (traceId: string, now = Date.now()): void => {
  last = { traceId, at: now };
};

export const takeFailureReference = (now = Date.now()): string | undefined => {
  const reference = last && now - last.at <= FRESH_MS ? last.traceId : undefined;
  last = undefined;
  return reference;
};
