import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { childServerSetup, killHard, signInOverHttp, startServer, type ServerProcess } from './server-process.ts';

/**
 * Crash drill: the real server (a child process) takes a stream of writes, is killed with SIGKILL in
 * the middle of it, and is started again on the same data. Every write it acknowledged (2xx) must be
 * there afterwards — on the embedded database (PGlite files under DATA_DIR) and on PostgreSQL.
 */
const CREATES = 150;
const STREAMS = 4;
const KILL_AFTER_ACKS = 80;
const MAX_UPDATES = 40;

let env: Record<string, string>;
let base: string;
let cleanUp: (() => Promise<void>) | undefined;
let server: ServerProcess | undefined;

beforeAll(async () => {
  ({ env, base, cleanUp } = await childServerSetup(inject('databaseTemplate'), 'b2c_crash'));
});

afterAll(async () => {
  if (server) await killHard(server);
  await cleanUp?.();
});

/** The answer's data; undefined when the kill cut the body off (the write then counts as unacknowledged). */
const dataOf = <T>(res: Response): Promise<T | undefined> =>
  res.json().then(
    (body) => (body as { data: T }).data,
    () => undefined,
  );

interface Ack {
  id: number;
  name: string;
  mobile: string;
}

describe('crash drill: kill -9 in the middle of writes', () => {
  it('keeps every acknowledged write across a hard kill and a restart', { timeout: 60_000 }, async () => {
    const started = Date.now();
    server = await startServer(env, base);
    const token = await signInOverHttp(base, 'admin', 'admin123');
    const headers = (country: string) => ({
      authorization: `Bearer ${token}`,
      'x-country': country,
      'x-vehicle-type': 'CAR',
      'content-type': 'application/json',
    });
    const teams = await fetch(`${base}/api/v1/locus-team?size=1`, { headers: headers('AU') });
    expect(teams.status).toBe(200);
    const team = ((await teams.json()) as { data: { id: number; cityCode: string; version: number }[] }).data[0]!;

    const acked: Ack[] = [];
    let lastUpdate = { version: team.version, name: '' };
    let failed = 0;
    let updates = 0;
    let killed: Promise<void> | undefined;
    // Mid-stream: once enough creates and at least one update are acknowledged, with more on the way.
    const killOnceEnough = () => {
      if (!killed && acked.length >= KILL_AFTER_ACKS && updates > 0) killed = killHard(server!);
    };
    const createStream = async (stream: number) => {
      for (let i = stream; i < CREATES; i += STREAMS) {
        const body = { name: `Crash Driver ${i}`, mobile: `+9196${String(10_000_000 + i)}`, driverType: 'FIXED' };
        const res = await fetch(`${base}/api/v1/driver`, {
          method: 'POST',
          headers: headers('IN'),
          body: JSON.stringify([{ ...body, vendor: 'IN_HOUSE' }]),
        }).catch(() => undefined);
        const saved = res?.ok ? await dataOf<{ id: number }>(res) : undefined;
        if (!saved) return void failed++;
        acked.push({ id: saved.id, ...body });
        killOnceEnough();
      }
    };
    // Versioned updates of one record: the last acknowledged version must survive, with its value.
    const updateStream = async () => {
      for (let n = 1; n <= MAX_UPDATES; n++) {
        const name = `Crash team ${n}`;
        const res = await fetch(`${base}/api/v1/locus-team/${team.id}`, {
          method: 'PUT',
          headers: headers('AU'),
          body: JSON.stringify({ name, cityCode: team.cityCode, version: lastUpdate.version }),
        }).catch(() => undefined);
        const saved = res?.ok ? await dataOf<{ version: number }>(res) : undefined;
        if (!saved) return void failed++;
        lastUpdate = { version: saved.version, name };
        updates++;
        killOnceEnough();
      }
    };
    await Promise.all([...Array.from({ length: STREAMS }, (_, s) => createStream(s)), updateStream()]);
    await killed;
    expect(acked.length, 'writes acknowledged before the kill').toBeGreaterThanOrEqual(KILL_AFTER_ACKS);
    expect(failed, 'requests cut off by the kill').toBeGreaterThan(0);
    expect(lastUpdate.name, 'an acknowledged update').not.toBe('');

    server = await startServer(env, base);
    // The same token still works: the signing keys survived the crash (DATA_DIR/keys) as well.
    const missing: Ack[] = [];
    for (const write of acked) {
      const res = await fetch(`${base}/api/v1/driver/${write.id}`, { headers: headers('IN') });
      const found = res.ok ? ((await res.json()) as { data: { name: string; mobile: string } }).data : undefined;
      if (found?.name !== write.name || found.mobile !== write.mobile) missing.push(write);
    }
    expect(missing, 'acknowledged creates lost in the crash').toEqual([]);
    const after = await fetch(`${base}/api/v1/locus-team/${team.id}`, { headers: headers('AU') });
    const saved = ((await after.json()) as { data: { name: string; version: number } }).data;
    // A write in flight at the kill may have committed unacknowledged (a higher version): that is allowed.
    expect(saved.version).toBeGreaterThanOrEqual(lastUpdate.version);
    if (saved.version === lastUpdate.version) expect(saved.name).toBe(lastUpdate.name);

    const again = await fetch(`${base}/api/v1/driver`, {
      method: 'POST',
      headers: headers('IN'),
      body: JSON.stringify([
        { name: 'After the crash', mobile: '+919699999999', driverType: 'FIXED', vendor: 'LOCUS' },
      ]),
    });
    expect(again.status, 'the restarted server takes writes').toBe(201);
    console.info(
      `crash drill: ${acked.length} creates and version ${lastUpdate.version} acknowledged, ${failed} cut off, ` +
        `${Date.now() - started} ms`,
    );
  });
});
