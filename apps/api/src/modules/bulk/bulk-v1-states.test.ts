import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BulkRequest } from '@b2c/contracts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { applyBulk, csvOf, uploadedBulk, waitForBulk } from '../../test/bulk-factories.ts';

/**
 * The v1 grid's rows (SPEC §2 "bulk upload (v1 and v2)", §4 "New, Uploaded, Published, Unpublished (codes
 * 1 to 4)"): the search filters on a request's SPEC state by its code, and the counts agree.
 */
let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.as('admin');
});
afterAll(() => t?.close());

const base = '/api/bulk-upload/v2';
const get = (url: string) => t.app.inject({ url, headers: admin });
const statusesOf = async (query: string) =>
  ((await get(`${base}/search?size=100&${query}`)).json().data as BulkRequest[]).map((r) => r.status);
const driverFile = (mobile: string) =>
  csvOf(['name', 'mobile', 'driverType', 'vendor'], [['V1 State Driver', mobile, 'YARD', 'IN_HOUSE']]);

describe('the v1 grid of bulk uploads', () => {
  it('filters by SPEC §4 state — 1 New, 2 Uploaded, 3 Published, 4 Unpublished — and counts agree', async () => {
    const fresh = await uploadedBulk(t, admin, 'DRIVER', driverFile('9811177801'), 'v1-new.csv');
    const applied = await uploadedBulk(t, admin, 'DRIVER', driverFile('9811177802'), 'v1-published.csv');
    expect((await applyBulk(t, admin, applied)).statusCode).toBe(200);
    expect(await waitForBulk(t, admin, applied.id)).toMatchObject({ status: 'COMPLETED' });
    const withdrawn = await uploadedBulk(t, admin, 'DRIVER', driverFile('9811177803'), 'v1-unpublished.csv');
    const aborted = await t.app.inject({ method: 'PUT', url: `${base}/${withdrawn.id}/abort`, headers: admin });
    expect(aborted.json().data.status).toBe('ABORTED');

    const idsOf = async (query: string) =>
      ((await get(`${base}/search?size=100&${query}`)).json().data as BulkRequest[]).map((r) => r.id);
    expect(await idsOf('uploadState=1')).toContain(fresh.id);
    expect(await idsOf('uploadState=3')).toContain(applied.id);
    expect(await idsOf('uploadState=4')).toContain(withdrawn.id);
    expect(new Set(await statusesOf('uploadState=1'))).toEqual(new Set(['VALIDATED']));
    expect(new Set(await statusesOf('uploadState=3'))).toEqual(new Set(['COMPLETED']));
    expect(new Set(await statusesOf('uploadState=4'))).toEqual(new Set(['ABORTED']));
    expect((await statusesOf('uploadState=2')).every((s) => s === 'QUEUED' || s === 'RUNNING')).toBe(true);
    for (const code of [1, 2, 3, 4])
      expect((await get(`${base}/counts?uploadState=${code}`)).json().data.total).toBe(
        (await statusesOf(`uploadState=${code}`)).length,
      );

    const bad = await get(`${base}/search?uploadState=5`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().validation[0].field).toBe('querystring.uploadState');
  });

  it('finished=true still answers only completed and aborted requests', async () => {
    const finished = await statusesOf('finished=true');
    expect(finished.length).toBeGreaterThan(0);
    expect(finished.every((s) => s === 'COMPLETED' || s === 'ABORTED')).toBe(true);
    const open = await statusesOf('finished=false');
    expect(open.some((s) => s === 'COMPLETED' || s === 'ABORTED')).toBe(false);
    expect((await get(`${base}/counts?finished=true`)).json().data.total).toBe(finished.length);
  });
});
