import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Country } from '@b2c/domain';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { SCHEDULED_PATH, scheduleBody } from '../../test/scheduled-factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const call = async (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
  user = 'admin',
  country: Country = 'IN',
) => t.app.inject({ method, url, payload: payload as object, headers: await t.as(user, country, 'CAR') });

const rowOf = async (id: number) =>
  (await t.database.pool.query('select state, version, run_time from scheduled_movements where id = $1', [id])).rows[0];
const scheduleCount = async () =>
  Number((await t.database.pool.query('select count(*) from scheduled_movements')).rows[0].count);

describe('scheduled tasks', () => {
  let id: number;
  let body: Awaited<ReturnType<typeof scheduleBody>>['body'];

  it('creates a schedule, audits each field and lists and counts it by state', async () => {
    ({ body } = await scheduleBody(t, 'IN', 3));
    // The demo seed schedules some cars too: count this car's schedules before and after.
    const countByCar = async () =>
      (await call('GET', `${SCHEDULED_PATH}/count?appointmentId=${body.appointmentIds[1]}`)).json().data.count;
    const before = await countByCar();
    const res = await call('POST', SCHEDULED_PATH, body, 'ops.in');
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json().data;
    expect(created).toMatchObject({
      message: 'Scheduled movement created successfully.',
      state: 'SCHEDULED',
      appointmentIds: body.appointmentIds,
      runDate: body.runDate,
      runTime: '07:00',
      timeZone: 'Asia/Kolkata',
      repeat: 'ONCE',
      version: 1,
      createdBy: 'ops.in',
      lastRuns: [],
    });
    id = created.id;
    const audit = (await call('GET', `/api/audit-log/scheduled-movement/${id}`)).json().data;
    expect(audit).toContainEqual(expect.objectContaining({ action: 'CREATE', field: 'runTime', newValue: '07:00' }));
    const listed = (await call('GET', `${SCHEDULED_PATH}?state=SCHEDULED&size=100`)).json().data;
    expect(listed.map((s: { id: number }) => s.id)).toContain(id);
    expect((await call('GET', `${SCHEDULED_PATH}?state=RAISED`)).json().data).toEqual([]);
    expect(await countByCar()).toBe(before + 1);
  });

  it('refuses a user without logisticMenu and a vertical without the feature, writing nothing', async () => {
    const before = await scheduleCount();
    const viewer = await call('POST', SCHEDULED_PATH, body, 'viewer');
    expect(viewer.statusCode).toBe(403);
    expect(viewer.json().message).toMatch(/^You need the logisticMenu permission/);
    const ae = await call('GET', SCHEDULED_PATH, undefined, 'admin', 'AE');
    expect(ae.statusCode).toBe(403);
    expect(ae.json().message).toBe('Scheduled Tasks are not enabled for AE CAR.');
    expect(await scheduleCount()).toBe(before);
  });

  it('lets a user the sidebar shows it to read it (SPEC §6: the feature alone guards the screen)', async () => {
    // The demo viewer has no menu permission but is shown Scheduled Tasks: it lands there after sign-in.
    const list = await call('GET', `${SCHEDULED_PATH}?size=10`, undefined, 'viewer');
    expect(list.statusCode, list.body).toBe(200);
    expect((await call('GET', `${SCHEDULED_PATH}/count`, undefined, 'viewer')).statusCode).toBe(200);
    expect((await call('GET', `${SCHEDULED_PATH}/${id}`, undefined, 'viewer')).statusCode).toBe(200);
  });

  it("hides another vertical's schedule: 404 by id, absent from its list, its edits refused", async () => {
    expect((await call('GET', `${SCHEDULED_PATH}/${id}`, undefined, 'admin', 'AU')).statusCode).toBe(404);
    const list = (await call('GET', `${SCHEDULED_PATH}?size=100`, undefined, 'admin', 'AU')).json().data;
    expect(list.map((s: { id: number }) => s.id)).not.toContain(id);
    const cancel = await call('PUT', `${SCHEDULED_PATH}/${id}/cancel`, { version: 1 }, 'admin', 'AU');
    expect(cancel.statusCode).toBe(404);
    expect((await rowOf(id)).state).toBe('SCHEDULED');
  });

  it('names the field of bad input', async () => {
    const field = async (payload: object) => {
      const res = await call('POST', SCHEDULED_PATH, payload);
      expect(res.statusCode, res.body).toBe(400);
      return res.json().validation.map((v: { field: string }) => v.field);
    };
    const many = Array.from({ length: 26 }, (_, i) => `A${i}`);
    expect(await field({ ...body, appointmentIds: many })).toContain('body.appointmentIds');
    expect(await field({ ...body, repeat: 'WEEKLY' })).toContain('body.weekdays');
    expect(await field({ ...body, toLocationCode: body.fromLocationCode })).toContain('body.toLocationCode');
    expect(await field({ ...body, runTime: '25:00' })).toContain('body.runTime');
    expect(await field({ ...body, runDate: '2020-01-01' })).toEqual(['body.runTime']);
    expect(await field({ ...body, appointmentIds: ['NO-SUCH-CAR'] })).toEqual(['body.appointmentIds.0']);
    const unknownTo = await call('POST', SCHEDULED_PATH, { ...body, toLocationCode: 'NOWHERE' });
    expect(unknownTo.json().message).toBe('Location NOWHERE does not exist in IN CAR.');
  });

  it('edits with the version it was based on (409 when stale), audited old → new', async () => {
    const stale = await call('PUT', `${SCHEDULED_PATH}/${id}`, { ...body, runTime: '08:30', version: 7 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(
      `Scheduled movement ${id} was changed by someone else (version 1, yours 7). Reload it and try again.`,
    );
    expect(await rowOf(id)).toMatchObject({ version: 1, run_time: '07:00' });
    const edited = await call('PUT', `${SCHEDULED_PATH}/${id}`, { ...body, runTime: '08:30', version: 1 });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({
      runTime: '08:30',
      version: 2,
      message: 'Scheduled movement updated successfully.',
    });
    const audit = (await call('GET', `/api/audit-log/scheduled-movement/${id}`)).json().data;
    expect(audit).toContainEqual(
      expect.objectContaining({ action: 'UPDATE', field: 'runTime', oldValue: '07:00', newValue: '08:30' }),
    );
  });

  it('cancels before it is raised, and then refuses to edit or cancel it again', async () => {
    const cancelled = await call('PUT', `${SCHEDULED_PATH}/${id}/cancel`, { version: 2 });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data).toMatchObject({
      state: 'CANCELLED',
      message: 'Scheduled movement cancelled successfully.',
    });
    const again = await call('PUT', `${SCHEDULED_PATH}/${id}/cancel`, { version: 3 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      `Scheduled movement ${id} is cancelled; only a scheduled or failed one can be cancelled.`,
    );
    expect((await call('PUT', `${SCHEDULED_PATH}/${id}`, { ...body, version: 3 })).statusCode).toBe(409);
    expect(await rowOf(id)).toMatchObject({ state: 'CANCELLED', version: 3 });
    const audit = (await call('GET', `/api/audit-log/scheduled-movement/${id}`)).json().data;
    expect(audit).toContainEqual(
      expect.objectContaining({ action: 'CANCEL', field: 'state', oldValue: 'SCHEDULED', newValue: 'CANCELLED' }),
    );
    expect((await call('GET', `${SCHEDULED_PATH}/count?state=CANCELLED`)).json().data.count).toBeGreaterThan(0);
  });
});
