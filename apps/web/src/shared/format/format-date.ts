import {
  TIME_ZONES,
  formatDate as formatInstantDate,
  formatZonedDateTime,
  isIsoDate,
  zonedParts,
  type Country,
} from '@b2c/domain';

export type DateInput = Date | string | number | null | undefined;

const toInstant = (value: DateInput): Date | null => {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/**
 * SPEC §9 yyyy-MM-dd. A calendar date string is shown as is (it has no zone); an instant is shown as
 * the date in the vertical's time zone. Unreadable input renders as '' rather than "Invalid Date".
 */
export const formatDate = (value: DateInput, country: Country): string => {
  if (typeof value === 'string' && isIsoDate(value)) return value;
  const instant = toInstant(value);
  return instant ? formatInstantDate(instant, TIME_ZONES[country]) : '';
};

/** HH:mm on the vertical's wall clock. */
export const formatTime = (value: DateInput, country: Country): string => {
  const instant = toInstant(value);
  return instant ? zonedParts(instant, TIME_ZONES[country]).time.slice(0, 5) : '';
};

/** yyyy-MM-dd HH:mm on the vertical's wall clock, for updatedAt columns and audit trails (the API's CSV files use the same). */
export const formatDateTime = (value: DateInput, country: Country): string => {
  const instant = toInstant(value);
  return instant ? formatZonedDateTime(instant, TIME_ZONES[country]) : '';
};
