import { describe, expect, it } from 'vitest';
import { userPhoneE164 } from './user-rules.ts';

describe('userPhoneE164: a phone of one of the user’s countries, stored in E.164', () => {
  it('reads a national number as the first country’s and keeps an international one of any listed country', () => {
    expect(userPhoneE164('0412 345 678', ['AU'])).toBe('+61412345678');
    expect(userPhoneE164('98000 00002', ['IN', 'AU'])).toBe('+919800000002');
    expect(userPhoneE164('+61 412 345 678', ['IN', 'AU'])).toBe('+61412345678');
    expect(userPhoneE164('+966 50 123 4567', ['KSA'])).toBe('+966501234567');
  });

  it('refuses a number of a country the user does not work in, a malformed one, and a user without countries', () => {
    expect(userPhoneE164('+61412345678', ['IN'])).toBeUndefined();
    expect(userPhoneE164('12345', ['IN'])).toBeUndefined();
    expect(userPhoneE164('not a phone', ['AU'])).toBeUndefined();
    expect(userPhoneE164('+919800000002', [])).toBeUndefined();
  });
});
