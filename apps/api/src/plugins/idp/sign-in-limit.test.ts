import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { openSignInForm, signIn } from '../../test/oidc-login.ts';
import { ConfigError, loadConfig } from '../../config.ts';
import { normalisedUserName } from './sign-in-limit.ts';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

let t: TestApp;
let behindProxy: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  behindProxy = await buildTestApp({ TRUST_PROXY: '127.0.0.1' });
});
afterAll(async () => {
  await t?.close();
  await behindProxy?.close();
});

describe('sign-in limit', () => {
  it('counts every spelling of a username together, and answers the 11th try with the sign-in page', async () => {
    const tryToSignIn = await openSignInForm(t.app);
    const spellings = [
      ' admin ',
      'admin\t',
      'ADMIN',
      'Admin',
      '\tadmin',
      'admin  ',
      'ａｄｍｉｎ',
      ' aDmIn',
      'admin',
      'ADMIN\t',
    ];
    for (const spelling of spellings) {
      const refused = await tryToSignIn(spelling, 'wrong-password');
      expect(refused.statusCode).toBe(401);
      expect(refused.body).toContain('Incorrect username or password.');
    }
    // Even the right password: the 11th try within the minute is refused before it is checked.
    const throttled = await tryToSignIn('admin', 'admin123');
    expect(throttled.statusCode).toBe(429);
    expect(throttled.headers['content-type']).toMatch(/^text\/html/);
    expect(throttled.headers['retry-after']).toBeTruthy();
    expect(throttled.body).toContain('Too many sign-in attempts. Try again in a minute.');
    expect(throttled.body).toContain('name="password"');
    expect(throttled.headers.location).toBeUndefined();
    // Someone else at the same address is not affected.
    expect((await signIn(t.app, 'viewer', 'viewer123')).tokens?.access_token).toBeTruthy();
  });

  it('normalises usernames: trims, collapses whitespace, ignores case and compatibility forms', () => {
    expect(normalisedUserName(' Ops.IN\t')).toBe('ops.in');
    expect(normalisedUserName('a \u00a0\t b')).toBe('a b');
    expect(normalisedUserName('ｏｐｓ')).toBe('ops');
    expect(normalisedUserName(['a', 'b'])).toBe('');
  });

  it('does not let a made-up X-Forwarded-For reset the count without TRUST_PROXY', async () => {
    const tryToSignIn = await openSignInForm(t.app);
    for (let attempt = 1; attempt <= 10; attempt++) {
      const refused = await tryToSignIn('cc.admin', 'wrong', { 'x-forwarded-for': `198.51.100.${attempt}` });
      expect(refused.statusCode).toBe(401);
    }
    const throttled = await tryToSignIn('cc.admin', 'cc123', { 'x-forwarded-for': '198.51.100.99' });
    expect(throttled.statusCode).toBe(429);
  });

  it('counts per client address that a proxy named in TRUST_PROXY reports', async () => {
    const tryToSignIn = await openSignInForm(behindProxy.app);
    const from = (ip: string) => ({ 'x-forwarded-for': ip });
    for (let attempt = 1; attempt <= 10; attempt++)
      expect((await tryToSignIn('cc.admin', 'wrong', from('203.0.113.7'))).statusCode).toBe(401);
    expect((await tryToSignIn('cc.admin', 'wrong', from('203.0.113.7'))).statusCode).toBe(429);
    // Another person behind the same proxy still has their own ten tries.
    expect((await tryToSignIn('cc.admin', 'wrong', from('203.0.113.8'))).statusCode).toBe(401);
  });

  it('takes as long to refuse an unknown username as a wrong password', async () => {
    const tryToSignIn = await openSignInForm(t.app);
    const timeOf = async (username: string) => {
      const started = performance.now();
      const res = await tryToSignIn(username, 'not-the-password');
      expect(res.statusCode).toBe(401);
      return performance.now() - started;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    // Interleaved, so a busy moment on the machine slows both alike.
    for (let i = 0; i < 5; i++) {
      known.push(await timeOf('ops.in'));
      unknown.push(await timeOf('no.such.user'));
    }
    const ratio = median(known) / median(unknown);
    expect(ratio).toBeGreaterThan(1 / 3);
    expect(ratio).toBeLessThan(3);
  });

  it('refuses a malformed form like a wrong password, never with a 500', async () => {
    const tryToSignIn = await openSignInForm(t.app);
    for (const username of [['viewer', 'admin'], 'v'.repeat(300)]) {
      const refused = await tryToSignIn(username, 'viewer123');
      expect(refused.statusCode).toBe(401);
      expect(refused.body).toContain('Incorrect username or password.');
    }
  });

  it('takes TRUST_PROXY as addresses and ranges, and refuses anything else naming the variable', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1,loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'loopback',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(
      /TRUST_PROXY.*10\.0\.0\.0\/33 is not an IP address/,
    );
  });
});
