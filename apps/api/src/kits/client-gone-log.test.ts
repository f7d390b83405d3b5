import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get } from 'node:http';
import { Readable } from 'node:stream';
import type { AddressInfo } from 'node:net';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { CLIENT_GONE_MESSAGE } from './client-gone-log.ts';

interface LogLine {
  level: number;
  msg: string;
  clientGone?: boolean;
}

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('a client that leaves mid-answer', () => {
  it('is logged at info in words, not as a server error', async () => {
    const { buildApp } = await import('../app.ts');
    const lines: LogLine[] = [];
    const built = await buildApp(
      { ...t.config, logLevel: 'info' },
      { database: t.database, logStream: { write: (l) => void lines.push(JSON.parse(l) as LogLine) } },
    );
    // A compressed stream that never ends on its own, as a long CSV export is to a reader who gives up.
    built.app.get('/slow-export', { config: { access: 'public' } }, (_req, reply) => {
      const chunks = (async function* () {
        yield 'a,b\r\n'.repeat(2_000);
        await new Promise((resolve) => setTimeout(resolve, 60_000).unref());
      })();
      return reply.type('text/csv').send(Readable.from(chunks));
    });
    await built.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = built.app.server.address() as AddressInfo;
    await new Promise<void>((resolve, reject) => {
      const req = get(
        { host: '127.0.0.1', port, path: '/slow-export', headers: { 'accept-encoding': 'gzip' } },
        (res) => {
          expect(res.headers['content-encoding']).toBe('gzip');
          res.once('data', () => {
            req.destroy();
            resolve();
          });
        },
      );
      req.on('error', (error) => (req.destroyed ? undefined : reject(error)));
    });
    await expect.poll(() => lines.some((l) => l.clientGone), { timeout: 5_000 }).toBe(true);
    await built.app.close();

    const gone = lines.find((l) => l.clientGone)!;
    expect(gone).toMatchObject({ level: 30, msg: CLIENT_GONE_MESSAGE });
    expect(lines.filter((l) => l.level >= 50)).toEqual([]);
  });
});
