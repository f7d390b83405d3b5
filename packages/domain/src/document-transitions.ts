import type { Labels } from './one-of.ts';
import { MOVEMENT_STATUS_LABELS, type MovementStatus } from './movement-status.ts';

/**
 * Documents and assets that travel with a car (issue 14, SPEC §2 /document-pendency, §3 "Document or
 * asset"). The types are ours (SPEC gives none): the papers an Indian used-car sale cannot close without.
 */
export const DOCUMENT_TYPES = ['RC', 'INSURANCE', 'NOC', 'FORM_29', 'FORM_30', 'SERVICE_BOOK', 'INVOICE'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
export const DOCUMENT_TYPE_LABELS: Labels<DocumentType> = {
  RC: 'RC',
  INSURANCE: 'Insurance',
  NOC: 'NOC',
  FORM_29: 'Form 29',
  FORM_30: 'Form 30',
  SERVICE_BOOK: 'Service Book',
  INVOICE: 'Invoice',
};

/**
 * The SPEC §4 asset status labels a document uses, and what each means here:
 * - NOT_RAISED: owed (still with the seller, bank or RTO), nobody has asked for it yet;
 * - REQUESTED: asked for, to be brought to a destination location;
 * - IN_TRANSIT: dispatched towards the destination;
 * - DONE: received at the destination: no longer owed;
 * - DISPUTED: marked lost: custody is in question and the document is owed again.
 */
export const DOCUMENT_STATUSES = [
  'NOT_RAISED',
  'REQUESTED',
  'IN_TRANSIT',
  'DONE',
  'DISPUTED',
] as const satisfies readonly MovementStatus[];
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];
/** Still owed: every status but DONE (the pendency grid). */
export const PENDING_DOCUMENT_STATUSES = DOCUMENT_STATUSES.filter((s) => s !== 'DONE');
export const documentStatusLabel = (status: DocumentStatus): string => MOVEMENT_STATUS_LABELS[status];

export const DOCUMENT_ACTIONS = ['REQUEST', 'DISPATCH', 'RECEIVE', 'MARK_LOST'] as const;
export type DocumentAction = (typeof DOCUMENT_ACTIONS)[number];
export const DOCUMENT_ACTION_LABELS: Labels<DocumentAction> = {
  REQUEST: 'Request',
  DISPATCH: 'Dispatch',
  RECEIVE: 'Receive',
  MARK_LOST: 'Mark lost',
};
const ACTION_VERBS: Labels<DocumentAction> = {
  REQUEST: 'requested',
  DISPATCH: 'dispatched',
  RECEIVE: 'received',
  MARK_LOST: 'marked lost',
};

/**
 * What an action does to where the document is:
 * - KEEP: it stays where it is (a request names where it must go; a dispatch leaves from here, the
 *   status says it travels; a loss keeps the last location that held it, which answers for it);
 * - ARRIVE: it is now at the destination, which is cleared.
 */
export type DocumentLocationEffect = 'KEEP' | 'ARRIVE';

export interface DocumentTransition {
  action: DocumentAction;
  from: DocumentStatus;
  to: DocumentStatus;
  location: DocumentLocationEffect;
}

/** THE table. Anything not listed is refused with 409 naming the current status. */
export const DOCUMENT_TRANSITIONS: readonly DocumentTransition[] = [
  { action: 'REQUEST', from: 'NOT_RAISED', to: 'REQUESTED', location: 'KEEP' },
  // A lost document is asked for again (a duplicate from the RTO, or the original once found).
  { action: 'REQUEST', from: 'DISPUTED', to: 'REQUESTED', location: 'KEEP' },
  { action: 'DISPATCH', from: 'REQUESTED', to: 'IN_TRANSIT', location: 'KEEP' },
  { action: 'RECEIVE', from: 'IN_TRANSIT', to: 'DONE', location: 'ARRIVE' },
  // Handed over in person at the destination: no courier leg to dispatch.
  { action: 'RECEIVE', from: 'REQUESTED', to: 'DONE', location: 'ARRIVE' },
  { action: 'MARK_LOST', from: 'REQUESTED', to: 'DISPUTED', location: 'KEEP' },
  { action: 'MARK_LOST', from: 'IN_TRANSIT', to: 'DISPUTED', location: 'KEEP' },
  // Received, then mislaid at the hub: owed again.
  { action: 'MARK_LOST', from: 'DONE', to: 'DISPUTED', location: 'KEEP' },
];

export const documentTransition = (action: DocumentAction, from: DocumentStatus): DocumentTransition | undefined =>
  DOCUMENT_TRANSITIONS.find((t) => t.action === action && t.from === from);

/** The actions a document in this status allows, in table order (the panel's buttons). */
export const allowedDocumentActions = (from: DocumentStatus): DocumentAction[] =>
  DOCUMENT_ACTIONS.filter((a) => documentTransition(a, from) !== undefined);

/** How messages name a document: "RC of apt-10010000001". */
export const documentName = (type: DocumentType, appointmentId: string): string =>
  `${DOCUMENT_TYPE_LABELS[type]} of apt-${appointmentId}`;

/** The 409 of an illegal step, naming the current status: "RC of apt-1 is Done; it cannot be dispatched." */
export const documentRefusal = (
  type: DocumentType,
  appointmentId: string,
  status: DocumentStatus,
  action: DocumentAction,
): string =>
  `${documentName(type, appointmentId)} is ${documentStatusLabel(status)}; it cannot be ${ACTION_VERBS[action]}.`;

/** The success toast of an action (ours): "RC of apt-1 received." */
export const documentDone = (type: DocumentType, appointmentId: string, action: DocumentAction): string =>
  `${documentName(type, appointmentId)} ${ACTION_VERBS[action]}.`;
