/**
 * Self-check of wrk-output.ts (bench has no test runner): `npx tsx bench/wrk-output-check.ts` exits
 * non-zero when a form wrk prints is misread. The samples are wrk 4.x output, trimmed.
 */
import assert from 'node:assert/strict';
import { parseWrkOutput, wrkMillis } from './wrk-output.ts';

assert.equal(wrkMillis('987.00us'), 0.987);
assert.equal(wrkMillis('1.23ms'), 1.23);
assert.equal(wrkMillis('1.02s'), 1020);
assert.equal(wrkMillis('2.00m'), 120_000);
assert.ok(Number.isNaN(wrkMillis('Latency')));

// The thread stats' "+/- Stdev" column ends in 50% / 99% right before the distribution block: the
// percentiles must still come from the block (this form read p50 as NaN before).
const stdevEndsIn50 = `Running 8s test @ http://127.0.0.1:40111
  2 threads and 32 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency    27.07ms    5.41ms  60.00ms   75.99%
    Req/Sec   606.30     77.18   772.00     62.50%
  Latency Distribution
     50%  987.00us
     75%   15.11ms
     90%    1.02s
     99%   43.87ms
  9657 requests in 8.00s, 9.51MB read
  Socket errors: connect 0, read 2, write 0, timeout 3
  Non-2xx or 3xx responses: 4
Requests/sec:   1207.01
Transfer/sec:      8.99MB
`;
assert.deepEqual(parseWrkOutput(stdevEndsIn50), {
  rps: 1207.01,
  p50: 0.987,
  p99: 43.87,
  requests: 9657,
  failures: 9,
});

const plain = `  Latency Distribution
     50%    1.02s
     75%    1.10s
     90%    1.20s
     99%    2.00m
  176 requests in 1.06s, 9.51MB read
Requests/sec:    166.35
`;
const figures = parseWrkOutput(plain);
assert.equal(figures.p50, 1020);
assert.equal(figures.p99, 120_000);
assert.equal(figures.failures, 0);
console.log('wrk-output: every form read');
