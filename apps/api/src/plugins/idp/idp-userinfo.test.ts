import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { signIn } from '../../test/oidc-login.ts';

/**
 * Issue 25: a certified relying party (openid-client 6) follows discovery. The provider's access tokens are
 * JWTs for the API's audience, which a userinfo endpoint refuses, so discovery must not advertise one;
 * the claims come in the ID token instead.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

describe('userinfo', () => {
  it('is not advertised, and the ID token carries the claims a relying party would have asked it for', async () => {
    const discovery = (await t.app.inject({ url: '/oidc/.well-known/openid-configuration' })).json();
    expect(discovery.issuer).toBeTruthy();
    expect(discovery).not.toHaveProperty('userinfo_endpoint');
    const { tokens } = await signIn(t.app, 'ops.in', 'ops123');
    expect(decodeJwt(tokens!.access_token).aud).toBe(t.config.oidc.audience);
    expect(decodeJwt(tokens!.id_token)).toMatchObject({ preferred_username: 'ops.in', countries: ['IN'] });
    const me = await t.app.inject({ url: '/oidc/me', headers: { authorization: `Bearer ${tokens!.access_token}` } });
    expect(me.statusCode).toBe(404);
  });
});
