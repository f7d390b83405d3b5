import type { AppConfig } from '../../config.ts';
import { embeddedDsn, PANEL_PROJECT } from './error-reporter.ts';

/** What the panel learns from the server at load time (index.html), not at build time. */
export interface WebRuntimeSettings {
  errorReporting: { dsn: string; release: string; tracesSampleRate: number };
}

/** The panel reports to SENTRY_WEB_DSN / SENTRY_DSN, or to this server's envelope endpoint. */
export const webRuntimeSettings = (config: Pick<AppConfig, 'monitoring' | 'publicUrl'>): WebRuntimeSettings => ({
  errorReporting: {
    dsn: config.monitoring.webDsn ?? embeddedDsn(config.publicUrl, PANEL_PROJECT),
    release: config.monitoring.release,
    tracesSampleRate: config.monitoring.traceSampleRate,
  },
});

/** An external reporter's origin must be allowed by the page's CSP (connect-src); our own already is. */
export const reportingOrigin = (settings: WebRuntimeSettings, publicUrl: string): string | undefined => {
  const origin = new URL(settings.errorReporting.dsn).origin;
  return origin === new URL(publicUrl).origin ? undefined : origin;
};

/** JSON inside an HTML attribute: every character that could end the attribute or open a tag is escaped. */
export const htmlAttributeJson = (value: unknown): string =>
  JSON.stringify(value).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The settings and the CSP origin static-web.ts needs. */
export const webRuntime = (config: Pick<AppConfig, 'monitoring' | 'publicUrl'>) => {
  const settings = webRuntimeSettings(config);
  return { settings, connectOrigin: reportingOrigin(settings, config.publicUrl) };
};
