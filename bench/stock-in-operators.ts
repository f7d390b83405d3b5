/**
 * The stock-in bench's operators, in their own process (forked by stock-in.ts) so that their CPU is never
 * the API's: each operator scans one car after another until the list is used up. Takes the job over IPC,
 * sends back every scan's time and the number refused.
 */
export interface ScanJob {
  url: string;
  headers: Record<string, string>;
  operators: number;
  /** The first scans sent warm the API and the database up (JIT, connections, plans) and are not timed. */
  warmUp: number;
  /** Each scan: the car's registration and the hub it is stocked in at (one it does not stand at). */
  scans: { registration: string; target: string }[];
}

export interface ScanResult {
  times: number[];
  refused: number;
}

process.once('message', async (job: ScanJob) => {
  const times: number[] = [];
  let refused = 0;
  let next = 0;
  async function operator(id: number) {
    for (let index = next++; index < job.scans.length; index = next++) {
      const scan = job.scans[index]!;
      const started = performance.now();
      const res = await fetch(
        `${job.url}/api/inventory/reg-${encodeURIComponent(scan.registration)}?action=STOCK_IN&comment=bench`,
        {
          method: 'POST',
          headers: {
            ...job.headers,
            'content-type': 'application/json',
            'idempotency-key': `bench-${id}-${Date.now()}-${index}`,
          },
          body: JSON.stringify({ locationCode: scan.target }),
        },
      );
      await res.arrayBuffer();
      if (index < job.warmUp) continue;
      times.push(performance.now() - started);
      if (!res.ok) refused++;
    }
  }
  await Promise.all(Array.from({ length: job.operators }, (_, id) => operator(id)));
  const result: ScanResult = { times, refused };
  process.send?.(result, () => process.exit(0));
});
