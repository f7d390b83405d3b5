import { describe, expect, it } from 'vitest';
import { formatMoney } from './money.ts';
import { recordedChange, recordedValue, speakCodes, type ValueFormat } from './recorded-values.ts';

const format: ValueFormat = { dateTime: (iso) => `at ${iso.slice(0, 10)}`, money: (a) => formatMoney(a, 'IN') };

describe('recorded values', () => {
  it('words lists, instants, amounts, booleans and codes', () => {
    expect(recordedValue('groups', '["OPERATIONS","CC_ADMIN"]', format)).toBe('Operations, CC admin');
    expect(recordedValue('permissions', '["MANAGE_USERS"]', format)).toBe('Manage users');
    expect(recordedValue('closedAt', '2026-11-27T03:14:25.000Z', format)).toBe('at 2026-11-27');
    expect(recordedValue('listingPrice', '980000.00', format)).toBe('₹9,80,000.00');
    expect(recordedValue('movementActive', 'true', format)).toBe('Yes');
    expect(recordedValue('logisticsMode', 'OWN_TRUCK', format)).toBe('Own truck');
    expect(recordedValue('locationCode', 'AMD', format)).toBe('AMD');
    expect(recordedValue('x', null, format)).toBe('');
  });

  it('writes a change as a line in words', () => {
    expect(recordedChange('listingPrice', '980000.00', '700000.00', format)).toBe(
      'Listing price: ₹9,80,000.00 → ₹7,00,000.00',
    );
    expect(recordedChange('inventorySubStage', 'ON_HOLD', null, format)).toBe('Sub-stage: On Hold → —');
  });

  it('words the codes a server message names', () => {
    expect(speakCodes('You need the MANAGE_USERS permission for this action.')).toBe(
      'You need the Manage users permission for this action.',
    );
    expect(speakCodes('You need the logisticMenu permission.')).toBe('You need the Logistic menu permission.');
    expect(speakCodes('Car apt-10 is at AMD in IN.')).toBe('Car apt-10 is at AMD in IN.');
  });
});
