import type { IdentifierRule } from './vertical-flags.ts';

// Anchored and non-empty: an identifier with nothing in it is missing, not valid.
const ALPHANUMERIC = /^[A-Za-z0-9]+$/;
// U+0E00–U+0E7F is the whole Thai block, so tone marks and Thai digits on a plate are accepted too.
const THAI_ALPHANUMERIC_HYPHEN = /^[\u0E00-\u0E7FA-Za-z0-9-]+$/;

/** SPEC §5 first rule: Latin letters and digits only. */
export const isAlphanumericIdentifier = (value: string): boolean => ALPHANUMERIC.test(value);

/** SPEC §5 second rule (TH plates): Thai letters, Latin letters, digits and hyphen. */
export const isThaiIdentifier = (value: string): boolean => THAI_ALPHANUMERIC_HYPHEN.test(value);

const validators: Record<IdentifierRule, (value: string) => boolean> = {
  ALPHANUMERIC: isAlphanumericIdentifier,
  THAI_ALPHANUMERIC_HYPHEN: isThaiIdentifier,
};

/**
 * Checks a registration or chassis number against the vertical's rule. The value is checked as given:
 * callers normalise input first (`normalizeText`), so a pasted "AB 12\n" is not silently accepted
 * as something other than what the operator sees.
 */
export const validateIdentifier = (value: string, rule: IdentifierRule): boolean => validators[rule](value);

/**
 * SPEC §5: newlines become spaces and the ends are trimmed. Text pasted from spreadsheets and e-mails
 * carries CR/LF pairs, so each line break of any style becomes exactly one space.
 */
export const normalizeText = (value: string): string => value.replace(/\r\n|\r|\n/g, ' ').trim();

/** Registration and chassis numbers are stored and searched upper-case, without any spaces. */
export const normalizeIdentifier = (value: string): string => value.replace(/\s+/g, '').toUpperCase();

/** How each rule is worded to the operator (SPEC §5). */
export const IDENTIFIER_RULE_TEXT: Record<IdentifierRule, string> = {
  ALPHANUMERIC: 'letters and digits only',
  THAI_ALPHANUMERIC_HYPHEN: 'Thai letters, Latin letters, digits and hyphen',
};

/** Why a (normalised) identifier breaks the vertical's rule, naming it as `label`; undefined when it is valid. */
export const identifierRuleProblem = (label: string, value: string, rule: IdentifierRule): string | undefined =>
  validateIdentifier(value, rule) ? undefined : `${label} must use ${IDENTIFIER_RULE_TEXT[rule]}.`;
