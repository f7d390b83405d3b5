import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { errorsRepository } from './errors-repository.ts';
import { receivedEvent } from './sentry-envelope.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

describe('error store cap', () => {
  it('drops the oldest events first past the cap, keeping each group and its latest stack', async () => {
    const repo = errorsRepository(t.database.db, 3);
    for (let i = 0; i < 5; i++) {
      const event = receivedEvent(
        { exception: { values: [{ type: 'Error', value: `cap ${i % 2 ? 'odd' : 'even'}` }] } },
        'api',
      );
      await repo.record('api', { ...event, message: `event ${i}` });
    }
    const { rows } = await t.database.db.execute<{ message: string }>(
      sql`select message from error_events order by id`,
    );
    expect(rows.map((r) => r.message)).toEqual(['event 2', 'event 3', 'event 4']);
    const { rows: counts } = await t.database.db.execute<{ title: string; count: number }>(
      sql`select title, count from error_groups order by title`,
    );
    expect(counts).toEqual([
      { title: 'Error: cap even', count: 3 },
      { title: 'Error: cap odd', count: 2 },
    ]);
  });
});
