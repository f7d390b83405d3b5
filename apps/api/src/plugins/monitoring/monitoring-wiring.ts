import type { FastifyInstance } from 'fastify';
import type { Counter } from 'prom-client';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../db/database.ts';
import { API_PATHS } from '../../api-paths.ts';
import { createMetrics } from './metrics.ts';
import { registerMetricsRoute } from './metrics-route.ts';
import { errorReporter, type ErrorReporter } from './error-reporter.ts';
import { registerFaultRoutes } from './fault-routes.ts';
import type { RequestTracing } from './request-tracing.ts';

/** What the errors area needs of monitoring (its port `monitoring`): where its envelopes are counted and from. */
export interface MonitoringPort {
  publicUrl: string;
  sourceMaps: string;
  received: Counter<'source' | 'outcome'>;
  /** The errors area hands in how the API's own reports are stored (in-process, no DSN needed). */
  storeOwnReports(ingest: (body: Buffer) => Promise<number>): void;
}

export interface Monitoring {
  reporter: ErrorReporter;
  port: MonitoringPort;
  /** /metrics (and the fault route in tests): after compression. */
  registerRoutes(): void;
}

/**
 * Errors, traces and metrics wired into the app (issue 25): metrics hooks and the reporter at once (the
 * error handler needs the reporter), the routes later (the platform's), the Errors screen by the errors area.
 */
export function startMonitoring(
  app: FastifyInstance,
  config: AppConfig,
  database: Database,
  tracing: RequestTracing,
  options: { webSourceMaps?: string | undefined },
): Monitoring {
  database.observeStatements(tracing.statements);
  const metrics = createMetrics(app, database.pool);
  // The API's own events reach the store in-process when no SENTRY_DSN sends them elsewhere.
  let ingest: ((body: Buffer) => Promise<number>) | undefined;
  const reporter = errorReporter(
    { ...config.monitoring, publicUrl: config.publicUrl },
    async (envelope) => {
      const stored = (await ingest?.(Buffer.from(envelope))) ?? 0;
      metrics.errorReports.inc({ source: 'api', outcome: 'stored' }, stored);
    },
    (err) => app.log.warn({ err }, 'error report not delivered'),
  );
  app.addHook('onClose', async () => {
    await reporter.flush();
    database.observeStatements(undefined);
    await tracing.shutdown();
  });
  return {
    reporter,
    port: {
      publicUrl: config.publicUrl,
      sourceMaps: options.webSourceMaps ?? API_PATHS.webSourceMaps,
      received: metrics.errorReports,
      storeOwnReports: (store) => (ingest = store),
    },
    registerRoutes() {
      registerMetricsRoute(app, metrics.registry, config.monitoring.metricsToken);
      if (config.monitoring.faultRoutes) registerFaultRoutes(app);
    },
  };
}
