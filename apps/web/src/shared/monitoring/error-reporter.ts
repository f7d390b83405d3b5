import { scrubErrorEvent } from '@b2c/domain';
import { isApiError } from '../api/api-error.ts';
import { shouldReportError } from './error-report-filter.ts';
import type { RuntimeSettings } from './runtime-settings.ts';

/** Who is signed in and where: read when an error is reported, never stored here. */
export interface ReportContext {
  userId?: string | undefined;
  vertical?: string | undefined;
}

export interface ErrorExtras {
  traceId?: string | undefined;
  /** Where it came from: 'request' (the shared request helper), 'render' (an error boundary), 'global'. */
  source: 'request' | 'render' | 'global';
  componentStack?: string | undefined;
}

/** Sentry's own extension point for where envelopes go; the tests collect them instead of sending. */
export type ReportTransport = NonNullable<NonNullable<Parameters<Sentry['init']>[0]>['transport']>;

let settings: RuntimeSettings['errorReporting'];
let transport: ReportTransport | undefined;
let contextOf: () => Promise<ReportContext> = async () => ({});
type Sentry = typeof import('./sentry-sdk.ts');
let sdk: Promise<Sentry> | undefined;
/** Errors already reported: one failure is reported once, whoever sees it next. */
const reported = new WeakSet<object>();

/**
 * The SDK is a lazy chunk of its own, fetched on the first error worth reporting: a session without
 * errors never downloads it, and the first load stays within its budget.
 */
const loadSdk = (config: NonNullable<typeof settings>): Promise<Sentry> =>
  (sdk ??= import('./sentry-sdk.ts').then((sentry) => {
    sentry.init({
      dsn: config.dsn,
      release: config.release,
      // Our own listeners report (below); the SDK's would report the same errors again.
      defaultIntegrations: false,
      integrations: [sentry.dedupeIntegration(), sentry.linkedErrorsIntegration()],
      sendDefaultPii: false,
      ...(transport ? { transport } : {}),
      // SPEC §8's ignore rules, then only what an event may carry (no token, cookie, password or body).
      beforeSend: (event, hint) =>
        hint.originalException === undefined || shouldReportError(hint.originalException)
          ? scrubErrorEvent(event)
          : null,
    });
    return sentry;
  }));

export const configureErrorReporting = (
  next: RuntimeSettings['errorReporting'],
  context: () => Promise<ReportContext>,
  options: { transport?: ReportTransport } = {},
): void => {
  settings = next;
  contextOf = context;
  transport = options.transport;
};

/** Reports an error once (SPEC §8's filter applies before the SDK is even loaded). */
export function reportError(error: unknown, extras: ErrorExtras): void {
  const config = settings;
  if (!config || !shouldReportError(error)) return;
  if (typeof error === 'object' && error !== null) {
    if (reported.has(error)) return;
    reported.add(error);
  }
  void Promise.all([loadSdk(config), contextOf().catch((): ReportContext => ({}))])
    .then(([sentry, context]) => {
      sentry.withScope((scope) => {
        scope.setTag('source', extras.source);
        if (extras.traceId) {
          scope.setTag('trace_id', extras.traceId);
          scope.setContext('trace', { trace_id: extras.traceId });
        }
        if (context.vertical) scope.setTag('vertical', context.vertical);
        if (context.userId) scope.setUser({ id: context.userId });
        // An API failure's stack is the helper's; its status tells what it was.
        if (isApiError(error)) scope.setTag('handled', 'yes');
        sentry.captureException(
          error,
          extras.componentStack ? { contexts: { react: { componentStack: extras.componentStack } } } : undefined,
        );
      });
    })
    // Reporting must never break the panel, nor report its own failure (a blocked request, say).
    .catch(() => undefined);
}

/** Uncaught errors and rejections anywhere in the page. */
export const listenForUncaughtErrors = (target: Window = window): void => {
  target.addEventListener('error', (event) => reportError(event.error, { source: 'global' }));
  target.addEventListener('unhandledrejection', (event) => reportError(event.reason, { source: 'global' }));
};
