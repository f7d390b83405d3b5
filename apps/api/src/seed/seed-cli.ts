import { loadConfig } from '../config.ts';
import { openDatabase } from '../plugins/db/database.ts';
import { seedIfEmpty } from './seed-if-empty.ts';
import { seedInventoryAtScale } from './seed-inventory.ts';

/**
 * `npm run seed` — loads the demo data into the configured database (DATABASE_URL or DATA_DIR) if it is
 * empty. `--scale N` then adds N inventories spread over the twelve verticals (batches of 5,000, one
 * JSON parameter each), for benchmarks; a second run adds N more.
 */
function scaleArg(args: string[]): number | undefined {
  const i = args.indexOf('--scale');
  if (i < 0) return undefined;
  const n = Number(args[i + 1]?.replaceAll('_', ''));
  if (!Number.isInteger(n) || n < 1) {
    console.error('--scale needs a positive whole number of inventories, e.g. --scale 1000000');
    process.exit(2);
  }
  return n;
}

const scale = scaleArg(process.argv.slice(2));
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const started = Date.now();
await seedIfEmpty(database.db, { info: (obj: object, msg?: string) => console.log(msg ?? '', obj) });
if (scale) {
  let last = 0;
  await seedInventoryAtScale(database.db, scale, (done) => {
    if (done - last >= 50_000 || done === scale) {
      last = done;
      console.log(
        `inventories: ${done.toLocaleString('en')} / ${scale.toLocaleString('en')} (${Math.round((Date.now() - started) / 1000)} s)`,
      );
    }
  });
}
await database.pool.query('VACUUM ANALYZE');
await database.close();
console.log(`seed finished in ${Date.now() - started} ms`);
