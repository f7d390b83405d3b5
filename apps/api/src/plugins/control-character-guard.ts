import type { FastifyInstance, FastifyRequest, preValidationHookHandler } from 'fastify';
import { findControlCharacters } from '@b2c/contracts';
import { invalidFields, type HttpError } from '../kits/http-errors.ts';

type Part = 'headers' | 'params' | 'querystring' | 'body';

/** A 400 in the envelope of a route's own validation failures: "… Name must not contain control characters.". */
function refusal(part: Part, value: unknown): HttpError | undefined {
  const issues = findControlCharacters(value);
  if (issues.length === 0) return undefined;
  return invalidFields(
    issues.map((issue) => ({
      // Headers are named as the API documents them (X-Country, Idempotency-Key), the rest by part and path.
      field: part === 'headers' ? issue.path : [part, issue.path].filter(Boolean).join('.'),
      message: issue.message,
    })),
  );
}

const utf8 = new TextDecoder('utf-8', { fatal: true });
const HIGH_LATIN1 = /[\u0080-\u00ff]/;
const LATIN1_ONLY = /^[\u0000-\u00ff]*$/;

/**
 * Node reads header bytes as Latin-1, so UTF-8 text in a header (a cookie or a note with "é" or "€")
 * arrives as characters 0x80–0xBF — some of which are C1 controls. A header is checked as the text its
 * bytes spell when they are valid UTF-8 (a C1 control sent as UTF-8 is still found), as the bytes
 * themselves otherwise (a raw 0x85 is refused).
 */
function headerText(value: string): string {
  if (!HIGH_LATIN1.test(value) || !LATIN1_ONLY.test(value)) return value;
  try {
    return utf8.decode(Buffer.from(value, 'latin1'));
  } catch {
    return value;
  }
}

const headersAsText = (headers: Record<string, string | string[] | undefined>) =>
  Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [
      name,
      Array.isArray(value) ? value.map(headerText) : typeof value === 'string' ? headerText(value) : value,
    ]),
  );

/**
 * A character the header check could judge: a control, or one at 0x7F and above (which may spell UTF-8
 * or be a C1 control). Headers with none in any name or value pass as they are: the common case, judged
 * without copying the headers (issue 30: the guard was a visible part of a lookup's cost).
 */
const NEEDS_A_LOOK = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\uFFFF]/;
function plainHeaders(headers: Record<string, string | string[] | undefined>): boolean {
  for (const name of Object.keys(headers)) {
    const value = headers[name];
    if (NEEDS_A_LOOK.test(name)) return false;
    if (typeof value === 'string' ? NEEDS_A_LOOK.test(value) : value?.some((v) => NEEDS_A_LOOK.test(v))) return false;
  }
  return true;
}

const isParsedValue = (body: unknown) =>
  typeof body === 'string' ||
  Array.isArray(body) ||
  (typeof body === 'object' &&
    body !== null &&
    [Object.prototype, null].includes(Object.getPrototypeOf(body) as object | null));

/**
 * Refuses control characters (NUL above all: PostgreSQL cannot store it and answers with an error) in
 * every string a request brings, before any route validates or reads it — app-wide rather than per
 * schema, so routes without a schema for a part (wildcard params, bodies parsed per action after routing,
 * the embedded IdP's pages) are covered too. This part judges what arrives with the request line and
 * headers: headers, params and the query string, also for /oidc, which the IdP serves from an onRequest
 * hook. The platform calls it first thing in its one onRequest hook (platform-request-checks.ts).
 */
export function arrivalRefusal(request: FastifyRequest): HttpError | undefined {
  return (
    (plainHeaders(request.headers) ? undefined : refusal('headers', headersAsText(request.headers))) ??
    refusal('params', request.params) ??
    refusal('querystring', request.query)
  );
}

/** Fastify parses no body for these methods (request.body stays undefined): their routes need no check. */
const BODILESS_METHODS = new Set(['GET', 'HEAD']);

const checkBody: preValidationHookHandler = (request, _reply, done) => {
  // Raw uploads arrive as streams or buffers, multipart bodies are read by their route: only parsed values here.
  if (!isParsedValue(request.body)) return done();
  done(refusal('body', request.body));
};

/**
 * The body, once parsed, on every route that can receive one: the check goes first among the route's
 * own preValidation handlers, and a route that takes no body (a GET: most of the traffic) runs no
 * preValidation phase at all (issue 30). Must be registered before the routes.
 */
export function guardBodies(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (methods.every((method) => BODILESS_METHODS.has(method))) return;
    route.preValidation = [checkBody, ...[route.preValidation ?? []].flat()];
  });
}
