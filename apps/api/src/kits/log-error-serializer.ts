/**
 * The logger's `err` serializer. Like pino's standard one (type, message, stack, own fields, cause) but
 * without the values a failed query carried: drizzle's DrizzleQueryError holds them in `params` and in
 * its message and stack ("Failed query: <sql>\nparams: <values>"), and PostgreSQL repeats them in
 * `detail` ("Key (mobile)=(+9198…) already exists.", "Failing row contains (…)") and in some messages
 * ('invalid input syntax for type integer: "…"'). Names, phone numbers and file contents stay out of
 * the log; the SQL text, the error code and the column stay in, which is what finding the bug needs.
 */
const REDACTED = '[redacted]';
const MAX_CAUSES = 5;

/** Fields that hold parameter values (drizzle) or SQL with values inlined (a PL/pgSQL context). */
const DROPPED = new Set(['params', 'parameters', 'where', 'internalQuery']);

/** "Key (user_name)=(ravi) already exists." keeps the columns and the verdict, not the value. */
function withoutDetailValues(detail: string): string {
  const key = /^Key \(([^)]*)\)=/.exec(detail);
  if (!key) return REDACTED;
  const verdict = /^[\s\S]*\) ((?:already exists|is not present|is still referenced)[^()]*)$/.exec(detail);
  return `Key (${key[1]})=(${REDACTED})${verdict ? ` ${verdict[1]}` : ''}`;
}

/** The message without values: drizzle's "params:" line, a value PostgreSQL quotes at the end. */
function safeMessage(err: Error & { query?: unknown; severity?: unknown }): string {
  if (typeof err.query === 'string' && err.message.startsWith('Failed query:')) {
    return `Failed query: ${err.query}\nparams: ${REDACTED}`;
  }
  if (typeof err.severity === 'string') return err.message.replace(/: "[\s\S]*"$/, `: "${REDACTED}"`);
  // Any other wrapper that copied drizzle's text into its own message.
  return err.message.replace(/\nparams: [\s\S]*$/, `\nparams: ${REDACTED}`);
}

/** The stack starts with "<name>: <message>"; frames follow on lines of their own. */
function safeStack(stack: string, original: string, message: string): string {
  if (original && stack.includes(original)) return stack.split(original).join(message);
  return stack.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/, `\nparams: ${REDACTED}`);
}

/** The shape pino's standard serializer gives, which the logger options expect. */
export interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

const serializeNested = (value: unknown, depth: number): unknown =>
  value instanceof Error ? serializeLoggedError(value, depth) : value;

export function serializeLoggedError(err: Error, depth = 0): LoggedError {
  const message = safeMessage(err);
  const out: LoggedError = {
    type: err.constructor?.name ?? err.name,
    message,
    stack: safeStack(err.stack ?? '', err.message, message),
  };
  for (const [key, value] of Object.entries(err)) {
    if (DROPPED.has(key) || key === 'cause' || key in out) continue;
    if (key === 'detail' && typeof value === 'string') out[key] = withoutDetailValues(value);
    // AggregateError.errors (a connection refused on several addresses) are errors of their own.
    else if (Array.isArray(value)) out[key] = value.map((item) => serializeNested(item, depth + 1));
    else out[key] = value;
  }
  if (err.cause !== undefined) out.cause = depth < MAX_CAUSES ? serializeNested(err.cause, depth + 1) : REDACTED;
  return out;
}
