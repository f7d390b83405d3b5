import type { LogFn, Logger } from 'pino';

/**
 * end-of-stream's words when an answer's stream closed before it ended. @fastify/compress pipes every
 * compressed answer through it and logs the error at level "error" — yet the only way an answer we are
 * still writing closes early is the client going away: a page left, a download cancelled, a phone that
 * lost its signal. A failure of ours mid-stream (a query, the CSV writer) arrives as its own error.
 */
const PREMATURE_CLOSE = 'premature close';

const ERROR_LEVEL = 50;

/** The line that replaces it: what happened, in words, at the level of a request log. */
export const CLIENT_GONE_MESSAGE = 'the client closed the connection before the answer was complete';

/**
 * pino's `hooks.logMethod`: an error-level "premature close" is logged at info with words instead, so an
 * alert on error lines means a fault of ours, not a reader who moved on. Everything else passes unchanged.
 */
export function logClientGoneAsInfo(this: Logger, args: Parameters<LogFn>, method: LogFn, level: number): void {
  const [first] = args;
  if (level === ERROR_LEVEL && first instanceof Error && first.message === PREMATURE_CLOSE) {
    this.info({ clientGone: true }, CLIENT_GONE_MESSAGE);
    return;
  }
  method.apply(this, args);
}
