import { describe, expect, it } from 'vitest';
import { partialMatchKey } from '@tanstack/react-query';
import { queryKeys } from './query-keys.ts';

describe('queryKeys', () => {
  const driver = queryKeys('driver');

  it("roots every key at the area's name", () => {
    expect(driver.all).toEqual(['driver']);
    expect(driver.list({ page: 2 })).toEqual(['driver', 'list', { page: 2 }]);
    expect(driver.count()).toEqual(['driver', 'count', {}]);
    expect(driver.detail(7)).toEqual(['driver', 'detail', 7]);
    expect(driver.of('plan', 7, '2026-11-27')).toEqual(['driver', 'plan', 7, '2026-11-27']);
  });

  it("lets `all` invalidate each of the area's keys, and none of another area's", () => {
    for (const key of [driver.list(), driver.count(), driver.detail(1), driver.of('plan', 1)]) {
      expect(partialMatchKey(key, driver.all)).toBe(true);
    }
    expect(partialMatchKey(queryKeys('dealer').detail(1), driver.all)).toBe(false);
  });
});
