import { describe, it, expect } from 'vitest';
import {
  BULK_UPLOAD_STATES,
  BULK_UPLOAD_STATE_CODES,
  BULK_UPLOAD_STATE_LABELS,
  BUSINESS_LABEL_LABELS,
  HOLD_REASONS,
  HOLD_REASON_LABELS,
  PUBLISH_ACTION_LABELS,
  REFURB_STAGES,
  RESERVE_STATUSES,
  SALES_TYPES,
  UPDATE_STATUS_RESET,
  inventoryHistoryStatus,
  isBulkUploadStateCode,
} from './inventory-enums.ts';

describe('inventory enumerations', () => {
  it('shows business labels as operators know them', () => {
    expect(BUSINESS_LABEL_LABELS).toEqual({ BETA_GO: 'Value Car', GO: 'GS', GAMMA: 'GAMMA' });
  });

  it('match SPEC §3 and §4', () => {
    expect(RESERVE_STATUSES).toEqual(['RESERVED', 'BOOKED', 'DELIVERED']);
    expect(SALES_TYPES).toEqual(['RETAIL', 'WHOLESALE']);
    expect(HOLD_REASONS.map((r) => HOLD_REASON_LABELS[r])).toEqual([
      'Trade',
      'Retail',
      'Pending Trade',
      'Company Asset',
      'Pending Company Asset',
      'Retail On Hold',
    ]);
    expect(REFURB_STAGES).toHaveLength(10);
    expect(REFURB_STAGES).toContain('ac-electrical-wheelshop');
    expect(Object.values(PUBLISH_ACTION_LABELS)).toEqual(['Publish', 'Unpublish', 'Publish Failed']);
    expect(UPDATE_STATUS_RESET).toBe('reset');
  });

  it('numbers bulk upload states 1 to 4', () => {
    expect(BULK_UPLOAD_STATES).toEqual({ NEW: 1, UPLOADED: 2, PUBLISHED: 3, UNPUBLISHED: 4 });
    expect(BULK_UPLOAD_STATE_CODES).toEqual([1, 2, 3, 4]);
    expect(BULK_UPLOAD_STATE_LABELS[BULK_UPLOAD_STATES.UNPUBLISHED]).toBe('Unpublished');
    expect(isBulkUploadStateCode(3)).toBe(true);
    expect(isBulkUploadStateCode(5)).toBe(false);
    expect(isBulkUploadStateCode('1')).toBe(false);
  });

  it('derives the history status, sold first', () => {
    expect(inventoryHistoryStatus({ sold: true, published: true })).toBe('Sold');
    expect(inventoryHistoryStatus({ sold: false, published: true })).toBe('Published');
    expect(inventoryHistoryStatus({ sold: false, published: false })).toBe('Unpublished');
  });
});
