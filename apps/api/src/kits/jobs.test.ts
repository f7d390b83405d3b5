import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { startJobs } from './jobs.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

describe('durable background jobs', () => {
  it('keeps a queued job across a restart and runs it exactly once', async () => {
    const log = { error: () => undefined };
    const first = await startJobs(t.database.pool, log);
    await first.createQueue('test-durable');
    const id = await first.send('test-durable', { row: 7 });
    expect(id).toBeTruthy();
    await first.stop({ graceful: false, wait: true });

    const second = await startJobs(t.database.pool, log);
    const seen: number[] = [];
    await second.work<{ row: number }>('test-durable', { pollingIntervalSeconds: 0.5 }, async ([job]) => {
      seen.push(job!.data.row);
    });
    for (let i = 0; i < 40 && seen.length === 0; i++) await new Promise((r) => setTimeout(r, 100));
    await new Promise((r) => setTimeout(r, 700));
    expect(seen).toEqual([7]);
    const job = await second.getJobById('test-durable', id!);
    expect(job?.state).toBe('completed');
    await second.stop({ graceful: false, wait: true });
  });
});
