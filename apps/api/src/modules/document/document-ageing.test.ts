import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { insertDocument } from '../../test/document-factories.ts';
import { insertLocation } from '../../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const put = async (url: string, payload: object) =>
  t.app.inject({ method: 'PUT', url, payload, headers: await t.as('ops.in', 'IN', 'CAR') });
const get = async (url: string) => (await t.app.inject({ url, headers: await t.as('ops.in', 'IN', 'CAR') })).json();

// Issue 24 #7: a request reset the age to 0, so a 93-day-old document left the "Over 60 days" count.
describe('document ageing counts from when the document first became owed', () => {
  it('keeps a 93-day-old document at 93 days through a request, a loss and a second request', async () => {
    const { appointmentId, locationCode } = await insertDocument(t.database.db, { procuredDaysAgo: 93 });
    const hub = (await insertLocation(t.database.db)).code!;
    const url = `/api/inventory/asset/apt-${appointmentId}/RC`;
    const pendency = async () =>
      (await get(`/api/inventory/asset/pendency?location=${locationCode}`)).data[0]?.buckets['61+'];
    expect(await pendency()).toBe(1);

    const first = await put(`${url}?action=REQUEST`, { version: 1, destinationLocation: hub });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.document).toMatchObject({ status: 'REQUESTED', ageDays: 93, ageBucket: '61+' });
    expect(await pendency()).toBe(1);

    await put(`${url}?action=MARK_LOST`, { version: 2, remarks: 'Courier lost it' });
    const again = await put(`${url}?action=REQUEST`, { version: 3, destinationLocation: hub });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.document).toMatchObject({ status: 'REQUESTED', ageDays: 93, ageBucket: '61+' });
    expect(await pendency()).toBe(1);
    const found = await get(`/api/inventory/asset/search?age=61%2B&appointmentId=${appointmentId}`);
    expect(found.data).toHaveLength(1);
  });

  it('starts a new age when a received document is lost: it is owed again from then', async () => {
    const { appointmentId } = await insertDocument(t.database.db, { procuredDaysAgo: 93 });
    const hub = (await insertLocation(t.database.db)).code!;
    const url = `/api/inventory/asset/apt-${appointmentId}/RC`;
    await put(`${url}?action=REQUEST`, { version: 1, destinationLocation: hub });
    const received = await put(`${url}?action=RECEIVE`, { version: 2 });
    expect(received.json().data.document).toMatchObject({ status: 'DONE', ageDays: null });
    const lost = await put(`${url}?action=MARK_LOST`, { version: 3, remarks: 'Misplaced at the hub' });
    expect(lost.json().data.document).toMatchObject({ status: 'DISPUTED', ageDays: 0, ageBucket: '0-7' });
  });
});
