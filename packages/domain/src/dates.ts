import { FUTURE_DATE_LIMIT_DAYS } from './constants.ts';

/**
 * Calendar dates travel as 'YYYY-MM-DD' strings, never as Date: a date belongs to a vertical's time
 * zone, and a Date at midnight UTC is the previous day in half the world.
 */
export type IsoDate = string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

const toUtcMs = (date: IsoDate): number => {
  const m = ISO_DATE.exec(date);
  if (!m) throw new RangeError(`Not a yyyy-MM-dd date: ${date}`);
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  // Date.UTC rolls 2024-02-30 over to March; round-tripping catches impossible dates.
  if (new Date(ms).toISOString().slice(0, 10) !== date) throw new RangeError(`No such date: ${date}`);
  return ms;
};

export const isIsoDate = (value: unknown): value is IsoDate => {
  if (typeof value !== 'string') return false;
  try {
    toUtcMs(value);
    return true;
  } catch {
    return false;
  }
};

export const addDays = (date: IsoDate, days: number): IsoDate =>
  new Date(toUtcMs(date) + days * DAY_MS).toISOString().slice(0, 10);

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: IsoDate, to: IsoDate): number => Math.round((toUtcMs(to) - toUtcMs(from)) / DAY_MS);

/**
 * SPEC §5: with the restriction on, a date may be at most FUTURE_DATE_LIMIT_DAYS after today.
 * Past dates are not this rule's business (slots and forms reject them on their own terms).
 */
export const isDateAllowed = (date: IsoDate, today: IsoDate, restrictionOn: boolean): boolean =>
  !restrictionOn || daysBetween(today, date) <= FUTURE_DATE_LIMIT_DAYS;

export interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** 'YYYY-MM-DD' */
  date: IsoDate;
  /** 'HH:MM:SS', 24-hour, so that times compare as strings. */
  time: string;
}

// Building a DateTimeFormat is expensive; slot screens ask for the same few zones over and over.
const formatters = new Map<string, Intl.DateTimeFormat>();
const formatterFor = (timeZone: string): Intl.DateTimeFormat => {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
};

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** The wall-clock date and time of an instant in a time zone (e.g. TIME_ZONES[country]). */
export const zonedParts = (instant: Date, timeZone: string): ZonedParts => {
  const get = (type: Intl.DateTimeFormatPartTypes): number => {
    const part = formatterFor(timeZone)
      .formatToParts(instant)
      .find((p) => p.type === type);
    return Number(part?.value ?? 0);
  };
  const [year, month, day, minute, second] = [get('year'), get('month'), get('day'), get('minute'), get('second')];
  const hour = get('hour') % 24; // some ICU builds still print midnight as 24
  return {
    year,
    month,
    day,
    hour,
    minute,
    second,
    date: `${pad(year, 4)}-${pad(month)}-${pad(day)}`,
    time: `${pad(hour)}:${pad(minute)}:${pad(second)}`,
  };
};

/** yyyy-MM-dd of an instant, in a zone (UTC unless told): the DATE_FORMAT of SPEC §9. */
export const formatDate = (instant: Date, timeZone = 'UTC'): IsoDate => zonedParts(instant, timeZone).date;

/**
 * yyyy-MM-dd HH:mm of an instant on a zone's wall clock: how every time is shown (DESIGN §2, "times
 * likewise in one formatter") — the panel's cells and the API's CSV files alike.
 * @example formatZonedDateTime(new Date('2026-03-01T10:30:00Z'), 'Asia/Kolkata') // '2026-03-01 16:00'
 */
export const formatZonedDateTime = (instant: Date, timeZone: string): string => {
  const { date, time } = zonedParts(instant, timeZone);
  return `${date} ${time.slice(0, 5)}`;
};

const offsetMs = (utcMs: number, timeZone: string): number => {
  const p = zonedParts(new Date(utcMs), timeZone);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - Math.floor(utcMs / 1000) * 1000;
};

/**
 * The instant at which a zone's clocks read `date` `time` ('HH:MM' or 'HH:MM:SS'). The offset is taken
 * twice because the first guess can sit on the other side of a DST change (Australia/Sydney).
 */
export const zonedTimeToInstant = (date: IsoDate, time: string, timeZone: string): Date => {
  const m = /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(time);
  if (!m) throw new RangeError(`Not an HH:MM[:SS] time: ${time}`);
  const wall = toUtcMs(date) + (Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3] ?? 0)) * 1000;
  const first = wall - offsetMs(wall, timeZone);
  const second = wall - offsetMs(first, timeZone);
  return new Date(second);
};
