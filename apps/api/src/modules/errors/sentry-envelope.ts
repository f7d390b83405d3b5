import { createHash } from 'node:crypto';
import type { StoredFrame } from './errors-tables.ts';

/**
 * The Sentry envelope format (what every Sentry SDK sends): a header line, then items, each an item
 * header line and a payload (`length` bytes, or up to the next newline). Only `event` items matter here;
 * sessions, client reports and transactions are accepted and ignored.
 * https://develop.sentry.dev/sdk/data-model/envelopes/
 */
export class BadEnvelope extends Error {}

const MAX_FRAMES = 50;
const MAX_TEXT = 1000;

export interface ReceivedEvent {
  fingerprint: string;
  title: string;
  culprit: string;
  message: string;
  release: string;
  traceId: string | null;
  userId: string | null;
  vertical: string | null;
  frames: StoredFrame[];
}

const objectOr = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
// PostgreSQL text cannot hold NUL: dropped here, so such an event is stored rather than failing.
const textOr = (value: unknown, fallback = ''): string =>
  typeof value === 'string' ? value.replaceAll('\u0000', '').slice(0, MAX_TEXT) : fallback;
const numberOr = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) ? value : null;

function parseJsonLine(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new BadEnvelope('not an object');
    return value as Record<string, unknown>;
  } catch {
    throw new BadEnvelope('a line of the envelope is not JSON');
  }
}

/** The JSON payloads of the envelope's `event` items. */
export function eventPayloads(body: Buffer): Record<string, unknown>[] {
  let at = 0;
  const line = (): string | undefined => {
    if (at >= body.length) return undefined;
    const end = body.indexOf(0x0a, at);
    const text = body.subarray(at, end === -1 ? body.length : end).toString('utf8');
    at = end === -1 ? body.length : end + 1;
    return text;
  };
  const header = line();
  if (header === undefined || header.trim() === '') throw new BadEnvelope('empty envelope');
  parseJsonLine(header);
  const events: Record<string, unknown>[] = [];
  for (let itemHeader = line(); itemHeader !== undefined; itemHeader = line()) {
    if (itemHeader.trim() === '') continue;
    const item = parseJsonLine(itemHeader);
    let payload: string;
    if (typeof item.length === 'number') {
      if (!Number.isInteger(item.length) || item.length < 0 || at + item.length > body.length) {
        throw new BadEnvelope('an item is longer than the envelope');
      }
      payload = body.subarray(at, at + item.length).toString('utf8');
      at += item.length;
      if (body[at] === 0x0a) at += 1;
    } else {
      payload = line() ?? '';
    }
    if (item.type === 'event') events.push(parseJsonLine(payload));
  }
  return events;
}

/** Built asset names carry a content hash (index-B3x9_aQ1.js): one bug keeps one group across builds. */
const withoutHash = (file: string) => file.replace(/-[A-Za-z0-9_-]{8}(\.m?js)$/, '$1');
/** A URL's path (the panel's scripts) or a server path as it is; never a query string. */
const fileOf = (value: unknown): string => {
  const raw = textOr(value, '?');
  try {
    return raw.startsWith('http') ? new URL(raw).pathname : raw.split('?')[0]!;
  } catch {
    return raw;
  }
};
/** Ids and numbers vary between occurrences of one bug. */
const normalised = (message: string) => message.replace(/\b[0-9a-f]{8,}\b/gi, '<id>').replace(/\d+/g, '<n>');

/** The one exception that matters (Sentry puts the thrown one last), reduced to what the store keeps. */
export function receivedEvent(payload: Record<string, unknown>, source: string): ReceivedEvent {
  const values = objectOr(payload.exception).values;
  const exception = objectOr(Array.isArray(values) ? values.at(-1) : undefined);
  const type = textOr(exception.type, 'Error');
  const value = textOr(exception.value, textOr(payload.message, textOr(objectOr(payload.logentry).message)));
  const rawFrames = objectOr(exception.stacktrace).frames;
  // Sentry lists the outermost call first; the screen shows the innermost first.
  const frames: StoredFrame[] = (Array.isArray(rawFrames) ? rawFrames : [])
    .slice(-MAX_FRAMES)
    .reverse()
    .map((f) => {
      const frame = objectOr(f);
      return {
        function: textOr(frame.function, '?'),
        file: fileOf(frame.abs_path ?? frame.filename),
        line: numberOr(frame.lineno),
        column: numberOr(frame.colno),
      };
    });
  const top = frames[0];
  const culprit = top ? `${top.function} (${top.file}${top.line === null ? '' : `:${top.line}`})` : '';
  const tags = objectOr(payload.tags);
  const trace = objectOr(objectOr(payload.contexts).trace);
  const user = objectOr(payload.user);
  const traceId = textOr(tags.trace_id) || textOr(trace.trace_id);
  const fingerprint = createHash('sha256')
    .update([source, type, normalised(value), top ? `${top.function}@${withoutHash(top.file)}` : ''].join('\n'))
    .digest('hex');
  return {
    fingerprint,
    title: value ? `${type}: ${value}` : type,
    culprit,
    message: value,
    release: textOr(payload.release, 'unknown'),
    traceId: /^[0-9a-f]{32}$/.test(traceId) ? traceId : null,
    userId: textOr(user.id) || null,
    vertical: textOr(tags.vertical) || null,
    frames,
  };
}
