import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const TRACEPARENT = /^[\da-f]{2}-([\da-f]{32})-[\da-f]{16}-[\da-f]{2}$/;

/**
 * The request's trace id when no spans are recorded: the caller's (the panel sends `traceparent`) or a
 * fresh one, so every log line and error answer can still be quoted and matched with the panel's report.
 */
export function traceIdOf(req: IncomingMessage): string {
  const header = req.headers.traceparent;
  const id = typeof header === 'string' ? TRACEPARENT.exec(header.trim().toLowerCase())?.[1] : undefined;
  // An all-zero id is invalid in W3C Trace Context.
  return id && !/^0+$/.test(id) ? id : randomUUID().replaceAll('-', '');
}
