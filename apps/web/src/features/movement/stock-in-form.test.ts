import { describe, expect, it } from 'vitest';
import { identifierFor, identifierProblem, newIdempotencyKey, normalizeIdentifier } from './stock-in-form.ts';

describe('stock-in form rules', () => {
  it('labels and routes the identifier by stockInBy', () => {
    expect(identifierFor('REGISTRATION_NUMBER')).toEqual({ path: 'reg', label: 'Registration Number' });
    expect(identifierFor('CHASSIS_NUMBER')).toEqual({ path: 'chassis', label: 'Chassis Number' });
  });

  it('normalises and checks SPEC §5 identifier rules', () => {
    expect(normalizeIdentifier(' dl 01 ab\n1234 ')).toBe('DL01AB1234');
    expect(identifierProblem('DL01AB1234', 'Registration Number', 'ALPHANUMERIC')).toBeUndefined();
    expect(identifierProblem('DL-01', 'Registration Number', 'ALPHANUMERIC')).toBe(
      'Registration Number must use letters and digits only.',
    );
    expect(identifierProblem('1กข-1234', 'Registration Number', 'THAI_ALPHANUMERIC_HYPHEN')).toBeUndefined();
    expect(identifierProblem('AB#1', 'Chassis Number', 'THAI_ALPHANUMERIC_HYPHEN')).toMatch(/Thai letters/);
  });

  it('makes a new idempotency key per submit', () => {
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
    expect(newIdempotencyKey()).toMatch(/^stock-in-[A-Za-z0-9-]{8,}$/);
  });
});
