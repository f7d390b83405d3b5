import { describe, expect, it } from 'vitest';
import {
  KEY_REQUEST_STATES,
  KEY_REQUEST_TRANSITIONS,
  decideKeyRequest,
  isOpenKeyRequest,
  mayTakeKeyStep,
  type KeyRequestEvent,
  type KeyRequestState,
} from './key-request-transitions.ts';

const EVENTS: KeyRequestEvent[] = ['CANCEL', 'READY_TO_BE_PICKED', 'MARK_RECEIVED'];

describe('key request transitions', () => {
  it('allows exactly requested → ready to be picked → received, and cancelling an open request', () => {
    const allowed = KEY_REQUEST_STATES.flatMap((from) =>
      EVENTS.filter((e) => decideKeyRequest(1, from, e).ok).map((e) => `${from} ${e}`),
    );
    expect(allowed).toEqual([
      'REQUESTED CANCEL',
      'REQUESTED READY_TO_BE_PICKED',
      'READY_TO_BE_PICKED CANCEL',
      'READY_TO_BE_PICKED MARK_RECEIVED',
    ]);
    expect(decideKeyRequest(1, 'REQUESTED', 'READY_TO_BE_PICKED')).toMatchObject({
      ok: true,
      transition: { to: 'READY_TO_BE_PICKED' },
    });
  });

  it('refuses every other step naming the current state', () => {
    const cases: [KeyRequestState, KeyRequestEvent, string][] = [
      ['REQUESTED', 'MARK_RECEIVED', 'Key request 7 is Requested: it cannot be marked received.'],
      ['RECEIVED', 'CANCEL', 'Key request 7 is Received: it cannot be cancelled.'],
      ['CANCELLED', 'READY_TO_BE_PICKED', 'Key request 7 is Cancelled: it cannot be marked ready to be picked.'],
      [
        'READY_TO_BE_PICKED',
        'READY_TO_BE_PICKED',
        'Key request 7 is Ready to be picked: it cannot be marked ready to be picked.',
      ],
    ];
    for (const [from, event, message] of cases)
      expect(decideKeyRequest(7, from, event)).toEqual({ ok: false, message });
  });

  it('creates from nothing only, and knows the open states', () => {
    expect(KEY_REQUEST_TRANSITIONS.filter((t) => t.from === 'NONE')).toEqual([
      { event: 'CREATE', from: 'NONE', to: 'REQUESTED', by: 'REQUESTER' },
    ]);
    expect(KEY_REQUEST_STATES.filter(isOpenKeyRequest)).toEqual(['REQUESTED', 'READY_TO_BE_PICKED']);
  });

  it('lets requesters ask and cancel their own, managers do the rest', () => {
    const requester = { mayRequest: true, mayManage: false, isOwner: true };
    const otherRequester = { ...requester, isOwner: false };
    const manager = { mayRequest: false, mayManage: true, isOwner: false };
    expect(mayTakeKeyStep('REQUESTER', requester)).toBe(true);
    expect(mayTakeKeyStep('REQUESTER', manager)).toBe(false);
    expect(mayTakeKeyStep('OWNER_OR_MANAGER', requester)).toBe(true);
    expect(mayTakeKeyStep('OWNER_OR_MANAGER', otherRequester)).toBe(false);
    expect(mayTakeKeyStep('OWNER_OR_MANAGER', manager)).toBe(true);
    expect(mayTakeKeyStep('MANAGER', requester)).toBe(false);
    expect(mayTakeKeyStep('MANAGER', manager)).toBe(true);
  });
});
