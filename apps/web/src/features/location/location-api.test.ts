import { describe, expect, it } from 'vitest';
import type { LocationListItem } from '@b2c/contracts';
import { fakeApi } from '../../testing/fake-api.ts';
import { countLocations, fetchAllLocations, fetchLocationPage, requestMediaUpload } from './location-api.ts';

const HUB: LocationListItem = {
  id: 7,
  code: 'HUB-DEL-9',
  name: 'Delhi Hub',
  cityCode: 'DEL',
  locationType: 'PARENT_HUB',
  locationSubtype: 'OWN',
  active: true,
  holdingPeriodDays: 30,
  country: 'IN',
  vehicleType: 'CAR',
};

describe('location api', () => {
  it('lists and counts with the grid query on the store-location paths', async () => {
    const calls = fakeApi((c) => (c.path.endsWith('/count') ? { body: { count: 1 } } : { body: [HUB] }));
    const page = await fetchLocationPage({ page: 1, size: 20, sort: { field: 'name', direction: 'asc' }, filters: {} });
    expect(page).toEqual([HUB]);
    expect(await countLocations({ filters: { cityCode: 'DEL' } })).toBe(1);
    await fetchAllLocations({ filters: { active: 'true' } });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /api/v2/store-location?page=1&size=20&sort=name%2Casc',
      'GET /api/v2/store-location/count?cityCode=DEL',
      'GET /api/v2/store-location?active=true&size=2000',
    ]);
  });

  it('refuses an answer outside the contract instead of showing it', async () => {
    fakeApi(() => ({ body: [{ ...HUB, locationType: 'MOON_BASE' }] }));
    await expect(fetchLocationPage({ page: 0, size: 10, filters: {} })).rejects.toThrow(
      'GET /api/v2/store-location answered outside its contract',
    );
  });

  it('asks for a hub media ticket with the draft as the body', async () => {
    const ticket = {
      uploadUrl: '/api/storage/upload?token=t',
      key: 'hubs/IN/CAR/HUB-DEL-9/images/a-gate.png',
      expiresAt: '2026-01-01T00:10:00Z',
      contentType: 'image/png',
      headers: { 'Content-Type': 'image/png' },
      maxBytes: 10_485_760,
    };
    const calls = fakeApi(() => ({ body: ticket }));
    const draft = { fileName: 'gate', extension: 'PNG', mediaType: 'IMAGE', hubCode: 'HUB-DEL-9' } as const;
    expect(await requestMediaUpload(draft)).toEqual(ticket);
    expect(calls).toEqual([
      expect.objectContaining({ method: 'POST', url: '/api/v2/store-location/media/upload-url', body: draft }),
    ]);
  });
});
