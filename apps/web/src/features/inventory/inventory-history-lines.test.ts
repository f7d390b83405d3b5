import { describe, expect, it } from 'vitest';
import type { AuditLogEntry, PendingAction } from '@b2c/contracts';
import { historyLines, historyStateOf } from './inventory-history-lines.ts';
import { timelineEntries } from './inventory-timeline-entries.ts';
import { fakeCar } from '../../testing/factories.ts';
import { formatDateTime } from '../../shared/format/format-date.ts';
import { formatMoney } from '../../shared/format/format-values.ts';
import { recordedChange, type ValueFormat } from '@b2c/domain';

// The timeline's words as an IN vertical's formatter gives them.
const IN: ValueFormat = { dateTime: (v) => formatDateTime(v, 'IN'), money: (v) => formatMoney(v, 'IN') };
const WORDS = {
  change: (field: string, before: string | null, after: string | null) => recordedChange(field, before, after, IN),
  pendingValue: (p: { type: string }, v: string | null) =>
    v === null ? '' : p.type === 'PUBLISH_STATUS_UPDATE' ? v : formatMoney(v, 'IN'),
};

let id = 100;
const row = (
  at: string,
  action: string,
  field: string | null,
  oldValue: string | null,
  newValue: string | null,
  actor = 'admin',
): AuditLogEntry => ({
  id: id--,
  entity: 'inventory',
  entityId: '10000000042',
  action,
  field,
  oldValue,
  newValue,
  authType: 'USER',
  actor,
  createdAt: at,
});

describe('historyLines', () => {
  it('groups one change into one line and shows the state after each change, walking back from now', () => {
    const car = fakeCar({ listingPrice: '520000.00', published: false, publishStatus: 'UNPUBLISHED' });
    const entries = [
      row('2025-11-03T10:00:00Z', 'PUBLISH_STATUS', 'published', 'true', 'false'),
      row('2025-11-03T10:00:00Z', 'PUBLISH_STATUS', 'publishStatus', 'PUBLISHED', 'UNPUBLISHED'),
      row('2025-11-02T10:00:00Z', 'LIST_PRICE', 'listingPrice', '500000.00', '520000.00', 'ops.in'),
    ];
    const lines = historyLines(entries, historyStateOf(car));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({
      action: 'PUBLISH_STATUS',
      after: { storefront: 'Unpublished', listingPrice: '520000.00' },
    });
    expect([...lines[0]!.changed]).toEqual(['published', 'publishStatus']);
    // Before the unpublish the car was published: the price line shows that state, and its reason.
    expect(lines[1]).toMatchObject({
      actor: 'ops.in',
      after: { storefront: 'Published', listingPrice: '520000.00', priceChangeReason: 'PRICE_REVISION' },
    });
  });
});

describe('timelineEntries', () => {
  it('merges audited changes and pending decisions, newest first, each with its actor', () => {
    const pending: PendingAction = {
      id: 7,
      appointmentId: '10000000042',
      type: 'LISTING_PRICE_UPDATE',
      subReason: 'PRICE_REVISION',
      currentValue: '500000.00',
      proposedValue: '400000.00',
      status: 'APPROVED',
      requestedBy: 'ops.in',
      requestedAt: '2025-11-01T09:00:00Z',
      decision: 'APPROVE',
      decidedValue: '400000.00',
      decidedBy: 'approver',
      decidedAt: '2025-11-02T09:00:00Z',
      remarks: null,
      version: 2,
    };
    const audit = [
      row(
        '2025-11-02T09:00:00Z',
        'LIST_PRICE (pending action 7 APPROVE)',
        'listingPrice',
        '500000.00',
        '400000.00',
        'approver',
      ),
      row('2025-10-30T09:00:00Z', 'EGC', 'egc', null, 'E1'),
    ];
    const entries = timelineEntries(audit, [pending], WORDS);
    expect(entries.map((e) => [e.kind, e.actor])).toEqual([
      ['decision', 'approver'],
      ['change', 'approver'],
      ['request', 'ops.in'],
      ['change', 'admin'],
    ]);
    expect(entries[1]!.title).toBe('List Price (approved request)');
    expect(entries[2]!.title).toBe('Requested Listing price change — Price Revision (#7)');
    // Field names and codes in words, never the column and its code.
    expect(entries[1]!.details).toEqual(['Listing price: ₹5,00,000.00 → ₹4,00,000.00']);
    expect(entries[3]!.details).toEqual(['EGC: — → E1']);
    expect(
      timelineEntries(
        [row('2025-10-29T09:00:00Z', 'UPDATE_INVENTORY_STAGE', 'inventorySubStage', 'ON_HOLD', null)],
        [],
        WORDS,
      )[0]!.details,
    ).toEqual(['Sub-stage: On Hold → —']);
  });
});
