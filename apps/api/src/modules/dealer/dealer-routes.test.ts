import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEALER_MESSAGES, type Country, type VehicleType } from '@b2c/domain';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { nonDealerLocation, seededDealer, setBigDealerActive } from '../../test/dealer-factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const base = '/api/v1/big-dealer';
const call = async (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
  user = 'admin',
  country: Country = 'IN',
  vehicleType: VehicleType = 'CAR',
) => t.app.inject({ method, url, payload: payload as object, headers: await t.as(user, country, vehicleType) });
const fieldsOf = (body: { validation?: { field: string }[] }) => (body.validation ?? []).map((v) => v.field);
const dealerRow = async (id: number) =>
  (await t.database.pool.query('select name, capacity, version from dealers where id = $1', [id])).rows[0];

const newDealer = {
  code: 'DN-TEST-1',
  name: 'Test Motors Gurugram',
  networkType: 'GS',
  cityCode: 'GGN',
  contactName: 'Neha Test',
  contactMobile: '+91 98111-22233',
  contactEmail: 'neha@example.com',
  capacity: 12,
};

describe('big dealer directory', () => {
  let id: number;

  it('lists the seeded dealers of the vertical with their stock, and reads one', async () => {
    const list = await call('GET', `${base}?size=50`, undefined, 'ops.in');
    expect(list.statusCode).toBe(200);
    const dealers = list.json().data as { id: number; locationCodes: string[]; stockCount: number }[];
    expect(dealers.length).toBeGreaterThan(2);
    expect(dealers.every((d) => d.locationCodes.length > 0)).toBe(true);
    expect(dealers.some((d) => d.stockCount > 0)).toBe(true);
    const count = await call('GET', `${base}/count`, undefined, 'ops.in');
    expect(count.json().data.count).toBe(dealers.length);
    const one = await call('GET', `${base}/${dealers[0]!.id}`);
    expect(one.json().data).toMatchObject({ id: dealers[0]!.id, stockCount: dealers[0]!.stockCount });
    const locations = (await call('GET', `${base}/locations`)).json().data as { locationType: string }[];
    expect(new Set(locations.map((l) => l.locationType))).toEqual(new Set(['DEALER', 'DEALER_PNS']));
  });

  it('creates a dealer with a Dealer location, normalised and audited; refuses a taken code with 409', async () => {
    const site = await call('POST', '/api/v2/store-location', {
      code: 'DLR-TEST-1',
      name: 'Test Motors Udyog Vihar',
      cityCode: 'GGN',
      locationType: 'DEALER',
      address: 'Plot 9, Udyog Vihar, Gurugram',
      latitude: 28.5,
      longitude: 77.08,
      holdingPeriodDays: 15,
    });
    expect(site.statusCode).toBe(201);
    const res = await call('POST', base, { ...newDealer, locationCodes: ['DLR-TEST-1'] }, 'ops.in');
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      code: 'DN-TEST-1',
      contactMobile: '+919811122233',
      locationCodes: ['DLR-TEST-1'],
      active: true,
      stockCount: 0,
      version: 1,
      updatedBy: 'ops.in',
    });
    id = res.json().data.id;
    const audit = (await call('GET', `/api/audit-log/dealer/${id}`)).json().data;
    expect(audit).toContainEqual(expect.objectContaining({ action: 'CREATE', field: 'code', newValue: 'DN-TEST-1' }));
    const dup = await call('POST', base, newDealer);
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('A dealer with code DN-TEST-1 already exists.');
  });

  it('shows the stock at a dealer with its days at the location; sales type only in AU', async () => {
    const dealer = await seededDealer(t, 'IN');
    const res = await call('GET', `${base}/stock?dealerId=${dealer.id}&size=50`, undefined, 'ops.in');
    expect(res.statusCode).toBe(200);
    const rows = res.json().data as { locationCode: string; dealerId: number; ageingDays: number | null }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => dealer.locationCodes.includes(r.locationCode) && r.dealerId === dealer.id)).toBe(true);
    // Oldest arrival first: the days at the location never grow down the list.
    const days = rows.map((r) => r.ageingDays ?? 0);
    expect(days).toEqual([...days].sort((a, b) => b - a));
    const count = await call('GET', `${base}/stock/count?dealerId=${dealer.id}`);
    expect(count.json().data.count).toBe(rows.length);
    const fresh = (await call('GET', `${base}/stock/count?dealerId=${dealer.id}&age=0-7`)).json().data.count;
    expect(fresh).toBe(rows.filter((r) => (r.ageingDays ?? -1) <= 7).length);
    const sales = await call('GET', `${base}/stock?salesType=RETAIL`);
    expect(sales.statusCode).toBe(400);
    expect(fieldsOf(sales.json())).toEqual(['querystring.salesType']);
    const sort = await call('GET', `${base}/stock?sort=price,asc`);
    expect(fieldsOf(sort.json())).toEqual(['querystring.sort']);
    // Another vertical's dealer id finds nothing.
    expect(
      (await call('GET', `${base}/stock/count?dealerId=${dealer.id}`, undefined, 'admin', 'IN', 'BIKE')).json().data
        .count,
    ).toBe(0);
  });

  it('names the field of bad input: network type per country, locations, capacity, e-mail', async () => {
    const shape = await call('POST', base, { ...newDealer, code: 'DN-BAD', capacity: -1, contactEmail: 'nope' });
    expect(shape.statusCode).toBe(400);
    expect(fieldsOf(shape.json())).toEqual(expect.arrayContaining(['body.capacity', 'body.contactEmail']));
    const network = await call('POST', base, { ...newDealer, code: 'DN-BAD', networkType: 'B2C' });
    expect(network.statusCode).toBe(400);
    expect(network.json().validation[0]).toMatchObject({
      field: 'body.networkType',
      message: 'Network type must be GS or Dealer in IN.',
    });
    const hub = await nonDealerLocation(t, 'IN');
    const notDealer = await call('POST', base, { ...newDealer, code: 'DN-BAD', locationCodes: [hub] });
    expect(notDealer.json().validation[0]).toMatchObject({
      field: 'body.locationCodes',
      message: `Location ${hub} is not a Dealer or Dealer PNS location.`,
    });
    const seeded = await seededDealer(t, 'IN');
    const taken = await call('POST', base, { ...newDealer, code: 'DN-BAD', locationCodes: [seeded.locationCodes[0]] });
    expect(taken.json().validation[0]).toMatchObject({
      field: 'body.locationCodes',
      message: `Location ${seeded.locationCodes[0]} already belongs to dealer ${seeded.code}.`,
    });
    const city = await call('POST', base, { ...newDealer, code: 'DN-BAD', cityCode: 'DXB' });
    expect(fieldsOf(city.json())).toEqual(['body.cityCode']);
    expect((await call('GET', `${base}/count?code=DN-BAD`)).json().data.count).toBe(0);
  });

  it('updates by version with old → new in the audit; a stale version is 409 and changes nothing', async () => {
    const { code: _code, ...fields } = newDealer;
    const body = { ...fields, locationCodes: ['DLR-TEST-1'], capacity: 20, version: 1 };
    const ok = await call('PUT', `${base}/${id}`, body, 'ops.in');
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ capacity: 20, version: 2 });
    const audit = (await call('GET', `/api/audit-log/dealer/${id}`)).json().data;
    expect(audit).toContainEqual(
      expect.objectContaining({ action: 'UPDATE', field: 'capacity', oldValue: '12', newValue: '20', actor: 'ops.in' }),
    );
    const stale = await call('PUT', `${base}/${id}`, { ...body, name: 'Someone Else Motors', capacity: 5 });
    expect(stale.statusCode).toBe(409);
    expect(await dealerRow(id)).toMatchObject({ name: newDealer.name, capacity: 20, version: 2 });
  });

  it('needs the permissions: bigDealerMenu to read, MANAGE_DEALERS to write', async () => {
    const read = await call('GET', base, undefined, 'viewer');
    expect(read.statusCode).toBe(403);
    expect(read.json().message).toBe('You need the bigDealerMenu permission for this action.');
    const write = await call('POST', base, { ...newDealer, code: 'DN-VIEWER' }, 'viewer');
    expect(write.statusCode).toBe(403);
    expect(write.json().message).toBe('You need the MANAGE_DEALERS permission for this action.');
  });

  it('answers 403 with a clear message where the vertical flag is off, and hides other verticals', async () => {
    const off = await call('GET', base, undefined, 'admin', 'AE');
    expect(off.statusCode).toBe(403);
    expect(off.json().message).toBe(DEALER_MESSAGES.notEnabled({ country: 'AE', vehicleType: 'CAR' }));
    const au = await call('POST', base, { ...newDealer, networkType: 'B2C', cityCode: 'SYD' }, 'admin', 'AU');
    expect(au.statusCode).toBe(403);
    expect(au.json().message).toBe('The big dealer network is not enabled for AU CAR.');
    // IN bikes have the flag: the car dealer is not theirs.
    expect((await call('GET', `${base}/${id}`, undefined, 'admin', 'IN', 'BIKE')).statusCode).toBe(404);
    const bikes = (await call('GET', `${base}?size=100`, undefined, 'admin', 'IN', 'BIKE')).json().data;
    expect(bikes.map((d: { id: number }) => d.id)).not.toContain(id);
    const edit = await call('PUT', `${base}/${id}`, { ...newDealer, capacity: 1, version: 2 }, 'admin', 'IN', 'BIKE');
    expect(edit.statusCode).toBe(404);
    expect(await dealerRow(id)).toMatchObject({ capacity: 20, version: 2 });
  });

  it('follows the flag at once: turned off for IN cars the area answers 403, back on it answers again', async () => {
    await setBigDealerActive(t, 'IN', 'CAR', false);
    try {
      const res = await call('GET', `${base}/${id}`);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('The big dealer network is not enabled for IN CAR.');
    } finally {
      await setBigDealerActive(t, 'IN', 'CAR', true);
    }
    expect((await call('GET', `${base}/${id}`)).statusCode).toBe(200);
  });

  it('keeps an address, pincode and coordinates in the country; names the coordinate or pincode that is not', async () => {
    const { code: _code, ...fields } = newDealer;
    const where = {
      address: 'Plot 9, Udyog Vihar, Gurugram, Haryana 122016',
      pincode: '122016',
      latitude: 28.5,
      longitude: 77.08,
    };
    const body = { ...fields, ...where, locationCodes: ['DLR-TEST-1'], capacity: 20, version: 2 };
    const ok = await call('PUT', `${base}/${id}`, body);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ ...where, version: 3 });
    const audit = (await call('GET', `/api/audit-log/dealer/${id}`)).json().data;
    expect(audit).toContainEqual(expect.objectContaining({ field: 'pincode', newValue: '122016' }));

    // Dubai's longitude is not India's; latitude and longitude swapped are neither of them.
    const dubai = await call('PUT', `${base}/${id}`, { ...body, latitude: 25.2, longitude: 55.27, version: 3 });
    expect(dubai.statusCode).toBe(400);
    expect(dubai.json().validation).toEqual([
      { field: 'body.longitude', message: 'is outside India (between 68 and 97.5)' },
    ]);
    expect(dubai.json().message).toBe(
      'Invalid data. Please check and try again. Longitude is outside India (between 68 and 97.5).',
    );
    const swapped = await call('POST', base, { ...newDealer, code: 'DN-BAD', latitude: 77.08, longitude: 28.5 });
    expect(fieldsOf(swapped.json())).toEqual(['body.latitude', 'body.longitude']);
    const pincode = await call('PUT', `${base}/${id}`, { ...body, pincode: '1220', version: 3 });
    expect(pincode.json().validation).toEqual([{ field: 'body.pincode', message: 'Pincode must be 6 digits.' }]);
    expect((await call('GET', `${base}/${id}`)).json().data).toMatchObject({ ...where, version: 3 });
  });
});
