/**
 * Issue 29: what open event streams cost the server. The API runs in this process on the embedded
 * database (demo data); a process of its own (live-streams-clients.ts) opens N streams and holds them
 * while this one changes a car's price once; printed: the server's resident memory before and with the
 * streams open (after a GC), the growth per stream, and how many streams heard the change.
 * Target: 500 streams ≤ 50 MB. Figures, never a test.
 *
 *   npx tsx --expose-gc bench/live-streams.ts [--streams 500 --hold 5000]
 */
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { openDatabase } from '../apps/api/src/plugins/db/database.ts';
import { seedIfEmpty } from '../apps/api/src/seed/seed-if-empty.ts';
import { benchHeaders, BENCH_ADMIN } from './bench-token.ts';
import type { StreamsJob, StreamsResult } from './live-streams-clients.ts';

const { values: args } = parseArgs({
  options: {
    streams: { type: 'string', default: '500' },
    hold: { type: 'string', default: '5000' },
    'seed-into': { type: 'string' },
  },
});
const STREAMS = Number(args.streams);
const HOLD_MS = Number(args.hold);
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
const settledRss = async () => {
  globalThis.gc?.();
  await new Promise((r) => setTimeout(r, 200));
  return process.memoryUsage().rss;
};

const heapMb = () => {
  const m = process.memoryUsage();
  return m.heapUsed + m.external + m.arrayBuffers;
};

// The demo data is seeded by a process of its own: its garbage would otherwise sit in this one's RSS.
if (args['seed-into']) {
  const seeded = await openDatabase({ dataDir: args['seed-into'] });
  await seedIfEmpty(seeded.db, { info: () => undefined });
  await seeded.close();
  process.exit(0);
}
const dataDir = mkdtempSync(join(tmpdir(), 'b2c-bench-live-'));
await new Promise((resolve, reject) =>
  fork(new URL(import.meta.url), ['--seed-into', dataDir], { stdio: 'inherit' }).on('exit', (code) =>
    code ? reject(new Error(`seeding exited ${code}`)) : resolve(code),
  ),
);
const database = await openDatabase({ dataDir });
try {
  const config = loadConfig({
    LOG_LEVEL: 'warn',
    SEED: 'off',
    PUBLIC_URL: 'http://localhost:8080',
    DATA_DIR: dataDir,
    LIVE_STREAMS_PER_USER: String(STREAMS + 10),
  });
  const { app } = await buildApp(config, { database });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const headers = await benchHeaders(config, database, { ...BENCH_ADMIN, name: 'Bench Admin' });
  // A few warm requests first: the route's first call compiles and caches what every later one reuses.
  for (let i = 0; i < 20; i++) await fetch(`${url}/api/inventory?size=10`, { headers }).then((r) => r.arrayBuffer());
  const before = await settledRss();
  const heapBefore = heapMb();

  const child = fork(new URL('./live-streams-clients.ts', import.meta.url), [], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const job: StreamsJob = { url, headers, streams: STREAMS, holdMs: HOLD_MS };
  const done = new Promise<StreamsResult>((resolve, reject) => {
    child.on('message', async (message: { phase?: string } & StreamsResult) => {
      if (message.phase !== 'open') return resolve(message);
      const withStreams = await settledRss();
      console.log(`  V8 heap + buffers: ${mb(heapBefore)} MB → ${mb(heapMb())} MB: +${mb(heapMb() - heapBefore)} MB`);
      console.log(
        `  ${message.opened} streams open in ${Math.round(message.openMs)} ms; server RSS ${mb(before)} MB → ${mb(withStreams)} MB:` +
          ` +${mb(withStreams - before)} MB, ${((withStreams - before) / 1024 / Math.max(1, message.opened)).toFixed(1)} KB a stream`,
      );
      // One change while they listen: every stream of IN CAR with the inventory menu hears it.
      const rows = (await (await fetch(`${url}/api/inventory?size=1&status=READY_FOR_SALE`, { headers })).json()) as {
        data: { appointmentId: string; listingPrice: string; version: number }[];
      };
      const car = rows.data[0]!;
      const res = await fetch(`${url}/api/inventory/apt-${car.appointmentId}?action=LIST_PRICE`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({
          listingPrice: Math.round(Number(car.listingPrice) * 0.98),
          priceChangeReason: 'PRICE_REVISION',
          version: car.version,
        }),
      });
      if (!res.ok) console.log(`  the price change was refused: ${res.status} ${await res.text()}`);
    });
    child.on('exit', (code) => (code ? reject(new Error(`clients exited ${code}`)) : undefined));
    child.send(job);
  });
  const result = await done;
  console.log(`  ${result.heardChange} of ${result.opened} streams heard the price change`);
  const closing = performance.now();
  await app.close();
  console.log(`  app.close() with the streams gone: ${Math.round(performance.now() - closing)} ms`);
} finally {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
