// pglite-wire-socket.ts's worker thread: PGlite on a scratch in-memory database behind either server,
// and its own CPU on request (/proc/thread-self is this thread's, not the process's).
import { parentPort, workerData } from 'node:worker_threads';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
const db = await PGlite.create();
await db.exec(workerData.schema);
let server;
if (workerData.server === 'ours') {
  const { serveWire } = await import(workerData.ours);
  server = await serveWire({ db, path: workerData.path, maxConnections: 4 });
} else {
  const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket');
  server = new PGLiteSocketServer({ db, path: workerData.path, maxConnections: 4 });
  await server.start();
}
const ticks = () => {
  const f = readFileSync('/proc/thread-self/stat', 'utf8').split(') ')[1].split(' ');
  return Number(f[11]) + Number(f[12]);
};
parentPort.on('message', async (m) => {
  if (m === 'cpu') parentPort.postMessage({ ticks: ticks(), elu: performance.eventLoopUtilization() });
  if (m === 'stop') {
    await server.stop();
    await db.close();
    parentPort.postMessage('stopped');
  }
});
parentPort.postMessage('ready');
