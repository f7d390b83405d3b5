/**
 * The yard-audit bench's people, in their own process (forked by yard-audit-scan.ts) so that their CPU is
 * never the API's: each scans one identifier after another until the list is used up, each with a new
 * client key, while their screens poll the audit's tally every 2 s as the panel does. Sends back every
 * scan's time, the outcomes and the number refused.
 */
export interface YardScanJob {
  url: string;
  headers: Record<string, string>;
  auditId: number;
  operators: number;
  /** The first scans are sent to warm the API and the database up (JIT, connections, plans), not timed. */
  warmUp: number;
  identifiers: string[];
  pollMs: number;
}

export interface YardScanResult {
  times: number[];
  outcomes: Record<string, number>;
  refused: number;
  polls: number;
}

process.once('message', async (job: YardScanJob) => {
  const times: number[] = [];
  const outcomes: Record<string, number> = {};
  let refused = 0;
  let polls = 0;
  let next = 0;
  let done = false;
  const headers = { ...job.headers, 'content-type': 'application/json' };

  async function poller() {
    while (!done) {
      await new Promise((resolve) => setTimeout(resolve, job.pollMs));
      const res = await fetch(`${job.url}/api/yard-audit/${job.auditId}`, { headers: job.headers });
      await res.arrayBuffer();
      polls++;
    }
  }
  async function operator(id: number) {
    for (let index = next++; index < job.identifiers.length; index = next++) {
      const started = performance.now();
      const res = await fetch(`${job.url}/api/yard-audit/${job.auditId}/scan`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ identifier: job.identifiers[index], clientKey: `bench-${id}-${index}-${Date.now()}` }),
      });
      const body = (await res.json()) as { data?: { outcome: string } };
      const elapsed = performance.now() - started;
      if (index < job.warmUp) continue;
      times.push(elapsed);
      if (!res.ok) refused++;
      else outcomes[body.data!.outcome] = (outcomes[body.data!.outcome] ?? 0) + 1;
    }
  }
  const pollers = Array.from({ length: job.operators }, () => poller());
  await Promise.all(Array.from({ length: job.operators }, (_, id) => operator(id)));
  done = true;
  await Promise.all(pollers);
  const result: YardScanResult = { times, outcomes, refused, polls };
  process.send?.(result, () => process.exit(0));
});
