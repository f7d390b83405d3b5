import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PGBENCH = '/usr/lib/postgresql/15/bin/pgbench';

export interface PgbenchResult {
  tps: number;
  p50: number;
  p99: number;
}

/** A query the API builds, with its parameters inlined as literals: the very SQL, for pgbench. */
export function literalSql(query: { toSQL(): { sql: string; params: unknown[] } }): string {
  const { sql, params } = query.toSQL();
  return sql.replace(/\$(\d+)/g, (_, i: string) => {
    const p = params[Number(i) - 1];
    return typeof p === 'number' || typeof p === 'boolean' ? String(p) : `'${String(p).replaceAll("'", "''")}'`;
  });
}

/**
 * The same SQL through pgbench (the database's own pace, no HTTP): `clients` connections for `seconds`,
 * each transaction one script picked at random; tps and per-transaction p50 / p99 from its log.
 */
export function pgbench(url: string, scripts: string[], o: { clients: number; seconds: number }): PgbenchResult {
  const dir = mkdtempSync(join(tmpdir(), 'pgbench-'));
  const files = scripts.flatMap((script, i) => {
    const file = join(dir, `q${i}.sql`);
    writeFileSync(file, `${script};\n`);
    return ['-f', file];
  });
  const args = [
    '-n',
    '-c',
    String(o.clients),
    '-j',
    '2',
    '-T',
    String(o.seconds),
    '-l',
    '--log-prefix',
    join(dir, 'log'),
  ];
  const out = execFileSync(PGBENCH, [...args, ...files, url], { encoding: 'utf8' });
  const latencies = readdirSync(dir)
    .filter((f) => f.startsWith('log'))
    .flatMap((f) =>
      readFileSync(join(dir, f), 'utf8')
        .trim()
        .split('\n')
        .map((line) => Number(line.split(' ')[2]) / 1000),
    )
    .sort((a, b) => a - b);
  rmSync(dir, { recursive: true, force: true });
  const q = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0;
  return { tps: Number(/tps = ([\d.]+)/.exec(out)?.[1] ?? 0), p50: q(0.5), p99: q(0.99) };
}
