import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { CLIENT_ID, InjectBrowser, REDIRECT_URI, pkcePair, refresh, signIn } from '../../test/oidc-login.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

describe('embedded OpenID Connect provider', () => {
  it('signs in with code + PKCE and issues a JWT access token the API accepts', async () => {
    const { tokens } = await signIn(t.app, 'ops.in', 'ops123');
    expect(tokens?.access_token).toBeTruthy();
    const access = decodeJwt(tokens!.access_token);
    expect(access).toMatchObject({
      aud: 'http://localhost:8080/api',
      iss: 'http://localhost:8080/oidc',
      countries: ['IN'],
      groups: ['OPERATIONS'],
      preferred_username: 'ops.in',
    });
    const id = decodeJwt(tokens!.id_token);
    expect(id).toMatchObject({
      preferred_username: 'ops.in',
      name: 'Ravi Operations',
      email: 'ops.in@example.com',
      countries: ['IN'],
      vehicleTypes: ['CAR', 'BIKE'],
      groups: ['OPERATIONS'],
    });
    expect(id.phone_number).toBe('+919800000002');

    const rules = await t.app.inject({
      url: '/api/config/ui-rules',
      headers: { authorization: `Bearer ${tokens!.access_token}`, 'x-country': 'IN', 'x-vehicle-type': 'CAR' },
    });
    expect(rules.statusCode).toBe(200);
    expect(rules.json().data.uiPermissions.inventoryMenu).toBe(true);
  });

  it('rotates refresh tokens, and reusing a rotated one revokes the grant', async () => {
    const { tokens } = await signIn(t.app, 'admin', 'admin123');
    const first = await refresh(t.app, tokens!.refresh_token);
    expect(first.statusCode).toBe(200);
    const rotated = first.json();
    expect(rotated.refresh_token).not.toBe(tokens!.refresh_token);
    expect(decodeJwt(rotated.access_token).aud).toBe('http://localhost:8080/api');

    const replay = await refresh(t.app, tokens!.refresh_token);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error).toBe('invalid_grant');
    // The replay revoked the whole grant, so the newest refresh token is dead too.
    expect((await refresh(t.app, rotated.refresh_token)).statusCode).toBe(400);
  });

  it('refuses a wrong password with a clear message and no redirect', async () => {
    const { posted, tokens } = await signIn(t.app, 'admin', 'wrong-password');
    expect(tokens).toBeUndefined();
    expect(posted.statusCode).toBe(401);
    expect(posted.body).toContain('Incorrect username or password.');
    expect(posted.headers.location).toBeUndefined();
  });

  it('requires PKCE and an exactly registered redirect URI', async () => {
    const browser = new InjectBrowser(t.app);
    const noPkce = await browser.request(
      'GET',
      `/oidc/auth?${new URLSearchParams({ client_id: CLIENT_ID, redirect_uri: REDIRECT_URI, response_type: 'code', scope: 'openid' })}`,
    );
    expect(noPkce.headers.location).toMatch(/error=invalid_request/);
    const { challenge } = pkcePair();
    const evil = await browser.request(
      'GET',
      `/oidc/auth?${new URLSearchParams({ client_id: CLIENT_ID, redirect_uri: 'https://evil.example/implicit/callback', response_type: 'code', scope: 'openid', code_challenge: challenge, code_challenge_method: 'S256' })}`,
    );
    expect(evil.statusCode).toBe(400);
    expect(evil.headers.location).toBeUndefined();
  });

  it('ends the session at logout and returns to the panel', async () => {
    const { browser, tokens } = await signIn(t.app, 'viewer', 'viewer123');
    const end = await browser.request(
      'GET',
      `/oidc/session/end?${new URLSearchParams({ id_token_hint: tokens!.id_token, post_logout_redirect_uri: 'http://localhost:8080/', client_id: CLIENT_ID })}`,
    );
    expect(end.statusCode).toBe(200);
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(end.body)?.[1];
    expect(xsrf).toBeTruthy();
    const confirm = await browser.request('POST', '/oidc/session/end/confirm', { xsrf: xsrf!, logout: 'yes' });
    expect(confirm.statusCode).toBe(303);
    expect(confirm.headers.location).toBe('http://localhost:8080/');
    // Signed out: a new authorization request asks for the password again.
    const { challenge } = pkcePair();
    const again = await browser.request(
      'GET',
      `/oidc/auth?${new URLSearchParams({ client_id: CLIENT_ID, redirect_uri: REDIRECT_URI, response_type: 'code', scope: 'openid', code_challenge: challenge, code_challenge_method: 'S256' })}`,
    );
    const page = await browser.follow(again, REDIRECT_URI);
    expect(page instanceof URL ? '' : page.body).toContain('name="password"');
  });

  it('limits guessing to 10 sign-ins a minute per address and username, not per address alone', async () => {
    // Everyone behind one office proxy shares an address: one user's guessing must not lock the others out.
    // (A user no other test here signs in as: the window is a minute and spans the file.)
    for (let attempt = 1; attempt <= 10; attempt++) {
      const { posted } = await signIn(t.app, 'cc.admin', `wrong-${attempt}`);
      expect(posted.statusCode).toBe(401);
    }
    // Even the right password: the 11th try within the minute is refused before it is checked.
    await expect(signIn(t.app, 'cc.admin', 'cc123')).rejects.toThrow(/got 429/);
    const other = await signIn(t.app, 'ops.in', 'ops123');
    expect(other.tokens?.access_token).toBeTruthy();
  });
});
