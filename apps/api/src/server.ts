// Only what the first lines need is imported up front: the rest of the server (app.ts and the packages it
// loads, ~1–3 s) is imported below, after the embedded database has begun opening in its worker thread, so
// the two overlap (issue 30). The build (build-server.mjs) splits the dynamic imports into their own files.
import { ConfigError, loadConfig } from './config.ts';
import { startEmbedded } from './plugins/db/embedded-postgres.ts';

/** SIGTERM to exit: within this, as a container platform's default grace period allows. */
const SHUTDOWN_MS = 10_000;

try {
  const config = loadConfig();
  const embeddedDatabase = config.databaseUrl
    ? undefined
    : startEmbedded({ dataDir: config.dataDir, templateFile: config.databaseTemplate });
  // Failing before buildApp awaits it, it is reported there, not as an unhandled rejection meanwhile.
  embeddedDatabase?.catch(() => undefined);
  const [{ buildApp }, { startDataFace }] = await Promise.all([
    import('./app.ts'),
    import('./seed/start-data-module.ts'),
  ]);
  // The start data beside the app, not inside it: what an empty database gets, before any request.
  const { app } = await buildApp(config, {
    startData: (db, log) => startDataFace.prepare(db, config, log),
    ...(embeddedDatabase ? { embeddedDatabase } : {}),
  });
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    // A balancer's grace period is short: whatever is still running by then is cut off (an unacknowledged
    // write, a bulk row left to a survivor or a retry); the database keeps everything acknowledged.
    setTimeout(() => {
      app.log.error({ signal }, `shutdown took over ${SHUTDOWN_MS} ms: exiting anyway`);
      process.exit(1);
    }, SHUTDOWN_MS).unref();
    // A keep-alive connection busy when the close began would stay open after its answer (Fastify keeps
    // them 72 s), holding the close up: each is ended as soon as it falls idle.
    setInterval(() => app.server.closeIdleConnections(), 100).unref();
    // Stop taking requests (new ones on open connections get 503), let in-flight ones and the current bulk
    // row or batch finish, stop the job workers, then close the database.
    await app.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`B2C Admin Panel on ${config.publicUrl}`);
} catch (err) {
  if (err instanceof ConfigError) {
    // One line, no stack. A bad variable exits 2; a refused start (demo accounts on a reachable address) 1.
    console.error(err.message);
    const { DemoAccountsPresentError } = await import('./seed/demo-account-guard.ts');
    process.exit(err instanceof DemoAccountsPresentError ? 1 : 2);
  }
  throw err;
}
