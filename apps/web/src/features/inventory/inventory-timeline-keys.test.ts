import { describe, expect, it } from 'vitest';
import type { AuditLogEntry } from '@b2c/contracts';
import { timelineEntries } from './inventory-timeline-entries.ts';
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

/** The car's trail rows the key area writes beside its own key audit log (apps/api key-audit.ts). */
const row = (id: number, action: string, field: string, oldValue: string | null, newValue: string | null) =>
  ({
    id,
    entity: 'inventory',
    entityId: '10000000001',
    action,
    field,
    oldValue,
    newValue,
    authType: 'USER',
    actor: id > 2 ? 'key.manager' : 'key.requester',
    createdAt: `2026-01-05T0${id}:00:00.000Z`,
  }) satisfies AuditLogEntry;

describe('key steps in the car’s timeline (issue 14)', () => {
  it('reads each key step as one entry in words, newest first, with who took it', () => {
    const entries = timelineEntries(
      [
        row(1, 'KEY_REQUESTED', 'Key request 7', null, 'Requested'),
        row(2, 'KEY_REQUEST_CANCELLED', 'Key request 7', 'Requested', 'Cancelled'),
        row(3, 'KEY_IN', 'Main key', 'Not recorded', 'In at DXB-HUB-1'),
        row(4, 'KEY_OUT', 'Spare key', 'In at DXB-HUB-1', 'Out with Sara'),
      ],
      [],
      WORDS,
    );
    expect(entries.map((e) => [e.title, e.actor, e.details])).toEqual([
      ['Key out', 'key.manager', ['Spare key: In at DXB-HUB-1 → Out with Sara']],
      ['Key in', 'key.manager', ['Main key: Not recorded → In at DXB-HUB-1']],
      ['Key Request Cancelled', 'key.requester', ['Key request 7: Requested → Cancelled']],
      ['Key Requested', 'key.requester', ['Key request 7: — → Requested']],
    ]);
  });

  it('folds the receipt of a request and the keys it hands out into one entry', () => {
    const at = '2026-01-05T09:00:00.000Z';
    const [entry, ...rest] = timelineEntries(
      [
        { ...row(5, 'KEYS_RECEIVED', 'Key request 7', 'Ready to be picked', 'Received'), createdAt: at },
        { ...row(6, 'KEYS_RECEIVED', 'Main key', 'In at DXB-HUB-1', 'Out with key.requester'), createdAt: at },
      ],
      [],
      WORDS,
    );
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({
      title: 'Keys Received',
      details: ['Key request 7: Ready to be picked → Received', 'Main key: In at DXB-HUB-1 → Out with key.requester'],
    });
  });
});

describe('yard audit lines in the car’s timeline (issue 28)', () => {
  it('shows a trail note as written, under its action in words', () => {
    const [entry] = timelineEntries(
      [row(5, 'YARD_AUDIT_COUNT', 'note', null, 'Counted at Delhi Hub by Ravi Operations (yard audit #7)')],
      [],
      WORDS,
    );
    expect(entry).toMatchObject({
      title: 'Counted in a yard audit',
      details: ['Counted at Delhi Hub by Ravi Operations (yard audit #7)'],
    });
  });
});
