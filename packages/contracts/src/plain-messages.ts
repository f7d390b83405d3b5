import { z } from 'zod';
import { MESSAGES } from '@b2c/domain';

/**
 * zod's own wording ("Too big: expected number to be <=1000000000000") is schema text, not something an
 * operator reads. Every contract check that has no message of its own gets one here, phrased to follow
 * the field's label ("must be at most 1,000,000,000,000"), so the form ("Listing price must be at most
 * 1,000,000,000,000.") and the API's 400 say the same words. Set once, on import of the contracts.
 */
type RawIssue = z.core.$ZodRawIssue;

const amount = (value: number | bigint | Date): string =>
  value instanceof Date
    ? value.toISOString().slice(0, 10)
    : value.toLocaleString('en-US', { maximumFractionDigits: 6 });

const plural = (count: number | bigint, noun: string) => `${amount(count)} ${noun}${Number(count) === 1 ? '' : 's'}`;

const EXPECTED: Record<string, string> = {
  number: 'a number',
  int: 'a whole number',
  bigint: 'a whole number',
  string: 'text',
  boolean: 'yes or no',
  date: 'a date',
  array: 'a list',
  object: 'a set of fields',
  record: 'a set of fields',
  file: 'a file',
};

const FORMATS: Record<string, string> = {
  email: 'must be a valid email address',
  url: 'must be a valid web address',
  uuid: 'must be a valid id',
  date: 'must be a date like 2024-05-31',
  datetime: 'must be a date and time like 2024-05-31T10:30:00Z',
  time: 'must be a time like 10:30',
  e164: 'must be a phone number with its country code',
};

/** The units a size limit counts, by what is measured. */
const UNITS: Record<string, string> = { string: 'character', array: 'item', set: 'item', file: 'byte' };

function limit(issue: RawIssue & { code: 'too_big' | 'too_small' }): string {
  const big = issue.code === 'too_big';
  const bound = big ? (issue as { maximum: number | bigint }).maximum : (issue as { minimum: number | bigint }).minimum;
  const unit = UNITS[issue.origin];
  if (unit) {
    if (!big && Number(bound) === 1 && issue.origin === 'string') return 'must not be empty';
    if (issue.exact) return `must be exactly ${plural(bound, unit)}`;
    return `must be at ${big ? 'most' : 'least'} ${plural(bound, unit)}`;
  }
  const shown = issue.origin === 'date' ? amount(new Date(Number(bound))) : amount(bound);
  if (issue.origin === 'date') return `must be ${big ? 'on or before' : 'on or after'} ${shown}`;
  if (issue.inclusive === false) return `must be ${big ? 'less' : 'more'} than ${shown}`;
  return `must be at ${big ? 'most' : 'least'} ${shown}`;
}

/** The plain message for an issue zod would otherwise word itself; undefined keeps zod's default. */
export function plainMessage(issue: RawIssue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return 'is required';
      return `must be ${EXPECTED[issue.expected] ?? 'a valid value'}`;
    case 'too_big':
    case 'too_small':
      return limit(issue);
    case 'invalid_format':
      return FORMATS[issue.format] ?? 'is not in the expected format';
    case 'not_multiple_of': {
      const decimals = Math.round(-Math.log10(issue.divisor));
      if (issue.divisor < 1 && 10 ** -decimals === issue.divisor)
        return `must have at most ${plural(decimals, 'decimal place')}`;
      return `must be a multiple of ${amount(issue.divisor)}`;
    }
    case 'invalid_value':
      return 'is not one of the allowed choices';
    case 'unrecognized_keys':
      return `has fields this form does not take: ${issue.keys.join(', ')}`;
    case 'invalid_union':
    case 'invalid_key':
    case 'invalid_element':
    case 'custom':
      return 'is not valid';
    default:
      return undefined;
  }
}

z.config({ customError: plainMessage });

/** "listingPrice" → "Listing price", "value" → "Value": a field named in the API's own terms, read aloud. */
export const fieldLabel = (name: string): string => {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * One sentence for a field's problem. Contract and plain messages follow the label ("must be at most
 * 40 characters" → "Value must be at most 40 characters."); a message that is already a sentence of its
 * own ("Registration number must use letters and digits only.") is kept as it is.
 */
export const fieldSentence = (label: string, message: string): string => {
  const text = message.trim();
  if (!/^[a-z]/.test(text)) return /[.!?]$/.test(text) ? text : `${text}.`;
  return /[.!?]$/.test(text) ? `${label} ${text}` : `${label} ${text}.`;
};

const CONTEXTS = new Set(['body', 'params', 'querystring', 'query', 'headers']);

/** The label of an API field path: its last named part ("body.items.2.price" → "Price"), the row if any. */
export const fieldPathLabel = (path: string): string => {
  const segments = path.split('.');
  const parts = CONTEXTS.has(segments[0] ?? '') ? segments.slice(1) : segments;
  const named = [...parts].reverse().find((p) => !/^\d+$/.test(p));
  const row = parts.find((p) => /^\d+$/.test(p));
  const label = named ? fieldLabel(named) : 'Value';
  return row === undefined ? label : `${label} (row ${Number(row) + 1})`;
};

/** SPEC §5's sentence for bad data, then each field's problem in plain words. */
export const invalidDataMessage = (problems: readonly { field: string; message: string }[]): string =>
  [MESSAGES.invalidData, ...problems.map((p) => fieldSentence(fieldPathLabel(p.field), p.message))].join(' ');
