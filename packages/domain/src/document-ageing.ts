/**
 * Ageing of an owed document (issue 14): whole days since it first became owed — since the car was
 * procured, or since a received document was lost — sorted into buckets for the pendency grid. A request
 * (first or again) does not restart it: a 93-day-old document stays over 60 days (issue 24).
 */
const DAY_MS = 24 * 60 * 60 * 1000;

/** `max` is inclusive; the last bucket is open-ended. Keys are what the `age` filter sends. */
export const AGEING_BUCKETS = [
  { key: '0-7', label: '0–7 days', min: 0, max: 7 },
  { key: '8-15', label: '8–15 days', min: 8, max: 15 },
  { key: '16-30', label: '16–30 days', min: 16, max: 30 },
  { key: '31-60', label: '31–60 days', min: 31, max: 60 },
  { key: '61+', label: 'Over 60 days', min: 61, max: null },
] as const;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number];
export type AgeingBucketKey = AgeingBucket['key'];
export const AGEING_BUCKET_KEYS = AGEING_BUCKETS.map((b) => b.key) as [AgeingBucketKey, ...AgeingBucketKey[]];

/** Whole days from `since` to `now`; never negative (a clock a little ahead is day 0, not day -1). */
export const ageInDays = (since: Date, now: Date): number =>
  Math.max(0, Math.floor((now.getTime() - since.getTime()) / DAY_MS));

export const ageingBucketOf = (days: number): AgeingBucket =>
  AGEING_BUCKETS.find((b) => days >= b.min && (b.max === null || days <= b.max)) ?? AGEING_BUCKETS[0];

/** When counting starts: when a received document was lost (owed again), else the car's procurement. */
export const owedSince = (doc: { pendingSince: Date | null; procuredAt: Date }): Date =>
  doc.pendingSince ?? doc.procuredAt;

/**
 * The instants between which a start time falls for a bucket of whole days (`min`..`max`, `max` null for the
 * open-ended last one): `after < since <= notAfter`, a null bound being no bound (the oldest bucket has no
 * `after`; the newest no `notAfter`, as a time a little ahead of `now` is day 0). Agrees with `ageInDays`.
 */
export const dayBucketRange = (
  bucket: { min: number; max: number | null },
  now: Date,
): { after: Date | null; notAfter: Date | null } => ({
  notAfter: bucket.min === 0 ? null : new Date(now.getTime() - bucket.min * DAY_MS),
  after: bucket.max === null ? null : new Date(now.getTime() - (bucket.max + 1) * DAY_MS),
});

/** A document ageing bucket's range (the pendency grid's `age` filter). */
export const ageingBucketRange = (key: AgeingBucketKey, now: Date): { after: Date | null; notAfter: Date | null } =>
  dayBucketRange(AGEING_BUCKETS.find((b) => b.key === key) ?? AGEING_BUCKETS[0], now);
