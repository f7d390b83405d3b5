// Runs PGlite in its own thread behind a PostgreSQL wire-protocol socket, so a slow query never blocks
// the HTTP event loop and the app speaks `pg` in embedded and server mode alike. Plain JS on purpose:
// worker threads do not inherit the TypeScript loader under every runner (vitest, tsx).
import { parentPort, workerData } from 'node:worker_threads';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { serveWire } from './pglite-wire-server.mjs';

const { dataDir, templateFile, socketPath } = workerData;
// Names this thread "pglite" (Linux: a thread may rename itself), so `top -H` and the benches tell the
// database's CPU apart from the API's in the one process (issue 30). Elsewhere the name stays "node".
try {
  writeFileSync('/proc/thread-self/comm', 'pglite');
} catch {
  // not Linux, or /proc not mounted: only the name is lost
}
if (dataDir) mkdirSync(dataDir, { recursive: true });
const loadDataDir = templateFile ? new Blob([readFileSync(templateFile)]) : undefined;
// PostgreSQL's buffer pool lives in PGlite's WebAssembly memory and is resident from the start, whatever
// the data: at the default 128 MB it was most of the server's memory (issue 30: the server ~440 MB, PGlite
// alone on the same data ~330 MB). 16 MB (PGlite alone ~200 MB) holds the grid's working set of the demo
// data; the operating system's file cache keeps serving what falls out of it.
const SHARED_BUFFERS = '16MB';
const db = await PGlite.create({
  dataDir,
  loadDataDir,
  startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${SHARED_BUFFERS}`],
});
// The wire protocol here checks no password, so it is served on a Unix socket inside a directory only
// this user may enter (embedded-postgres.ts makes it), never on a TCP port another local user could reach.
// PGlite is a single session. The app's pool holds one connection at a time (database.ts), so two
// callers' transactions never interleave; a few slots more let a connection that pg-pool discards after
// an error finish closing while its replacement connects (with 1, the replacement is refused).
// pglite-wire-server.mjs says why it is ours and not @electric-sql/pglite-socket's (issue 30).
const server = await serveWire({
  db,
  path: socketPath,
  maxConnections: 4,
  debug: process.env.PGLITE_SOCKET_DEBUG === '1',
});

parentPort.on('message', async (msg) => {
  if (msg.type === 'dump') {
    const blob = await server.exclusive(() => db.dumpDataDir('none'));
    writeFileSync(msg.file, Buffer.from(await blob.arrayBuffer()));
    parentPort.postMessage({ type: 'dumped', file: msg.file });
  } else if (msg.type === 'stop') {
    // Closing the server also removes the socket file.
    await server.stop();
    await db.close();
    parentPort.postMessage({ type: 'stopped' });
  }
});
parentPort.postMessage({ type: 'ready' });
