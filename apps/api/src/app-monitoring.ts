import type { FastifyInstance } from 'fastify';
import type { AppConfig } from './config.ts';
import type { Database } from './plugins/db/database.ts';
import { API_PATHS } from './api-paths.ts';
import { errorsModule } from './modules/errors/errors-module.ts';
import { createMetrics } from './plugins/monitoring/metrics.ts';
import { registerMetricsRoute } from './plugins/monitoring/metrics-route.ts';
import { errorReporter, type ErrorReporter } from './plugins/monitoring/error-reporter.ts';
import { registerFaultRoutes } from './plugins/monitoring/fault-routes.ts';
import type { RequestTracing } from './plugins/monitoring/request-tracing.ts';

export interface Monitoring {
  reporter: ErrorReporter;
  /** The Errors screen, the envelope endpoint, /metrics (and the fault route in tests): after compression. */
  registerRoutes(options: { webSourceMaps?: string | undefined }): Promise<void>;
}

/**
 * Errors, traces and metrics wired into the app (issue 25): metrics hooks and the reporter at once (the
 * error handler needs the reporter), the routes later, where app.ts adds routes.
 */
export function startMonitoring(
  app: FastifyInstance,
  config: AppConfig,
  database: Database,
  tracing: RequestTracing,
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
    async registerRoutes(options) {
      registerMetricsRoute(app, metrics.registry, config.monitoring.metricsToken);
      if (config.monitoring.faultRoutes) registerFaultRoutes(app);
      const errors = await errorsModule(app, database.db, {
        publicUrl: config.publicUrl,
        sourceMaps: options.webSourceMaps ?? API_PATHS.webSourceMaps,
        received: metrics.errorReports,
      });
      ingest = (body) => errors.ingest(body, 'api');
    },
  };
}
