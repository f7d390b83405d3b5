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

  describe('reading ahead (issue 30: no caller waits for a re-read while the entry is within its lifetime)', () => {
    /** A loader whose reads finish only when the test says: each read's `finish(value)` / `fail()`. */
    function held() {
      const reads: { key: string; finish: (v: string) => void; fail: () => void }[] = [];
      const load = (key: string) =>
        new Promise<string>((finish, reject) => reads.push({ key, finish, fail: () => reject(new Error('down')) }));
      return { reads, load };
    }
    const settle = () => new Promise((resolve) => setImmediate(resolve));
    /** A 10 s cache reading ahead from 7.5 s, on a clock at 0 that the test moves. */
    function readAheadCache() {
      vi.useFakeTimers({ toFake: ['Date'], now: 0 });
      const { reads, load } = held();
      return { reads, cache: expiringCache(load, { ttlMs: 10_000, refreshAfterMs: 7_500, keyOf: (k) => k }) };
    }

    it('answers the entry at once after refreshAfterMs while one read runs beside it, then the fresh value', async () => {
      const { reads, cache } = readAheadCache();
      const first = cache.get('u1');
      reads[0]!.finish('v1');
      expect(await first).toBe('v1');
      vi.setSystemTime(7_499);
      expect(await cache.get('u1')).toBe('v1');
      expect(reads).toHaveLength(1);
      vi.setSystemTime(7_500);
      // The re-read is under way and unfinished, and callers are still answered at once.
      expect(await cache.get('u1')).toBe('v1');
      expect(await cache.get('u1')).toBe('v1');
      expect(reads).toHaveLength(2);
      reads[1]!.finish('v2');
      await settle();
      expect(await cache.get('u1')).toBe('v2');
      // The fresh entry's lifetime runs from when its read began (7,500): re-read ahead again from 15,000.
      vi.setSystemTime(14_999);
      expect(await cache.get('u1')).toBe('v2');
      expect(reads).toHaveLength(2);
    });

    it('never answers an entry past ttlMs: at expiry the caller waits for the read ahead under way', async () => {
      const { reads, cache } = readAheadCache();
      const first = cache.get('u1');
      reads[0]!.finish('v1');
      await first;
      vi.setSystemTime(8_000);
      expect(await cache.get('u1')).toBe('v1');
      vi.setSystemTime(10_000);
      let answered: string | undefined;
      const waiting = cache.get('u1').then((v) => (answered = v));
      await settle();
      expect(answered).toBeUndefined();
      expect(reads).toHaveLength(2); // no third read: it waits for the one begun at 8,000
      reads[1]!.finish('v2');
      await waiting;
      expect(answered).toBe('v2');
    });

    it('drops a read ahead that clear() or forget() overtook: it may predate the change', async () => {
      const { reads, cache } = readAheadCache();
      const first = cache.get('u1');
      reads[0]!.finish('before');
      await first;
      vi.setSystemTime(8_000);
      await cache.get('u1'); // starts the read ahead (reads[1])
      cache.forget('u1'); // a change commits
      const after = cache.get('u1'); // reads[2], after the change
      reads[1]!.finish('stale');
      reads[2]!.finish('after');
      await settle();
      expect(await after).toBe('after');
      expect(await cache.get('u1')).toBe('after');
    });

    it('keeps the entry when its read ahead fails, and tries again on a later call', async () => {
      const { reads, cache } = readAheadCache();
      const first = cache.get('u1');
      reads[0]!.finish('v1');
      await first;
      vi.setSystemTime(8_000);
      expect(await cache.get('u1')).toBe('v1');
      reads[1]!.fail();
      await settle();
      expect(await cache.get('u1')).toBe('v1');
      expect(reads).toHaveLength(3);
      reads[2]!.finish('v2');
      await settle();
      expect(await cache.get('u1')).toBe('v2');
    });
  });
});
