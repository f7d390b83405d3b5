/**
 * What an error report may carry (issue 25): the exception, its stack, the release, the user's id, the
 * vertical and the trace id — never a token, cookie, password or request body. Both reporters (the
 * panel's and the API's) pass every event through this before it leaves, so a new SDK field or an
 * integration that adds request data is dropped rather than sent.
 */

type Json = Record<string, unknown>;

const KEPT_TOP_LEVEL = ['event_id', 'timestamp', 'platform', 'level', 'release', 'environment', 'sdk', 'message'];
const KEPT_TAGS = ['vertical', 'trace_id', 'route', 'source', 'handled', 'mechanism'];
const KEPT_FRAME_FIELDS = ['filename', 'abs_path', 'function', 'module', 'lineno', 'colno', 'in_app'];

const SECRETS: [RegExp, string][] = [
  [/\bBearer\s+[\w.~+/-]+=*/gi, 'Bearer [redacted]'],
  // A JWT anywhere (an access or id token pasted into a message).
  [/\beyJ[\w-]{5,}\.[\w-]{5,}\.[\w-]*/g, '[redacted token]'],
  [
    /\b(password|passwd|pwd|secret|token|cookie|authorization|api[_-]?key)(["']?\s*[:=]\s*)("[^"]*"|'[^']*'|[^\s&,;]+)/gi,
    '$1$2[redacted]',
  ],
];

export const scrubText = (text: string): string => SECRETS.reduce((t, [re, by]) => t.replace(re, by), text);

const isObject = (value: unknown): value is Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const pick = (source: Json, keys: readonly string[]): Json =>
  Object.fromEntries(keys.filter((k) => source[k] !== undefined).map((k) => [k, source[k]]));

/** A URL without its query and fragment (they may hold codes or tokens). */
const withoutQuery = (value: unknown): unknown => (typeof value === 'string' ? value.replace(/[?#].*$/, '') : value);

const scrubFrame = (frame: unknown): Json => {
  const kept = isObject(frame) ? pick(frame, KEPT_FRAME_FIELDS) : {};
  return { ...kept, filename: withoutQuery(kept.filename), abs_path: withoutQuery(kept.abs_path) };
};

const scrubException = (exception: unknown): Json | undefined => {
  if (!isObject(exception) || !Array.isArray(exception.values)) return undefined;
  return {
    values: exception.values.filter(isObject).map((value) => {
      const frames =
        isObject(value.stacktrace) && Array.isArray(value.stacktrace.frames) ? value.stacktrace.frames : [];
      return {
        type: typeof value.type === 'string' ? scrubText(value.type) : undefined,
        value: typeof value.value === 'string' ? scrubText(value.value) : undefined,
        ...(isObject(value.mechanism) ? { mechanism: pick(value.mechanism, ['type', 'handled']) } : {}),
        stacktrace: { frames: frames.map(scrubFrame) },
      };
    }),
  };
};

/** A copy of the event with only the allowed fields; returns the same type so it fits an SDK's beforeSend. */
export function scrubErrorEvent<E extends object>(event: E): E {
  const source = event as Json;
  const out: Json = pick(source, KEPT_TOP_LEVEL);
  if (typeof out.message === 'string') out.message = scrubText(out.message);
  const exception = scrubException(source.exception);
  if (exception) out.exception = exception;
  if (isObject(source.tags)) out.tags = pick(source.tags, KEPT_TAGS);
  if (isObject(source.contexts) && isObject(source.contexts.trace)) {
    out.contexts = { trace: pick(source.contexts.trace, ['trace_id', 'span_id']) };
  }
  if (isObject(source.user) && (typeof source.user.id === 'string' || typeof source.user.id === 'number')) {
    out.user = { id: String(source.user.id) };
  }
  return out as E;
}
