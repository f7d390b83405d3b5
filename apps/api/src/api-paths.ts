import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The files the server reads beside its code (migrations, the PGlite worker, the built panel), found from
 * `apps/api` — the nearest folder with a package.json — so the same code finds them whether it runs from
 * its sources (`src/…`, tsx in development and tests) or compiled (`dist/server.mjs` and its `dist/chunks/`)
 * (`npm start`, issue 12).
 */
function apiRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('apps/api/package.json not found above the server code');
    dir = parent;
  }
  return dir;
}

const root = apiRoot();
export const API_PATHS = {
  migrations: join(root, 'src/db/migrations'),
  pgliteWorker: join(root, 'src/plugins/db/pglite-worker.mjs'),
  webDist: join(root, '../web/dist'),
  // The panel's source maps, built beside dist but never inside it: only the Errors screen reads them.
  webSourceMaps: join(root, '../web/dist-sourcemaps'),
} as const;
