import { describe, expect, it } from 'vitest';
import { BULK_REQUEST_STATUSES, bulkNextStatus, bulkStepRefusal } from './bulk-states.ts';

describe('bulk upload states', () => {
  it('applies only a validated request, and aborts only what has not ended', () => {
    expect(bulkNextStatus('VALIDATED', 'APPLY')).toBe('QUEUED');
    expect(bulkNextStatus('QUEUED', 'APPLY')).toBeNull();
    expect(bulkNextStatus('RUNNING', 'START')).toBe('RUNNING');
    for (const s of BULK_REQUEST_STATUSES) {
      const ended = s === 'COMPLETED' || s === 'ABORTED';
      expect(bulkNextStatus(s, 'ABORT') === null).toBe(ended);
    }
  });
  it('says why a step is refused', () => {
    expect(bulkStepRefusal('COMPLETED', 'ABORT')).toBe('A completed bulk upload cannot be aborted.');
    expect(bulkStepRefusal('VALIDATED', 'APPLY')).toBeNull();
  });
});
