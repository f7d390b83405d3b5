import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

/**
 * SPEC §3 "Options: … Home test drive and Hub", §5 "Helper text for test-drive directions asks for
 * easy-to-follow directions for customers": a location says which test drives it offers, and a hub test
 * drive needs the directions customers follow to get there.
 */
let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  headers = await t.as('admin', 'IN', 'CAR');
});
afterAll(() => t?.close());

const send = (method: 'POST' | 'PUT', url: string, payload: object) => t.app.inject({ method, url, payload, headers });

const studio = {
  code: 'STUDIO-TD-1',
  name: 'Gurugram Test Drive Studio',
  cityCode: 'GGN',
  locationType: 'STUDIO',
  address: 'Plot 7, Golf Course Road, Gurugram',
};
/** An edit sends the fields without the code (a saved code never changes). */
const { code: _code, ...studioFields } = studio;
const directions = 'Enter from Gate 2 on Golf Course Road; the studio is on the left after the fuel station.';

describe('test drives at a location', () => {
  it('offers none by default; a hub test drive needs directions, named as the field', async () => {
    const plain = await send('POST', '/api/v2/store-location', studio);
    expect(plain.statusCode).toBe(201);
    expect(plain.json().data).toMatchObject({ testDriveOptions: [], testDriveDirections: null });

    const noDirections = await send('POST', '/api/v2/store-location', {
      ...studio,
      code: 'STUDIO-TD-2',
      testDriveOptions: ['HOME_TEST_DRIVE', 'HUB'],
    });
    expect(noDirections.statusCode).toBe(400);
    expect(noDirections.json().validation).toEqual([
      { field: 'body.testDriveDirections', message: 'is required when the hub offers test drives at the hub' },
    ]);
    const tooShort = await send('POST', '/api/v2/store-location', {
      ...studio,
      code: 'STUDIO-TD-2',
      testDriveOptions: ['HUB'],
      testDriveDirections: 'Gate 2',
    });
    expect(tooShort.json().validation[0].field).toBe('body.testDriveDirections');
    const twice = await send('POST', '/api/v2/store-location', {
      ...studio,
      code: 'STUDIO-TD-2',
      testDriveOptions: ['HUB', 'HUB'],
      testDriveDirections: directions,
    });
    expect(twice.json().validation[0].field).toBe('body.testDriveOptions');
    const unknown = await send('POST', '/api/v2/store-location', {
      ...studio,
      code: 'STUDIO-TD-2',
      testDriveOptions: ['DRIVE_THROUGH'],
    });
    expect(unknown.statusCode).toBe(400);

    // A home test drive goes to the customer: no directions needed.
    const home = await send('POST', '/api/v2/store-location', {
      ...studio,
      code: 'STUDIO-TD-2',
      testDriveOptions: ['HOME_TEST_DRIVE'],
    });
    expect(home.statusCode).toBe(201);
    expect(home.json().data.testDriveOptions).toEqual(['HOME_TEST_DRIVE']);
  });

  it('keeps the options and directions an edit sets, audited, and reads them back', async () => {
    const created = (await send('POST', '/api/v2/store-location', { ...studio, code: 'STUDIO-TD-3' })).json().data;
    const edited = await send('PUT', `/api/v2/store-location/${created.id}`, {
      ...studioFields,
      testDriveOptions: ['HUB'],
      testDriveDirections: `  ${directions}  `,
      version: created.version,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ testDriveOptions: ['HUB'], testDriveDirections: directions });
    const read = (await t.app.inject({ url: `/api/v2/store-location/${created.id}`, headers })).json().data;
    expect(read).toMatchObject({ testDriveOptions: ['HUB'], testDriveDirections: directions });
    const audit = (await t.app.inject({ url: `/api/audit-log/store-location/${created.id}`, headers })).json().data;
    expect(audit).toContainEqual(expect.objectContaining({ action: 'UPDATE', field: 'testDriveDirections' }));

    const dropped = await send('PUT', `/api/v2/store-location/${created.id}`, {
      ...studioFields,
      testDriveOptions: ['HUB'],
      version: edited.json().data.version,
    });
    expect(dropped.json()).toMatchObject({ status: 400, validation: [{ field: 'body.testDriveDirections' }] });
  });
});
