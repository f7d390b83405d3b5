import { TRACE_SAMPLE_RATE } from '@b2c/domain';

/** What the server tells the panel at load time (index.html), so one build serves any deployment. */
export interface RuntimeSettings {
  errorReporting?: { dsn: string; release: string; tracesSampleRate: number };
  /** Issue 26: the server's MAPS_API_KEY, when it has one (places then come from Google Places). */
  maps?: { apiKey: string };
}

const isReporting = (value: unknown): value is RuntimeSettings['errorReporting'] =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { dsn?: unknown }).dsn === 'string' &&
  typeof (value as { release?: unknown }).release === 'string' &&
  typeof (value as { tracesSampleRate?: unknown }).tracesSampleRate === 'number';

const isMaps = (value: unknown): value is NonNullable<RuntimeSettings['maps']> =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { apiKey?: unknown }).apiKey === 'string' &&
  (value as { apiKey: string }).apiKey.length > 0;

/**
 * The `runtime-settings` meta tag's JSON; in `vite` development (the placeholder is still there) the
 * build-time VITE_ERROR_REPORTING_DSN, if any.
 */
export function readRuntimeSettings(doc: Document = document): RuntimeSettings {
  const content = doc.querySelector('meta[name="runtime-settings"]')?.getAttribute('content') ?? '';
  if (content && !content.startsWith('__')) {
    try {
      const parsed = JSON.parse(content) as { errorReporting?: unknown; maps?: unknown };
      return {
        ...(isReporting(parsed.errorReporting) ? { errorReporting: parsed.errorReporting } : {}),
        ...(isMaps(parsed.maps) ? { maps: { apiKey: parsed.maps.apiKey } } : {}),
      };
    } catch {
      return {};
    }
  }
  const dsn = import.meta.env.VITE_ERROR_REPORTING_DSN;
  return dsn ? { errorReporting: { dsn, release: 'development', tracesSampleRate: TRACE_SAMPLE_RATE } } : {};
}
