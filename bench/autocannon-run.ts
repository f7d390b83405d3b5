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
  /** Paths to pick from at random per request (the url's own path when absent). */
  paths?: string[];
  /** Open loop: this many requests a second in all, whatever the answers' pace (autocannon's overallRate). */
  overallRate?: number;
  /** Send back every answer's wall-clock send time and latency (lookup-tail.ts: when the slow ones happen). */
  timeline?: boolean;
}

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  /** Requests answered in the run (CPU per request divides by it). */
  requests: number;
  /** Non-2xx answers, socket errors and timeouts: a run with any is not a measurement of success. */
  failures: number;
  /** With `timeline`: per answer, [sent at (ms since the epoch), latency ms], in the order they came. */
  timeline?: [number, number][];
}

const job = JSON.parse(process.argv[2] ?? '{}') as LoadJob;
const paths = job.paths;
const timeline: [number, number][] = [];
const instance = autocannon({
  url: job.url,
  headers: job.headers,
  connections: job.connections,
  duration: job.durationS,
  ...(job.overallRate ? { overallRate: job.overallRate } : {}),
  ...(paths?.length
    ? { requests: [{ setupRequest: (req) => ({ ...req, path: paths[Math.floor(Math.random() * paths.length)]! }) }] }
    : {}),
});
if (job.timeline)
  instance.on('response', (_client, _status, _bytes, latency) => {
    const now = Date.now();
    timeline.push([now - latency, latency]);
  });
const result = await instance;
const answer: LoadResult = {
  rps: result.requests.average,
  p50: result.latency.p50,
  p99: result.latency.p99,
  requests: result.requests.total,
  failures: result.non2xx + result.errors + result.timeouts,
  ...(job.timeline ? { timeline } : {}),
};
process.send?.(answer);
