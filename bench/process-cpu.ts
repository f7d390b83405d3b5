import { readdirSync, readFileSync } from 'node:fs';

/**
 * CPU time spent by processes, from /proc (Linux): the figure that does not depend on how the machine's
 * cores are shared between the load generator, the API and PostgreSQL (issue 30). Clock ticks are 1/100 s
 * on Linux; utime + stime are fields 14 and 15 of /proc/<pid>/stat (counted after the command's
 * parenthesised name, which may hold spaces).
 */
const TICKS_PER_SECOND = 100;

function cpuSecondsOf(pid: number | string): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0; // the process ended between listing and reading: its time is lost to both samples alike
  }
}

/**
 * The PostgreSQL processes that serve `database`: its client backends and the server's own background
 * processes (WAL writer, checkpointer …), not the backends of other databases on the same server. With
 * `applicationName`, only the client backends the bench opened under that name (withApplicationName):
 * other people's sessions on a shared bench database are not counted as the bench's cost.
 */
export async function postgresPidsOf(database: Queryable, applicationName?: string): Promise<string[]> {
  const mine = applicationName ? `application_name = '${applicationName.replaceAll("'", "''")}'` : 'true';
  const { rows } = await database.query<{ pid: number }>(
    `select pid from pg_stat_activity where (datname = current_database() and ${mine}) or datname is null`,
  );
  return rows.map((r) => String(r.pid));
}

/** `url` whose connections name themselves `name` in pg_stat_activity (node-postgres and libpq read it). */
export function withApplicationName(url: string, name: string): string {
  const tagged = new URL(url);
  tagged.searchParams.set('application_name', name);
  return tagged.toString();
}

interface Queryable {
  query<R>(sql: string): Promise<{ rows: R[] }>;
}

export interface CpuSample {
  api: number;
  /** CPU seconds of each PostgreSQL process by pid. */
  postgres: Map<string, number>;
}

/** This process's threads named "pglite" (pglite-worker.mjs names itself): the embedded database. */
function pgliteThreads(): string[] {
  try {
    return readdirSync('/proc/self/task')
      .filter((tid) => readFileSync(`/proc/self/task/${tid}/comm`, 'utf8').trim() === 'pglite')
      .map((tid) => `${process.pid}/task/${tid}`);
  } catch {
    return [];
  }
}

/**
 * CPU seconds so far of this process (the API and the reference route run in it) and of the PostgreSQL
 * processes `postgresPids` (postgresPidsOf; list them again after the run, a pool may open backends).
 * The embedded database's worker thread counts as PostgreSQL, not as the API that shares its process.
 */
export function sampleCpu(postgresPids: readonly string[] = []): CpuSample {
  const threads = pgliteThreads().map((task) => [task, cpuSecondsOf(task)] as const);
  const threadSeconds = threads.reduce((sum, [, seconds]) => sum + seconds, 0);
  return {
    api: cpuSecondsOf(process.pid) - threadSeconds,
    postgres: new Map([...postgresPids.map((pid) => [pid, cpuSecondsOf(pid)] as const), ...threads]),
  };
}

/** Milliseconds of API and PostgreSQL CPU per request between two samples (a process new since: from 0). */
export function cpuPerRequest(before: CpuSample, after: CpuSample, requests: number) {
  let postgres = 0;
  for (const [pid, seconds] of after.postgres) postgres += seconds - (before.postgres.get(pid) ?? 0);
  const perRequest = (s: number) => (requests ? (s * 1000) / requests : 0);
  return { api: perRequest(after.api - before.api), postgres: perRequest(postgres) };
}
