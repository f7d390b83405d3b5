import { describe, it, expect } from 'vitest';
import { formatAuditActor } from './audit-actor.ts';

describe('formatAuditActor', () => {
  it('shows the user id for a user', () => {
    expect(formatAuditActor({ authType: 'USER', userId: 'priya.k', initiator: 'x', source: 'y' })).toBe('priya.k');
  });

  it('shows "initiator via source" otherwise', () => {
    expect(formatAuditActor({ authType: 'SYSTEM', userId: null, initiator: 'bulk-upload', source: 'scheduler' })).toBe(
      'bulk-upload via scheduler',
    );
    expect(formatAuditActor({ authType: 'SERVICE', initiator: 'rahul', source: 'catalogue' })).toBe(
      'rahul via catalogue',
    );
  });

  it('degrades to what is known', () => {
    expect(formatAuditActor({ authType: 'SYSTEM', initiator: 'cron' })).toBe('cron');
    expect(formatAuditActor({ authType: 'SYSTEM', source: 'locus' })).toBe('locus');
    expect(formatAuditActor({ authType: 'USER' })).toBe('');
  });
});
