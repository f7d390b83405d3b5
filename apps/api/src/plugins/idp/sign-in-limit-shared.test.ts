import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { secondInstance } from '../../test/second-instance.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { CLIENT_ID, pkcePair, REDIRECT_URI } from '../../test/oidc-login.ts';

/**
 * Issue 25: the sign-in limit counts across processes. Two API instances on one database (two processes
 * behind a balancer): tries that alternate between them share one count, so the 11th wrong password
 * within the minute meets a 429 whichever instance answers it.
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

const cookiesOf = (res: LightMyRequestResponse) =>
  [res.headers['set-cookie'] ?? []].flat().map((c) => c.split(';')[0]!);

async function openSignInForm() {
  const auth = await t.app.inject({
    url: `/oidc/auth?${new URLSearchParams({
      client_id: CLIENT_ID,
      redirect_uri: REDIRECT_URI,
      response_type: 'code',
      scope: 'openid',
      code_challenge: pkcePair().challenge,
      code_challenge_method: 'S256',
    })}`,
  });
  const uid = /\/interaction\/([^/?]+)/.exec(String(auth.headers.location))?.[1];
  if (!uid) throw new Error(`no interaction: ${auth.statusCode}`);
  const cookie = cookiesOf(auth).join('; ');
  return (app: FastifyInstance, username: string, password: string) =>
    app.inject({
      method: 'POST',
      url: `/interaction/${uid}/login`,
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username, password }).toString(),
    });
}

describe('the sign-in limit across processes', () => {
  it('counts tries through both instances together: the 11th meets 429 on either', async () => {
    const tryOn = await openSignInForm();
    for (let attempt = 1; attempt <= 10; attempt++) {
      const refused = await tryOn(attempt % 2 ? t.app : other.app, 'ops.in', 'wrong-password');
      expect(refused.statusCode, `try ${attempt}`).toBe(401);
    }
    const throttled = await tryOn(other.app, 'OPS.IN', 'ops123');
    expect(throttled.statusCode).toBe(429);
    expect(throttled.body).toContain('Too many sign-in attempts. Try again in a minute.');
    expect((await tryOn(t.app, 'ops.in', 'ops123')).statusCode).toBe(429);
    // The typed username is not stored: the table holds hashes only.
    const { rows } = await t.database.pool.query<{ key: string }>('select key from sign_in_attempts');
    expect(rows.some((r) => r.key.includes('ops'))).toBe(false);
  });
});
