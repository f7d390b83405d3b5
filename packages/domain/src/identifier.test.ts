import { describe, it, expect } from 'vitest';
import {
  identifierRuleProblem,
  isAlphanumericIdentifier,
  isThaiIdentifier,
  normalizeIdentifier,
  normalizeText,
  validateIdentifier,
} from './identifier.ts';

describe('isAlphanumericIdentifier', () => {
  it.each(['MH12AB1234', 'ma01', '1HGCM82633A004352'])('accepts %j', (v) => {
    expect(isAlphanumericIdentifier(v)).toBe(true);
  });
  it.each(['', 'MH 12', 'MH-12', 'กข1234', 'É12', 'AB12\n'])('rejects %j', (v) => {
    expect(isAlphanumericIdentifier(v)).toBe(false);
  });
});

describe('isThaiIdentifier', () => {
  it.each(['กข-1234', '1กข1234', 'ABC-123', 'กรุงเทพ1234', 'ม้า99'])('accepts %j', (v) => {
    expect(isThaiIdentifier(v)).toBe(true);
  });
  it.each(['', 'กข 1234', 'AB_12', 'AB/12', 'É12'])('rejects %j', (v) => {
    expect(isThaiIdentifier(v)).toBe(false);
  });
});

describe('validateIdentifier', () => {
  it('applies the vertical rule', () => {
    expect(validateIdentifier('กข-1234', 'THAI_ALPHANUMERIC_HYPHEN')).toBe(true);
    expect(validateIdentifier('กข-1234', 'ALPHANUMERIC')).toBe(false);
    expect(validateIdentifier('KA01AB1234', 'ALPHANUMERIC')).toBe(true);
  });
});

describe('normalizeText', () => {
  it('replaces every line break style with one space and trims', () => {
    expect(normalizeText('  line one\nline two\r\nline three\rend  ')).toBe('line one line two line three end');
    expect(normalizeText('\n\n')).toBe('');
    expect(normalizeText('a\tb')).toBe('a\tb');
  });
});

describe('normalizeIdentifier and identifierRuleProblem', () => {
  it('stores identifiers upper-case without spaces or line breaks', () => {
    expect(normalizeIdentifier(' ka 01\r\nab 1234 ')).toBe('KA01AB1234');
  });

  it('words each rule once, naming the field; nothing when the value passes', () => {
    expect(identifierRuleProblem('Registration number', 'KA01', 'ALPHANUMERIC')).toBeUndefined();
    expect(identifierRuleProblem('Registration number', 'KA-01', 'ALPHANUMERIC')).toBe(
      'Registration number must use letters and digits only.',
    );
    expect(identifierRuleProblem('Chassis number', '', 'THAI_ALPHANUMERIC_HYPHEN')).toBe(
      'Chassis number must use Thai letters, Latin letters, digits and hyphen.',
    );
  });
});
