import { DAYS, type Day } from '@b2c/domain';

/** "monday" → "Mon", for the narrow day columns and lists. */
export const DAY_SHORT: Record<Day, string> = Object.fromEntries(
  DAYS.map((d) => [d, d.slice(0, 1).toUpperCase() + d.slice(1, 3)]),
) as Record<Day, string>;

export const daysText = (days: readonly Day[]): string =>
  days.length === DAYS.length
    ? 'Every day'
    : DAYS.filter((d) => days.includes(d))
        .map((d) => DAY_SHORT[d])
        .join(', ');
