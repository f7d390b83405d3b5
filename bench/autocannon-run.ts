import autocannon from 'autocannon';

/**
 * The load generator, run in its own process (forked by auth-overhead.ts) so its CPU is never the
 * server's: takes one job as JSON in argv, sends back req/s and latency percentiles over IPC.
 */
export interface LoadJob {
  url: string;
  headers: Record<string, string>;
  connections: number;
  durationS: number;
}

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  /** Non-2xx answers, socket errors and timeouts: a run with any is not a measurement of success. */
  failures: number;
}

const job = JSON.parse(process.argv[2] ?? '{}') as LoadJob;
const result = await autocannon({
  url: job.url,
  headers: job.headers,
  connections: job.connections,
  duration: job.durationS,
});
const answer: LoadResult = {
  rps: result.requests.average,
  p50: result.latency.p50,
  p99: result.latency.p99,
  failures: result.non2xx + result.errors + result.timeouts,
};
process.send?.(answer);
