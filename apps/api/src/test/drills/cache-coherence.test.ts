import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { BuiltApp } from '../../app.ts';
import { secondInstance } from '../second-instance.ts';
import { buildTestApp, type TestApp } from '../build-test-app.ts';
import { groups, users } from '../../modules/users/users-tables.ts';

/**
 * Issue 25: two API instances on one database (as two processes behind a balancer are). A change made
 * through one — a vertical flag, a user deactivated, a member removed from a group, a group's permissions
 * — is seen by the other within 1 s, well inside the caches' 5–10 s lifetimes: the writer NOTIFYs in
 * its transaction and every instance drops the entry (plugins/db/change-feed.ts). On the embedded
 * database the one session delivers it; on TEST_DATABASE_URL each database's LISTEN connection does.
 */
let t: TestApp;
let other: Awaited<ReturnType<typeof secondInstance>>;
beforeAll(async () => {
  t = await buildTestApp();
  other = await secondInstance(t);
});
afterAll(async () => {
  await other?.close();
  await t?.close();
});

const COHERENCE_MS = 1_000;

/** Asks `probe` until it says yes; answers how long that took (fails past the bound). */
async function timeUntil(probe: () => Promise<boolean>): Promise<number> {
  const start = Date.now();
  while (Date.now() - start < COHERENCE_MS * 3) {
    if (await probe()) return Date.now() - start;
    await new Promise((r) => setTimeout(r, 20));
  }
  return Infinity;
}

type Headers = Record<string, string>;
const userId = async (userName: string) =>
  (await t.database.db.select().from(users).where(eq(users.userName, userName)))[0]!.id;
const groupOf = async (name: string) => (await t.database.db.select().from(groups).where(eq(groups.name, name)))[0]!;
const countOn = (app: BuiltApp, headers: Headers) => app.app.inject({ url: '/api/inventory/count', headers });

describe('a change through one instance, seen by the other', () => {
  it('a vertical flag, within 1 s', async () => {
    const admin = await t.as('admin', 'AU', 'CAR');
    const flagOnOther = async () =>
      (await other.app.inject({ url: '/api/config/ui-rules', headers: admin })).json().data.flags.gpsTracker;
    expect(await flagOnOther()).toBe(false); // now in the other's cache
    const rows = (await t.app.inject({ url: '/api/config/vertical-flags', headers: admin })).json().data;
    const au = rows.find((r: { vertical: string }) => r.vertical === 'AU:CAR');
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/config/vertical-flags',
      headers: admin,
      payload: { vertical: 'AU:CAR', flags: { gpsTracker: true }, reason: 'Trackers fitted', version: au.version },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await timeUntil(async () => (await flagOnOther()) === true)).toBeLessThan(COHERENCE_MS);
  });

  it('a user deactivated, refused within 1 s', async () => {
    const ops = await t.as('ops.in', 'IN', 'CAR');
    expect((await countOn(other, ops)).statusCode).toBe(200);
    const id = await userId('ops.in');
    const user = (await t.app.inject({ url: `/api/v2/users/${id}`, headers: await t.as('admin') })).json().data;
    const off = await t.app.inject({
      method: 'PUT',
      url: `/api/v2/users/${id}/active`,
      headers: await t.as('admin'),
      payload: { active: false, version: user.version },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(await timeUntil(async () => (await countOn(other, ops)).statusCode === 401)).toBeLessThan(COHERENCE_MS);
  });

  it('a grant removed (member taken out of a group), refused within 1 s', async () => {
    const ops = await t.as('ops.au', 'AU', 'CAR');
    expect((await countOn(other, ops)).statusCode).toBe(200);
    const operations = await groupOf('OPERATIONS');
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/v2/groups/${operations.id}/users/${await userId('ops.au')}`,
      headers: await t.as('admin', 'AU', 'CAR'),
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await timeUntil(async () => (await countOn(other, ops)).statusCode === 403)).toBeLessThan(COHERENCE_MS);
  });

  it("a group's permission withdrawn, refused to its members within 1 s", async () => {
    const cc = await t.as('cc.admin', 'IN', 'CAR');
    expect((await countOn(other, cc)).statusCode).toBe(200);
    const operations = await groupOf('OPERATIONS');
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/v2/groups/${operations.id}`,
      headers: await t.as('admin'),
      payload: {
        name: operations.name,
        description: operations.description,
        permissions: operations.permissions.filter((p) => p !== 'inventoryMenu'),
        version: operations.version,
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await timeUntil(async () => (await countOn(other, cc)).statusCode === 403)).toBeLessThan(COHERENCE_MS);
  });
});
