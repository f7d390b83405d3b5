/**
 * Issue 30: the streamed CSV export of the inventory grid (`GET /api/inventory/export`) at 1M and 10M
 * inventories on PostgreSQL, through the whole API in this process; the export read to the end by a client
 * in a process of its own (csv-export-client.ts), which samples this process's resident memory (VmRSS) as it
 * reads. Plain is asked with `Accept-Encoding: identity` (fetch would ask for gzip). Target: 200,000 filtered rows at ≥ 50,000 rows/s, the server's memory growing ≤ 50 MB.
 *
 * The filter: the largest set of IN / CAR (the bench token's vertical) one file may hold. At 10M (833,000
 * cars a vertical) that is the newest 200,000 cars ready for sale and published (`updatedFrom` set at the
 * 200,000th); at 1M a vertical holds 83,394 cars in all, so the export is the whole vertical — no filter
 * selects 200,000 cars of one vertical there. The databases are only read (the filter's instant is found
 * with one read-only query). Each export runs plain (as curl asks) and as a browser asks (gzip, deflate,
 * br, zstd: the export answers gzip); a first export warms the plans and the heap and is not counted. Figures, never a test.
 *
 *   npx tsx bench/csv-export.ts --pg 1M=postgresql://…/b2c_bench_1m [--pg 10M=…] [--runs 2]
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { INVENTORY_EXPORT_MAX_ROWS } from '@b2c/contracts';
import { openDatabase } from '../apps/api/src/plugins/db/database.ts';
import { runInChild } from './child-process.ts';
import { startApi } from './inventory-api.ts';
import { cpuPerRequest, postgresPidsOf, sampleCpu } from './process-cpu.ts';
import type { ExportJob, ExportResult } from './csv-export-client.ts';

const { values: args } = parseArgs({
  options: { pg: { type: 'string', multiple: true }, runs: { type: 'string', default: '2' } },
});
const RUNS = Number(args.runs);
const READY = `country = 'IN' and vehicle_type = 'CAR' and status = 'READY_FOR_SALE' and published`;

/**
 * The export's query: the whole vertical when it fits in one file, else the newest cars ready for sale and
 * published from the instant that leaves at most the most one file holds (ties at an instant are why it
 * may step back a little).
 */
async function exportQuery(admin: pg.Client): Promise<{ query: string; rows: number }> {
  const count = async (where: string, values: unknown[] = []) =>
    Number((await admin.query(`select count(*) as n from inventory where ${where}`, values)).rows[0].n);
  const all = await count(`country = 'IN' and vehicle_type = 'CAR'`);
  if (all <= INVENTORY_EXPORT_MAX_ROWS) return { query: '', rows: all };
  for (let nth = INVENTORY_EXPORT_MAX_ROWS; ; nth -= 10) {
    const { rows } = await admin.query<{ at: string }>(
      `select to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at from inventory
       where ${READY} order by updated_at desc nulls last, id offset $1 limit 1`,
      [nth - 1],
    );
    const from = rows[0]!.at;
    const n = await count(`${READY} and updated_at >= $1::timestamptz`, [from]);
    if (n <= INVENTORY_EXPORT_MAX_ROWS)
      return { query: `status=READY_FOR_SALE&published=true&updatedFrom=${from}&`, rows: n };
  }
}

interface Run extends ExportResult {
  cpuMsPer1000: number;
  apiCpuMsPer1000: number;
}
const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const mb = (kb: number) => (kb / 1024).toFixed(1);

async function exportOnce(admin: pg.Client, url: string, headers: Record<string, string>): Promise<Run> {
  const before = sampleCpu(await postgresPidsOf(admin));
  const job: ExportJob = { url, headers, serverPid: process.pid };
  const result = await runInChild<ExportResult>(new URL('./csv-export-client.ts', import.meta.url), [
    JSON.stringify(job),
  ]);
  const cpu = cpuPerRequest(before, sampleCpu(await postgresPidsOf(admin)), Math.max(1, result.lines - 1) / 1000);
  if (result.status !== 200) throw new Error(`The export answered ${result.status}.`);
  return { ...result, cpuMsPer1000: cpu.api + cpu.postgres, apiCpuMsPer1000: cpu.api };
}

const date = new Date().toISOString().slice(0, 10);
const lines: string[] = [];
const loadBefore = os.loadavg();
for (const spec of args.pg ?? []) {
  const [label, databaseUrl] = [spec.slice(0, spec.indexOf('=')), spec.slice(spec.indexOf('=') + 1)];
  const database = await openDatabase({ databaseUrl });
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query('set default_transaction_read_only = on');
  const api = await startApi(database);
  try {
    const { query, rows } = await exportQuery(admin);
    const url = `${api.url}/api/inventory/export?${query}sort=updatedAt,desc`;
    console.log(`${label}: ${rows.toLocaleString('en')} rows — ${url}`);
    await exportOnce(admin, url, api.headers); // the plans, the JIT and the heap warmed once
    for (const [encoding, sent] of [
      ['plain', { ...api.headers, 'accept-encoding': 'identity' }],
      ['browser', { ...api.headers, 'accept-encoding': 'gzip, deflate, br, zstd' }],
    ] as const) {
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i++) {
        const r = await exportOnce(admin, url, sent);
        runs.push(r);
        console.log(
          `  ${encoding}: ${r.lines - 1} rows, ${(r.bytes / 1e6).toFixed(1)} MB in ${r.totalMs.toFixed(0)} ms ` +
            `(${(((r.lines - 1) / r.totalMs) * 1000).toFixed(0)} rows/s), first byte ${r.firstByteMs.toFixed(0)} ms, ` +
            `RSS ${mb(r.rssBeforeKb)} → ${mb(r.rssPeakKb)} MB, ${r.encoding ?? 'identity'}, CPU ${r.cpuMsPer1000.toFixed(1)} ms/1,000 rows (API ${r.apiCpuMsPer1000.toFixed(1)})`,
        );
      }
      const rate = median(runs.map((r) => ((r.lines - 1) / r.totalMs) * 1000));
      lines.push(
        `| ${date} | ${label} | ${(runs[0]!.lines - 1).toLocaleString('en')} | ${encoding} | ${(runs[0]!.bytes / 1e6).toFixed(1)} | ` +
          `${median(runs.map((r) => r.totalMs)).toFixed(0)} | ${rate.toFixed(0)} | ${median(runs.map((r) => r.firstByteMs)).toFixed(0)} | ` +
          `${mb(median(runs.map((r) => r.rssPeakKb - r.rssBeforeKb)))} | ${median(runs.map((r) => r.cpuMsPer1000)).toFixed(1)} (${median(runs.map((r) => r.apiCpuMsPer1000)).toFixed(1)}) |`,
      );
    }
  } finally {
    await api.close();
    await admin.end();
    await database.close();
  }
}
if (!lines.length) throw new Error('Give --pg LABEL=URL (seeded with npm run seed -w apps/api -- --scale N).');
const load = (l: number[]) => l.map((x) => x.toFixed(2)).join(' / ');
console.log(
  [
    '',
    `Load average (1 / 5 / 15 min) before: ${load(loadBefore)}, after: ${load(os.loadavg())} on ${os.cpus().length} cores.`,
    '',
    '| date | inventories | rows | encoding | MB | ms | rows/s | first byte ms | server RSS growth MB | CPU ms / 1,000 rows, API + PostgreSQL (API) |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...lines,
  ].join('\n'),
);
