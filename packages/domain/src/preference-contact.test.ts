import { describe, expect, it } from 'vitest';
import {
  MOBILE_EXAMPLES,
  contactDecision,
  dndExpiryInstant,
  toE164Mobile,
  type DndRule,
} from './preference-contact.ts';
import { COUNTRIES } from './verticals.ts';

describe('toE164Mobile', () => {
  it('turns national and international spellings into E.164 for the country', () => {
    expect(toE164Mobile('098765 43210', 'IN')).toEqual({ ok: true, e164: '+919876543210' });
    expect(toE164Mobile('+91 98765-43210', 'IN')).toEqual({ ok: true, e164: '+919876543210' });
    expect(toE164Mobile('050 123 4567', 'AE')).toEqual({ ok: true, e164: '+971501234567' });
    expect(toE164Mobile('+966 50 123 4567', 'KSA')).toEqual({ ok: true, e164: '+966501234567' });
  });

  it('accepts every example it shows in its message', () => {
    for (const country of COUNTRIES) expect(toE164Mobile(MOBILE_EXAMPLES[country], country).ok).toBe(true);
  });

  it('refuses short, non-numeric and other countries’ numbers, naming the expected shape', () => {
    expect(toE164Mobile('12', 'IN')).toEqual({
      ok: false,
      message: 'must be a valid IN mobile number, e.g. +91 98765 43210',
    });
    expect(toE164Mobile('call me', 'AU').ok).toBe(false);
    expect(toE164Mobile('+971501234567', 'IN').ok).toBe(false);
    expect(toE164Mobile('', 'TH').ok).toBe(false);
    expect(toE164Mobile('9'.repeat(40), 'IN').ok).toBe(false);
  });
});

describe('dndExpiryInstant', () => {
  it('ends the entry at the next midnight in the vertical’s zone', () => {
    expect(dndExpiryInstant('2026-03-10', 'Asia/Kolkata').toISOString()).toBe('2026-03-10T18:30:00.000Z');
    expect(dndExpiryInstant('2026-03-10', 'Asia/Dubai').toISOString()).toBe('2026-03-10T20:00:00.000Z');
  });
});

describe('contactDecision', () => {
  const rule: DndRule = { channels: ['CALL', 'SMS'], reason: 'Asked not to be called', expiresAt: null };
  const now = new Date('2026-03-10T10:00:00Z');

  it('allows a number without a DND row, and channels the row does not block', () => {
    expect(contactDecision(undefined, 'CALL', now)).toEqual({ allowed: true });
    expect(contactDecision(rule, 'WHATSAPP', now)).toEqual({ allowed: true });
  });

  it('refuses a blocked channel with the reason and until when', () => {
    expect(contactDecision(rule, 'SMS', now)).toEqual({ allowed: false, reason: rule.reason, until: null });
    const until = new Date('2026-03-11T00:00:00Z');
    expect(contactDecision({ ...rule, expiresAt: until }, 'CALL', now)).toEqual({
      allowed: false,
      reason: rule.reason,
      until,
    });
  });

  it('lets an expired row go, from the instant it expires', () => {
    const expiresAt = new Date('2026-03-10T10:00:00Z');
    expect(contactDecision({ ...rule, expiresAt }, 'CALL', new Date(expiresAt.getTime() - 1)).allowed).toBe(false);
    expect(contactDecision({ ...rule, expiresAt }, 'CALL', expiresAt).allowed).toBe(true);
  });
});
