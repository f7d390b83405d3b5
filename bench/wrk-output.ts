/**
 * What wrk prints, read into figures (wrk-run.ts). Percentiles are read from the "Latency Distribution"
 * block only, each from the start of its own line: a bare `50%` search also matched the `+/- Stdev`
 * column of the thread stats ("62.50%" followed by the next line's "Latency"), which read as NaN.
 */
export interface WrkFigures {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  failures: number;
}

/** wrk's duration forms, to milliseconds: 987.00us, 1.23ms, 1.02s, 2.00m, 1.00h. */
export function wrkMillis(text: string): number {
  const m = /^([\d.]+)(us|ms|s|m|h)$/.exec(text.trim());
  if (!m) return Number.NaN;
  const unit = { us: 0.001, ms: 1, s: 1000, m: 60_000, h: 3_600_000 }[m[2] as 'us' | 'ms' | 's' | 'm' | 'h'];
  return Number(m[1]) * unit;
}

/** The latency at `percent` (50, 99 …) from the distribution block `--latency` prints. */
function percentile(out: string, percent: number): number {
  const block = out.slice(out.indexOf('Latency Distribution'));
  const line = new RegExp(`^\\s*${percent}(?:\\.0+)?%\\s+(\\S+)\\s*$`, 'm').exec(block);
  return line ? wrkMillis(line[1]!) : Number.NaN;
}

export function parseWrkOutput(out: string): WrkFigures {
  const pick = (re: RegExp) => re.exec(out)?.[1] ?? '';
  const socketErrors = /Socket errors:(.*)/.exec(out)?.[1] ?? '';
  const failedSockets = [...socketErrors.matchAll(/(connect|read|write|timeout) (\d+)/g)].reduce(
    (n, m) => n + Number(m[2]),
    0,
  );
  return {
    rps: Number(pick(/^Requests\/sec:\s+([\d.]+)/m)),
    p50: percentile(out, 50),
    p99: percentile(out, 99),
    requests: Number(pick(/(\d+) requests in/)),
    failures: Number(pick(/Non-2xx or 3xx responses: (\d+)/) || 0) + failedSockets,
  };
}
