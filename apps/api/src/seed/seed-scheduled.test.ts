import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';

/** The demo's scheduled movements (seed-scheduled.ts): where the feature is on, every state but raised, none due. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

describe('scheduled movements demo seed', () => {
  it('gives IN, AU and TH cars a few schedules, armed ones days ahead, and nothing elsewhere', async () => {
    const { rows } = await t.database.pool.query<{ vertical: string; states: string[]; due: number }>(
      `select country || ':' || vehicle_type as vertical, array_agg(distinct state order by state) as states,
              count(*) filter (where state = 'SCHEDULED' and next_run_at <= now() + interval '1 day')::int as due
       from scheduled_movements group by 1 order by 1`,
    );
    expect(rows.map((r) => r.vertical)).toEqual(['AU:CAR', 'IN:CAR', 'TH:CAR']);
    for (const r of rows) {
      expect(r.states, r.vertical).toEqual(['CANCELLED', 'FAILED', 'SCHEDULED']);
      expect(r.due, `${r.vertical}: nothing raised behind the demo user's back`).toBe(0);
    }
    const failed = await t.database.pool.query(
      `select r.reason from scheduled_movement_runs r join scheduled_movements s on s.id = r.schedule_id
       where s.state = 'FAILED' and r.outcome = 'FAILED'`,
    );
    expect(failed.rows.length).toBeGreaterThan(0);
  });
});
