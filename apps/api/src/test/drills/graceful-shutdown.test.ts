import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { childServerSetup, killHard, signInOverHttp, startServer, type ServerProcess } from './server-process.ts';

/**
 * Issue 25: SIGTERM in the middle of a stream of writes (as a balancer or a container platform sends it).
 * The server stops taking requests, answers every request it had already taken, and exits 0 within 10 s;
 * started again on the same data, every acknowledged write is there.
 */
const STREAMS = 4;
const SIGNAL_AFTER_ACKS = 40;
/** A request sent this long before the signal has surely been accepted: it must be answered, not cut. */
const SURELY_TAKEN_MS = 100;

let env: Record<string, string>;
let base: string;
let cleanUp: (() => Promise<void>) | undefined;
let server: ServerProcess | undefined;

beforeAll(async () => {
  ({ env, base, cleanUp } = await childServerSetup(inject('databaseTemplate'), 'b2c_shutdown'));
});

afterAll(async () => {
  if (server) await killHard(server);
  await cleanUp?.();
});

interface Ack {
  id: number;
  name: string;
}

describe('graceful shutdown on SIGTERM', () => {
  it('answers what it took, exits 0 within 10 s, and keeps every acknowledged write', { timeout: 90_000 }, async () => {
    server = await startServer(env, base, 60_000);
    const token = await signInOverHttp(base, 'admin', 'admin123');
    const headers = {
      authorization: `Bearer ${token}`,
      'x-country': 'IN',
      'x-vehicle-type': 'CAR',
      'content-type': 'application/json',
    };
    const acked: Ack[] = [];
    const cutOff: number[] = [];
    let signalledAt = 0;
    let exited: Promise<{ code: number | null; ms: number }> | undefined;
    const child = server.child;
    const signalOnceEnough = () => {
      if (signalledAt || acked.length < SIGNAL_AFTER_ACKS) return;
      signalledAt = Date.now();
      exited = new Promise((resolve) => child.once('exit', (code) => resolve({ code, ms: Date.now() - signalledAt })));
      child.kill('SIGTERM');
    };
    const stream = async (s: number) => {
      for (let i = s; ; i += STREAMS) {
        const sentAt = Date.now();
        const name = `Shutdown Driver ${i}`;
        const res = await fetch(`${base}/api/v1/driver`, {
          method: 'POST',
          headers,
          body: JSON.stringify([
            { name, mobile: `+9197${String(10_000_000 + i)}`, driverType: 'FIXED', vendor: 'IN_HOUSE' },
          ]),
        }).catch(() => undefined);
        const body = res ? await res.json().catch(() => undefined) : undefined;
        const answered = res !== undefined && body !== undefined;
        if (!answered) {
          // Refused at the door after the signal is fine; cut off in the middle is not.
          if (!signalledAt || sentAt < signalledAt - SURELY_TAKEN_MS) cutOff.push(i);
          return;
        }
        if (res.ok) acked.push({ id: (body as { data: { id: number } }).data.id, name });
        else if (!signalledAt) throw new Error(`write refused before the signal: ${res.status}`);
        signalOnceEnough();
        if (signalledAt && Date.now() - signalledAt > 15_000) return;
      }
    };
    await Promise.all(Array.from({ length: STREAMS }, (_, s) => stream(s)));
    const exit = await exited!;
    const output = server.output();
    server = undefined;
    if (exit.code !== 0) console.info(output.slice(-3000));
    console.info(
      `graceful shutdown: exit ${exit.code} ${exit.ms} ms after SIGTERM, ${acked.length} writes acknowledged`,
    );
    expect(exit.code, 'exit code').toBe(0);
    expect(exit.ms).toBeLessThan(10_000);
    expect(cutOff, 'requests taken before the signal, then cut off').toEqual([]);

    server = await startServer(env, base, 60_000);
    const missing: Ack[] = [];
    for (const write of acked) {
      const res = await fetch(`${base}/api/v1/driver/${write.id}`, { headers });
      const found = res.ok ? ((await res.json()) as { data: { name: string } }).data : undefined;
      if (found?.name !== write.name) missing.push(write);
    }
    expect(missing, 'acknowledged writes lost in the shutdown').toEqual([]);
  });
});
