/**
 * The key request life cycle (issue 14; SPEC §4 "Key requests: create, cancel, mark received with a
 * count, ready to be picked"). One table: a requester asks for a car's keys (REQUESTED), the key manager
 * gets them ready at the desk (READY_TO_BE_PICKED) and hands them over (RECEIVED, with the number of keys
 * the requester took); an open request can be cancelled. Anything not listed is refused with 409 naming
 * the request's current state.
 */
export const KEY_REQUEST_STATES = ['REQUESTED', 'READY_TO_BE_PICKED', 'RECEIVED', 'CANCELLED'] as const;
export type KeyRequestState = (typeof KEY_REQUEST_STATES)[number];

export const KEY_REQUEST_STATE_LABELS: Readonly<Record<KeyRequestState, string>> = {
  REQUESTED: 'Requested',
  READY_TO_BE_PICKED: 'Ready to be picked',
  RECEIVED: 'Received',
  CANCELLED: 'Cancelled',
};

/** A car has at most one request in these states (a DB index holds it too). */
export const OPEN_KEY_REQUEST_STATES = [
  'REQUESTED',
  'READY_TO_BE_PICKED',
] as const satisfies readonly KeyRequestState[];
export const isOpenKeyRequest = (state: KeyRequestState): boolean =>
  (OPEN_KEY_REQUEST_STATES as readonly KeyRequestState[]).includes(state);

/** The PUT request/{id}/action/{action} actions (SPEC §7), plus create and cancel. */
export const KEY_REQUEST_PUT_ACTIONS = ['MARK_RECEIVED', 'READY_TO_BE_PICKED'] as const;
export type KeyRequestPutAction = (typeof KEY_REQUEST_PUT_ACTIONS)[number];
export type KeyRequestEvent = 'CREATE' | 'CANCEL' | KeyRequestPutAction;

/** Who may take a step (UAE_KEY_REQUESTER holds REQUEST_KEYS, UAE_KEY_MANAGER holds MANAGE_KEYS). */
export type KeyRole = 'REQUESTER' | 'OWNER_OR_MANAGER' | 'MANAGER';

export interface KeyRequestTransition {
  event: KeyRequestEvent;
  from: KeyRequestState | 'NONE';
  to: KeyRequestState;
  by: KeyRole;
}

export const KEY_REQUEST_TRANSITIONS: readonly KeyRequestTransition[] = [
  { event: 'CREATE', from: 'NONE', to: 'REQUESTED', by: 'REQUESTER' },
  { event: 'READY_TO_BE_PICKED', from: 'REQUESTED', to: 'READY_TO_BE_PICKED', by: 'MANAGER' },
  { event: 'MARK_RECEIVED', from: 'READY_TO_BE_PICKED', to: 'RECEIVED', by: 'MANAGER' },
  { event: 'CANCEL', from: 'REQUESTED', to: 'CANCELLED', by: 'OWNER_OR_MANAGER' },
  { event: 'CANCEL', from: 'READY_TO_BE_PICKED', to: 'CANCELLED', by: 'OWNER_OR_MANAGER' },
];

const EVENT_WORDS: Readonly<Record<KeyRequestEvent, string>> = {
  CREATE: 'created',
  CANCEL: 'cancelled',
  READY_TO_BE_PICKED: 'marked ready to be picked',
  MARK_RECEIVED: 'marked received',
};

export type KeyRequestDecision = { ok: true; transition: KeyRequestTransition } | { ok: false; message: string };

/** The row of the table for this step, or the 409 wording naming the current state. */
export function decideKeyRequest(id: number, from: KeyRequestState, event: KeyRequestEvent): KeyRequestDecision {
  const transition = KEY_REQUEST_TRANSITIONS.find((t) => t.event === event && t.from === from);
  if (transition) return { ok: true, transition };
  return {
    ok: false,
    message: `Key request ${id} is ${KEY_REQUEST_STATE_LABELS[from]}: it cannot be ${EVENT_WORDS[event]}.`,
  };
}

/** What the caller holds and whether they asked for the request. */
export interface KeyActor {
  mayRequest: boolean;
  mayManage: boolean;
  isOwner: boolean;
}

/** SPEC §6 leaves the roles open; ours: requesters ask and cancel their own, managers do everything else. */
export const mayTakeKeyStep = (role: KeyRole, actor: KeyActor): boolean => {
  switch (role) {
    case 'REQUESTER':
      return actor.mayRequest;
    case 'MANAGER':
      return actor.mayManage;
    case 'OWNER_OR_MANAGER':
      return actor.mayManage || (actor.mayRequest && actor.isOwner);
  }
};
