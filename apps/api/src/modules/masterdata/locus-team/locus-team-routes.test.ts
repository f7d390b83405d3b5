import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Country, VehicleType } from '@b2c/domain';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { seedLocusTeams } from '../../../seed/seed-locus-teams.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const BASE = '/api/v1/locus-team';
const call = async (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
  user = 'admin',
  country: Country = 'AU',
  vehicleType: VehicleType = 'CAR',
) => t.app.inject({ method, url, payload: payload as object, headers: await t.as(user, country, vehicleType) });
const teamsForDispatch = async (country: Country, vehicleType: VehicleType = 'CAR') =>
  (await call('GET', '/api/inventory/logistic/locus/teams', undefined, 'admin', country, vehicleType)).json().data as {
    id: string;
    name: string;
  }[];

const perth = { teamId: 'LOCUS-PER-1', name: 'Perth Metro', cityCode: 'PER' };

describe('Locus teams master data', () => {
  it('lists the seeded teams of the caller’s vertical only, filtered, paged and counted', async () => {
    const au = (await call('GET', `${BASE}?size=50`)).json().data as {
      teamId: string;
      country: string;
      vehicleType: string;
    }[];
    expect(au.map((r) => r.teamId)).toEqual(['LOCUS-BNE-1', 'LOCUS-MEL-1', 'LOCUS-SYD-1']);
    expect(au.every((r) => r.country === 'AU' && r.vehicleType === 'CAR')).toBe(true);
    expect((await call('GET', `${BASE}/count`)).json().data.count).toBe(3);
    expect((await call('GET', `${BASE}?name=mel`)).json().data.map((r: { name: string }) => r.name)).toEqual([
      'Melbourne Metro',
    ]);
    expect((await call('GET', `${BASE}?size=1&page=1&sort=teamId,desc`)).json().data[0].teamId).toBe('LOCUS-MEL-1');
    expect((await call('GET', `${BASE}/count?active=false`)).json().data.count).toBe(0);
    expect((await call('GET', BASE, undefined, 'admin', 'IN')).json().data).toEqual([]);
    expect(
      (await call('GET', `${BASE}?size=50`, undefined, 'admin', 'ID', 'BIKE'))
        .json()
        .data.map((r: { name: string }) => r.name),
    ).toEqual(['Jakarta Pusat', 'Surabaya']);
  });

  it('needs a token, masterdataMenu to read, MANAGE_MASTERDATA to write, and the vertical in the token', async () => {
    expect(
      (await t.app.inject({ url: BASE, headers: { 'x-country': 'AU', 'x-vehicle-type': 'CAR' } })).statusCode,
    ).toBe(401);
    expect((await call('GET', BASE, undefined, 'approver')).statusCode).toBe(403);
    expect((await call('POST', BASE, perth, 'approver')).statusCode).toBe(403);
    expect((await call('GET', BASE, undefined, 'viewer', 'IN')).statusCode).toBe(403);
    expect((await call('POST', BASE, perth, 'ops.in')).statusCode).toBe(403);
  });

  let id: number;

  it('creates a team, audited, and the logistics dropdown lists it by name', async () => {
    const created = await call('POST', BASE, perth, 'ops.au');
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      ...perth,
      active: true,
      version: 1,
      country: 'AU',
      vehicleType: 'CAR',
      updatedBy: 'ops.au',
    });
    id = created.json().data.id;
    expect((await call('GET', `${BASE}/${id}`)).json().data).toMatchObject(perth);
    const audit = (await call('GET', `/api/audit-log/locus-team/${id}`)).json().data;
    expect(audit).toContainEqual(
      expect.objectContaining({ action: 'CREATE', field: 'teamId', newValue: 'LOCUS-PER-1', actor: 'ops.au' }),
    );
    expect((await teamsForDispatch('AU')).map((team) => team.name)).toEqual([
      'Brisbane',
      'Melbourne Metro',
      'Perth Metro',
      'Sydney Metro',
    ]);
    // Another vertical neither sees it nor reads it by id.
    expect((await teamsForDispatch('AU', 'BIKE')).map((team) => team.id)).not.toContain('LOCUS-PER-1');
    expect((await call('GET', `${BASE}/${id}`, undefined, 'admin', 'AU', 'BIKE')).statusCode).toBe(404);
  });

  it('refuses a duplicate team id in the vertical with 409; the same id in another vertical is fine', async () => {
    const again = await call('POST', BASE, { ...perth, name: 'Perth again' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('A Locus team with team id LOCUS-PER-1 already exists in AU CAR.');
    expect((await call('POST', BASE, perth, 'admin', 'AU', 'BIKE')).statusCode).toBe(201);
  });

  it('answers 400 naming each bad field, and an unknown city by name', async () => {
    const bad = await call('POST', BASE, { teamId: 'lower case', name: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().validation.map((v: { field: string }) => v.field)).toEqual([
      'body.teamId',
      'body.name',
      'body.cityCode',
    ]);
    expect(bad.json().message).toMatch(
      /^Invalid data\. Please check and try again\. Team id must use only capital letters, digits/,
    );
    const foreign = await call('POST', BASE, { ...perth, teamId: 'LOCUS-DEL-1', cityCode: 'DEL' });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({
      message: 'City DEL is not a city of AU.',
      validation: [{ field: 'body.cityCode' }],
    });
    const noVersion = await call('PUT', `${BASE}/${id}`, { name: 'Perth', cityCode: 'PER' });
    expect(noVersion.json().validation.map((v: { field: string }) => v.field)).toEqual(['body.version']);
  });

  it('updates with the current version, refuses a stale one (409, unchanged) and keeps the team id', async () => {
    const body = { teamId: 'LOCUS-CHANGED', name: 'Perth and Fremantle', cityCode: 'PER', active: true, version: 1 };
    const ok = await call('PUT', `${BASE}/${id}`, body);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ teamId: 'LOCUS-PER-1', name: 'Perth and Fremantle', version: 2 });
    const stale = await call('PUT', `${BASE}/${id}`, { ...body, name: 'Lost update' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/Locus team LOCUS-PER-1 was changed by someone else/);
    expect((await call('GET', `${BASE}/${id}`)).json().data.name).toBe('Perth and Fremantle');
    expect((await call('PUT', `${BASE}/${id}`, { ...body, version: 2 }, 'admin', 'ID')).statusCode).toBe(404);
    const audit = (await call('GET', `/api/audit-log/locus-team/${id}`)).json().data;
    expect(audit).toContainEqual(
      expect.objectContaining({
        action: 'UPDATE',
        field: 'name',
        oldValue: 'Perth Metro',
        newValue: 'Perth and Fremantle',
      }),
    );
  });

  it('deactivates a team: kept in master data, gone from the logistics dropdown', async () => {
    const off = await call('PUT', `${BASE}/${id}`, {
      name: 'Perth and Fremantle',
      cityCode: 'PER',
      active: false,
      version: 2,
    });
    expect(off.json().data).toMatchObject({ active: false, version: 3 });
    expect((await call('GET', `${BASE}?active=false`)).json().data.map((r: { teamId: string }) => r.teamId)).toEqual([
      'LOCUS-PER-1',
    ]);
    expect((await teamsForDispatch('AU')).map((team) => team.id)).toEqual([
      'LOCUS-BNE-1',
      'LOCUS-MEL-1',
      'LOCUS-SYD-1',
    ]);
  });

  it('seeding the teams again adds nothing and keeps staff edits', async () => {
    const [brisbane] = (await call('GET', `${BASE}?teamId=LOCUS-BNE-1`)).json().data as {
      id: number;
      version: number;
    }[];
    await call('PUT', `${BASE}/${brisbane!.id}`, {
      name: 'Brisbane North',
      cityCode: 'BNE',
      active: true,
      version: brisbane!.version,
    });
    await seedLocusTeams(t.database.db);
    expect((await call('GET', `${BASE}/count`)).json().data.count).toBe(4);
    expect((await call('GET', `${BASE}/${brisbane!.id}`)).json().data.name).toBe('Brisbane North');
  });
});
