import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ROSTER_COLUMNS } from '@b2c/domain';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { insertLocation } from '../../test/factories.ts';
import { insertUser } from '../../test/users-factories.ts';
import { multipartForm } from '../../test/multipart-form.ts';
import { csvOf } from '../../test/bulk-factories.ts';
import { auditLog } from '../../kits/audit-tables.ts';
import { rosterShifts } from './users-roster-tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

// A Monday far ahead, as in users-roster-routes.test.ts.
const WEEK = '2030-01-14';

async function upload(rows: string[][], applyGoodRows = false) {
  const fields: Record<string, string> = { weekStart: WEEK, ...(applyGoodRows ? { applyGoodRows: 'true' } : {}) };
  const content = Buffer.from(csvOf(ROSTER_COLUMNS, rows));
  const form = multipartForm(fields, { field: 'file', fileName: 'roster.csv', declaredType: 'text/csv', content });
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/roster/upload',
    headers: { ...(await t.as('admin', 'IN', 'CAR')), 'content-type': form.contentType },
    payload: form.payload,
  });
}
const newHub = async () => (await insertLocation(t.database.db)).code!;
const shiftsOf = (userId: number) => t.database.db.select().from(rosterShifts).where(eq(rosterShifts.userId, userId));
const trail = (entity: string, id: number) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(id))));

describe('roster upload, the good rows only', () => {
  // Issue 24 #4: one good Monday row for a user emptied the rest of their week, and the toast said only "uploaded".
  it('applies the good rows only to the days they name: the rest of each user’s week stays, and the message says so', async () => {
    const hub = await newHub();
    const user = await insertUser(t.database.db);
    const week = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'];
    const full = await upload(week.map((day) => [user.userName, day, '09:00', '17:00', hub]));
    expect(full.statusCode, full.body).toBe(200);
    expect(full.json().data.message).toBe(
      `Roster uploaded successfully! 5 shifts of 1 user for the week of ${WEEK}; each user's days not in the file are now off.`,
    );

    const partial = await upload(
      [
        [user.userName, 'Monday', '10:00', '18:00', hub], // row 2: good
        [user.userName, 'funday', '10:00', '18:00', hub], // row 3: bad
      ],
      true,
    );
    expect(partial.statusCode, partial.body).toBe(200);
    expect(partial.json().data.message).toBe(
      `Roster uploaded: 1 shift of 1 user for the week of ${WEEK}; 1 row left out. Only the days of the applied rows changed.`,
    );
    const rows = (await shiftsOf(user.id)).sort((a, b) => week.indexOf(a.day) - week.indexOf(b.day));
    expect(rows.map((r) => `${r.day} ${r.shiftStart}-${r.shiftEnd}`)).toEqual([
      'monday 10:00-18:00',
      'tuesday 09:00-17:00',
      'wednesday 09:00-17:00',
      'thursday 09:00-17:00',
      'friday 09:00-17:00',
    ]);
    // The week keeps one version, one more than before; the audit shows the whole week before and after.
    expect(new Set(rows.map((r) => r.version))).toEqual(new Set([2]));
    const audits = (await trail('user-roster', user.id)).filter((a) => a.action === 'UPLOAD');
    expect(JSON.parse(audits[1]!.newValue!)).toEqual([
      `monday 10:00-18:00 at ${hub}`,
      ...week.slice(1).map((day) => `${day} 09:00-17:00 at ${hub}`),
    ]);
  });
});
