import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { decodeJwt } from 'jose';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { CLIENT_ID, InjectBrowser, REDIRECT_URI, pkcePair, signIn } from '../../test/oidc-login.ts';
import { users } from '../../modules/users/users-tables.ts';
import { hashPassword, verifyPassword } from '../../kits/passwords.ts';

// A demo account turned into a first-start one: a 12+ character one-time password and the flag. Its
// username is long enough to be tried as a password.
const USER = 'key.requester';
const ONE_TIME = 'one-time-Password-7';
const NEW_PASSWORD = 'my own Password 2026';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await t.database.db
    .update(users)
    .set({ passwordHash: await hashPassword(ONE_TIME), passwordChangeRequired: true })
    .where(eq(users.userName, USER));
});
afterAll(() => t?.close());

const stored = async () => (await t.database.db.select().from(users).where(eq(users.userName, USER)))[0]!;

/** Opens a sign-in as the panel does and posts the password; returns the browser, the uid and the answer. */
async function startSignIn(password: string) {
  const browser = new InjectBrowser(t.app);
  const { verifier, challenge } = pkcePair();
  const auth = await browser.request(
    'GET',
    `/oidc/auth?${new URLSearchParams({ client_id: CLIENT_ID, redirect_uri: REDIRECT_URI, response_type: 'code', scope: 'openid profile api', code_challenge: challenge, code_challenge_method: 'S256', state: 'st' })}`,
  );
  const login = (await browser.follow(auth, REDIRECT_URI)) as LightMyRequestResponse;
  const uid = /action="\/interaction\/([^/]+)\/login"/.exec(login.body)![1]!;
  const posted = await browser.request('POST', `/interaction/${uid}/login`, { username: USER, password });
  return { browser, uid, posted, verifier };
}

const proofIn = (page: LightMyRequestResponse) => /name="proof" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
const errorIn = (page: LightMyRequestResponse) => /<p class="error" role="alert">([^<]*)<\/p>/.exec(page.body)?.[1];

describe('first sign-in with a one-time password', () => {
  it('asks for a new password instead of signing in, enforces the rules, then lands on the callback', async () => {
    const { browser, uid, posted, verifier } = await startSignIn(ONE_TIME);
    expect(posted.statusCode).toBe(200);
    expect(posted.headers.location).toBeUndefined();
    expect(posted.body).toContain('<h1>Choose a new password</h1>');
    expect(posted.body).toContain(`action="/interaction/${uid}/password"`);
    // The CSP allows no inline script or style: the page uses the sign-in page's stylesheet only.
    expect(posted.body).not.toMatch(/<script(?! src)|<style|style=/);
    expect(posted.body).toContain('href="/interaction/assets/idp.css"');
    expect(posted.body).not.toContain(ONE_TIME);
    const proof = proofIn(posted);

    const tryPassword = (password: string, confirm = password) =>
      browser.request('POST', `/interaction/${uid}/password`, { proof, username: USER, password, confirm });
    const refusals: [string, string, string][] = [
      ['short-pass1', 'short-pass1', 'The new password needs at least 12 characters.'],
      [NEW_PASSWORD, `${NEW_PASSWORD}!`, 'The two new passwords differ.'],
      ['KEY.REQUESTER', 'KEY.REQUESTER', 'The new password must not be your username.'],
      [ONE_TIME, ONE_TIME, 'The new password must differ from the one-time password.'],
    ];
    for (const [password, confirm, message] of refusals) {
      const refused = await tryPassword(password, confirm);
      expect(refused.statusCode, message).toBe(400);
      expect(errorIn(refused)).toBe(message);
      expect(refused.headers.location).toBeUndefined();
    }
    expect(await verifyPassword(ONE_TIME, (await stored()).passwordHash)).toBe(true);
    expect((await stored()).passwordChangeRequired).toBe(true);

    const accepted = await tryPassword(NEW_PASSWORD);
    expect(accepted.statusCode).toBe(303);
    const callback = await browser.follow(accepted, REDIRECT_URI);
    expect(callback).toBeInstanceOf(URL);
    const code = (callback as URL).searchParams.get('code');
    expect(code).toBeTruthy();
    const tokens = await t.app.inject({
      method: 'POST',
      url: '/oidc/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'authorization_code',
        code: code!,
        code_verifier: verifier,
        client_id: CLIENT_ID,
        redirect_uri: REDIRECT_URI,
      }).toString(),
    });
    expect(tokens.statusCode).toBe(200);
    expect(decodeJwt(tokens.json().access_token).preferred_username).toBe(USER);

    const row = await stored();
    expect(row.passwordChangeRequired).toBe(false);
    expect(row.updatedBy).toBe(USER);
    expect(await verifyPassword(NEW_PASSWORD, row.passwordHash)).toBe(true);
    // The one-time password is dead; the new one signs in directly, with no change page.
    const old = await signIn(t.app, USER, ONE_TIME);
    expect(old.posted.statusCode).toBe(401);
    const again = await signIn(t.app, USER, NEW_PASSWORD);
    expect(again.tokens?.access_token).toBeTruthy();
    // A used proof cannot change the password a second time.
    const replay = await tryPassword('yet another Password 3');
    expect(replay.statusCode).toBe(400);
    expect(await verifyPassword(NEW_PASSWORD, (await stored()).passwordHash)).toBe(true);
  });

  it("does not accept a proof in another browser's sign-in, or a forged one", async () => {
    await t.database.db
      .update(users)
      .set({ passwordHash: await hashPassword(ONE_TIME), passwordChangeRequired: true })
      .where(eq(users.userName, USER));
    const victim = await startSignIn(ONE_TIME);
    const proof = proofIn(victim.posted);
    expect(proof).not.toBe('');

    // An attacker with their own sign-in (their own interaction cookie) replays the victim's proof.
    const attacker = new InjectBrowser(t.app);
    const { challenge } = pkcePair();
    const auth = await attacker.request(
      'GET',
      `/oidc/auth?${new URLSearchParams({ client_id: CLIENT_ID, redirect_uri: REDIRECT_URI, response_type: 'code', scope: 'openid', code_challenge: challenge, code_challenge_method: 'S256' })}`,
    );
    const login = (await attacker.follow(auth, REDIRECT_URI)) as LightMyRequestResponse;
    const attackerUid = /action="\/interaction\/([^/]+)\/login"/.exec(login.body)![1]!;
    const form = { proof, password: 'attacker Password 1', confirm: 'attacker Password 1' };
    for (const url of [`/interaction/${attackerUid}/password`, `/interaction/${victim.uid}/password`]) {
      const res = await attacker.request('POST', url, form);
      expect(res.statusCode, url).toBe(400);
      expect(res.body).toContain('Sign-in expired');
    }
    // The victim's own browser with a tampered proof (another user id) fares no better.
    const [, expires, mac] = proof.split('.');
    const forged = await victim.browser.request('POST', `/interaction/${victim.uid}/password`, {
      ...form,
      proof: `1.${expires}.${mac}`,
    });
    expect(forged.statusCode).toBe(400);
    expect(await verifyPassword(ONE_TIME, (await stored()).passwordHash)).toBe(true);
    expect((await stored()).passwordChangeRequired).toBe(true);
  });
});
