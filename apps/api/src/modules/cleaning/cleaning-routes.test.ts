import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLEANING_CHECKLIST } from '@b2c/domain';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { cleaningCaller, insertCarToClean, photograph } from '../../test/cleaning-factories.ts';
import { insertLocation } from '../../test/factories.ts';

let t: TestApp;
let call: ReturnType<typeof cleaningCaller>;
beforeAll(async () => {
  t = await buildTestApp();
  call = cleaningCaller(t);
});
afterAll(() => t?.close());

const tasksOfCar = async (appointmentId: string) =>
  (await t.database.pool.query('SELECT id FROM cleaning_tasks WHERE appointment_id = $1', [appointmentId])).rowCount;
const allPassed = Object.fromEntries(CLEANING_CHECKLIST.map((i) => [i, true]));
const trailOf = async (id: number) =>
  (await call('GET', `/api/audit-log/cleaning-task/${id}?page=0&size=50`)).json().data as {
    action: string;
    field: string | null;
    oldValue: string | null;
    newValue: string | null;
  }[];

/** A task for a fresh car, assigned to a fresh cleaner. */
async function assignedTask() {
  const { car, hub, cleaner } = await insertCarToClean(t);
  const created = await call('POST', '/task', { appointmentId: car.appointmentId, locationCode: hub });
  expect(created.statusCode, created.body).toBe(201);
  const task = created.json().data;
  const assigned = await call('PUT', `/task/${task.id}/action/ASSIGN`, {
    version: task.version,
    cleanerId: cleaner.id,
  });
  expect(assigned.statusCode, assigned.body).toBe(200);
  return { car, hub, cleaner, task: assigned.json().data };
}

describe('car cleaning tasks', () => {
  it('runs assign → photos → review → send back → re-clean → approve, audited, with the client of each step', async () => {
    const { car, cleaner, task } = await assignedTask();
    expect(task).toMatchObject({ state: 'ASSIGNED', cleanerName: cleaner.name, round: 1, clientType: 'ADMIN_PANEL' });
    let current = await photograph(t, call, task, 'BEFORE');
    current = await photograph(t, call, current, 'AFTER');
    const submitted = await call('PUT', `/task/${task.id}/action/SUBMIT`, { version: current.version });
    expect(submitted.json().data.state).toBe('QA_PENDING');

    const qa = await call('GET', `/listing/CLEANING_QA?state=QA_PENDING&appointmentId=${car.appointmentId}`);
    expect(qa.json().data.map((r: { id: number }) => r.id)).toEqual([task.id]);

    const rejected = await call('PUT', `/task/${task.id}/action/REJECT`, {
      version: submitted.json().data.version,
      reasons: ['WINDOWS'],
      remarks: 'Streaks\non the <b>glass</b>',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const sent = rejected.json().data;
    expect(sent).toMatchObject({ state: 'REJECTED', reasons: ['WINDOWS'], remarks: 'Streaks on the <b>glass</b>' });
    expect(sent.recleanTaskId).toEqual(expect.any(Number));

    const reclean = (await call('GET', `/task/${sent.recleanTaskId}`)).json().data;
    expect(reclean).toMatchObject({ state: 'ASSIGNED', round: 2, recleanOf: task.id, cleanerId: cleaner.id });
    let again = await photograph(t, call, reclean, 'BEFORE');
    again = await photograph(t, call, again, 'AFTER');
    const resubmitted = await call('PUT', `/task/${reclean.id}/action/SUBMIT`, { version: again.version }, 'ops.in', {
      'x-client-type': 'CLEANER_APP',
    });
    const approved = await call('PUT', `/task/${reclean.id}/action/APPROVE`, {
      version: resubmitted.json().data.version,
      checklist: allPassed,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({ state: 'APPROVED', reviewedBy: 'ops.in' });
    expect(approved.json().data.before.url).toMatch(/^\/api\/storage\/download\/cleaning\/IN\/CAR\//);

    const history = await call('GET', `/listing/CLEANING_HISTORY?appointmentId=${car.appointmentId}&sort=round,asc`);
    expect(history.json().data.map((r: { state: string; round: number }) => `${r.round} ${r.state}`)).toEqual([
      '1 REJECTED',
      '2 APPROVED',
    ]);
    const count = await call(
      'GET',
      `/listing/CLEANING_HISTORY/count?appointmentId=${car.appointmentId}&outcome=APPROVED`,
    );
    expect(count.json().data.count).toBe(1);

    // Each step is kept with the client that asked for it (SPEC §7 X-Client-Type).
    const detail = (await call('GET', `/task/${reclean.id}`)).json().data;
    expect(detail.steps.map((s: { event: string; clientType: string }) => `${s.event} ${s.clientType}`)).toEqual([
      'CREATE ADMIN_PANEL',
      'PHOTO ADMIN_PANEL',
      'PHOTO ADMIN_PANEL',
      'SUBMIT CLEANER_APP',
      'APPROVE ADMIN_PANEL',
    ]);
    const trail = await trailOf(task.id);
    expect(trail).toContainEqual(
      expect.objectContaining({
        action: 'REJECT',
        field: 'state',
        oldValue: 'Waiting for review',
        newValue: 'Sent back',
      }),
    );
    expect(trail).toContainEqual(
      expect.objectContaining({ action: 'ASSIGN', field: 'cleaner', newValue: cleaner.name }),
    );
    expect(await trailOf(reclean.id)).toContainEqual(
      expect.objectContaining({
        action: 'SUBMIT',
        field: 'clientType',
        oldValue: 'ADMIN_PANEL',
        newValue: 'CLEANER_APP',
      }),
    );
  });

  it('refuses a stale version and a step the state does not allow with 409, changing nothing', async () => {
    const { task } = await assignedTask();
    const stale = await call('PUT', `/task/${task.id}/action/SUBMIT`, { version: task.version - 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/^Cleaning task \d+ was changed by someone else/);
    const early = await call('PUT', `/task/${task.id}/action/APPROVE`, { version: task.version, checklist: allPassed });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(`Cleaning task ${task.id} is Assigned: it cannot be approved.`);
    const noPhotos = await call('PUT', `/task/${task.id}/action/SUBMIT`, { version: task.version });
    expect(noPhotos.statusCode).toBe(409);
    expect(noPhotos.json().message).toBe(
      `Cleaning task ${task.id} has no before or after photo yet: add it before submitting.`,
    );
    const after = (await call('GET', `/task/${task.id}`)).json().data;
    expect(after).toMatchObject({ state: 'ASSIGNED', version: task.version });
  });

  it('answers 400 naming the field, and refuses an approval with a failed checklist item', async () => {
    const { car, hub, task } = await assignedTask();
    const bad = await call('POST', '/task', { appointmentId: car.appointmentId, locationCode: 'no such' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().validation.map((v: { field: string }) => v.field)).toContain('body.locationCode');
    const twice = await call('POST', '/task', { appointmentId: car.appointmentId, locationCode: hub });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(
      `Car ${car.appointmentId} already has an open cleaning task (${task.id}, Assigned).`,
    );
    const noCleaner = await call('PUT', `/task/${task.id}/action/ASSIGN`, { version: task.version, cleanerId: 1 });
    expect(noCleaner.statusCode).toBe(400);
    expect(noCleaner.json()).toMatchObject({ validation: [{ field: 'body.cleanerId' }] });
    const noReason = await call('PUT', `/task/${task.id}/action/REJECT`, { version: task.version, reasons: [] });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().validation[0].field).toBe('body.reasons');

    let current = await photograph(t, call, task, 'BEFORE');
    current = await photograph(t, call, current, 'AFTER');
    const submitted = (await call('PUT', `/task/${task.id}/action/SUBMIT`, { version: current.version })).json().data;
    const failed = await call('PUT', `/task/${task.id}/action/APPROVE`, {
      version: submitted.version,
      checklist: { ...allPassed, ODOUR: false },
    });
    expect(failed.statusCode).toBe(400);
    expect(failed.json()).toMatchObject({
      message: 'Not passed: No odour. Send the task back instead.',
      validation: [{ field: 'body.checklist.ODOUR' }],
    });
  });

  it('refuses photos that are not images by content, too large, or of another task', async () => {
    const { task } = await assignedTask();
    const ticket = async (extension = 'png') =>
      (await call('POST', '/pre-signed-url', { taskId: task.id, kind: 'BEFORE', fileName: 'x.png', extension })).json()
        .data;
    const html = Buffer.from('<html><script>alert(1)</script></html>'.padEnd(5000, ' '));
    const first = await ticket();
    const wrong = await t.app.inject({ method: 'PUT', url: first.uploadUrl, payload: html, headers: first.headers });
    expect(wrong.statusCode).toBe(415);
    expect(wrong.json().message).toBe('The file content is not a PNG image.');
    const big = await ticket();
    const oversize = await t.app.inject({
      method: 'PUT',
      url: big.uploadUrl,
      payload: Buffer.alloc(10 * 1024 * 1024 + 1),
      headers: big.headers,
    });
    expect(oversize.statusCode).toBe(413);
    // Neither refused file exists, so neither can be recorded.
    const record = await call('PUT', `/task/${task.id}/photo/BEFORE`, { key: first.key, version: task.version });
    expect(record.statusCode).toBe(400);
    expect(record.json().message).toBe('The file has not been uploaded yet: upload it, then record it.');
    const foreign = await call('PUT', `/task/${task.id}/photo/AFTER`, { key: first.key, version: task.version });
    expect(foreign.json()).toMatchObject({ status: 400, validation: [{ field: 'body.key' }] });
    const pdf = await call('POST', '/pre-signed-url', {
      taskId: task.id,
      kind: 'BEFORE',
      fileName: 'x',
      extension: 'pdf',
    });
    expect(pdf.json().validation[0].field).toBe('body.extension');
  });

  it('keeps tasks to their vertical, their permission and their feature, and checks X-Client-Type', async () => {
    const { task } = await assignedTask();
    const other = await call('GET', `/task/${task.id}`, undefined, 'admin', await t.as('admin', 'AE', 'CAR'));
    expect(other.statusCode).toBe(404);
    const otherWrite = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/car-cleaning/task/${task.id}/action/SUBMIT`,
      payload: { version: task.version },
      headers: await t.as('admin', 'AE', 'CAR'),
    });
    expect(otherWrite.statusCode).toBe(404);
    // A car of IN CAR named in the body, at a hub of AE CAR's own: as unknown to AE as a car in the path.
    const { car } = await insertCarToClean(t);
    const aeHub = await insertLocation(t.database.db, { country: 'AE', vehicleType: 'CAR' });
    const tasksBefore = await tasksOfCar(car.appointmentId);
    const otherCar = await call(
      'POST',
      '/task',
      { appointmentId: car.appointmentId, locationCode: aeHub.code },
      'admin',
      await t.as('admin', 'AE', 'CAR'),
    );
    expect(otherCar.statusCode, otherCar.body).toBe(404);
    expect(otherCar.json()).toMatchObject({ status: 404, message: `Car ${car.appointmentId} was not found.` });
    const noCar = await call('POST', '/task', { appointmentId: '99999999999', locationCode: aeHub.code });
    expect(noCar.json()).toMatchObject({ status: 404, message: 'Car 99999999999 was not found.' });
    expect(await tasksOfCar(car.appointmentId)).toBe(tasksBefore);
    const viewer = await call('GET', '/listing/CLEANING_QA', undefined, 'viewer');
    expect(viewer.statusCode).toBe(403);
    // IN BIKE has neither cleaning feature (the default matrix): refused before anything is read.
    const bike = await t.app.inject({
      url: '/api/v1/car-cleaning/listing/CLEANING_HISTORY',
      headers: await t.as('admin', 'IN', 'BIKE'),
    });
    expect(bike.statusCode).toBe(403);
    expect(bike.json().message).toBe('Car cleaning history is not enabled for IN BIKE.');
    const unknown = await call('PUT', `/task/${task.id}/action/SUBMIT`, { version: task.version }, 'ops.in', {
      'x-client-type': 'BROWSER',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('X-Client-Type header must be one of ADMIN_PANEL, CLEANER_APP.');
    const cleaners = await call('GET', '/cleaners');
    expect(cleaners.json().data.length).toBeGreaterThan(0);
  });
});
