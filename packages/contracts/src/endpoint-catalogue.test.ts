import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { envelope } from './common.ts';
import { ENDPOINT_CATALOGUE, catalogueOf } from './endpoint-catalogue.ts';

describe('endpoint catalogue', () => {
  it('names every endpoint after its group and keys, uniquely, and puts it in an area', () => {
    const names = ENDPOINT_CATALOGUE.map((e) => e.name);
    expect(new Set(names).size).toBe(names.length);
    const byName = (name: string) => ENDPOINT_CATALOGUE.find((e) => e.name === name);
    expect(byName('locationCreate')).toMatchObject({ source: 'locationEndpoints.create', area: 'location' });
    expect(byName('dealerAuditList')).toMatchObject({ source: 'dealerEndpoints.audit.list', area: 'dealer' });
    expect(byName('masterdataZoneCreate')?.area).toBe('masterdata');
    expect(byName('auditLogDriverList')?.area).toBe('audit');
    for (const name of names) expect(name).toMatch(/^[a-z][A-Za-z0-9]*$/);
  });

  it('names a single exported endpoint by its export, and refuses a clash or an export of no area', () => {
    const get = endpoint({ method: 'GET', path: '/api/x', response: envelope(z.null()), access: 'authenticated' });
    const other = { ...get, path: '/api/y' };
    expect(catalogueOf({ driverLookup: get }).map((e) => [e.name, e.area])).toEqual([['driverLookup', 'driver']]);
    expect(() => catalogueOf({ driverEndpoints: { get }, driverOtherEndpoints: { get: { ...get } } })).toThrow(
      /both define GET \/api\/x/,
    );
    expect(() => catalogueOf({ driverEndpoints: { aB: get }, driverAEndpoints: { b: other } })).toThrow(
      /both named driverAB/,
    );
    expect(() => catalogueOf({ widgetEndpoints: { get } })).toThrow(/starts with no area name/);
  });
});
