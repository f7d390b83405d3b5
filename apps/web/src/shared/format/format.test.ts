import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatTime } from './format-date.ts';
import { formatAuditActor, formatMoney, formatSlot } from './format-values.ts';

describe('formatting', () => {
  const instant = '2024-03-09T20:15:00Z';

  it('shows dates as yyyy-MM-dd in the vertical\u2019s time zone', () => {
    expect(formatDate(instant, 'IN')).toBe('2024-03-10'); // 01:45 next day in Kolkata
    expect(formatDate(instant, 'AE')).toBe('2024-03-10');
    expect(formatDate('2024-03-09', 'AU')).toBe('2024-03-09'); // calendar dates have no zone
    expect(formatDate(null, 'IN')).toBe('');
    expect(formatDate('not a date', 'IN')).toBe('');
  });

  it('shows times on the vertical\u2019s wall clock', () => {
    expect(formatTime(instant, 'IN')).toBe('01:45');
    expect(formatTime(instant, 'TH')).toBe('03:15');
    expect(formatDateTime(instant, 'AU')).toBe('2024-03-10 07:15'); // AEDT, +11
  });

  it('shows money in the country\u2019s currency', () => {
    expect(formatMoney(1234567.5, 'IN')).toBe('₹12,34,567.50');
    expect(formatMoney('99.5', 'AU')).toMatch(/\$99\.50/);
    expect(formatMoney(null, 'IN')).toBe('');
  });

  it('shows slot codes as HH:MM-HH:MM and leaves bad codes alone', () => {
    expect(formatSlot('0900_1100')).toBe('09:00-11:00');
    expect(formatSlot('bad')).toBe('bad');
    expect(formatSlot(undefined)).toBe('');
  });

  it('shows the audit actor per SPEC §3', () => {
    expect(formatAuditActor({ authType: 'USER', userId: 'asha' })).toBe('asha');
    expect(formatAuditActor({ authType: 'SYSTEM', initiator: 'scheduler', source: 'bulk-upload' })).toBe(
      'scheduler via bulk-upload',
    );
  });
});
