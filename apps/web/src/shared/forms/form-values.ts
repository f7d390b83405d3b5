import { normalizeText } from '@b2c/domain';

/** SPEC §5 text rule (newlines → spaces, trimmed); an empty result is "not given". */
export const cleanText = (value: string | null | undefined): string | undefined => {
  const text = value === null || value === undefined ? '' : normalizeText(value);
  return text === '' ? undefined : text;
};

/** A cleared number input is `null`: "no value", which nullable contract fields accept. */
export const optionalNumber = (value: number | null | undefined): number | null =>
  typeof value === 'number' ? value : null;
