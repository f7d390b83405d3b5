import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { secondInstance } from '../../test/second-instance.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { openSignInForm } from '../../test/oidc-login.ts';

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

describe('the sign-in limit across processes', () => {
  it('counts tries through both instances together: the 11th meets 429 on either', async () => {
    const tryOn = await openSignInForm(t.app);
    for (let attempt = 1; attempt <= 10; attempt++) {
      const refused = await tryOn('ops.in', 'wrong-password', {}, attempt % 2 ? t.app : other.app);
      expect(refused.statusCode, `try ${attempt}`).toBe(401);
    }
    const throttled = await tryOn('OPS.IN', 'ops123', {}, other.app);
    expect(throttled.statusCode).toBe(429);
    expect(throttled.body).toContain('Too many sign-in attempts. Try again in a minute.');
    expect((await tryOn('ops.in', 'ops123')).statusCode).toBe(429);
    // The typed username is not stored: the table holds hashes only.
    const { rows } = await t.database.pool.query<{ key: string }>('select key from sign_in_attempts');
    expect(rows.some((r) => r.key.includes('ops'))).toBe(false);
  });
});
