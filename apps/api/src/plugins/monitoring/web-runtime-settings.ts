import type { AppConfig } from '../../config.ts';
import { embeddedDsn, PANEL_PROJECT } from './error-reporter.ts';

/** What the panel learns from the server at load time (index.html), not at build time. */
export interface WebRuntimeSettings {
  errorReporting: { dsn: string; release: string; tracesSampleRate: number };
  /** Issue 26: present only with MAPS_API_KEY — the panel then looks places up with Google Places. */
  maps?: { apiKey: string };
}

type RuntimeConfig = Pick<AppConfig, 'monitoring' | 'publicUrl'> & Partial<Pick<AppConfig, 'maps'>>;

/** The panel reports to SENTRY_WEB_DSN / SENTRY_DSN, or to this server's envelope endpoint. */
export const webRuntimeSettings = (config: RuntimeConfig): WebRuntimeSettings => ({
  errorReporting: {
    dsn: config.monitoring.webDsn ?? embeddedDsn(config.publicUrl, PANEL_PROJECT),
    release: config.monitoring.release,
    tracesSampleRate: config.monitoring.traceSampleRate,
  },
  ...(config.maps?.apiKey ? { maps: { apiKey: config.maps.apiKey } } : {}),
});

/**
 * What the page's CSP must allow besides itself for Google Places without a map on screen: the Maps
 * script and the chunks it loads, its calls (the Places API (New) answers from places.googleapis.com),
 * and its beacons and logo images.
 */
const MAPS_SOURCES = {
  'script-src': ['https://maps.googleapis.com'],
  'connect-src': ['https://maps.googleapis.com', 'https://places.googleapis.com'],
  'img-src': ['https://maps.gstatic.com', 'https://maps.googleapis.com'],
} as const;

/** CSP directive → the other origins it allows. */
export type ExtraSources = Partial<Record<'script-src' | 'connect-src' | 'img-src', readonly string[]>>;

/** An external reporter's origin must be allowed by the page's CSP (connect-src); our own already is. */
export const reportingOrigin = (settings: WebRuntimeSettings, publicUrl: string): string | undefined => {
  const origin = new URL(settings.errorReporting.dsn).origin;
  return origin === new URL(publicUrl).origin ? undefined : origin;
};

/** JSON inside an HTML attribute: every character that could end the attribute or open a tag is escaped. */
export const htmlAttributeJson = (value: unknown): string =>
  JSON.stringify(value).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The settings and the CSP origins static-web.ts needs: an external reporter's, the maps' with a key. */
export const webRuntime = (config: RuntimeConfig): { settings: WebRuntimeSettings; extraSources: ExtraSources } => {
  const settings = webRuntimeSettings(config);
  const reporter = reportingOrigin(settings, config.publicUrl);
  const maps: ExtraSources = settings.maps ? MAPS_SOURCES : {};
  const connect = [...(reporter ? [reporter] : []), ...(maps['connect-src'] ?? [])];
  return {
    settings,
    extraSources: { ...maps, ...(connect.length > 0 ? { 'connect-src': connect } : {}) },
  };
};
