/**
 * Bulk upload speed (issue 15 "Speed"): a PINCODE file of N rows — half updates of existing pincodes,
 * half new ones, 1 % naming a city that does not exist — uploaded (streamed, every row validated against
 * the data), validated again and applied (the durable job, polled as the panel's progress bar does)
 * through the HTTP API, in this process (a job, not HTTP load). With `--pg URL` the same run on that
 * PostgreSQL also times bulk-reference.sql through psql on the same file — COPY into a staging table, the
 * checks, the set-based upsert of the changed rows, an audit row per changed field and an outcome row per
 * input row (issue 30): the rate to reach half of. Each size runs in a fresh child process,
 * so its peak RSS is its own. `--grid` also times the inventory grid (sequential requests) before and
 * while the job runs. Figures, never a pass/fail test; medians of `--runs`.
 *
 *   npx tsx bench/bulk-upload.ts                                     # embedded, 10k and 100k rows
 *   npx tsx bench/bulk-upload.ts --pg postgres://b2c:b2c@localhost/b2c_bench_1m --runs 3 --grid
 *   … --rows 10000,100000 --no-embedded
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, openAsBlob, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type Database } from '../apps/api/src/plugins/db/database.ts';
import { seedIfEmpty } from '../apps/api/src/seed/seed-if-empty.ts';
import { runInChild } from './child-process.ts';
import { startApi } from './inventory-api.ts';

const argOf = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
/** The bench's pincodes: 9xxxxx, which no seeded pincode uses; row i is pincode 900000 + i. */
const FIRST_PINCODE = 900_000;
const GRID_PATH = '/api/inventory?status=READY_FOR_SALE&published=true&sort=updatedAt,desc&size=30&page=0';

interface Job {
  rows: number;
  target: 'embedded' | 'postgresql';
  dataDir?: string;
  pg?: string;
  grid: boolean;
}
interface Result {
  rows: number;
  target: string;
  uploadS: number;
  validateS: number;
  applyS: number;
  applied: number;
  failed: number;
  psqlS: number | null;
  peakRssMb: number;
  gridP99Before: number | null;
  gridP99During: number | null;
}

const seconds = (since: number) => (performance.now() - since) / 1000;
const p99 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.99)] ?? NaN;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

/** The CSV file: even rows update an existing pincode (a new area), odd rows add one, every 100th is bad. */
function writeFile(path: string, rows: number, cities: string[]) {
  const lines = ['pincode,cityCode,area,serviceable,active'];
  for (let i = 0; i < rows; i++) {
    const city = i % 100 === 99 ? 'NOPE' : cities[i % cities.length]!;
    lines.push(`${FIRST_PINCODE + i},${city},Bench area ${i} rev ${Date.now() % 1000},${i % 3 !== 0},true`);
  }
  writeFileSync(path, lines.join('\n') + '\n');
}

/** The starting state of every measured run: the even rows' pincodes exist (version 1), the odd ones do not. */
async function resetPincodes(database: Database, rows: number, cities: string[]) {
  await database.pool.query(
    `DELETE FROM pincodes WHERE country = 'IN' AND vehicle_type = 'CAR' AND pincode BETWEEN $1 AND $2`,
    [String(FIRST_PINCODE), String(FIRST_PINCODE + 99_999)],
  );
  await database.pool.query(
    `INSERT INTO pincodes (country, vehicle_type, pincode, city_code, area, updated_by)
     SELECT 'IN', 'CAR', ($1::int + i)::text, ($3::text[])[1 + (i % array_length($3::text[], 1))], 'Seeded ' || i, 'bench'
     FROM generate_series(0, $2::int - 1, 2) AS i`,
    [FIRST_PINCODE, rows, cities],
  );
  await database.pool.query('ANALYZE pincodes');
}

/**
 * The yardstick (issue 30): bulk-reference.sql through psql — the file COPYed into a staging table, checked,
 * upserted set-based where it changes something, audited field by field and one outcome row per input
 * row, in one transaction: what the product must write, without its per-batch progress and recovery.
 */
function psqlReference(url: string, file: string): number {
  const script = fileURLToPath(new URL('./bulk-reference.sql', import.meta.url));
  const started = performance.now();
  const run = spawnSync('psql', [url, '-q', '-v', 'actor=bench', '-f', script], {
    input: readFileSync(file),
    encoding: 'utf8',
  });
  const took = seconds(started);
  if (run.status !== 0) throw new Error(`psql failed: ${run.stderr}`);
  return took;
}

/** One measured run, in a child process of its own (its peak RSS is this run's). */
async function child(job: Job): Promise<Result> {
  const database = await openDatabase(job.pg ? { databaseUrl: job.pg } : { dataDir: job.dataDir });
  await seedIfEmpty(database.db, { info: () => undefined });
  const { rows: cityRows } = await database.pool.query<{ code: string }>(
    `SELECT code FROM cities WHERE country = 'IN' AND active ORDER BY code`,
  );
  const cities = cityRows.map((c) => c.code);
  const file = join(tmpdir(), `bulk-bench-${process.pid}.csv`);
  writeFile(file, job.rows, cities);
  let psqlS: number | null = null;
  if (job.pg) {
    await resetPincodes(database, job.rows, cities);
    psqlS = psqlReference(job.pg, file);
  }
  await resetPincodes(database, job.rows, cities);
  const api = await startApi(database);
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${api.url}/api/bulk-upload/v2${path}`, {
      method,
      headers: { ...api.headers, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const json = (await res.json()) as {
      data: { id: number; version: number; status: string } & Record<string, number>;
    };
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
    return json.data;
  };
  const gridTimes = async (until: () => boolean, max = 200) => {
    const times: number[] = [];
    while (times.length < max && !until()) {
      const started = performance.now();
      await (await fetch(`${api.url}${GRID_PATH}`, { headers: api.headers })).arrayBuffer();
      times.push(performance.now() - started);
    }
    return times;
  };
  try {
    const gridP99Before = job.grid ? p99(await gridTimes(() => false, 100)) : null;
    let started = performance.now();
    const form = new FormData();
    form.append('type', 'PINCODE');
    form.append('file', await openAsBlob(file, { type: 'text/csv' }), 'pincodes.csv');
    const uploadRes = await fetch(`${api.url}/api/bulk-upload/v2/upload`, {
      method: 'POST',
      headers: api.headers,
      body: form,
    });
    if (uploadRes.status !== 201) throw new Error(`upload: ${uploadRes.status} ${await uploadRes.text()}`);
    const uploaded = ((await uploadRes.json()) as { data: { id: number } }).data;
    const uploadS = seconds(started);
    started = performance.now();
    const validated = await call('POST', `/${uploaded.id}/validate`);
    const validateS = seconds(started);
    started = performance.now();
    await call('POST', `/${uploaded.id}/apply`, { goodRowsOnly: true, version: validated.version });
    let done = false;
    const during = job.grid ? gridTimes(() => done, 100_000) : Promise.resolve([]);
    let request = validated;
    while (request.status !== 'COMPLETED' && request.status !== 'ABORTED') {
      await new Promise((r) => setTimeout(r, 250));
      request = await call('GET', `/${uploaded.id}`);
    }
    const applyS = seconds(started);
    done = true;
    const duringTimes = await during;
    return {
      rows: job.rows,
      target: job.target,
      uploadS,
      validateS,
      applyS,
      applied: request.appliedRows!,
      failed: request.failedRows! + request.invalidRows!,
      psqlS,
      peakRssMb: process.resourceUsage().maxRSS / 1024,
      gridP99Before,
      gridP99During: job.grid ? p99(duringTimes) : null,
    };
  } finally {
    await api.close();
    await database.close();
    rmSync(file, { force: true });
  }
}

const runChild = (job: Job) => runInChild<Result>(new URL(import.meta.url), ['--child', JSON.stringify(job)]);

const childArg = argOf('child');
if (childArg) {
  const result = await child(JSON.parse(childArg) as Job);
  process.send!(result);
  process.exit(0);
}

const sizes = (argOf('rows') ?? '10000,100000').split(',').map((s) => Number(s.replaceAll('_', '')));
const runs = Number(argOf('runs') ?? 1);
const pgUrl = argOf('pg');
const grid = process.argv.includes('--grid');
const targets: Omit<Job, 'rows'>[] = [];
let template: string | undefined;
if (!process.argv.includes('--no-embedded')) {
  // One seeded embedded database, copied for every run (the demo seed takes a while).
  template = mkdtempSync(join(tmpdir(), 'b2c-bulk-bench-'));
  const seeded = await openDatabase({ dataDir: template });
  await seedIfEmpty(seeded.db, { info: () => undefined });
  await seeded.close();
  targets.push({ target: 'embedded', grid });
}
if (pgUrl) targets.push({ target: 'postgresql', pg: pgUrl, grid });

console.log(`Bulk upload benchmark: PINCODE files of ${sizes.join(', ')} rows, ${runs} run(s) each`);
const fmt = (n: number | null, digits = 1) => (n === null || Number.isNaN(n) ? '—' : n.toFixed(digits));
for (const target of targets) {
  for (const rows of sizes) {
    const results: Result[] = [];
    for (let r = 0; r < runs; r++) {
      const dataDir = template ? mkdtempSync(join(tmpdir(), 'b2c-bulk-run-')) : undefined;
      if (target.target === 'embedded') cpSync(template!, dataDir!, { recursive: true });
      try {
        const res = await runChild({ ...target, rows, ...(target.target === 'embedded' ? { dataDir } : {}) });
        results.push(res);
        const total = res.uploadS + res.applyS;
        console.log(
          `  ${target.target} ${rows} run ${r + 1}: upload+check ${fmt(res.uploadS)} s, validate again ${fmt(res.validateS)} s, ` +
            `apply ${fmt(res.applyS)} s → ${Math.round(rows / total)} rows/s (${res.applied} applied, ${res.failed} bad)` +
            (res.psqlS === null
              ? ''
              : `; psql reference ${fmt(res.psqlS, 2)} s → ratio ${fmt(res.psqlS / total, 2)} (apply alone ${fmt(res.psqlS / res.applyS, 2)})`) +
            `; peak RSS ${Math.round(res.peakRssMb)} MB` +
            (res.gridP99Before === null ? '' : `; grid p99 ${fmt(res.gridP99Before)} → ${fmt(res.gridP99During)} ms`),
        );
      } finally {
        if (dataDir) rmSync(dataDir, { recursive: true, force: true });
      }
    }
    const m = (pick: (r: Result) => number | null) => median(results.map((r) => pick(r) ?? NaN));
    const total = m((r) => r.uploadS + r.applyS);
    console.log(
      `| ${target.target} | ${rows.toLocaleString('en')} | ${fmt(m((r) => r.uploadS))} | ${fmt(m((r) => r.validateS))} | ` +
        `${fmt(m((r) => r.applyS))} | ${Math.round(rows / total)} | ${fmt(
          m((r) => r.psqlS),
          2,
        )} | ` +
        `${
          pgUrl && target.target === 'postgresql'
            ? fmt(
                m((r) => r.psqlS! / (r.uploadS + r.applyS)),
                2,
              )
            : '—'
        } | ` +
        `${Math.round(m((r) => r.peakRssMb))} | ${fmt(m((r) => r.gridP99Before))} → ${fmt(m((r) => r.gridP99During))} |`,
    );
  }
}
if (template) rmSync(template, { recursive: true, force: true });
