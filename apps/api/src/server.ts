import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';

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
    console.error(err.message);
    process.exit(2);
  }
  throw err;
}
