import { describe, expect, it } from 'vitest';
import { locationEndpoints, type LocationListItem } from '@b2c/contracts';
import { answer, callsTo, fakeApi, queryOf } from '../../testing/fake-api.ts';
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
    const calls = fakeApi(
      answer(locationEndpoints.count, { body: { count: 1 } }),
      answer(locationEndpoints.list, { body: [HUB] }),
    );
    const page = await fetchLocationPage({ page: 1, size: 20, sort: { field: 'name', direction: 'asc' }, filters: {} });
    expect(page).toEqual([HUB]);
    expect(await countLocations({ filters: { cityCode: 'DEL' } })).toBe(1);
    await fetchAllLocations({ filters: { active: 'true' } });
    expect(calls).toHaveLength(3);
    expect(callsTo(calls, locationEndpoints.list).map(queryOf)).toEqual([
      { page: '1', size: '20', sort: 'name,asc' },
      { active: 'true', page: '0', size: '2000' },
    ]);
    expect(callsTo(calls, locationEndpoints.count).map(queryOf)).toEqual([{ cityCode: 'DEL' }]);
  });

  it('refuses an answer outside the contract instead of showing it', async () => {
    // A raw handler on purpose: `answer` would refuse this body itself, and the test is about call()'s check.
    fakeApi(() => ({ body: [{ ...HUB, locationType: 'MOON_BASE' }] }));
    await expect(fetchLocationPage({ page: 0, size: 10, filters: {} })).rejects.toThrow(
      `GET ${locationEndpoints.list.path} answered outside its contract`,
    );
  });

  it('asks for a hub media ticket with the draft as the body', async () => {
    const ticket = {
      // Opaque to the panel: the storage's pre-signed URL, sent back as given.
      uploadUrl: 'https://storage.test/upload?token=t',
      key: 'hubs/IN/CAR/HUB-DEL-9/images/a-gate.png',
      expiresAt: '2026-01-01T00:10:00Z',
      contentType: 'image/png',
      headers: { 'Content-Type': 'image/png' },
      maxBytes: 10_485_760,
    };
    const calls = fakeApi(answer(locationEndpoints.mediaUploadUrl, { body: ticket }));
    const draft = { fileName: 'gate', extension: 'PNG', mediaType: 'IMAGE', hubCode: 'HUB-DEL-9' } as const;
    expect(await requestMediaUpload(draft)).toEqual(ticket);
    expect(calls).toHaveLength(1);
    expect(callsTo(calls, locationEndpoints.mediaUploadUrl).map((c) => [queryOf(c), c.body])).toEqual([[{}, draft]]);
  });
});
