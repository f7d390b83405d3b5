import { describe, expect, it } from 'vitest';
import {
  CLEANING_TASK_EVENTS,
  CLEANING_TASK_STATES,
  decideCleaningTask,
  failedChecklistItems,
  mayTakeCleaningPhotos,
  statesOfListing,
  type CleaningTaskEvent,
  type CleaningTaskState,
} from './cleaning-task.ts';
import { mayWatchTutorial, tutorialMediaOfExtension } from './tutorial-catalogue.ts';

describe('cleaning task transitions', () => {
  it('allows exactly assign (again), submit, approve and send back', () => {
    const allowed = CLEANING_TASK_STATES.flatMap((from) =>
      CLEANING_TASK_EVENTS.filter((e) => decideCleaningTask(1, from, e).ok).map((e) => `${from} ${e}`),
    );
    expect(allowed).toEqual([
      'UNASSIGNED ASSIGN',
      'ASSIGNED ASSIGN',
      'ASSIGNED SUBMIT',
      'QA_PENDING APPROVE',
      'QA_PENDING REJECT',
    ]);
    expect(decideCleaningTask(1, 'QA_PENDING', 'REJECT')).toMatchObject({
      ok: true,
      transition: { to: 'REJECTED', guards: ['REASONS_GIVEN'] },
    });
  });

  it('refuses every other step naming the current state', () => {
    const cases: [CleaningTaskState, CleaningTaskEvent, string][] = [
      ['UNASSIGNED', 'APPROVE', 'Cleaning task 9 is Unassigned: it cannot be approved.'],
      ['APPROVED', 'ASSIGN', 'Cleaning task 9 is Approved: it cannot be assigned.'],
      ['REJECTED', 'REJECT', 'Cleaning task 9 is Sent back: it cannot be sent back.'],
      ['QA_PENDING', 'SUBMIT', 'Cleaning task 9 is Waiting for review: it cannot be submitted for review.'],
      ['ASSIGNED', 'CREATE', 'Cleaning task 9 is Assigned: it cannot be created.'],
    ];
    for (const [from, event, message] of cases)
      expect(decideCleaningTask(9, from, event)).toEqual({ ok: false, message });
  });

  it('splits the states into the QA list and the history, and takes photos only while assigned', () => {
    expect(statesOfListing('CLEANING_QA')).toEqual(['UNASSIGNED', 'ASSIGNED', 'QA_PENDING']);
    expect(statesOfListing('CLEANING_HISTORY')).toEqual(['APPROVED', 'REJECTED']);
    expect(CLEANING_TASK_STATES.filter(mayTakeCleaningPhotos)).toEqual(['ASSIGNED']);
  });

  it('names the checklist items not passed, in checklist order', () => {
    expect(failedChecklistItems({ ODOUR: false, EXTERIOR_WASH: true })).toContain('ODOUR');
    expect(failedChecklistItems({ ODOUR: false })[0]).toBe('EXTERIOR_WASH');
    const all = Object.fromEntries(
      ['EXTERIOR_WASH', 'WINDOWS', 'TYRES_AND_RIMS', 'INTERIOR_VACUUM', 'DASHBOARD', 'SEATS', 'BOOT', 'ODOUR'].map(
        (k) => [k, true],
      ),
    );
    expect(failedChecklistItems(all)).toEqual([]);
  });
});

describe('tutorials', () => {
  it('knows a video from a PDF by extension', () => {
    expect(tutorialMediaOfExtension('mp4')).toBe('VIDEO');
    expect(tutorialMediaOfExtension('pdf')).toBe('PDF');
    expect(tutorialMediaOfExtension('exe')).toBeUndefined();
  });

  it('shows a tutorial to everyone, to its groups, or to whoever may add tutorials', () => {
    expect(mayWatchTutorial([], { groups: [], mayManage: false })).toBe(true);
    expect(mayWatchTutorial(['CLEANERS'], { groups: ['OPERATIONS'], mayManage: false })).toBe(false);
    expect(mayWatchTutorial(['CLEANERS'], { groups: ['CLEANERS'], mayManage: false })).toBe(true);
    expect(mayWatchTutorial(['CLEANERS'], { groups: [], mayManage: true })).toBe(true);
  });
});
