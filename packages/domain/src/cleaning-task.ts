/**
 * The car cleaning task life cycle (issue 17; SPEC §7 names ASSIGN and APPROVE, §3 "car cleaning state":
 * QA list, history list, detail). One table: a task for a car at a location is created UNASSIGNED,
 * assigned to a cleaner (ASSIGN, again to hand it to another cleaner), the cleaner's before and after
 * photos are submitted for review (SUBMIT → QA_PENDING, the QA list), and QA approves it (APPROVE) or
 * sends it back with reasons (REJECT). A rejected task is closed with its outcome and a re-clean task
 * is opened for the same car, so each round keeps its own photos in the history. Anything not listed is
 * refused with 409 naming the task's current state.
 */
export const CLEANING_TASK_STATES = ['UNASSIGNED', 'ASSIGNED', 'QA_PENDING', 'APPROVED', 'REJECTED'] as const;
export type CleaningTaskState = (typeof CLEANING_TASK_STATES)[number];

export const CLEANING_TASK_STATE_LABELS: Readonly<Record<CleaningTaskState, string>> = {
  UNASSIGNED: 'Unassigned',
  ASSIGNED: 'Assigned',
  QA_PENDING: 'Waiting for review',
  APPROVED: 'Approved',
  REJECTED: 'Sent back',
};

/** The two listings of SPEC §7: open tasks (QA works them) and done tasks (the history). */
export const CLEANING_LISTINGS = ['CLEANING_QA', 'CLEANING_HISTORY'] as const;
export type CleaningListing = (typeof CLEANING_LISTINGS)[number];
export const OPEN_CLEANING_STATES = ['UNASSIGNED', 'ASSIGNED', 'QA_PENDING'] as const satisfies CleaningTaskState[];
export const DONE_CLEANING_STATES = ['APPROVED', 'REJECTED'] as const satisfies CleaningTaskState[];
export const statesOfListing = (listing: CleaningListing): readonly CleaningTaskState[] =>
  listing === 'CLEANING_QA' ? OPEN_CLEANING_STATES : DONE_CLEANING_STATES;

export const CLEANING_TASK_EVENTS = ['CREATE', 'ASSIGN', 'SUBMIT', 'APPROVE', 'REJECT'] as const;
export type CleaningTaskEvent = (typeof CLEANING_TASK_EVENTS)[number];
/** A task's step as its history shows it. */
export const CLEANING_TASK_EVENT_LABELS: Readonly<Record<CleaningTaskEvent, string>> = {
  CREATE: 'Created',
  ASSIGN: 'Assigned',
  SUBMIT: 'Submitted',
  APPROVE: 'Approved',
  REJECT: 'Rejected',
};

/** What a step needs beyond the state; each has its own refusal wording in the service. */
export type CleaningGuard = 'CLEANER_GIVEN' | 'BOTH_PHOTOS' | 'CHECKLIST_PASSED' | 'REASONS_GIVEN';

export interface CleaningTransition {
  event: CleaningTaskEvent;
  from: CleaningTaskState | 'NONE';
  to: CleaningTaskState;
  guards: readonly CleaningGuard[];
}

export const CLEANING_TASK_TRANSITIONS: readonly CleaningTransition[] = [
  { event: 'CREATE', from: 'NONE', to: 'UNASSIGNED', guards: [] },
  { event: 'ASSIGN', from: 'UNASSIGNED', to: 'ASSIGNED', guards: ['CLEANER_GIVEN'] },
  // Handing the task to another cleaner; the photos already taken stay with the task.
  { event: 'ASSIGN', from: 'ASSIGNED', to: 'ASSIGNED', guards: ['CLEANER_GIVEN'] },
  { event: 'SUBMIT', from: 'ASSIGNED', to: 'QA_PENDING', guards: ['BOTH_PHOTOS'] },
  { event: 'APPROVE', from: 'QA_PENDING', to: 'APPROVED', guards: ['CHECKLIST_PASSED'] },
  { event: 'REJECT', from: 'QA_PENDING', to: 'REJECTED', guards: ['REASONS_GIVEN'] },
];

const EVENT_WORDS: Readonly<Record<CleaningTaskEvent, string>> = {
  CREATE: 'created',
  ASSIGN: 'assigned',
  SUBMIT: 'submitted for review',
  APPROVE: 'approved',
  REJECT: 'sent back',
};

export type CleaningDecision = { ok: true; transition: CleaningTransition } | { ok: false; message: string };

/** The row of the table for this step, or the 409 wording naming the current state. */
export function decideCleaningTask(id: number, from: CleaningTaskState, event: CleaningTaskEvent): CleaningDecision {
  const transition = CLEANING_TASK_TRANSITIONS.find((t) => t.event === event && t.from === from);
  if (transition) return { ok: true, transition };
  return {
    ok: false,
    message: `Cleaning task ${id} is ${CLEANING_TASK_STATE_LABELS[from]}: it cannot be ${EVENT_WORDS[event]}.`,
  };
}

/** Photos are taken only while the task is with a cleaner. */
export const mayTakeCleaningPhotos = (state: CleaningTaskState): boolean => state === 'ASSIGNED';
export const photoRefusal = (id: number, state: CleaningTaskState): string =>
  `Cleaning task ${id} is ${CLEANING_TASK_STATE_LABELS[state]}: photos are taken only while it is Assigned.`;

export const CLEANING_PHOTO_KINDS = ['BEFORE', 'AFTER'] as const;
export type CleaningPhotoKind = (typeof CLEANING_PHOTO_KINDS)[number];

/** What QA checks on every car (ours: SPEC names a review, not its items). Also the reasons to send back. */
export const CLEANING_CHECKLIST = [
  'EXTERIOR_WASH',
  'WINDOWS',
  'TYRES_AND_RIMS',
  'INTERIOR_VACUUM',
  'DASHBOARD',
  'SEATS',
  'BOOT',
  'ODOUR',
] as const;
export type CleaningChecklistItem = (typeof CLEANING_CHECKLIST)[number];
export const CLEANING_CHECKLIST_LABELS: Readonly<Record<CleaningChecklistItem, string>> = {
  EXTERIOR_WASH: 'Exterior wash',
  WINDOWS: 'Windows and mirrors',
  TYRES_AND_RIMS: 'Tyres and rims',
  INTERIOR_VACUUM: 'Interior vacuumed',
  DASHBOARD: 'Dashboard and console',
  SEATS: 'Seats',
  BOOT: 'Boot',
  ODOUR: 'No odour',
};

/** The checklist items not passed, in checklist order: an approval needs none. */
export const failedChecklistItems = (
  checklist: Partial<Record<CleaningChecklistItem, boolean>>,
): CleaningChecklistItem[] => CLEANING_CHECKLIST.filter((item) => checklist[item] !== true);

/** The X-Client-Type values (SPEC §7: car cleaning calls say which client sent them). */
export const CLEANING_CLIENT_TYPES = ['ADMIN_PANEL', 'CLEANER_APP'] as const;
export type CleaningClientType = (typeof CLEANING_CLIENT_TYPES)[number];

/** Toasts of the cleaning screens (ours, in SPEC §8's style). */
export const CLEANING_MESSAGES = {
  created: 'Cleaning task created successfully',
  assigned: 'Cleaner assigned successfully',
  photoSaved: 'Photo saved successfully',
  submitted: 'Task submitted for review successfully',
  approved: 'Cleaning approved successfully',
  rejected: 'Task sent back for re-cleaning',
  /** Nothing ticked and no remarks would record every item failed in one click (issue 24 #21). */
  rejectNeedsReview: 'Tick the items that passed, or say in the remarks why the car goes back.',
  rejectConfirm: 'Send the car back for re-cleaning?',
  tutorialAdded: 'Tutorial added successfully',
} as const;
