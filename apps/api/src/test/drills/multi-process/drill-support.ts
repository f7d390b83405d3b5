/**
 * What every check of the multi-process drill shares: the processes' addresses (from
 * .ci/multi-process-drill.sh), one printed line per check, and small HTTP helpers.
 */
export const balancer = process.env.DRILL_BALANCER!;
export const processA = {
  base: process.env.DRILL_A!,
  pid: Number(process.env.DRILL_PID_A),
  log: process.env.DRILL_LOG_A!,
};
export const processB = {
  base: process.env.DRILL_B!,
  pid: Number(process.env.DRILL_PID_B),
  log: process.env.DRILL_LOG_B!,
};
export const a = processA.base;
export const b = processB.base;
/** Issue 25: a change held in a cache reaches every process within a second. */
export const COHERENCE_MS = 1_000;

let failures = 0;
export const failedChecks = () => failures;

export function check(ok: boolean, line: string): void {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${line}`);
  if (!ok) failures++;
}

export const headersOf = (token: string, country = 'IN', vehicleType = 'CAR') => ({
  authorization: `Bearer ${token}`,
  'x-country': country,
  'x-vehicle-type': vehicleType,
  'content-type': 'application/json',
});

/** The same headers without a JSON body type: for GET, DELETE and file bodies. */
export const readHeadersOf = (token: string, country = 'IN', vehicleType = 'CAR') => {
  const { 'content-type': _json, ...rest } = headersOf(token, country, vehicleType);
  return rest;
};

/** The answer's data; an answer that is not the API's JSON stops the drill with its status and start. */
export async function json<T>(res: Response): Promise<T> {
  const text = await res.text();
  try {
    return (JSON.parse(text) as { data: T }).data;
  } catch {
    throw new Error(`${res.url} answered HTTP ${res.status}: ${text.slice(0, 200)}`);
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Asks `probe` every `everyMs` until it says yes (at most `limitMs`); answers the milliseconds it took. */
export async function msUntil(probe: () => Promise<boolean>, limitMs = 10_000, everyMs = 10): Promise<number> {
  const start = Date.now();
  while (Date.now() - start < limitMs) {
    if (await probe()) return Date.now() - start;
    await sleep(everyMs);
  }
  return Infinity;
}
