/**
 * The client side of live-streams.ts, in a process of its own: opens N event streams (GET /api/events)
 * as a panel tab does, waits for each one's `ready`, holds them, then reports how many opened and how
 * many heard the one change the parent makes while they are open.
 */
import http from 'node:http';

export interface StreamsJob {
  url: string;
  headers: Record<string, string>;
  streams: number;
  holdMs: number;
}
export interface StreamsResult {
  opened: number;
  heardChange: number;
  openMs: number;
}

const job = await new Promise<StreamsJob>((resolve) => process.once('message', (m) => resolve(m as StreamsJob)));
// One socket per stream, as each browser tab has its own connection to a stream.
const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
const heard = new Set<number>();
const requests: http.ClientRequest[] = [];
const started = performance.now();

const open = (i: number) =>
  new Promise<boolean>((resolve) => {
    const req = http.get(
      `${job.url}/api/events`,
      { agent, headers: { ...job.headers, accept: 'text/event-stream' } },
      (res) => {
        if (res.statusCode !== 200) return resolve(false);
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          if (chunk.includes('event: ready')) resolve(true);
          if (chunk.includes('event: change')) heard.add(i);
        });
        res.on('error', () => resolve(false));
      },
    );
    req.on('error', () => resolve(false));
    requests.push(req);
  });

let opened = 0;
// In groups of 50: a burst of 500 handshakes at once would measure the accept queue, not the streams.
for (let i = 0; i < job.streams; i += 50) {
  const group = await Promise.all(Array.from({ length: Math.min(50, job.streams - i) }, (_, k) => open(i + k)));
  opened += group.filter(Boolean).length;
}
const openMs = performance.now() - started;
process.send!({ phase: 'open', opened, openMs });
await new Promise((r) => setTimeout(r, job.holdMs));
for (const req of requests) req.destroy();
const result: StreamsResult = { opened, heardChange: heard.size, openMs };
process.send!(result);
process.disconnect();
