import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { MESSAGES } from '@b2c/domain';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { insertDocument } from '../../test/document-factories.ts';
import { insertLocation } from '../../test/factories.ts';
import { auditLog } from '../../kits/audit-tables.ts';
import { documents } from './document-tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

type Method = 'GET' | 'PUT';
const call = async (method: Method, url: string, payload?: unknown, user = 'ops.in', country: 'IN' | 'AE' = 'IN') =>
  t.app.inject({ method, url, payload: payload as object, headers: await t.as(user, country, 'CAR') });
const fields = (res: { json(): { validation?: { field: string }[] } }) =>
  (res.json().validation ?? []).map((v) => v.field);
const stored = async (id: number) => (await t.database.db.select().from(documents).where(eq(documents.id, id)))[0]!;
const auditOf = (entity: string, entityId: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)));

describe('GET /api/inventory/asset/search, …/count, …/pendency', () => {
  it('filters by type, status, location, age and appointment, only owed ones with pending=true', async () => {
    const old = await insertDocument(t.database.db, { documentType: 'NOC', procuredDaysAgo: 40 });
    const done = await insertDocument(t.database.db, { documentType: 'NOC', status: 'DONE', procuredDaysAgo: 40 });
    const apt = old.appointmentId;
    const rows = (await call('GET', `/api/inventory/asset/search?appointmentId=${apt}`)).json().data;
    expect(rows).toEqual([
      expect.objectContaining({ documentType: 'NOC', status: 'NOT_RAISED', ageDays: 40, ageBucket: '31-60' }),
    ]);
    const q = `documentType=NOC&location=${old.locationCode}&age=31-60&status=NOT_RAISED&pending=true`;
    expect(
      (await call('GET', `/api/inventory/asset/search?${q}`)).json().data.map((d: { id: number }) => d.id),
    ).toEqual([old.document.id]);
    expect((await call('GET', `/api/inventory/asset/search/count?${q}`)).json().data.count).toBe(1);
    const owed = `/api/inventory/asset/search?pending=true&appointmentId=${done.appointmentId}`;
    expect((await call('GET', owed)).json().data).toEqual([]);
    // A received document has no age, so no age filter finds it.
    const aged = `/api/inventory/asset/search/count?age=31-60&appointmentId=${done.appointmentId}`;
    expect((await call('GET', aged)).json().data.count).toBe(0);
  });

  it('counts owed documents per location and ageing bucket', async () => {
    const a = await insertDocument(t.database.db, { procuredDaysAgo: 2 });
    await insertDocument(t.database.db, {
      documentLocation: a.locationCode,
      status: 'REQUESTED',
      procuredDaysAgo: 10,
      // A request is no new start: the age counts from procurement (issue 24).
      requestedAt: new Date(Date.now() - 2 * 86_400_000),
    });
    await insertDocument(t.database.db, { documentLocation: a.locationCode, status: 'DONE' });
    const res = await call('GET', `/api/inventory/asset/pendency?location=${a.locationCode}`);
    expect(res.json().data).toEqual([
      { location: a.locationCode, total: 2, buckets: { '0-7': 1, '8-15': 1, '16-30': 0, '31-60': 0, '61+': 0 } },
    ]);
  });

  it('has demo documents for India cars only', async () => {
    const seeded = (await call('GET', '/api/inventory/asset/pendency')).json().data as { total: number }[];
    expect(seeded.reduce((n, l) => n + l.total, 0)).toBeGreaterThanOrEqual(30);
    expect((await call('GET', '/api/inventory/asset/pendency', undefined, 'admin', 'AE')).json().data).toEqual([]);
  });

  it('names the bad field, needs documentsMenu and shows nothing of another vertical', async () => {
    const bad = await call('GET', '/api/inventory/asset/search?age=old&status=LOST');
    expect(bad.statusCode).toBe(400);
    expect(fields(bad)).toEqual(expect.arrayContaining(['querystring.age', 'querystring.status']));
    expect((await call('GET', '/api/inventory/asset/search', undefined, 'viewer')).statusCode).toBe(403);
    expect((await call('GET', '/api/inventory/asset/pendency', undefined, 'viewer')).statusCode).toBe(403);
    const mine = await insertDocument(t.database.db);
    const url = `/api/inventory/asset/search?appointmentId=${mine.appointmentId}`;
    expect((await call('GET', url, undefined, 'admin', 'AE')).json().data).toEqual([]);
    const get = `/api/inventory/asset/apt-${mine.appointmentId}/RC`;
    expect((await call('GET', get, undefined, 'admin', 'AE')).statusCode).toBe(404);
    expect((await call('GET', get)).json().data).toMatchObject({ id: mine.document.id, version: 1 });
    expect(fields(await call('GET', `/api/inventory/asset/apt-${mine.appointmentId}/PAN`))).toEqual(['params.type']);
  });
});

describe('PUT /api/inventory/asset/apt-{id}/{type}?action=', () => {
  it('requests, receives and leaves the pendency, each step audited on the document and on the car', async () => {
    const { document, appointmentId, locationCode } = await insertDocument(t.database.db, { procuredDaysAgo: 20 });
    const hub = await insertLocation(t.database.db);
    const url = `/api/inventory/asset/apt-${appointmentId}/RC`;
    const remarks = '<b>with the bank</b>';
    const req = await call('PUT', `${url}?action=REQUEST`, {
      version: 1,
      destinationLocation: hub.code,
      slot: '1000_1200',
      remarks,
    });
    expect(req.statusCode).toBe(200);
    expect(req.json().data.message).toBe(`RC of apt-${appointmentId} requested.`);
    expect(req.json().data.document).toMatchObject({
      status: 'REQUESTED',
      documentLocation: locationCode,
      destinationLocation: hub.code,
      remarks,
      ageDays: 20,
      version: 2,
      updatedBy: 'ops.in',
    });
    const rec = await call('PUT', `${url}?action=RECEIVE`, { version: 2 });
    expect(rec.json().data.document).toMatchObject({
      status: 'DONE',
      documentLocation: hub.code,
      destinationLocation: null,
      slot: null,
      ageDays: null,
      version: 3,
    });
    const owed = await call('GET', `/api/inventory/asset/search?pending=true&appointmentId=${appointmentId}`);
    expect(owed.json().data).toEqual([]);

    const trail = (await call('GET', `/api/audit-log/document/${document.id}`)).json().data;
    expect(trail).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: 'REQUEST', field: 'status', oldValue: 'NOT_RAISED', newValue: 'REQUESTED' }),
        expect.objectContaining({ action: 'REQUEST', field: 'remarks', newValue: remarks, actor: 'ops.in' }),
        expect.objectContaining({ action: 'RECEIVE', field: 'documentLocation', newValue: hub.code }),
      ]),
    );
    const count = (await call('GET', `/api/audit-log/document/${document.id}/count`)).json().data.count;
    expect(count).toBe(trail.length);
    const car = await auditOf('inventory', appointmentId);
    expect(car.map((r) => [r.action, r.field, r.oldValue, r.newValue])).toEqual(
      expect.arrayContaining([
        ['DOCUMENT_REQUESTED', 'RC document', 'Not Raised', 'Requested'],
        ['DOCUMENT_RECEIVED', 'RC document', 'Requested', 'Done'],
      ]),
    );
  });

  it('refuses an illegal step with 409 naming the status, and a stale version, changing nothing', async () => {
    const { document, appointmentId } = await insertDocument(t.database.db, { documentType: 'INSURANCE' });
    const url = `/api/inventory/asset/apt-${appointmentId}/INSURANCE`;
    const illegal = await call('PUT', `${url}?action=DISPATCH`, { version: 1 });
    expect(illegal.statusCode).toBe(409);
    expect(illegal.json().message).toBe(`Insurance of apt-${appointmentId} is Not Raised; it cannot be dispatched.`);
    const stale = await call('PUT', `${url}?action=MARK_LOST`, { version: 7, remarks: 'gone' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/was changed by someone else/);
    expect(await stored(document.id)).toMatchObject({ status: 'NOT_RAISED', version: 1 });
    expect(await auditOf('document', String(document.id))).toEqual([]);
  });

  it('names the field a step needs, or a field the step does not take', async () => {
    const { document, appointmentId } = await insertDocument(t.database.db, { status: 'REQUESTED' });
    const url = `/api/inventory/asset/apt-${appointmentId}/RC`;
    const lost = await call('PUT', `${url}?action=MARK_LOST`, { version: 1 });
    expect([lost.statusCode, fields(lost)]).toEqual([400, ['body.remarks']]);
    const req = await call('PUT', `${url}?action=REQUEST`, { version: 1 });
    expect(fields(req)).toEqual(['body.destinationLocation']);
    const elsewhere = await call('PUT', `${url}?action=REQUEST`, { version: 1, destinationLocation: 'HUB-DXB-1' });
    expect(elsewhere.json().message).toBe('Location HUB-DXB-1 is not a location of IN CAR.');
    const slot = await call('PUT', `${url}?action=DISPATCH`, {
      version: 1,
      slot: '2500_2600',
      remarks: 'x'.repeat(501),
    });
    expect(fields(slot)).toEqual(expect.arrayContaining(['body.slot', 'body.remarks']));
    expect(fields(await call('PUT', `${url}?action=FLY`, { version: 1 }))).toEqual(['querystring.action']);
    expect(fields(await call('PUT', `${url}?action=DISPATCH`, {}))).toEqual(['body.version']);
    expect(await stored(document.id)).toMatchObject({ status: 'REQUESTED', version: 1 });
  });

  it('keeps another vertical out and needs documentsMenu', async () => {
    const { document, appointmentId } = await insertDocument(t.database.db, { status: 'REQUESTED' });
    const url = `/api/inventory/asset/apt-${appointmentId}/RC?action=RECEIVE`;
    expect((await call('PUT', url, { version: 1 }, 'admin', 'AE')).statusCode).toBe(404);
    expect((await call('PUT', url, { version: 1 }, 'viewer')).statusCode).toBe(403);
    expect((await call('GET', `/api/audit-log/document/${document.id}`, undefined, 'viewer')).statusCode).toBe(403);
    expect(await stored(document.id)).toMatchObject({ status: 'REQUESTED', version: 1 });
  });
});

describe('PUT /api/inventory/asset/bulk', () => {
  it('answers per row: done, refused by the table, stale, unknown and twice-selected', async () => {
    const ok = await insertDocument(t.database.db, { status: 'IN_TRANSIT' });
    const done = await insertDocument(t.database.db, { status: 'DONE' });
    const stale = await insertDocument(t.database.db, { status: 'REQUESTED' });
    const item = (apt: string, version = 1) => ({ appointmentId: apt, documentType: 'RC', version });
    const res = await call('PUT', '/api/inventory/asset/bulk', {
      action: 'RECEIVE',
      remarks: 'Checked in at the hub',
      items: [
        item(ok.appointmentId),
        item(done.appointmentId),
        item(stale.appointmentId, 4),
        item('999999'),
        item(ok.appointmentId, 2),
      ],
    });
    expect(res.statusCode).toBe(200);
    const rows = res.json().data as { id: number; success: boolean; message: string; version: number | null }[];
    expect(rows.map((r) => [r.id, r.success, r.version])).toEqual([
      [1, true, 2],
      [2, false, null],
      [3, false, null],
      [4, false, null],
      [5, false, null],
    ]);
    expect(rows[1]!.message).toBe(`RC of apt-${done.appointmentId} is Done; it cannot be received.`);
    expect(rows[3]!.message).toBe('RC of apt-999999 was not found.');
    expect(rows[4]!.message).toMatch(/selected twice/);
    expect(await stored(ok.document.id)).toMatchObject({ status: 'DONE', remarks: 'Checked in at the hub' });
    expect(await stored(stale.document.id)).toMatchObject({ status: 'REQUESTED', version: 1 });
  });

  it('refuses more than 25 rows with the SPEC message, and a missing shared field by name', async () => {
    const items = Array.from({ length: 26 }, (_, i) => ({ appointmentId: `${i + 1}`, documentType: 'RC', version: 1 }));
    const many = await call('PUT', '/api/inventory/asset/bulk', { action: 'DISPATCH', items });
    expect(many.statusCode).toBe(400);
    expect(many.json().validation).toContainEqual({ field: 'body.items', message: MESSAGES.batchActionLimit });
    const lost = await call('PUT', '/api/inventory/asset/bulk', { action: 'MARK_LOST', items: items.slice(0, 2) });
    expect(fields(lost)).toEqual(['body.remarks']);
  });
});
