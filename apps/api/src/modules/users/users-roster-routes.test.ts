import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { RosterShift, UserLeave } from '@b2c/contracts';
import { ROSTER_COLUMNS, ROSTER_MESSAGES, addDays, todayIn, weekStartOf } from '@b2c/domain';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { insertLocation } from '../../test/factories.ts';
import { insertUser } from '../../test/users-factories.ts';
import { multipartForm } from '../../test/multipart-form.ts';
import { csvOf } from '../../test/bulk-factories.ts';
import { HTML, PNG } from '../../test/sample-files.ts';
import { auditLog } from '../../kits/audit-tables.ts';
import { rosterShifts, userLeaves } from './users-roster-tables.ts';
import { ROSTER_MAX_BYTES } from './users-roster-routes.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

// 2030-01-07 is a Monday: far enough ahead that every leave in it may still be revoked.
const WEEK = '2030-01-07';
const headers = (user = 'admin', country: 'IN' | 'AU' = 'IN') => t.as(user, country, 'CAR');
const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, user = 'admin') =>
  t.app.inject({ method, url, headers: await headers(user), ...(payload ? { payload } : {}) });

async function upload(
  rows: (string | number)[][],
  options: { weekStart?: string; applyGoodRows?: boolean; user?: string; content?: Buffer } = {},
) {
  const fields: Record<string, string> = { weekStart: options.weekStart ?? WEEK };
  if (options.applyGoodRows) fields.applyGoodRows = 'true';
  const content = options.content ?? Buffer.from(csvOf(ROSTER_COLUMNS, rows));
  const form = multipartForm(fields, { field: 'file', fileName: 'roster.csv', declaredType: 'text/csv', content });
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/roster/upload',
    headers: { ...(await headers(options.user)), 'content-type': form.contentType },
    payload: form.payload,
  });
}
/** A new hub of IN CAR; its code, which the roster names it by. */
const newHub = async (overrides: Parameters<typeof insertLocation>[1] = {}) =>
  (await insertLocation(t.database.db, overrides)).code!;
const shiftsOf = (userId: number) => t.database.db.select().from(rosterShifts).where(eq(rosterShifts.userId, userId));
const trail = (entity: string, id: number) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(id))));
const fieldsOf = (res: { json(): { validation?: { field: string }[] } }) =>
  (res.json().validation ?? []).map((v) => v.field);

describe('roster upload and view by week', () => {
  it('writes a good file, shows the week, replaces a user’s week on a new upload, audited old → new', async () => {
    const hub = await newHub();
    const [asha, ravi] = [await insertUser(t.database.db), await insertUser(t.database.db)];
    const first = await upload([
      [asha.userName, 'Monday', '9:00', '17:00', hub],
      [asha.userName, 'tuesday', '09:00', '17:00', hub],
      [ravi.userName, 'monday', '12:00', '20:00', hub.toLowerCase()],
    ]);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ weekStart: WEEK, appliedRows: 3, users: 2, skipped: [] });
    expect(first.json().data.message).toBe(
      `${ROSTER_MESSAGES.rosterUploaded} 3 shifts of 2 users for the week of ${WEEK}; each user's days not in the file are now off.`,
    );

    const week = (await call('GET', `/api/v1/roster?weekStart=${WEEK}&locationCode=${hub}`)).json().data;
    expect(week.map((s: { userName: string; day: string }) => `${s.userName} ${s.day}`).sort()).toEqual(
      [`${asha.userName} monday`, `${asha.userName} tuesday`, `${ravi.userName} monday`].sort(),
    );

    const second = await upload([[asha.userName, 'friday', '08:00', '16:00', hub]]);
    expect(second.statusCode, second.body).toBe(200);
    const rows = await shiftsOf(asha.id);
    expect(rows.map((r) => [r.day, r.shiftStart, r.version])).toEqual([['friday', '08:00', 2]]);
    expect(await shiftsOf(ravi.id)).toHaveLength(1); // not in the second file: their week stays
    const audits = (await trail('user-roster', asha.id)).filter((a) => a.action === 'UPLOAD');
    expect(audits).toHaveLength(2);
    expect(audits[1]).toMatchObject({ actorId: 'admin', field: `week ${WEEK}` });
    expect(JSON.parse(audits[1]!.oldValue!)).toEqual([`monday 09:00-17:00 at ${hub}`, `tuesday 09:00-17:00 at ${hub}`]);
    expect(JSON.parse(audits[1]!.newValue!)).toEqual([`friday 08:00-16:00 at ${hub}`]);
  });

  it('refuses a file with bad rows, naming each row and column, and writes nothing; then applies the good rows when asked', async () => {
    const hub = await newHub();
    const closed = await newHub({ active: false });
    const good = await insertUser(t.database.db);
    const australian = await insertUser(t.database.db, { countries: ['AU'] });
    const rows = [
      [good.userName, 'monday', '09:00', '17:00', hub], // row 2: good
      [good.userName, 'funday', '09:00', '17:00', hub], // row 3
      [good.userName, 'tuesday', '18:00', '09:00', hub], // row 4
      [good.userName, 'wednesday', '9', '17:00', hub], // row 5
      ['nobody.here', 'thursday', '09:00', '17:00', hub], // row 6
      [australian.userName, 'thursday', '09:00', '17:00', hub], // row 7: works in AU only
      [good.userName, 'friday', '09:00', '17:00', 'NO-SUCH-HUB'], // row 8
      [good.userName, 'saturday', '09:00', '17:00', closed], // row 9
      [good.userName, 'monday', '10:00', '11:00', hub], // row 10: a second monday
    ];
    const refused = await upload(rows);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(ROSTER_MESSAGES.rosterHasErrors);
    expect(fieldsOf(refused)).toEqual([
      'body.file.rows.3.day',
      'body.file.rows.4.shiftEnd',
      'body.file.rows.5.shiftStart',
      'body.file.rows.6.user',
      'body.file.rows.7.user',
      'body.file.rows.8.locationCode',
      'body.file.rows.9.locationCode',
      'body.file.rows.10.day',
    ]);
    expect(refused.json().validation[0].message).toBe('must be a day monday to sunday');
    expect(await shiftsOf(good.id)).toHaveLength(0);

    const partial = await upload(rows, { applyGoodRows: true });
    expect(partial.statusCode, partial.body).toBe(200);
    expect(partial.json().data).toMatchObject({ appliedRows: 1, users: 1 });
    expect(partial.json().data.skipped).toHaveLength(8);
    expect((await shiftsOf(good.id)).map((r) => r.day)).toEqual(['monday']);
  });

  it('reads an XLSX file, refuses what is neither CSV nor XLSX (415) or lacks the columns, a week start that is no Monday and an empty file', async () => {
    const hub = await newHub();
    const user = await insertUser(t.database.db);
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Roster');
    sheet.addRow([...ROSTER_COLUMNS]);
    sheet.addRow([user.userName, 'sunday', '07:00', '15:00', hub]);
    // Times typed into a spreadsheet are time cells: fractions of a day shown as hh:mm.
    const typed = sheet.addRow([user.userName, 'Saturday', 0.375, 0.75, hub]);
    typed.getCell(3).numFmt = 'hh:mm';
    typed.getCell(4).numFmt = 'hh:mm';
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
    const read = await upload([], { content: xlsx });
    expect(read.statusCode, read.body).toBe(200);
    expect((await shiftsOf(user.id)).map((r) => [r.day, r.shiftStart, r.shiftEnd]).sort()).toEqual([
      ['saturday', '09:00', '18:00'],
      ['sunday', '07:00', '15:00'],
    ]);

    expect((await upload([], { content: PNG })).statusCode).toBe(415);
    // Text without the roster's header row is read as CSV and refused for its missing columns.
    const html = await upload([], { content: HTML });
    expect(html.statusCode).toBe(400);
    expect(html.json().message).toMatch(/missing the column\(s\): user, day/);
    const tuesday = await upload([[user.userName, 'monday', '09:00', '17:00', hub]], { weekStart: '2030-01-08' });
    expect(tuesday.statusCode).toBe(400);
    expect(fieldsOf(tuesday)).toEqual(['body.weekStart']);
    const huge = await upload([], { content: Buffer.alloc(ROSTER_MAX_BYTES + 1, 'a') });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe('The file is larger than 1 MB.');
    const headerOnly = await upload([]);
    expect(headerOnly.statusCode).toBe(400);
    expect(fieldsOf(headerOnly)).toEqual(['body.file']);
  });

  it('needs MANAGE_USERS to upload and userManagementMenu to read; another vertical sees none of it', async () => {
    const hub = await newHub();
    const user = await insertUser(t.database.db);
    expect((await upload([[user.userName, 'monday', '09:00', '17:00', hub]], { user: 'cc.admin' })).statusCode).toBe(
      403,
    );
    expect(await shiftsOf(user.id)).toHaveLength(0);
    expect((await call('GET', `/api/v1/roster?weekStart=${WEEK}`, undefined, 'viewer')).statusCode).toBe(403);
    expect((await upload([[user.userName, 'monday', '09:00', '17:00', hub]])).statusCode).toBe(200);
    const au = await t.app.inject({ url: `/api/v1/roster?weekStart=${WEEK}`, headers: await headers('admin', 'AU') });
    expect(au.statusCode).toBe(200);
    expect(au.json().data).toEqual([]);
  });
});

describe('demo roster', () => {
  it('seeds this week’s weekdays for the demo team of IN CAR and one leave', async () => {
    const thisWeek = weekStartOf(todayIn('IN'));
    const week = (await call('GET', `/api/v1/roster?weekStart=${thisWeek}`)).json().data as RosterShift[];
    expect(new Set(week.map((s) => s.userName))).toEqual(new Set(['ops.in', 'cc.admin', 'viewer']));
    expect(week).toHaveLength(15);
    const leaves = (await call('GET', '/api/v1/leaves')).json().data as UserLeave[];
    expect(leaves.find((l) => l.userName === 'ops.in')).toMatchObject({ from: addDays(thisWeek, 3), state: 'APPLIED' });
  });
});

describe('leaves and who works here', () => {
  it('applies, refuses overlaps and bad dates, revokes version-checked, and the roster answer follows', async () => {
    const hub = await newHub();
    const user = await insertUser(t.database.db);
    const other = await insertUser(t.database.db);
    await upload([
      [user.userName, 'wednesday', '09:00', '17:00', hub],
      [other.userName, 'wednesday', '06:00', '14:00', hub],
    ]);
    const working = async () =>
      (await call('GET', `/api/v1/roster/working?locationCode=${hub}&date=2030-01-09`))
        .json()
        .data.map((w: { userName: string }) => w.userName);
    expect(await working()).toEqual([other.userName, user.userName]); // by shift start

    const applied = await call('POST', '/api/v1/leaves', { userId: user.id, from: '2030-01-08', to: '2030-01-10' });
    expect(applied.statusCode, applied.body).toBe(201);
    const leave = applied.json().data;
    expect(leave).toMatchObject({ userName: user.userName, state: 'APPLIED', version: 1, from: '2030-01-08' });
    expect((await trail('user-leave', leave.id)).map((a) => a.action)).toContain('APPLY');
    expect(await working()).toEqual([other.userName]);

    const overlap = await call('POST', '/api/v1/leaves', { userId: user.id, from: '2030-01-10', to: '2030-01-12' });
    expect(overlap.statusCode).toBe(400);
    expect(fieldsOf(overlap)).toEqual(['body.from']);
    const backwards = await call('POST', '/api/v1/leaves', { userId: user.id, from: '2030-02-10', to: '2030-02-01' });
    expect(backwards.statusCode).toBe(400);
    expect(fieldsOf(backwards)).toContain('body.to');
    expect(
      (await call('POST', '/api/v1/leaves', { userId: user.id, from: '2030-03-01', to: '2030-03-01' }, 'cc.admin'))
        .statusCode,
    ).toBe(403);

    const stale = await call('PUT', `/api/v1/leaves/${leave.id}/revoke`, { version: 2 });
    expect(stale.statusCode).toBe(409);
    const revoked = await call('PUT', `/api/v1/leaves/${leave.id}/revoke`, { version: 1 });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json().data).toMatchObject({ state: 'REVOKED', version: 2 });
    expect((await trail('user-leave', leave.id)).find((a) => a.action === 'REVOKE')).toMatchObject({
      field: 'state',
      oldValue: 'APPLIED',
      newValue: 'REVOKED',
    });
    expect(await working()).toEqual([other.userName, user.userName]);
    const again = await call('PUT', `/api/v1/leaves/${leave.id}/revoke`, { version: 2 });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('This leave is already revoked.');

    const listed = (await call('GET', `/api/v1/leaves?userId=${user.id}`)).json().data;
    expect(listed.map((l: { id: number; state: string }) => [l.id, l.state])).toEqual([[leave.id, 'REVOKED']]);
  });

  it('refuses to revoke an ended leave; another vertical neither sees nor revokes a leave', async () => {
    const user = await insertUser(t.database.db);
    const past = await call('POST', '/api/v1/leaves', { userId: user.id, from: '2020-03-02', to: '2020-03-04' });
    expect(past.statusCode, past.body).toBe(201);
    const { id } = past.json().data;
    const ended = await call('PUT', `/api/v1/leaves/${id}/revoke`, { version: 1 });
    expect(ended.statusCode).toBe(400);
    expect(ended.json().message).toMatch(/ended on 2020-03-04/);

    const au = await headers('admin', 'AU');
    const list = await t.app.inject({ url: `/api/v1/leaves?userId=${user.id}`, headers: au });
    expect(list.json().data).toEqual([]);
    const revoke = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/leaves/${id}/revoke`,
      headers: au,
      payload: { version: 1 },
    });
    expect(revoke.statusCode).toBe(404);
    // A user who does not work in AU cannot be given an AU leave.
    const apply = await t.app.inject({
      method: 'POST',
      url: '/api/v1/leaves',
      headers: au,
      payload: { userId: user.id, from: '2030-01-08', to: '2030-01-08' },
    });
    expect(apply.statusCode).toBe(404);
    const [row] = await t.database.db.select().from(userLeaves).where(eq(userLeaves.id, id));
    expect(row!.state).toBe('APPLIED');
  });
});
