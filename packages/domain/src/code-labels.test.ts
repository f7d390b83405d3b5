import { describe, expect, it } from 'vitest';
import { changeLine, codeLabel, fieldName, valueLabel } from './code-labels.ts';

describe('code labels', () => {
  it('shows the labels the domain has instead of codes', () => {
    expect(codeLabel('LISTING_PRICE_UPDATE')).toBe('Listing price change');
    expect(codeLabel('UNPUBLISHED')).toBe('Unpublished');
    expect(codeLabel('RESCHEDULED_INTERNAL')).toBe('Rescheduled internally');
    expect(codeLabel('BETA_GO')).toBe('Value Car');
    expect(codeLabel('IN_WORKSHOP')).toBe('In Workshop');
  });

  it('words audited fields and their values, keeping what is not a code', () => {
    expect(fieldName('publishStatus')).toBe('Publish status');
    expect(fieldName('inventorySubStage')).toBe('Sub-stage');
    expect(changeLine('inventorySubStage', 'ON_HOLD', null)).toBe('Sub-stage: On Hold → —');
    expect(changeLine('listingPrice', '691000.00', '650000.00')).toBe('Listing price: 691000.00 → 650000.00');
    expect(valueLabel('AMD')).toBe('AMD');
  });
});
