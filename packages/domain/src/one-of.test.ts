import { describe, it, expect } from 'vitest';
import { isOneOf, labelOf } from './one-of.ts';

describe('isOneOf', () => {
  it('narrows members only', () => {
    const days = ['monday', 'tuesday'] as const;
    expect(isOneOf(days, 'monday')).toBe(true);
    expect(isOneOf(days, 'Monday')).toBe(false);
    expect(isOneOf(days, undefined)).toBe(false);
    expect(isOneOf([1, 2] as const, 2)).toBe(true);
    expect(isOneOf([1, 2] as const, '2')).toBe(false);
  });
});

describe('labelOf', () => {
  it('falls back to the code for unknown codes', () => {
    const labels = { A_B: 'A b' } as const;
    expect(labelOf(labels, 'A_B')).toBe('A b');
    expect(labelOf(labels, 'NEW_CODE')).toBe('NEW_CODE');
  });
});
