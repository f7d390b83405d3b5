import { describe, expect, it } from 'vitest';
import { RENEW_LOCK_NAME, withStorageLease } from './renew-lock.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('withStorageLease (the no-Web-Locks fallback)', () => {
  it('runs renewals one at a time and releases the lease', async () => {
    const log: string[] = [];
    const task = (name: string) => async () => {
      log.push(`${name}:start`);
      await sleep(30);
      log.push(`${name}:end`);
      return name;
    };
    const results = await Promise.all([withStorageLease(task('a')), withStorageLease(task('b'))]);
    expect(results.sort()).toEqual(['a', 'b']);
    // No interleaving: every start is directly followed by its own end.
    for (let i = 0; i < log.length; i += 2) expect(log[i + 1]).toBe(log[i]?.replace('start', 'end'));
    expect(window.localStorage.getItem(RENEW_LOCK_NAME)).toBeNull();
  });

  it('takes over an expired lease left by a crashed tab', async () => {
    window.localStorage.setItem(RENEW_LOCK_NAME, JSON.stringify({ owner: 'dead', until: Date.now() - 1 }));
    await expect(withStorageLease(async () => 'renewed')).resolves.toBe('renewed');
  });
});
