/**
 * The FASTag order life cycle (issue 17; SPEC §3 "FASTag fulfilment detail": kycStatus, view fields,
 * uploadable documents). One table: an order waits for the documents the vertical's config requires
 * (DOCUMENTS_PENDING); once they are all there its KYC is reviewed (KYC_PENDING), verified or rejected
 * with a reason; a rejected order takes replaced documents and is reviewed again; a verified order with a
 * serial number assigned is activated (ACTIVATED, final). Each state also fixes the KYC status the grid
 * shows. Anything not listed is refused with 409 naming the order's current state.
 */
export const FASTAG_ORDER_STATES = [
  'DOCUMENTS_PENDING',
  'KYC_PENDING',
  'KYC_REJECTED',
  'KYC_VERIFIED',
  'ACTIVATED',
] as const;
export type FastagOrderState = (typeof FASTAG_ORDER_STATES)[number];

export const FASTAG_ORDER_STATE_LABELS: Readonly<Record<FastagOrderState, string>> = {
  DOCUMENTS_PENDING: 'Documents pending',
  KYC_PENDING: 'KYC pending',
  KYC_REJECTED: 'KYC rejected',
  KYC_VERIFIED: 'Ready to activate',
  ACTIVATED: 'Activated',
};

/** SPEC §3 kycStatus: NOT_SUBMITTED until every required document is uploaded. */
export const FASTAG_KYC_STATUSES = ['NOT_SUBMITTED', 'PENDING', 'VERIFIED', 'REJECTED'] as const;
export type FastagKycStatus = (typeof FASTAG_KYC_STATUSES)[number];
export const FASTAG_KYC_STATUS_LABELS: Readonly<Record<FastagKycStatus, string>> = {
  NOT_SUBMITTED: 'Not submitted',
  PENDING: 'Pending',
  VERIFIED: 'Verified',
  REJECTED: 'Rejected',
};

/** The KYC status each order state shows (stored beside the state, so the grid can filter on it). */
export const KYC_STATUS_OF_STATE: Readonly<Record<FastagOrderState, FastagKycStatus>> = {
  DOCUMENTS_PENDING: 'NOT_SUBMITTED',
  KYC_PENDING: 'PENDING',
  KYC_REJECTED: 'REJECTED',
  KYC_VERIFIED: 'VERIFIED',
  ACTIVATED: 'VERIFIED',
};

/** The KYC update (PUT) takes one of these decisions. */
export const FASTAG_KYC_DECISIONS = ['VERIFIED', 'REJECTED'] as const;
export type FastagKycDecision = (typeof FASTAG_KYC_DECISIONS)[number];

export type FastagOrderEvent = 'UPLOAD_DOCUMENT' | 'UPDATE_DETAILS' | 'VERIFY_KYC' | 'REJECT_KYC' | 'ACTIVATE';

/**
 * A condition a row needs beyond the state: whether the required documents are now all uploaded, and
 * whether a serial number is assigned. Rows with the same event and state differ only by their guard.
 */
export type FastagGuard = 'DOCUMENTS_COMPLETE' | 'DOCUMENTS_INCOMPLETE' | 'SERIAL_ASSIGNED';

export interface FastagTransition {
  event: FastagOrderEvent;
  from: FastagOrderState;
  to: FastagOrderState;
  guard?: FastagGuard;
}

export const FASTAG_ORDER_TRANSITIONS: readonly FastagTransition[] = [
  { event: 'UPLOAD_DOCUMENT', from: 'DOCUMENTS_PENDING', to: 'DOCUMENTS_PENDING', guard: 'DOCUMENTS_INCOMPLETE' },
  { event: 'UPLOAD_DOCUMENT', from: 'DOCUMENTS_PENDING', to: 'KYC_PENDING', guard: 'DOCUMENTS_COMPLETE' },
  { event: 'UPLOAD_DOCUMENT', from: 'KYC_PENDING', to: 'KYC_PENDING' },
  // A rejected order's replaced documents go back for review once the set is complete again.
  { event: 'UPLOAD_DOCUMENT', from: 'KYC_REJECTED', to: 'KYC_PENDING', guard: 'DOCUMENTS_COMPLETE' },
  { event: 'UPLOAD_DOCUMENT', from: 'KYC_REJECTED', to: 'KYC_REJECTED', guard: 'DOCUMENTS_INCOMPLETE' },
  // A verified KYC covers the documents it saw: a replaced one is reviewed again.
  { event: 'UPLOAD_DOCUMENT', from: 'KYC_VERIFIED', to: 'KYC_PENDING' },
  { event: 'UPDATE_DETAILS', from: 'DOCUMENTS_PENDING', to: 'DOCUMENTS_PENDING' },
  { event: 'UPDATE_DETAILS', from: 'KYC_PENDING', to: 'KYC_PENDING' },
  { event: 'UPDATE_DETAILS', from: 'KYC_REJECTED', to: 'KYC_REJECTED' },
  { event: 'UPDATE_DETAILS', from: 'KYC_VERIFIED', to: 'KYC_VERIFIED' },
  { event: 'VERIFY_KYC', from: 'KYC_PENDING', to: 'KYC_VERIFIED' },
  { event: 'REJECT_KYC', from: 'KYC_PENDING', to: 'KYC_REJECTED' },
  { event: 'ACTIVATE', from: 'KYC_VERIFIED', to: 'ACTIVATED', guard: 'SERIAL_ASSIGNED' },
];

/** What the guards read, known to the service when the step is asked for. */
export interface FastagFacts {
  documentsComplete: boolean;
  serialAssigned: boolean;
}

const holds = (guard: FastagGuard | undefined, facts: FastagFacts): boolean => {
  switch (guard) {
    case undefined:
      return true;
    case 'DOCUMENTS_COMPLETE':
      return facts.documentsComplete;
    case 'DOCUMENTS_INCOMPLETE':
      return !facts.documentsComplete;
    case 'SERIAL_ASSIGNED':
      return facts.serialAssigned;
  }
};

const EVENT_WORDS: Readonly<Record<FastagOrderEvent, string>> = {
  UPLOAD_DOCUMENT: 'take documents',
  UPDATE_DETAILS: 'be changed',
  VERIFY_KYC: 'have its KYC verified',
  REJECT_KYC: 'have its KYC rejected',
  ACTIVATE: 'be activated',
};

/** Why a step the state allows cannot be taken yet; only a guard with a fact missing gets here. */
const GUARD_REFUSALS: Partial<Record<FastagGuard, (order: string) => string>> = {
  SERIAL_ASSIGNED: (order) =>
    `FASTag order ${order} has no serial number assigned: assign the tag's serial number before activating.`,
};

export type FastagDecision = { ok: true; transition: FastagTransition } | { ok: false; message: string };

/** The row of the table for this step, or the 409 wording naming the current state (and what is missing). */
export function decideFastagStep(
  order: string,
  from: FastagOrderState,
  event: FastagOrderEvent,
  facts: FastagFacts,
): FastagDecision {
  const rows = FASTAG_ORDER_TRANSITIONS.filter((t) => t.event === event && t.from === from);
  const transition = rows.find((t) => holds(t.guard, facts));
  if (transition) return { ok: true, transition };
  const blocked = rows.map((t) => (t.guard ? GUARD_REFUSALS[t.guard] : undefined)).find((m) => m !== undefined);
  if (blocked) return { ok: false, message: blocked(order) };
  return {
    ok: false,
    message: `FASTag order ${order} is ${FASTAG_ORDER_STATE_LABELS[from]}: it cannot ${EVENT_WORDS[event]}.${hintOf(from, event)}`,
  };
}

/** What would make the refused step possible, where something would. */
function hintOf(from: FastagOrderState, event: FastagOrderEvent): string {
  if (event === 'ACTIVATE' && KYC_STATUS_OF_STATE[from] !== 'VERIFIED') return ' Its KYC must be verified first.';
  if ((event === 'VERIFY_KYC' || event === 'REJECT_KYC') && from === 'DOCUMENTS_PENDING')
    return ' Upload every required document first.';
  return '';
}
