import { loadConfig } from '../config.ts';
import { openDatabase } from '../plugins/db/database.ts';
import { seedIfEmpty } from './seed-if-empty.ts';

/**
 * `npm run seed` — loads the demo data into the configured database (DATABASE_URL or DATA_DIR) if it is
 * empty. Benchmark sizes (`--scale N` inventories) arrive with the inventory module; until then the flag
 * is refused rather than ignored.
 */
const args = process.argv.slice(2);
if (args.includes('--scale')) {
  console.error('--scale needs the inventory module, which is not built yet.');
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const started = Date.now();
await seedIfEmpty(database.db, { info: (obj: object, msg?: string) => console.log(msg ?? '', obj) });
await database.pool.query('VACUUM ANALYZE');
await database.close();
console.log(`seed finished in ${Date.now() - started} ms`);
