import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { DemoAccountsPresentError } from './seed/demo-account-guard.ts';

try {
  const config = loadConfig();
  const { app } = await buildApp(config);
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    // Stop taking requests, let in-flight ones finish, then close the database.
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
    process.exit(err instanceof DemoAccountsPresentError ? 1 : 2);
  }
  throw err;
}
