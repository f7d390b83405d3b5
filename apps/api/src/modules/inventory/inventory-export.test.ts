import type { Readable } from 'node:stream';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TIME_ZONES, defaultVerticalFlags, formatZonedDateTime, type Vertical } from '@b2c/domain';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { insertInventory } from '../../test/factories.ts';
import type { Caller } from '../../plugins/auth.ts';
import { inventoryQueryService } from './inventory-query-service.ts';

// GET /api/inventory/export (issue 30): the grid's filtered set as CSV, on real SQL, through the whole app.
let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.as('admin');
});
afterAll(() => t?.close());

/** The location the cars of this file stand at: no seeded car does, so a filter on it finds these alone. */
const HUB = 'EXPORT-HUB-1';
const url = (query: string) => `/api/inventory/export?${query}`;
const lines = (body: string) => body.split('\r\n').filter(Boolean);
/** A simple CSV line's cells (these tests quote no commas). */
const cellsOf = (line: string) => line.split(',');

const IN_HEADINGS =
  'Appointment ID,Registration number,Chassis number,VIN,Stock ID,Vehicle,Year,Odometer (km),Status,Storefront,' +
  'Listing price,Target price,Reserve,Stage,Type,Location,Location status,Parking slot,GPS tracker,' +
  'Road tax valid until,Hold reason,Business label,Updated,Updated by';

describe('the inventory export', () => {
  it("writes the grid's columns under its headings, each value in the words the grid shows", async () => {
    const car = await insertInventory(t.database.db, {
      locationCode: HUB,
      targetPrice: '700000.00',
      inventoryType: 'CONSIGNMENT',
      reserveStatus: 'RESERVED',
      holdReason: 'PENDING_COMPANY_ASSET',
      updatedAt: new Date('2026-03-01T10:30:00Z'),
      updatedBy: 'ops.in',
    });
    const res = await t.app.inject({ url: url(`locationCode=${HUB}`), headers: admin });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="inventory-IN-CAR.csv"');
    const [heading, row, ...rest] = lines(res.body);
    // IN shows the target price, GPS tracker and road tax (its flags), not AU's sales type.
    expect(heading).toBe(IN_HEADINGS);
    expect(rest).toEqual([]);
    const byHeading = Object.fromEntries(cellsOf(heading!).map((h, i) => [h, cellsOf(row!)[i]]));
    expect(byHeading).toMatchObject({
      'Appointment ID': car.appointmentId,
      'Registration number': car.registrationNumber,
      Vehicle: 'Toyota Corolla GL',
      Year: '2022',
      Status: 'Ready for Sale',
      Storefront: 'Unpublished',
      'Listing price': '750000.00',
      'Target price': '700000.00',
      Reserve: 'Reserved',
      Stage: 'Retail / Listed',
      Type: 'Consignment',
      Location: HUB,
      'Hold reason': 'Pending Company Asset',
      // 16:00 in India (UTC+5:30).
      Updated: '2026-03-01 16:00',
      'Updated by': 'ops.in',
    });
  });

  it('writes the columns asked for, in their order, leaving out one the vertical does not have', async () => {
    const res = await t.app.inject({
      url: url(`locationCode=${HUB}&columns=status,appointmentId,salesType`),
      headers: admin,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(lines(res.body)[0]).toBe('Status,Appointment ID');
  });

  it("keeps to the grid's filters and sort, and to the caller's vertical", async () => {
    const sold = await insertInventory(t.database.db, { locationCode: HUB, status: 'SOLD', sold: true });
    const elsewhere = await insertInventory(t.database.db, {
      locationCode: HUB,
      country: 'AE',
      vehicleType: 'CAR',
    });
    const ids = async (query: string, headers = admin) => {
      const res = await t.app.inject({ url: url(`${query}&columns=appointmentId`), headers });
      expect(res.statusCode, res.body).toBe(200);
      return lines(res.body).slice(1);
    };
    expect(await ids(`locationCode=${HUB}&status=SOLD`)).toEqual([sold.appointmentId]);
    const inCars = await ids(`locationCode=${HUB}&sort=appointmentId,asc`);
    expect(inCars.length).toBeGreaterThanOrEqual(2);
    expect(inCars).toEqual([...inCars].sort());
    expect(inCars).not.toContain(elsewhere.appointmentId);
    expect(await ids(`locationCode=${HUB}`, await t.as('admin', 'AE', 'CAR'))).toEqual([elsewhere.appointmentId]);
  });

  it('writes times on the vertical clock as the domain formatter does, across a daylight-saving change', async () => {
    const au: Vertical = { country: 'AU', vehicleType: 'CAR' };
    // Sydney's clocks go back at 03:00 on 5 April 2026: 02:30 happens twice.
    const instants = ['2026-04-04T15:30:00Z', '2026-04-04T16:30:00Z', '2026-10-03T16:30:00Z', '2026-01-01T00:00:00Z'];
    const cars = [];
    for (const instant of instants) {
      cars.push(await insertInventory(t.database.db, { ...au, locationCode: HUB, updatedAt: new Date(instant) }));
    }
    const res = await t.app.inject({
      url: url(`locationCode=${HUB}&columns=appointmentId,updatedAt,salesType`),
      headers: await t.as('admin', 'AU', 'CAR'),
    });
    expect(res.statusCode, res.body).toBe(200);
    const [heading, ...rows] = lines(res.body);
    expect(heading).toBe('Appointment ID,Updated,Sales type');
    const written = new Map(rows.map((r) => [cellsOf(r)[0], cellsOf(r)[1]]));
    for (const car of cars) {
      expect(written.get(car.appointmentId)).toBe(formatZonedDateTime(car.updatedAt, TIME_ZONES.AU));
    }
    expect(written.get(cars[0]!.appointmentId)).toBe('2026-04-05 02:30');
  });

  it('neutralises a cell a spreadsheet would run as a formula', async () => {
    const car = await insertInventory(t.database.db, {
      locationCode: HUB,
      make: '=HYPERLINK("http://x")',
      parkingSlot: '@SUM(A1)',
    });
    const res = await t.app.inject({
      url: url(
        `locationCode=${HUB}&searchKey=registrationNumber&searchValue=${car.registrationNumber}&columns=vehicle,parkingSlot`,
      ),
      headers: admin,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(lines(res.body)[1]).toBe(`"'=HYPERLINK(""http://x"") Corolla GL",'@SUM(A1)`);
  });

  it('is refused without the grid permission, and on bad input names the field', async () => {
    expect((await t.app.inject({ url: url('') })).statusCode).toBe(401);
    expect((await t.app.inject({ url: url(''), headers: await t.as('viewer') })).statusCode).toBe(403);
    for (const [query, field] of [
      ['status=LOST', 'querystring.status'],
      ['columns=appointmentId,price', 'querystring.columns'],
      ['sort=colour,asc', 'querystring.sort'],
      ['updatedFrom=yesterday', 'querystring.updatedFrom'],
      ['searchKey=vin&searchValue=ABC', 'querystring.searchKey'],
    ]) {
      const res = await t.app.inject({ url: url(query!), headers: admin });
      expect(res.statusCode, query).toBe(400);
      expect(
        res
          .json()
          .validation.map((v: { field: string }) => v.field)
          .join(' '),
        query,
      ).toContain(field);
    }
  });

  it('is compressed on the fly when asked, to the same file', async () => {
    const plain = await t.app.inject({ url: url(''), headers: admin });
    const gzip = await t.app.inject({ url: url(''), headers: { ...admin, 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain.body);
    // A browser prefers brotli; a large streamed file goes in gzip all the same (response-compression.ts).
    const browser = await t.app.inject({
      url: url(''),
      headers: { ...admin, 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(browser.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(browser.rawPayload).toString('utf8')).toBe(plain.body);
    expect(lines(plain.body).length).toBeGreaterThan(1);
  });
});

/** The admin of IN / CAR, for the service called without HTTP. */
const caller: Caller = {
  subject: '1',
  userName: 'admin',
  name: 'Admin',
  groups: ['ADMIN'],
  countries: ['IN'],
  vehicleTypes: ['CAR'],
  vertical: { country: 'IN', vehicleType: 'CAR' },
  permissions: new Set(),
};

describe('the export service', () => {
  const service = () => inventoryQueryService(t.database.db, { flags: async (v) => defaultVerticalFlags(v) });
  const text = async (stream: Readable) => {
    let out = '';
    for await (const chunk of stream) out += String(chunk);
    return out;
  };

  it('reads batch after batch on the keyset: the same file by 2 rows as at once, every car once', async () => {
    const q = { sort: 'updatedAt,desc', columns: ['appointmentId' as const, 'updatedAt' as const] };
    const paged = await text(await service().exportCsv(caller, q, { batchRows: 2 }));
    const whole = await text(await service().exportCsv(caller, q, { batchRows: 5000 }));
    expect(paged).toBe(whole);
    const rows = lines(paged).slice(1);
    expect(rows.length).toBeGreaterThan(10);
    expect(new Set(rows).size).toBe(rows.length);
  });

  it('refuses, in words, a filter selecting more than the most one file holds', async () => {
    const all = lines(await text(await service().exportCsv(caller, { locationCode: HUB }))).length - 1;
    await expect(service().exportCsv(caller, { locationCode: HUB }, { maxRows: all })).resolves.toBeDefined();
    await expect(service().exportCsv(caller, { locationCode: HUB }, { maxRows: all - 1 })).rejects.toMatchObject({
      statusCode: 400,
      message: expect.stringMatching(/^An export holds at most \d+ cars and these filters select more\. Narrow/),
    });
  });
});

// On PostgreSQL the export reads one snapshot (read-snapshot.ts); the embedded database has one session,
// which an export may not hold, so there a car changed meanwhile may be left out (bench/README.md).
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('the export on PostgreSQL', () => {
  it('writes every car once, as it stood when the export began, though one changes midway', async () => {
    const { readSnapshots } = await import('../../plugins/db/read-snapshot.ts');
    const cars = [];
    for (let i = 0; i < 6; i++) cars.push(await insertInventory(t.database.db, { locationCode: 'SNAPSHOT-HUB' }));
    const service = inventoryQueryService(
      t.database.db,
      { flags: async (v) => defaultVerticalFlags(v) },
      readSnapshots(t.database),
    );
    const file = await service.exportCsv(
      caller,
      { locationCode: 'SNAPSHOT-HUB', columns: ['appointmentId', 'parkingSlot'] },
      { batchRows: 2 },
    );
    let text = '';
    let changed = false;
    for await (const chunk of file) {
      text += String(chunk);
      if (changed) continue;
      changed = true;
      // The last car of the order moves to its top (updated now) and gets a parking slot.
      await t.database.pool.query(`update inventory set updated_at = now(), parking_slot = 'MOVED' where id = $1`, [
        cars[0]!.id,
      ]);
    }
    const rows = lines(text).slice(1);
    expect(rows).toHaveLength(6);
    expect(new Set(rows.map((r) => cellsOf(r)[0]))).toEqual(new Set(cars.map((c) => c.appointmentId)));
    expect(text).not.toContain('MOVED');
  });
});
