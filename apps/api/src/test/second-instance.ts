import { buildApp, type BuiltApp } from '../app.ts';
import { openDatabase } from '../plugins/db/database.ts';
import type { TestApp } from './build-test-app.ts';

/**
 * A second API instance on the test app's database, as a second process behind a balancer is: its own
 * oidc-provider, caches and change-feed listener, the same key files (from `t.config`). On a PostgreSQL
 * server it has its own pool, as a second process would; the embedded database is one session that only
 * its own process can open, so there the two instances share that session. `close` ends both its app
 * and its pool.
 */
export async function secondInstance(t: TestApp): Promise<BuiltApp & { close(): Promise<void> }> {
  const url = t.database.embedded ? undefined : t.database.pool.options.connectionString;
  const ownDatabase = url ? await openDatabase({ databaseUrl: url }) : undefined;
  const built = await buildApp(t.config, { database: ownDatabase ?? t.database, checkAnswers: true });
  await built.app.ready();
  return {
    ...built,
    async close() {
      await built.app.close();
      await ownDatabase?.close();
    },
  };
}
