import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { and, asc, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { USER_MESSAGES } from '@b2c/domain';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { CLIENT_ID, InjectBrowser, REDIRECT_URI, pkcePair, refresh, signIn } from '../../test/oidc-login.ts';
import { auditLog } from '../../kits/audit-tables.ts';
import { groups, userGroups, users } from './users-tables.ts';
import { SIGN_IN_STATE_FRESH_MS, usersSignInState } from './users-sign-in-state.ts';
import { usersRepository } from './users-repository.ts';

/**
 * Issue 13's sign-in consequences with real tokens from the embedded IdP: a user the admin creates signs
 * in (choosing their own password first); deactivating them refuses their token and their refresh token
 * at once; a change of their groups changes what a protected call answers.
 */
let t: TestApp;
let groupId: (name: string) => number;
beforeAll(async () => {
  t = await buildTestApp();
  const all = await t.database.db.select().from(groups);
  groupId = (name) => all.find((g) => g.name === name)!.id;
});
afterAll(() => t?.close());

const INITIAL = 'initial-Password-1';
const CHOSEN = 'my own Password 2026';
const admin = async (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: await t.as('admin', 'AU', 'CAR'), ...(payload ? { payload } : {}) });

/** The panel's sign-in through the IdP's pages, choosing a new password when asked; answers the tokens. */
async function signInFirstTime(userName: string) {
  const browser = new InjectBrowser(t.app);
  const { verifier, challenge } = pkcePair();
  const auth = await browser.request(
    'GET',
    `/oidc/auth?${new URLSearchParams({ client_id: CLIENT_ID, redirect_uri: REDIRECT_URI, response_type: 'code', scope: 'openid profile api', code_challenge: challenge, code_challenge_method: 'S256', state: 'st' })}`,
  );
  const login = (await browser.follow(auth, REDIRECT_URI)) as LightMyRequestResponse;
  const uid = /action="\/interaction\/([^/]+)\/login"/.exec(login.body)![1]!;
  const posted = await browser.request('POST', `/interaction/${uid}/login`, { username: userName, password: INITIAL });
  expect(posted.body).toContain('Choose a new password');
  const proof = /name="proof" value="([^"]+)"/.exec(posted.body)![1]!;
  const changed = await browser.request('POST', `/interaction/${uid}/password`, {
    proof,
    username: userName,
    password: CHOSEN,
    confirm: CHOSEN,
  });
  const callback = (await browser.follow(changed, REDIRECT_URI)) as URL;
  const tokens = await t.app.inject({
    method: 'POST',
    url: '/oidc/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: 'authorization_code',
      code: callback.searchParams.get('code')!,
      code_verifier: verifier,
      client_id: CLIENT_ID,
      redirect_uri: REDIRECT_URI,
    }).toString(),
  });
  expect(tokens.statusCode, tokens.body).toBe(200);
  return tokens.json() as { access_token: string; refresh_token: string };
}

const inventoryCount = (accessToken: string) =>
  t.app.inject({
    url: '/api/inventory/count',
    headers: { authorization: `Bearer ${accessToken}`, 'x-country': 'AU', 'x-vehicle-type': 'CAR' },
  });

describe('the users are the sign-in’s accounts', () => {
  it('signs in a created user, follows their group changes, and refuses them once deactivated', async () => {
    const created = await admin('POST', '/api/v2/users', {
      userName: 'olive.onboarded',
      name: 'Olive Onboarded',
      email: 'olive@example.com',
      phone: '0412 345 678',
      countries: ['AU'],
      vehicleTypes: ['CAR'],
      groupIds: [groupId('OPERATIONS')],
      initialPassword: INITIAL,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as number;

    const tokens = await signInFirstTime('olive.onboarded');
    expect(decodeJwt(tokens.access_token)).toMatchObject({ groups: ['OPERATIONS'], countries: ['AU'] });
    expect((await inventoryCount(tokens.access_token)).statusCode).toBe(200);
    const signedIn = (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!;
    expect(signedIn.lastSignInAt).toBeInstanceOf(Date);
    expect(signedIn.passwordChangeRequired).toBe(false);

    // Groups changed: the same (still valid) token is now checked against VIEWER, which has no inventoryMenu.
    const moved = await admin('PUT', `/api/v2/users/${id}`, {
      userName: 'olive.onboarded',
      name: 'Olive Onboarded',
      email: 'olive@example.com',
      countries: ['AU'],
      vehicleTypes: ['CAR'],
      groupIds: [groupId('VIEWER')],
      version: signedIn.version,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const refused = await inventoryCount(tokens.access_token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/inventoryMenu/);

    // Deactivated: the access token and the refresh token stop working at once.
    const off = await admin('PUT', `/api/v2/users/${id}/active`, { active: false, version: moved.json().data.version });
    expect(off.statusCode).toBe(200);
    const denied = await inventoryCount(tokens.access_token);
    expect(denied.statusCode).toBe(401);
    expect(denied.json().message).toBe(USER_MESSAGES.accountInactive);
    const renewed = await refresh(t.app, tokens.refresh_token);
    expect(renewed.statusCode).toBe(400);
    expect(renewed.json().error).toBe('invalid_grant');

    // Every step is in the user's trail, each by who took it: onboarded, own password chosen, moved, deactivated.
    const trail = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, String(id)), eq(auditLog.country, 'AU')))
      .orderBy(asc(auditLog.id));
    const steps = (action: string) => trail.filter((a) => a.action === action);
    expect(steps('CREATE').every((a) => a.actorId === 'admin')).toBe(true);
    expect(steps('PASSWORD_CHANGED')).toEqual([
      expect.objectContaining({
        field: 'passwordChangeRequired',
        oldValue: 'true',
        newValue: 'false',
        actorId: 'olive.onboarded',
      }),
    ]);
    expect(JSON.stringify(trail)).not.toContain(CHOSEN);
    // The move's body left the phone out, which clears it: that too is in the trail.
    expect(steps('UPDATE').map((a) => [a.field, a.newValue, a.actorId])).toEqual([
      ['phone', null, 'admin'],
      ['groups', '["VIEWER"]', 'admin'],
      ['active', 'false', 'admin'],
    ]);
    expect(trail.map((a) => a.action).filter((a, i, all) => all.indexOf(a) === i)).toEqual([
      'CREATE',
      'PASSWORD_CHANGED',
      'UPDATE',
    ]);
  });

  it('refuses a deleted user’s sign-in and token', async () => {
    const created = await admin('POST', '/api/v2/users', {
      userName: 'dora.deleted',
      name: 'Dora Deleted',
      email: 'dora@example.com',
      countries: ['AU'],
      vehicleTypes: ['CAR'],
      groupIds: [groupId('OPERATIONS')],
      initialPassword: INITIAL,
    });
    const tokens = await signInFirstTime('dora.deleted');
    const { id, version } = created.json().data as { id: number; version: number };
    const current = (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!;
    expect(current.version).toBeGreaterThan(version);
    expect((await admin('DELETE', `/api/v2/users/${id}?version=${current.version}`)).statusCode).toBe(200);
    expect((await inventoryCount(tokens.access_token)).statusCode).toBe(401);
    expect((await refresh(t.app, tokens.refresh_token)).statusCode).toBe(400);
    const again = await signIn(t.app, 'dora.deleted', CHOSEN);
    expect(again.tokens).toBeUndefined();
    expect(again.posted.statusCode).toBe(401);
  });

  it('sees a change made around this server (another instance, SQL) within the freshness bound', async () => {
    const headers = await t.as('ops.in', 'IN', 'CAR');
    const read = () => t.app.inject({ url: '/api/inventory/count', headers });
    expect((await read()).statusCode).toBe(200);
    const [opsIn] = await t.database.db.select().from(users).where(eq(users.userName, 'ops.in'));
    await t.database.db
      .update(userGroups)
      .set({ groupId: groupId('VIEWER') })
      .where(eq(userGroups.userId, opsIn!.id));
    // Within the bound the remembered state answers; past it, the database does.
    expect((await read()).statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + SIGN_IN_STATE_FRESH_MS + 1 });
    try {
      expect((await read()).statusCode).toBe(403);
    } finally {
      vi.useRealTimers();
    }
  });

  it('with a corporate IdP, matches by preferred username and creates an unknown user with no groups', async () => {
    const state = usersSignInState(usersRepository(t.database.db), {
      embedded: false,
      issuer: 'https://acme.okta.com/oauth2/default',
    });
    const token = {
      subject: '00u1abc',
      userName: 'corp.newcomer',
      name: 'Corp Newcomer',
      email: 'corp.newcomer@example.com',
      countries: ['IN'],
      vehicleTypes: ['CAR'],
    };
    expect(await state.current(token)).toEqual({
      groups: [],
      countries: ['IN'],
      vehicleTypes: ['CAR'],
      permissions: [],
    });
    const [created] = await t.database.db.select().from(users).where(eq(users.userName, 'corp.newcomer'));
    expect(created).toMatchObject({ identityProvider: 'OKTA', passwordHash: null, active: true });
    // Known by name: an existing user's groups answer; a deactivated one is refused.
    expect((await state.current({ ...token, userName: 'ops.au' }))?.groups).toEqual(['OPERATIONS']);
    await t.database.db.update(users).set({ active: false }).where(eq(users.userName, 'corp.newcomer'));
    state.forget(created!);
    expect(await state.current(token)).toBeUndefined();
    expect(await t.database.db.$count(users, eq(users.userName, 'corp.newcomer'))).toBe(1);
  });
});
