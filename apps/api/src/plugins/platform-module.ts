import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config.ts';
import { wireModules, type AnyFace, type PortsOf } from '../kits/module-face.ts';
import { startJobs, type Jobs } from '../kits/jobs.ts';
import { objectStorage } from '../kits/storage-s3.ts';
import { openDatabase, type Db, type Database } from './db/database.ts';
import type { EmbeddedPostgres } from './db/embedded-postgres.ts';
import { createServer, type ServerOptions } from './platform-server.ts';
import { registerErrorHandling } from './errors.ts';
import { registerRequestChecks } from './platform-request-checks.ts';
import { registerResponseCompression } from './response-compression.ts';
import { enforceRouteDeclarations } from './route-permissions.ts';
import { registerOpenApi } from './openapi/openapi.ts';
import { registerHealth } from './health.ts';
import { registerLiveEvents } from './live-events.ts';
import { LIVE_LIMITS } from '../kits/live-events.ts';
import { registerStaticWeb } from './static-web.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import type { ObjectStorage } from './storage.ts';
import { requestTracing } from './monitoring/request-tracing.ts';
import { webRuntime } from './monitoring/web-runtime-settings.ts';
import { startMonitoring, type MonitoringPort } from './monitoring/monitoring-wiring.ts';

export type { AppConfig };

/** What the platform provides every area (the other ports are the areas', each typed by its face). */
export interface PlatformPorts {
  config: AppConfig;
  database: Database;
  db: Db;
  log: FastifyBaseLogger;
  jobs: Jobs;
  mailer: Mailer;
  storage: ObjectStorage;
  monitoring: MonitoringPort;
}

// Every platform port once: a port added to PlatformPorts and not here (or the reverse) does not compile.
const PLATFORM_PORT_NAMES: Record<keyof PlatformPorts, true> = {
  config: true,
  database: true,
  db: true,
  log: true,
  jobs: true,
  mailer: true,
  storage: true,
  monitoring: true,
};
/** The names of the platform's ports, for the area graph (test/module-graph.test.ts). */
export const PLATFORM_PORTS = Object.keys(PLATFORM_PORT_NAMES);

/** How a caller builds the app (tests hand in their database, log stream and source maps). */
export interface BuildOptions extends ServerOptions {
  /** A ready database (tests); otherwise one is opened from the configuration. */
  database?: Database;
  /**
   * The embedded database, already opening (server.ts starts its worker first, so PGlite opens while the
   * rest of the server's code loads: issue 30); otherwise it is started here when the configuration asks.
   */
  embeddedDatabase?: Promise<EmbeddedPostgres>;
  /** Where the panel's source maps are (tests hand in their own); the build's folder by default. */
  webSourceMaps?: string;
  /**
   * What an empty database gets before the server takes requests (server.ts hands in the seed's face, beside
   * the app: tests and benches start from a seeded template instead).
   */
  startData?: (db: Db, log: FastifyBaseLogger) => Promise<void>;
}

/**
 * The platform face: the server and everything no area owns — tracing, the database (and the start data,
 * before anything else reads it), monitoring, jobs, mail, storage, the cross-cutting guards — with the
 * ports every area may need. `wire` builds the faces given (kits/module-face.ts), then adds the platform's
 * own routes and the panel after the areas'.
 */
export async function openPlatform(config: AppConfig, options: BuildOptions) {
  // Before Fastify: the request id is the trace id, so every request log line carries it.
  const tracing = await requestTracing(config.monitoring);
  const app = createServer(config, tracing, options);
  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      templateFile: config.databaseTemplate,
      logError: (err) => app.log.error({ err }, 'database pool error'),
      embedded: options.embeddedDatabase,
    }));
  await options.startData?.(database.db, app.log).catch(async (err: unknown) => {
    // A refused start (demo accounts on a reachable address) must not leave the database open.
    if (!options.database) await database.close();
    throw err;
  });
  const monitoring = startMonitoring(app, config, database, tracing, options);
  const jobs = await startJobs(database.pool, app.log);
  const mailer = createMailer(config);
  app.addHook('onClose', async () => {
    // Within the 10 s a SIGTERM allows (server.ts), leaving time to close the database after.
    await jobs.stop({ graceful: true, wait: true, timeout: 8_000 });
    // After the jobs: a vendor e-mail still being handed over finishes first.
    mailer.close();
    if (!options.database) await database.close();
  });

  registerErrorHandling(app, { reporter: monitoring.reporter, recordError: tracing.recordError });
  registerRequestChecks(app, config);
  // Before any route: the compression hooks attach to routes as they are added.
  await registerResponseCompression(app);
  const routes = enforceRouteDeclarations(app);
  await registerOpenApi(app, { publicUrl: config.publicUrl });
  const storage = objectStorage(config);
  const ports: PlatformPorts = {
    config,
    database,
    db: database.db,
    log: app.log,
    jobs,
    mailer,
    storage,
    monitoring: monitoring.port,
  };

  return {
    /** `routes`: every registered route with its declared access, filled when the app is ready; `reporter`: the
     * API's own error reporter (tests wait for its events with `flush`). */
    built: { app, database, routes, jobs, reporter: monitoring.reporter },
    ports,
    async wire<const F extends readonly AnyFace[]>(faces: F): Promise<PortsOf<F>> {
      const wired = await wireModules(ports, faces, (plugin) => app.register(plugin));
      registerHealth(app, database.pool);
      // After the areas: the users area's sign-in check (root scope) guards the stream like every route.
      registerLiveEvents(app, database.changes, { ...LIVE_LIMITS, streamsPerUser: config.liveStreamsPerUser });
      monitoring.registerRoutes();
      await app.register(storage.routes);
      await registerStaticWeb(app, config.webDist, webRuntime(config));
      return wired;
    },
  };
}
