import { describe, expect, it } from 'vitest';
import {
  BULK_REQUEST_STATUSES,
  BULK_V1_STATE_OF,
  bulkNextStatus,
  bulkStatusesOfV1State,
  bulkStepRefusal,
} from './bulk-states.ts';
import { BULK_UPLOAD_STATE_LABELS } from './inventory-enums.ts';

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
  it('names every request by a SPEC §4 v1 state (codes 1 to 4), each state standing for its job states', () => {
    expect(BULK_REQUEST_STATUSES.map((s) => BULK_UPLOAD_STATE_LABELS[BULK_V1_STATE_OF[s]])).toEqual([
      'New',
      'Uploaded',
      'Uploaded',
      'Published',
      'Unpublished',
    ]);
    expect(bulkStatusesOfV1State(2)).toEqual(['QUEUED', 'RUNNING']);
    expect(([1, 2, 3, 4] as const).flatMap(bulkStatusesOfV1State).sort()).toEqual([...BULK_REQUEST_STATUSES].sort());
  });
  it('says why a step is refused', () => {
    expect(bulkStepRefusal('COMPLETED', 'ABORT')).toBe('A completed bulk upload cannot be aborted.');
    expect(bulkStepRefusal('VALIDATED', 'APPLY')).toBeNull();
  });
});
