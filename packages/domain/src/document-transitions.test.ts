import { describe, expect, it } from 'vitest';
import {
  DOCUMENT_ACTIONS,
  DOCUMENT_STATUSES,
  DOCUMENT_TRANSITIONS,
  PENDING_DOCUMENT_STATUSES,
  allowedDocumentActions,
  documentRefusal,
  documentStatusLabel,
  documentTransition,
  type DocumentAction,
  type DocumentStatus,
} from './document-transitions.ts';
import { MOVEMENT_STATUS_LABELS } from './movement-status.ts';

/** Written out independently of the table: a change to the table must change this too. */
const EXPECTED: Record<DocumentStatus, Partial<Record<DocumentAction, DocumentStatus>>> = {
  NOT_RAISED: { REQUEST: 'REQUESTED' },
  REQUESTED: { DISPATCH: 'IN_TRANSIT', RECEIVE: 'DONE', MARK_LOST: 'DISPUTED' },
  IN_TRANSIT: { RECEIVE: 'DONE', MARK_LOST: 'DISPUTED' },
  DONE: { MARK_LOST: 'DISPUTED' },
  DISPUTED: { REQUEST: 'REQUESTED' },
};

describe('the document transition table', () => {
  it.each(DOCUMENT_STATUSES.map((s) => [s] as const))('from %s allows exactly the expected steps', (from) => {
    for (const action of DOCUMENT_ACTIONS) {
      expect(documentTransition(action, from)?.to, `${from} ${action}`).toBe(EXPECTED[from][action]);
    }
    expect(allowedDocumentActions(from)).toEqual(DOCUMENT_ACTIONS.filter((a) => EXPECTED[from][a]));
  });

  it('has one row per step, and only a receipt moves the document', () => {
    const steps = DOCUMENT_TRANSITIONS.map((t) => `${t.action}:${t.from}`);
    expect(new Set(steps).size).toBe(steps.length);
    for (const t of DOCUMENT_TRANSITIONS) expect(t.location).toBe(t.action === 'RECEIVE' ? 'ARRIVE' : 'KEEP');
  });

  it('uses only SPEC §4 asset status labels, and only DONE leaves the pendency', () => {
    for (const s of DOCUMENT_STATUSES) expect(documentStatusLabel(s)).toBe(MOVEMENT_STATUS_LABELS[s]);
    expect(PENDING_DOCUMENT_STATUSES).toEqual(['NOT_RAISED', 'REQUESTED', 'IN_TRANSIT', 'DISPUTED']);
  });

  it('names the current status when a step is refused', () => {
    expect(documentRefusal('RC', '1001', 'DONE', 'DISPATCH')).toBe('RC of apt-1001 is Done; it cannot be dispatched.');
    expect(documentRefusal('FORM_29', '7', 'NOT_RAISED', 'RECEIVE')).toBe(
      'Form 29 of apt-7 is Not Raised; it cannot be received.',
    );
  });
});
