import { describe, it, expect } from 'vitest';
import { PRICE_MAX, PRICE_MAX_ANY, formatMoney, priceProblem } from './money.ts';
import { COUNTRIES } from './verticals.ts';

// ICU separates some currency codes with a no-break space; compare with plain spaces.
const plain = (s: string): string => s.replace(/\s/g, ' ');

describe('formatMoney', () => {
  it('uses the country currency and grouping', () => {
    expect(formatMoney(1234567.5, 'IN')).toBe('₹12,34,567.50');
    expect(formatMoney(1234567.5, 'AU')).toBe('$1,234,567.50');
    expect(plain(formatMoney(1234567.5, 'AE'))).toBe('AED 1,234,567.50');
    expect(plain(formatMoney(1234567.5, 'KSA'))).toBe('SAR 1,234,567.50');
    expect(plain(formatMoney(1234567.5, 'TH'))).toBe('THB 1,234,567.50');
    expect(plain(formatMoney(1234567, 'ID'))).toBe('Rp 1.234.567');
  });

  it('accepts numeric strings from PostgreSQL numeric columns', () => {
    expect(formatMoney('450000.00', 'IN')).toBe('₹4,50,000.00');
  });

  it('shows nothing for missing or non-numeric amounts', () => {
    for (const country of COUNTRIES) {
      expect(formatMoney(null, country)).toBe('');
      expect(formatMoney(undefined, country)).toBe('');
      expect(formatMoney('', country)).toBe('');
      expect(formatMoney('abc', country)).toBe('');
      expect(formatMoney(Number.NaN, country)).toBe('');
    }
  });
});

describe('priceProblem', () => {
  it('refuses zero, negatives and amounts above the currency bound', () => {
    expect(priceProblem(-5, 'IN')).toBe('must be more than 0');
    expect(priceProblem(0, 'IN')).toBe('must be more than 0');
    expect(priceProblem(691000, 'IN')).toBeNull();
    expect(priceProblem(PRICE_MAX.IN, 'IN')).toBeNull();
    expect(priceProblem(PRICE_MAX.IN + 0.01, 'IN')).toBe('must be at most ₹10,00,00,000.00');
    expect(priceProblem(3_000_000, 'AU')).toBe('must be at most $2,000,000.00');
    expect(priceProblem(3_000_000, 'ID')).toBeNull();
    expect(PRICE_MAX_ANY).toBe(PRICE_MAX.ID);
  });
});
