import { describe, it, expect } from 'vitest';
import {
  compareSlotCodes,
  isSlotCode,
  parseSlotCode,
  slotCodeToLabel,
  slotLabelToCode,
  tryParseSlotCode,
} from './slot-codes.ts';

describe('slot codes', () => {
  it('converts code to label and back', () => {
    expect(slotCodeToLabel('0900_1100')).toBe('09:00-11:00');
    expect(parseSlotCode('0900_1100')).toEqual({ from: '09:00', to: '11:00' });
    expect(slotLabelToCode('09:00-11:00')).toBe('0900_1100');
    expect(slotLabelToCode(slotCodeToLabel('2230_2359'))).toBe('2230_2359');
  });

  it.each(['', '0900-1100', '900_1100', '2500_2600', '0960_1000', '1100_0900', '0900_0900', '0900_1100x'])(
    'rejects %j',
    (code) => {
      expect(tryParseSlotCode(code)).toBeNull();
      expect(isSlotCode(code)).toBe(false);
      expect(() => parseSlotCode(code)).toThrow(RangeError);
    },
  );

  it('rejects malformed labels', () => {
    expect(() => slotLabelToCode('0900_1100')).toThrow(RangeError);
    expect(() => slotLabelToCode('11:00-09:00')).toThrow(RangeError);
  });

  it('sorts by start then end', () => {
    expect(['1100_1300', '0900_1100', '0900_1000'].sort(compareSlotCodes)).toEqual([
      '0900_1000',
      '0900_1100',
      '1100_1300',
    ]);
  });
});
