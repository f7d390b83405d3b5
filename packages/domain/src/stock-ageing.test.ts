import { describe, expect, it } from 'vitest';
import { STOCK_AGEING_BUCKETS, staleBefore, stockAgeRange } from './stock-ageing.ts';

const DAY = 86_400_000;
const now = new Date('2026-03-01T12:00:00Z');
const inBucket = (key: (typeof STOCK_AGEING_BUCKETS)[number]['key'], since: Date) => {
  const { after, notAfter } = stockAgeRange(key, now);
  return (!after || since > after) && (!notAfter || since <= notAfter);
};

describe('stock ageing buckets', () => {
  it('puts every age in exactly one bucket, day 7 in 0–7, day 8 in 8–30, day 90 in 61–90, day 91 over 90', () => {
    for (const [days, key] of [
      [0, '0-7'],
      [7, '0-7'],
      [8, '8-30'],
      [30, '8-30'],
      [31, '31-60'],
      [90, '61-90'],
      [91, '90+'],
      [400, '90+'],
    ] as const) {
      const since = new Date(now.getTime() - days * DAY - 60_000);
      expect(STOCK_AGEING_BUCKETS.filter((b) => inBucket(b.key, since)).map((b) => b.key)).toEqual([key]);
    }
  });
  it('a clock a little ahead is day 0, and stale means before now less the days', () => {
    expect(inBucket('0-7', new Date(now.getTime() + 5000))).toBe(true);
    expect(staleBefore(30, now).toISOString()).toBe('2026-01-30T12:00:00.000Z');
  });
});
