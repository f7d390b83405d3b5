/**
 * Ageing of the stock (issue 29's dashboard): whole days since the car was stocked in at the location it
 * stands at (`location_since`), in the buckets operations leads read — the oldest cost the most money.
 * Days are whole 24-hour periods before now, like a document's ageing (document-ageing.ts), so the
 * dashboard's count and the grid's `stockAge` filter draw the same line.
 */
import { dayBucketRange } from './document-ageing.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** `max` is inclusive; the last bucket is open-ended. Keys are what the grid's `stockAge` filter sends. */
export const STOCK_AGEING_BUCKETS = [
  { key: '0-7', label: '0–7 days', min: 0, max: 7 },
  { key: '8-30', label: '8–30 days', min: 8, max: 30 },
  { key: '31-60', label: '31–60 days', min: 31, max: 60 },
  { key: '61-90', label: '61–90 days', min: 61, max: 90 },
  { key: '90+', label: 'Over 90 days', min: 91, max: null },
] as const;
export type StockAgeingBucket = (typeof STOCK_AGEING_BUCKETS)[number];
export type StockAgeKey = StockAgeingBucket['key'];
export const STOCK_AGE_KEYS = STOCK_AGEING_BUCKETS.map((b) => b.key) as [StockAgeKey, ...StockAgeKey[]];
export const STOCK_AGE_LABELS = Object.fromEntries(STOCK_AGEING_BUCKETS.map((b) => [b.key, b.label])) as Record<
  StockAgeKey,
  string
>;

/** The instants between which `location_since` falls for a bucket (document-ageing.ts `dayBucketRange`). */
export const stockAgeRange = (key: StockAgeKey, now: Date): { after: Date | null; notAfter: Date | null } =>
  dayBucketRange(STOCK_AGEING_BUCKETS.find((b) => b.key === key) ?? STOCK_AGEING_BUCKETS[0], now);

/** The instant before which a car's last update makes it stale after `days` days without one. */
export const staleBefore = (days: number, now: Date): Date => new Date(now.getTime() - days * DAY_MS);
