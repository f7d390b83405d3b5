import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { attachRenewalRetry, type RenewableSession } from './renewal-retry.ts';

const fakeSession = (results: Array<'ok' | Error>) => {
  let raise: (error: Error) => void = () => undefined;
  const session: RenewableSession & { attempts: number; removed: boolean } = {
    attempts: 0,
    removed: false,
    events: {
      addSilentRenewError: (cb) => {
        raise = cb;
        return () => undefined;
      },
    },
    signinSilent: async () => {
      const next = results[session.attempts++] ?? new Error('down');
      if (next instanceof Error) throw next;
      return {};
    },
    removeUser: async () => {
      session.removed = true;
    },
  };
  return { session, fail: (e: Error) => raise(e) };
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('attachRenewalRetry', () => {
  it('retries while the IdP is down and stops once renewal works', async () => {
    const onGiveUp = vi.fn();
    const { session, fail } = fakeSession([new TypeError('Failed to fetch'), 'ok']);
    attachRenewalRetry(session, { delaysMs: [100, 200, 300], onGiveUp });
    fail(new TypeError('Failed to fetch'));
    await vi.advanceTimersByTimeAsync(1000);
    expect(session.attempts).toBe(2);
    expect(onGiveUp).not.toHaveBeenCalled();
    expect(session.removed).toBe(false);
  });

  it('gives up after the bounded retries: drops the session and goes back to /', async () => {
    const onGiveUp = vi.fn();
    const { session, fail } = fakeSession([]);
    attachRenewalRetry(session, { delaysMs: [100, 100, 100], onGiveUp });
    fail(new TypeError('Failed to fetch'));
    await vi.advanceTimersByTimeAsync(1000);
    expect(session.attempts).toBe(3);
    expect(session.removed).toBe(true);
    expect(onGiveUp).toHaveBeenCalledOnce();
  });

  it('does not retry a refused refresh token', async () => {
    const onGiveUp = vi.fn();
    const { session, fail } = fakeSession([]);
    attachRenewalRetry(session, { delaysMs: [100], onGiveUp });
    fail(Object.assign(new Error('invalid_grant'), { error: 'invalid_grant' }));
    await vi.advanceTimersByTimeAsync(10);
    expect(session.attempts).toBe(0);
    expect(onGiveUp).toHaveBeenCalledOnce();
  });
});

describe('attachRenewalRetry without signal', () => {
  afterEach(() => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
  });

  it('keeps the session while the browser is offline and renews once it is back online', async () => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    const { session, fail } = fakeSession(['ok']);
    const onGiveUp = vi.fn();
    attachRenewalRetry(session, { onGiveUp });
    fail(new TypeError('Failed to fetch'));
    await vi.advanceTimersByTimeAsync(120_000);
    expect(session.attempts).toBe(0);
    expect(session.removed).toBe(false);
    expect(onGiveUp).not.toHaveBeenCalled();
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(session.attempts).toBe(1);
    expect(session.removed).toBe(false);
    expect(onGiveUp).not.toHaveBeenCalled();
  });
});
