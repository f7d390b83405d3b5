import { Agent, request } from 'node:http';

export interface Stats {
  requests: number;
  errors: number;
  rps: number;
  p50: number;
  p99: number;
}

/**
 * A bounded closed loop: `connections` workers, each sending its next request as soon as the last one
 * answered, over keep-alive sockets (one per worker), for `durationMs`. Latencies in milliseconds.
 */
export async function drive(o: {
  next: () => string;
  headers: Record<string, string>;
  connections: number;
  durationMs: number;
}): Promise<Stats> {
  const agent = new Agent({ keepAlive: true, maxSockets: o.connections });
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + o.durationMs;
  const once = (url: string) =>
    new Promise<number>((resolve, reject) => {
      const req = request(url, { agent, headers: o.headers }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      });
      req.on('error', reject);
      req.end();
    });
  const worker = async () => {
    while (performance.now() < deadline) {
      const t0 = performance.now();
      try {
        const status = await once(o.next());
        if (status !== 200) errors++;
      } catch {
        errors++;
      }
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: o.connections }, worker));
  agent.destroy();
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const q = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0;
  return { requests: latencies.length, errors, rps: latencies.length / elapsed, p50: q(0.5), p99: q(0.99) };
}
