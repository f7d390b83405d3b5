import { describe, expect, it } from 'vitest';
import { YARD_AUDIT_WORDS, auditTimeText, yardAuditAccuracy } from './yard-audit.ts';

describe('yard audit words', () => {
  it('says when a car was scanned in the vertical’s own zone', () => {
    const at = new Date('2026-11-27T10:05:00Z');
    expect(auditTimeText(at, 'IN')).toBe('2026-11-27 15:35');
    expect(auditTimeText(at, 'AU')).toBe('2026-11-27 21:05');
    expect(YARD_AUDIT_WORDS.alreadyScanned('Ravi Operations', at, 'IN')).toBe(
      'Already scanned by Ravi Operations at 2026-11-27 15:35',
    );
  });

  it('names where an unexpected car belongs, or its status when it stands nowhere', () => {
    expect(YARD_AUDIT_WORDS.unexpected({ locationName: 'Hub Delhi', locationStatusLabel: 'Stocked In' })).toBe(
      'Belongs to Hub Delhi — unexpected here',
    );
    expect(YARD_AUDIT_WORDS.unexpected({ locationName: null, locationStatusLabel: 'Lost' })).toBe(
      'Unexpected here — the system has it as Lost',
    );
  });

  it('measures accuracy as found of expected, to one decimal', () => {
    expect(yardAuditAccuracy(37, 40, 3)).toBe(92.5);
    expect(yardAuditAccuracy(2, 3, 0)).toBe(66.7);
    expect(yardAuditAccuracy(0, 0, 0)).toBe(100);
    expect(yardAuditAccuracy(0, 0, 1)).toBeNull();
  });
});
