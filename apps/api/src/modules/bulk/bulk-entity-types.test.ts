import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Readable } from 'node:stream';
import type { BulkRequest, BulkRow } from '@b2c/contracts';
import { BULK_MESSAGES, MESSAGES, PREFERENCE_MESSAGES } from '@b2c/domain';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { applyBulk, csvOf, uploadBulk, uploadedBulk, waitForBulk } from '../../test/bulk-factories.ts';
import { insertDriver } from '../../test/factories.ts';
import { fileRows } from '../../kits/table-file-reader.ts';
import { freeCar, inactiveLocation, otherLocation, tomorrow } from '../../test/movement-test-support.ts';

/**
 * Issue 15's types that are not inventory edits — pickup requests, drivers, DND numbers: each through its
 * own area's single-edit service. Per type: the template round-trips, a good file applies and audits, a
 * bad file names every bad row by column and changes nothing.
 */
let t: TestApp;
let admin: Record<string, string>;
let ops: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  [admin, ops] = await Promise.all([t.as('admin'), t.as('ops.in')]);
});
afterAll(() => t?.close());

const base = '/api/bulk-upload/v2';
const get = (url: string, headers = admin) => t.app.inject({ url, headers });
const rowsOf = async (id: number, query = '') =>
  (await get(`${base}/${id}/rows?size=100${query}`)).json().data as BulkRow[];
const badColumns = async (request: BulkRequest) =>
  (await rowsOf(request.id, '&outcome=INVALID')).map((r) => [r.rowNumber, r.errors.map((e) => e.column)]);
const count = async (sql: string, params: unknown[] = []) =>
  Number((await t.database.pool.query<{ n: string }>(sql, params)).rows[0]!.n);
const audited = (entity: string, entityId: string | number) =>
  count(`select count(*) as n from audit_log where entity = $1 and entity_id = $2 and action = 'CREATE'`, [
    entity,
    String(entityId),
  ]);

/** Refuses to apply a file with errors unless told "good rows only"; then applies and waits for the job. */
async function applyGoodRows(request: BulkRequest) {
  const refused = await applyBulk(t, admin, request);
  expect(refused.statusCode).toBe(400);
  expect(refused.json().message).toBe(BULK_MESSAGES.goodRowsOnlyRequired);
  const queued = await applyBulk(t, admin, request, true);
  expect(queued.statusCode, queued.body).toBe(200);
  return waitForBulk(t, admin, request.id);
}

describe('types and templates', () => {
  it('offers each type to whom its single form is open: DND needs CC_ADMIN', async () => {
    const typesOf = async (headers: Record<string, string>) =>
      ((await get(`${base}/types`, headers)).json().data as { type: string }[]).map((x) => x.type);
    expect(await typesOf(admin)).toEqual(expect.arrayContaining(['PICKUP_REQUEST', 'DRIVER', 'DND']));
    const opsTypes = await typesOf(ops);
    expect(opsTypes).toEqual(expect.arrayContaining(['PICKUP_REQUEST', 'DRIVER']));
    expect(opsTypes).not.toContain('DND');
    const refused = await uploadBulk(t, ops, 'DND', 'mobileNumber,reason,channels\r\n9811100999,Asked,SMS\r\n');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You need to be in the CC_ADMIN group for this upload type.');
  });

  it('round-trips the CSV and XLSX templates of pickup requests, drivers and DND numbers', async () => {
    const types = (await get(`${base}/types`)).json().data as { type: string; columns: { name: string }[] }[];
    for (const type of ['PICKUP_REQUEST', 'DRIVER', 'DND']) {
      const names = types.find((x) => x.type === type)!.columns.map((c) => c.name);
      const csv = await get(`${base}/template?type=${type}&format=csv`);
      expect(csv.statusCode).toBe(200);
      expect(csv.body.trim(), type).toBe(names.join(','));
      const xlsx = await get(`${base}/template?type=${type}&format=xlsx`);
      expect(xlsx.statusCode).toBe(200);
      const read = fileRows(Readable.from([xlsx.rawPayload]), 'XLSX', names);
      await expect(read.next()).resolves.toMatchObject({ done: true });
    }
  });
});

describe('drivers', () => {
  const header = ['id', 'name', 'mobile', 'email', 'driverType', 'staffType', 'vendor', 'homeLocationCode', 'active'];

  it('names every bad row by its column and adds or changes no driver', async () => {
    const taken = await insertDriver(t.database.db);
    const before = await count(`select count(*) as n from drivers`);
    const file = csvOf(header, [
      ['', 'New Driver', '+919912300001', '', 'FIXED', '', 'IN_HOUSE', '', ''],
      ['', '', '+919912300002', '', 'FIXED', '', 'IN_HOUSE', '', ''],
      ['', 'Taken Mobile', taken.mobile, '', 'FIXED', '', 'IN_HOUSE', '', ''],
      ['', 'Bad Type', '+919912300003', '', 'PILOT', '', 'IN_HOUSE', '', ''],
      ['', 'Bad Home', '+919912300004', '', 'YARD', '', 'IN_HOUSE', 'NOWHERE-1', 'no'],
      ['999999', 'Nobody', '+919912300005', '', 'YARD', '', 'IN_HOUSE', '', 'maybe'],
    ]);
    const request = await uploadedBulk(t, admin, 'DRIVER', file, 'drivers.csv');
    expect(request).toMatchObject({ totalRows: 6, validRows: 1, invalidRows: 5 });
    expect(await badColumns(request)).toEqual([
      [3, ['name']],
      [4, ['mobile']],
      [5, ['driverType']],
      [6, ['homeLocationCode']],
      [7, ['active']],
    ]);
    expect((await rowsOf(request.id, '&outcome=INVALID'))[1]!.errors[0]!.message).toBe(
      `A driver with mobile ${taken.mobile} already exists.`,
    );
    const refused = await applyBulk(t, admin, request);
    expect(refused.statusCode).toBe(400);
    expect(await count(`select count(*) as n from drivers`)).toBe(before);
  });

  it('creates and updates drivers through the driver service, each audited', async () => {
    const existing = await insertDriver(t.database.db, { name: 'Old Name' });
    const file = csvOf(header, [
      ['', 'Bulk One', '+919912300101', 'one@example.com', 'FIXED', '', 'IN_HOUSE', '', ''],
      ['', 'Bulk Two', '+919912300102', '', 'VARIABLE', 'CLEANER', 'DRIVEU', '', 'yes'],
      [existing.id, 'New Name', existing.mobile, '', 'FIXED', '', 'IN_HOUSE', '', 'no'],
      ['', 'Bad', 'x', '', 'FIXED', '', 'IN_HOUSE', '', ''],
    ]);
    const request = await uploadedBulk(t, admin, 'DRIVER', file);
    const done = await applyGoodRows(request);
    expect(done).toMatchObject({ status: 'COMPLETED', appliedRows: 3, failedRows: 0 });
    const { rows } = await t.database.pool.query<{ id: number; name: string; active: boolean; version: number }>(
      `select id, name, active, version from drivers where mobile in ('+919912300101', '+919912300102', $1) order by mobile`,
      [existing.mobile],
    );
    expect(rows.map((r) => r.name).sort()).toEqual(['Bulk One', 'Bulk Two', 'New Name']);
    const updated = rows.find((r) => r.id === existing.id)!;
    expect(updated).toMatchObject({ active: false, version: 2 });
    for (const r of rows.filter((x) => x.id !== existing.id)) expect(await audited('driver', r.id)).toBeGreaterThan(0);
    const changes = await count(`select count(*) as n from audit_log where entity = 'driver' and entity_id = $1`, [
      String(existing.id),
    ]);
    expect(changes).toBeGreaterThan(0);
    const messages = (await rowsOf(request.id, '&outcome=APPLIED')).map((r) => r.message);
    expect(messages).toEqual([MESSAGES.driverSaved, MESSAGES.driverSaved, MESSAGES.driverUpdated]);
  });
});

describe('DND numbers', () => {
  const header = ['mobileNumber', 'reason', 'channels', 'expiresOn'];
  const listed = async () => count(`select count(*) as n from dnd_entries where country = 'IN'`);

  it('names every bad row by its column and lists no number', async () => {
    const before = await listed();
    const file = csvOf(header, [
      ['9811177001', 'Asked not to be called', 'CALL|SMS', ''],
      ['12345', 'Bad number', 'SMS', ''],
      ['+919811100002', 'Already listed', 'SMS', ''],
      ['9811177002', 'Past expiry', 'SMS', '2020-01-01'],
      ['9811177003', 'Bad channel', 'PIGEON', ''],
      ['9811177004', 'x', 'SMS', ''],
    ]);
    const request = await uploadedBulk(t, admin, 'DND', file, 'dnd.csv');
    expect(request).toMatchObject({ totalRows: 6, validRows: 1, invalidRows: 5 });
    expect(await badColumns(request)).toEqual([
      [3, ['mobileNumber']],
      [4, ['mobileNumber']],
      [5, ['expiresOn']],
      [6, ['channels']],
      [7, ['reason']],
    ]);
    const bad = await rowsOf(request.id, '&outcome=INVALID');
    expect(bad[1]!.errors[0]!.message).toBe('+919811100002 is already on the DND list.');
    expect((await applyBulk(t, admin, request)).statusCode).toBe(400);
    expect(await listed()).toBe(before);
  });

  it('adds the good numbers in E.164 through the DND service, each audited', async () => {
    const file = csvOf(header, [
      ['098111 77011', 'Asked not to be called', 'CALL|WHATSAPP', ''],
      ['+91 98111 77012', 'Complained twice', 'SMS', ''],
      ['98111', 'Too short', 'SMS', ''],
    ]);
    const request = await uploadedBulk(t, admin, 'DND', file);
    const done = await applyGoodRows(request);
    expect(done).toMatchObject({ status: 'COMPLETED', appliedRows: 2, failedRows: 0 });
    const { rows } = await t.database.pool.query<{ id: number; mobile_number: string; channels: string[] }>(
      `select id, mobile_number, channels from dnd_entries where mobile_number in ('+919811177011', '+919811177012') order by mobile_number`,
    );
    expect(rows.map((r) => [r.mobile_number, r.channels])).toEqual([
      ['+919811177011', ['CALL', 'WHATSAPP']],
      ['+919811177012', ['SMS']],
    ]);
    for (const r of rows) expect(await audited('dnd', r.id)).toBeGreaterThan(0);
    expect((await rowsOf(request.id, '&outcome=APPLIED'))[0]!.message).toBe(PREFERENCE_MESSAGES.dndAdded);
  });
});

describe('pickup requests', () => {
  const header = [
    'appointmentId',
    'registrationNumber',
    'fromLocationCode',
    'toLocationCode',
    'pickupOption',
    'vendor',
    'requestedPickupDate',
    'slot',
    'customerAddress',
    'customerArea',
  ];
  const movementsOf = (appointmentId: string) =>
    count(`select count(*) as n from inventory_movements where appointment_id = $1`, [appointmentId]);

  it('names every bad row by its column and creates no movement', async () => {
    const [a, b, c, d] = [await freeCar(t), await freeCar(t), await freeCar(t), await freeCar(t)];
    const to = await otherLocation(t, 'IN', a.locationCode);
    const day = tomorrow('IN');
    const file = csvOf(header, [
      [a.appointmentId, '', '', to, 'DROP_AT_HUB', '', day, '0900_1100', '', ''],
      ['99999999', '', '', to, 'DROP_AT_HUB', '', day, '0900_1100', '', ''],
      [b.appointmentId, '', '', b.locationCode, 'DROP_AT_HUB', '', day, '0900_1100', '', ''],
      [c.appointmentId, '', '', await inactiveLocation(t, 'IN'), 'DROP_AT_HUB', '', day, '0900_1100', '', ''],
      ['', '', '', to, 'DROP_AT_HUB', '', day, '0900_1100', '', ''],
      [b.appointmentId, '', '', to, 'TELEPORT', '', day, '9am', '', ''],
      // A home pick-up without the customer's address and area (SPEC §3 options, §5).
      [d.appointmentId, '', '', to, 'HOME_PICKUP', '', day, '0900_1100', '', ''],
    ]);
    const request = await uploadedBulk(t, admin, 'PICKUP_REQUEST', file, 'pickups.csv');
    expect(request).toMatchObject({ totalRows: 7, validRows: 1, invalidRows: 6 });
    expect(await badColumns(request)).toEqual([
      [3, ['appointmentId']],
      [4, ['toLocationCode']],
      [5, ['toLocationCode']],
      [6, ['appointmentId']],
      [7, ['pickupOption', 'slot']],
      [8, ['customerAddress', 'customerArea']],
    ]);
    const bad = await rowsOf(request.id, '&outcome=INVALID');
    expect(bad[0]!.errors[0]!.message).toBe('apt-99999999 was not found in IN CAR.');
    expect(bad[1]!.errors[0]!.message).toBe(`The destination must differ from the origin (${b.locationCode}).`);
    expect((await applyBulk(t, admin, request)).statusCode).toBe(400);
    expect(await movementsOf(a.appointmentId)).toBe(0);
    expect(await movementsOf(b.appointmentId)).toBe(0);
    expect(await movementsOf(c.appointmentId)).toBe(0);
  });

  it('creates the good rows through the movement area, by appointment id or registration, audited', async () => {
    const [a, b] = [await freeCar(t), await freeCar(t)];
    const to = await otherLocation(t, 'IN', a.locationCode);
    const toB = await otherLocation(t, 'IN', b.locationCode);
    const day = tomorrow('IN');
    const file = csvOf(header, [
      [
        a.appointmentId,
        '',
        a.locationCode,
        to,
        'HOME_PICKUP',
        'IN_HOUSE',
        day,
        '0900_1100',
        '4 Palm Court',
        'Bandra West',
      ],
      ['', b.registrationNumber!, '', toB, 'DROP_AT_HUB', '', day, '1100_1300', '', ''],
      ['88888888', '', '', to, 'DROP_AT_HUB', '', day, '0900_1100', '', ''],
    ]);
    const request = await uploadedBulk(t, admin, 'PICKUP_REQUEST', file);
    const done = await applyGoodRows(request);
    expect(done).toMatchObject({ status: 'COMPLETED', appliedRows: 2, failedRows: 0 });
    expect(await movementsOf(a.appointmentId)).toBe(1);
    expect(await movementsOf(b.appointmentId)).toBe(1);
    const { rows } = await t.database.pool.query<{ to_location_code: string; request_type: string; vendor: string }>(
      `select to_location_code, request_type, vendor, customer_address, customer_area from inventory_movements
       where appointment_id = $1`,
      [a.appointmentId],
    );
    expect(rows[0]).toMatchObject({
      to_location_code: to,
      request_type: 'INTERNAL',
      vendor: 'IN_HOUSE',
      customer_address: '4 Palm Court',
      customer_area: 'Bandra West',
    });
    expect(
      await count(`select count(*) as n from audit_log where entity = 'inventory-movement' and entity_id = $1`, [
        a.appointmentId,
      ]),
    ).toBeGreaterThan(0);
    const applied = await rowsOf(request.id, '&outcome=APPLIED');
    expect(applied.map((r) => r.message)).toEqual([MESSAGES.pickupRequestCreated, MESSAGES.pickupRequestCreated]);
  });
});
