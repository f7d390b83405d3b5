import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isInCountry, type Country } from '@b2c/domain';
import type { Place } from '@b2c/contracts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';

/**
 * GET /api/places (issue 26): the embedded gazetteer and the vertical's pincodes, by prefix and with
 * small typos forgiven, never outside the caller's vertical's country.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const search = async (q: string, user = 'ops.in', country: Country = 'IN') =>
  t.app.inject({ url: `/api/places?q=${encodeURIComponent(q)}`, headers: await t.as(user, country, 'CAR') });
const places = async (q: string, user?: string, country?: Country): Promise<Place[]> => {
  const res = await search(q, user, country);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

describe('place search', () => {
  it('finds a city by the start of its name, its master-data city first, with coordinates and state', async () => {
    const found = await places('Benga');
    expect(found[0]).toMatchObject({
      city: 'Bengaluru',
      state: 'Karnataka',
      latitude: expect.closeTo(12.97, 1),
      longitude: expect.closeTo(77.59, 1),
    });
    expect(found[0]!.label).toMatch(/^Bengaluru, /);
    expect(found.length).toBeLessThanOrEqual(10);
  });

  it('forgives a typing slip: "Bengalru" finds Bengaluru', async () => {
    const [first] = await places('Bengalru');
    expect(first?.city).toBe('Bengaluru');
    // A slip in a short text is not guessed at: four letters with a slip would match half the country.
    expect((await places('Bnga')).map((p) => p.city)).not.toContain('Bengaluru');
  });

  it("offers the vertical's pincodes as places, by area or by pincode digits", async () => {
    const [koramangala] = await places('Koraman');
    expect(koramangala).toMatchObject({
      label: 'Koramangala, Bengaluru 560034',
      address: 'Koramangala, Bengaluru, Karnataka 560034',
      city: 'Bengaluru',
      pincode: '560034',
    });
    expect(isInCountry('IN', koramangala!.latitude, koramangala!.longitude)).toBe(true);
    expect((await places('560034')).map((p) => p.pincode)).toEqual(['560034']);
  });

  it('finds a renamed city by its former name', async () => {
    expect((await places('Gurgaon'))[0]?.city).toBe('Gurugram');
  });

  it("keeps to the vertical's country: an AE user never gets an Indian place", async () => {
    for (const q of ['Benga', 'Mumbai', 'Koramangala', '560034']) {
      expect(await places(q, 'key.manager', 'AE'), q).toEqual([]);
    }
    const dubai = await places('Dubai', 'key.manager', 'AE');
    expect(dubai[0]).toMatchObject({ label: 'Dubai', city: 'Dubai' });
    for (const p of dubai) expect(isInCountry('AE', p.latitude, p.longitude), p.label).toBe(true);
    // India has villages called Dubai too: an IN user gets those, never the emirate.
    const indian = await places('Dubai');
    expect(indian.length).toBeGreaterThan(0);
    for (const p of indian) expect(isInCountry('IN', p.latitude, p.longitude), p.label).toBe(true);
    // The same admin sees each country's places under that country's header.
    expect((await places('Riyad', 'admin', 'KSA'))[0]?.city).toBe('Riyadh');
    for (const p of await places('Riyad', 'admin', 'IN')) {
      expect(p.city).not.toBe('Riyadh');
      expect(isInCountry('IN', p.latitude, p.longitude), p.label).toBe(true);
    }
  });

  it('answers an empty list when nothing matches', async () => {
    expect(await places('Qwxyzzy')).toEqual([]);
  });

  it('refuses a missing, too short or too long text with a 400 naming q', async () => {
    for (const [q, message] of [
      [undefined, 'Search text (q) is required.'],
      ['', 'Search text (q) must have at least 3 characters.'],
      ['  Be  ', 'Search text (q) must have at least 3 characters.'],
      ['x'.repeat(101), 'Search text (q) must have at most 100 characters.'],
    ] as const) {
      const res = await t.app.inject({
        url: q === undefined ? '/api/places' : `/api/places?q=${encodeURIComponent(q)}`,
        headers: await t.as('ops.in'),
      });
      expect(res.statusCode, String(q)).toBe(400);
      expect(res.json().validation, String(q)).toEqual([{ field: 'querystring.q', message }]);
    }
    const huge = await search('y'.repeat(20_000));
    expect(huge.statusCode).toBe(400);
    expect(huge.json().validation[0].field).toBe('querystring.q');
  });

  it('refuses a control character (NUL) in q with a 400 naming it', async () => {
    const res = await search('Ben\u0000ga');
    expect(res.statusCode).toBe(400);
    expect(res.json().validation[0].field).toBe('querystring.q');
  });

  it('needs a menu that fills an address: the viewer is refused', async () => {
    const res = await search('Benga', 'viewer');
    expect(res.statusCode).toBe(403);
  });
});
