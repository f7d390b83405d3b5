import { afterEach, describe, expect, it, vi } from 'vitest';
import { expiringCache } from './expiring-cache.ts';

afterEach(() => vi.useRealTimers());

/** A loader that counts its reads and answers the key with the read's number. */
function counting() {
  const reads: string[] = [];
  const load = async (key: string) => {
    reads.push(key);
    return `${key}#${reads.length}`;
  };
  return { reads, load };
}

describe('expiringCache', () => {
  it('reads once within its lifetime, again after it, and at once after clear() or forget()', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: 0 });
    const { reads, load } = counting();
    const cache = expiringCache(load, { ttlMs: 5_000, keyOf: (k) => k });
    expect(await cache.get('IN')).toBe('IN#1');
    vi.setSystemTime(4_999);
    expect(await cache.get('IN')).toBe('IN#1');
    vi.setSystemTime(5_000);
    expect(await cache.get('IN')).toBe('IN#2');
    cache.clear();
    expect(await cache.get('IN')).toBe('IN#3');
    await cache.get('AE');
    cache.forget('IN');
    expect(await cache.get('IN')).toBe('IN#5');
    expect(await cache.get('AE')).toBe('AE#4');
    expect(reads).toEqual(['IN', 'IN', 'IN', 'AE', 'IN']);
  });

  it('shares one read between callers that arrive while it loads', async () => {
    const { reads, load } = counting();
    const cache = expiringCache(load, { ttlMs: 5_000, keyOf: (k) => k });
    expect(await Promise.all([cache.get('AE'), cache.get('AE'), cache.get('AU')])).toEqual(['AE#1', 'AE#1', 'AU#2']);
    expect(reads).toEqual(['AE', 'AU']);
  });

  it('keeps no failed read, and drops the oldest entry when full', async () => {
    let fail = true;
    const reads: string[] = [];
    const cache = expiringCache(
      async (key: string) => {
        reads.push(key);
        if (fail) throw new Error('database down');
        return key;
      },
      { ttlMs: 60_000, keyOf: (k) => k, maxEntries: 2 },
    );
    await expect(cache.get('a')).rejects.toThrow('database down');
    fail = false;
    expect(await cache.get('a')).toBe('a');
    await cache.get('b');
    await cache.get('c'); // 'a' is dropped
    await cache.get('b');
    await cache.get('a');
    expect(reads).toEqual(['a', 'a', 'b', 'c', 'a']);
  });
});
