import { describe, expect, it } from 'vitest';
import { AGEING_BUCKETS, ageInDays, ageingBucketOf, ageingBucketRange, owedSince } from './document-ageing.ts';

const NOW = new Date('2025-11-20T10:00:00Z');
const daysAgo = (d: number, extraMs = 0) => new Date(NOW.getTime() - d * 86_400_000 - extraMs);

describe('document ageing', () => {
  it('counts whole days, never negative', () => {
    expect(ageInDays(daysAgo(0), NOW)).toBe(0);
    expect(ageInDays(daysAgo(7, 3_600_000), NOW)).toBe(7);
    expect(ageInDays(daysAgo(8, -1), NOW)).toBe(7);
    expect(ageInDays(new Date(NOW.getTime() + 60_000), NOW)).toBe(0);
  });

  it.each([
    [0, '0-7'],
    [7, '0-7'],
    [8, '8-15'],
    [15, '8-15'],
    [16, '16-30'],
    [30, '16-30'],
    [31, '31-60'],
    [60, '31-60'],
    [61, '61+'],
    [900, '61+'],
  ])('%i days is in bucket %s', (days, key) => {
    expect(ageingBucketOf(days).key).toBe(key);
  });

  it('counts from the request when there is one, else from procurement', () => {
    expect(owedSince({ pendingSince: null, procuredAt: daysAgo(40) })).toEqual(daysAgo(40));
    expect(owedSince({ pendingSince: daysAgo(2), procuredAt: daysAgo(40) })).toEqual(daysAgo(2));
  });

  it('gives each bucket the range of times that ageInDays puts in it', () => {
    for (let days = 0; days <= 70; days++) {
      for (const offset of [0, 3_600_000, 86_399_000]) {
        const since = daysAgo(days, offset);
        const inRange = AGEING_BUCKETS.filter((b) => {
          const { after, notAfter } = ageingBucketRange(b.key, NOW);
          return (after === null || since > after) && (notAfter === null || since <= notAfter);
        });
        expect(inRange.map((b) => b.key)).toEqual([ageingBucketOf(ageInDays(since, NOW)).key]);
      }
    }
  });
});
