/**
 * Issue 30: one statement's round trip through the embedded database's socket, with the PGlite worker
 * thread's CPU told apart from this (the "main") thread's. A worker thread like the product's runs PGlite
 * on a scratch in-memory database behind @electric-sql/pglite-socket's server (before) or the product's
 * pglite-wire-server.mjs (after); one `pg` connection here sends the lookup and the grid statements one
 * after another, as the API's one pool connection does. Per statement: wall time, the worker thread's
 * CPU (/proc/thread-self/stat, read inside it), this thread's CPU, and the worker's idle share (waiting
 * for the next statement while this thread reads the answer and sends the next). Figures, never a test.
 *
 *   npx tsx bench/pglite-wire-socket.ts [--runs 3000]
 */
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { SCRATCH_SCHEMA, WIRE_STATEMENTS } from './pglite-wire-fixture.ts';

const { values: args } = parseArgs({ options: { runs: { type: 'string', default: '3000' } } });
const RUNS = Number(args.runs);
const OURS = pathToFileURL(join(import.meta.dirname, '../apps/api/src/plugins/db/pglite-wire-server.mjs')).href;
const TICK_MS = 10; // /proc's clock tick (USER_HZ 100)

interface Cpu {
  ticks: number;
  elu: { idle: number; active: number; utilization: number };
}
async function measure(server: 'pglite-socket' | 'ours') {
  const dir = mkdtempSync(join(tmpdir(), 'b2c-wire-'));
  const worker = new Worker(new URL('./pglite-wire-worker.mjs', import.meta.url), {
    workerData: { server, ours: OURS, schema: SCRATCH_SCHEMA, path: join(dir, '.s.PGSQL.5432') },
  });
  await once(worker, 'message');
  const cpu = async (): Promise<Cpu> => {
    worker.postMessage('cpu');
    return (await once(worker, 'message'))[0] as Cpu;
  };
  const client = new pg.Client({ host: dir, user: 'postgres', database: 'postgres' });
  await client.connect();
  const rows: string[] = [];
  for (const [name, statement] of Object.entries(WIRE_STATEMENTS)) {
    for (let i = 0; i < 500; i++) await client.query(...statement(i)); // warm plans and caches
    const before = await cpu();
    const mainBefore = process.cpuUsage();
    const started = performance.now();
    for (let i = 0; i < RUNS; i++) await client.query(...statement(i));
    const wallMs = performance.now() - started;
    const process_ = process.cpuUsage(mainBefore);
    const after = await cpu();
    const workerMs = (after.ticks - before.ticks) * TICK_MS;
    const processMs = (process_.user + process_.system) / 1000;
    const elu = performance.eventLoopUtilization(after.elu, before.elu);
    const us = (ms: number) => `${((ms * 1000) / RUNS).toFixed(0)} µs`;
    rows.push(
      `| ${server} | ${name} | ${us(wallMs)} | ${us(workerMs)} | ${us(processMs - workerMs)} | ${(100 * (1 - elu.utilization)).toFixed(0)} % |`,
    );
  }
  await client.end();
  worker.postMessage('stop');
  await once(worker, 'message');
  await worker.terminate();
  rmSync(dir, { recursive: true, force: true });
  return rows;
}

const results: string[] = [];
for (let round = 0; round < 2; round++) {
  for (const server of ['pglite-socket', 'ours'] as const) results.push(...(await measure(server)));
}
console.log(`${RUNS} statements one after another on one connection, 2 rounds interleaved`);
console.log('| server | statement | wall per statement | worker thread CPU | main thread CPU | worker idle |');
console.log('|---|---|---:|---:|---:|---:|');
for (const row of results) console.log(row);
