import { describe, expect, it } from 'vitest';
import { PINCODE_MAX_DIGITS, PINCODE_MIN_DIGITS, pincodeProblem } from './pincode-formats.ts';

describe('pincodeProblem', () => {
  it("takes the country's digits only", () => {
    expect(pincodeProblem('122018', 'IN')).toBeNull();
    expect(pincodeProblem('2000', 'AU')).toBeNull();
    expect(pincodeProblem('10110', 'TH')).toBeNull();
    expect(pincodeProblem('12AB', 'IN')).toBe('must be 6 digits');
    expect(pincodeProblem('20000', 'AU')).toBe('must be 4 digits');
    expect(pincodeProblem('1234', 'ID')).toBe('must be 5 digits');
  });

  it('keeps no pincodes in the UAE and bounds the contract by the table', () => {
    expect(pincodeProblem('12345', 'AE')).toBe('is not kept in AE: it has no postal codes');
    expect([PINCODE_MIN_DIGITS, PINCODE_MAX_DIGITS]).toEqual([4, 6]);
  });
});
