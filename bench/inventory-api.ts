import type { Database } from '../apps/api/src/plugins/db/database.ts';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { BENCH_ADMIN, benchHeaders } from './bench-token.ts';

/** The whole API in-process on an ephemeral port, plus headers with a real token for the admin in IN:CAR. */
export async function startApi(database: Database) {
  const config = loadConfig({ LOG_LEVEL: 'warn', SEED: 'off', PUBLIC_URL: 'http://localhost:8080' });
  const { app } = await buildApp(config, { database });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const headers = await benchHeaders(config, database, { ...BENCH_ADMIN, name: 'Bench Admin' });
  return {
    url: address,
    headers,
    close: () => app.close(),
  };
}
