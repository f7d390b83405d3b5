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

/** Every PostgreSQL server process on the machine (postmaster, backends, background workers). */
function postgresPids(): string[] {
  return readdirSync('/proc').filter((pid) => {
    if (!/^\d+$/.test(pid)) return false;
    try {
      return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres';
    } catch {
      return false;
    }
  });
}

export interface CpuSample {
  api: number;
  postgres: number;
}

/** CPU seconds so far of this process (the API and the reference route run in it) and of PostgreSQL. */
export const sampleCpu = (): CpuSample => ({
  api: cpuSecondsOf(process.pid),
  postgres: postgresPids().reduce((sum, pid) => sum + cpuSecondsOf(pid), 0),
});

/** Milliseconds of API and PostgreSQL CPU per request between two samples. */
export function cpuPerRequest(before: CpuSample, after: CpuSample, requests: number) {
  const perRequest = (s: number) => (requests ? (s * 1000) / requests : 0);
  return { api: perRequest(after.api - before.api), postgres: perRequest(after.postgres - before.postgres) };
}
