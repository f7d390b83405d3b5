import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../../app.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { SCHEDULED_PATH, dueAt, movementsOf, scheduleBody } from '../../test/scheduled-factories.ts';
import { pickupBody } from '../../test/movement-test-support.ts';

/**
 * The scheduled-tasks job, driven through its handler with a fake clock (the real sweep runs once a
 * minute): a schedule is raised once when its time passes, still once after the app is rebuilt across its
 * time, and a refused raise is recorded with its reason.
 */
let t: TestApp;
/** The app running now: the test app at first, then each rebuild of it over the same database. */
let running: BuiltApp;
const since = new Date();
beforeAll(async () => {
  t = await buildTestApp();
  running = t;
});
afterAll(async () => {
  if (running !== t) await running.app.close();
  await t?.close();
});

const minute = 60_000;
const headers = () => t.as('ops.in', 'IN', 'CAR');
const create = async (payload: object) => {
  const res = await running.app.inject({ method: 'POST', url: SCHEDULED_PATH, headers: await headers(), payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number };
};
const schedule = async (id: number) =>
  (await running.app.inject({ url: `${SCHEDULED_PATH}/${id}`, headers: await headers() })).json().data;
/** The same database, a new app: what a restart of the API process is. */
const restart = async (): Promise<void> => {
  await running.app.close();
  running = await buildApp(t.config, { database: t.database, checkAnswers: true });
  await running.app.ready();
};

describe('raising scheduled movements', () => {
  it('raises each car once when its time passes, links the movements, and a restart raises nothing again', async () => {
    const { body } = await scheduleBody(t, 'IN', 2);
    const { id } = await create(body);
    const early = await running.scheduled.raiseDue(new Date(dueAt().getTime() - minute));
    expect(early.raised).toBe(0);
    expect(await movementsOf(t, body.appointmentIds[0]!, since)).toEqual([]);

    // Restart across its time: the app that scheduled it is gone, a new one sweeps after the time.
    await restart();
    const summary = await running.scheduled.raiseDue(new Date(dueAt().getTime() + minute));
    expect(summary).toMatchObject({ raised: 2, failed: 0 });
    for (const car of body.appointmentIds) {
      const movements = await movementsOf(t, car, since);
      expect(movements).toHaveLength(1);
      expect(movements[0]).toMatchObject({ phase: 'WAITING', remarks: `Scheduled movement ${id}` });
    }

    // And again after another restart, twice at once: the runs' unique index leaves one movement per car.
    await restart();
    const later = new Date(dueAt().getTime() + 5 * minute);
    const again = await Promise.all([running.scheduled.raiseDue(later), running.scheduled.raiseDue(later)]);
    expect(again.map((s) => s.raised)).toEqual([0, 0]);
    for (const car of body.appointmentIds) expect(await movementsOf(t, car, since)).toHaveLength(1);

    const raised = await schedule(id);
    const movementIds = (await Promise.all(body.appointmentIds.map((car) => movementsOf(t, car, since)))).map(
      (m) => m[0]!.id,
    );
    expect(raised).toMatchObject({ state: 'RAISED', failureReason: null, lastRunAt: dueAt().toISOString() });
    expect(raised.lastRuns).toEqual(
      body.appointmentIds.map((car, i) => ({
        appointmentId: car,
        outcome: 'RAISED',
        movementId: movementIds[i],
        reason: null,
      })),
    );
    const audit = (
      await running.app.inject({ url: `/api/audit-log/scheduled-movement/${id}`, headers: await headers() })
    ).json().data;
    expect(audit).toContainEqual(
      expect.objectContaining({
        action: 'RAISE',
        field: 'state',
        oldValue: 'SCHEDULED',
        newValue: 'RAISED',
        actor: 'ops.in via scheduled-tasks job',
      }),
    );
    // Raised: no longer editable.
    const edit = await running.app.inject({
      method: 'PUT',
      url: `${SCHEDULED_PATH}/${id}`,
      headers: await headers(),
      payload: { ...body, version: raised.version },
    });
    expect(edit.statusCode).toBe(409);
  });

  it('keeps it once in the database: two sweeps at once, a crash before settling, a second record refused', async () => {
    const { body } = await scheduleBody(t, 'IN', 1);
    const { id } = await create(body);
    const due = new Date(dueAt().getTime() + minute);
    const sweeps = await Promise.all([running.scheduled.raiseDue(due), running.scheduled.raiseDue(due)]);
    expect(sweeps.reduce((n, s) => n + s.raised, 0)).toBe(1);
    // As if the process died after the request committed but before the schedule was settled.
    await t.database.pool.query(
      `update scheduled_movements set state = 'SCHEDULED', last_run_at = null where id = $1`,
      [id],
    );
    const replay = await running.scheduled.raiseDue(new Date(dueAt().getTime() + 2 * minute));
    expect(replay.raised).toBe(0);
    expect(await movementsOf(t, body.appointmentIds[0]!, since)).toHaveLength(1);
    expect((await schedule(id)).state).toBe('RAISED');
    // The rule itself is the database's: a second record of the same car and occurrence is refused.
    const second = t.database.pool.query(
      `insert into scheduled_movement_runs (country, vehicle_type, schedule_id, occurrence_at, appointment_id, outcome)
       select country, vehicle_type, schedule_id, occurrence_at, appointment_id, 'RAISED' from scheduled_movement_runs
       where schedule_id = $1`,
      [id],
    );
    await expect(second).rejects.toMatchObject({ code: '23505' });
  });

  it('records a refused raise with its reason, and a repeating schedule stays armed for the next day', async () => {
    const { body, cars } = await scheduleBody(t, 'IN', 1, { repeat: 'DAILY' });
    const { id } = await create(body);
    // Someone raises a pickup for the car by hand before the schedule's time.
    const manual = await running.app.inject({
      method: 'POST',
      url: `/api/inventory/${cars[0]!.id}/movement`,
      headers: await headers(),
      payload: pickupBody('IN', cars[0]!, body.toLocationCode),
    });
    expect(manual.statusCode, manual.body).toBeLessThan(300);
    const summary = await running.scheduled.raiseDue(new Date(dueAt().getTime() + minute));
    expect(summary).toMatchObject({ raised: 0, failed: 1 });
    const failed = await schedule(id);
    expect(failed.state).toBe('SCHEDULED');
    expect(failed.runAt).toBe(new Date(dueAt().getTime() + 24 * 60 * minute).toISOString());
    expect(failed.failureReason).toMatch(new RegExp(`^apt-${body.appointmentIds[0]}: `));
    expect(failed.lastRuns).toEqual([
      expect.objectContaining({ outcome: 'FAILED', movementId: null, reason: failed.failureReason }),
    ]);
    expect(await movementsOf(t, body.appointmentIds[0]!, since)).toHaveLength(1);
    const byState = await running.app.inject({
      url: `${SCHEDULED_PATH}?state=SCHEDULED&size=100`,
      headers: await headers(),
    });
    expect(byState.json().data.map((s: { id: number }) => s.id)).toContain(id);
  });

  it('ends a one-off schedule FAILED with the reason, and an edit arms it again', async () => {
    const { body, cars } = await scheduleBody(t, 'IN', 1);
    const { id } = await create(body);
    await running.app.inject({
      method: 'POST',
      url: `/api/inventory/${cars[0]!.id}/movement`,
      headers: await headers(),
      payload: pickupBody('IN', cars[0]!, body.toLocationCode),
    });
    await running.scheduled.raiseDue(new Date(dueAt().getTime() + minute));
    const failed = await schedule(id);
    expect(failed.state).toBe('FAILED');
    expect(failed.failureReason).toContain(`apt-${body.appointmentIds[0]}`);
    const listed = await running.app.inject({
      url: `${SCHEDULED_PATH}?state=FAILED&size=100`,
      headers: await headers(),
    });
    expect(listed.json().data.map((s: { id: number }) => s.id)).toContain(id);
    const rearmed = await running.app.inject({
      method: 'PUT',
      url: `${SCHEDULED_PATH}/${id}`,
      headers: await headers(),
      payload: { ...body, runTime: '07:30', version: failed.version },
    });
    expect(rearmed.statusCode, rearmed.body).toBe(200);
    expect(rearmed.json().data).toMatchObject({ state: 'SCHEDULED', failureReason: null, runTime: '07:30' });
  });
});
