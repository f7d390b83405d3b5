import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cleaningEndpoints, type CleaningTaskDetail } from '@b2c/contracts';
import { CLEANING_MESSAGES } from '@b2c/domain';
import { answer, callsTo, fakeApi } from '../../testing/fake-api.ts';
import { fakeAccess, fakeUiRules } from '../../testing/fake-session.ts';
import { renderWithProviders } from '../../testing/render-with-providers.tsx';
import { CleaningHistoryDetailPage, CleaningQaDetailPage } from './cleaning-detail-page.tsx';
import { CleaningQaPage } from './cleaning-list-page.tsx';

const photo = (kind: 'BEFORE' | 'AFTER') => ({
  kind,
  url: `/api/storage/download/cleaning/IN/CAR/7/${kind.toLowerCase()}/a.png?sig=s`,
  takenBy: 'ops.in',
  takenAt: '2026-01-01T10:00:00Z',
});
const task = (patch: Partial<CleaningTaskDetail> = {}): CleaningTaskDetail => ({
  id: 7,
  appointmentId: '10000000007',
  locationCode: 'HUB-DEL-1',
  state: 'QA_PENDING',
  round: 2,
  recleanOf: 5,
  recleanTaskId: null,
  cleanerId: 3,
  cleanerName: '<b>Meena</b>',
  before: photo('BEFORE'),
  after: photo('AFTER'),
  checklist: null,
  reasons: [],
  remarks: null,
  assignedAt: '2026-01-01T09:00:00Z',
  submittedAt: '2026-01-01T10:05:00Z',
  reviewedAt: null,
  reviewedBy: null,
  clientType: 'ADMIN_PANEL',
  createdAt: '2026-01-01T08:00:00Z',
  version: 4,
  updatedAt: '2026-01-01T10:05:00Z',
  updatedBy: 'ops.in',
  steps: [
    {
      id: 1,
      event: 'CREATE',
      fromState: null,
      toState: 'ASSIGNED',
      detail: 'Re-clean of task 5',
      clientType: 'ADMIN_PANEL',
      actor: 'ops.in',
      createdAt: '2026-01-01T08:00:00Z',
    },
  ],
  ...patch,
});
const audit = [
  answer(cleaningEndpoints.auditTrail, { body: [] }),
  answer(cleaningEndpoints.auditTrailCount, { body: { count: 0 } }),
];
const detailAt = (path: string) => ({ access: fakeAccess(), path: `${path}/:taskId`, url: `${path}/7` });

describe('car cleaning screens', () => {
  it('shows the before and after photos side by side as images, and user text as text', async () => {
    fakeApi(answer(cleaningEndpoints.task, { body: task() }), ...audit);
    renderWithProviders(<CleaningHistoryDetailPage />, detailAt('/car-cleaning-history'));
    const photos = await screen.findByLabelText('Photos');
    const images = within(photos).getAllByRole('img');
    expect(images.map((i) => [i.tagName, i.getAttribute('alt'), i.getAttribute('src')])).toEqual([
      ['IMG', 'Before photo', photo('BEFORE').url],
      ['IMG', 'After photo', photo('AFTER').url],
    ]);
    expect(screen.getByText('<b>Meena</b>')).toBeTruthy();
    expect(document.querySelector('b')).toBeNull();
    // The history detail is for reading: no review there.
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('approves only with every checklist item ticked, and sends back the unticked ones as reasons', async () => {
    const calls = fakeApi(
      answer(cleaningEndpoints.task, { body: task() }),
      answer(cleaningEndpoints.approve, (c) => ({
        body: task({ state: 'APPROVED', version: (c.body as { version: number }).version + 1 }),
      })),
      answer(cleaningEndpoints.reject, { body: task({ state: 'REJECTED', version: 5 }) }),
      ...audit,
    );
    renderWithProviders(<CleaningQaDetailPage />, detailAt('/car-cleaning-qa'));
    const approve = await screen.findByRole('button', { name: 'Approve' });
    expect(approve.hasAttribute('disabled')).toBe(true);
    // issue 24 #21: nothing ticked and no remarks is no review: sending back is closed and says why.
    expect(screen.getByRole('button', { name: 'Send back for re-clean' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText(CLEANING_MESSAGES.rejectNeedsReview)).toBeTruthy();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Exterior wash' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send back for re-clean' }));
    // …and it asks first, naming what did not pass.
    expect(await screen.findByText(CLEANING_MESSAGES.rejectConfirm)).toBeTruthy();
    expect(callsTo(calls, cleaningEndpoints.reject)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Send back' }));
    await screen.findByText(CLEANING_MESSAGES.rejected);
    const [sent] = callsTo(calls, cleaningEndpoints.reject);
    expect(sent?.path).toBe('/api/v1/car-cleaning/task/7/action/REJECT');
    expect((sent?.body as { reasons: string[] }).reasons).not.toContain('EXTERIOR_WASH');
    expect(sent?.body as { reasons: string[]; version: number }).toMatchObject({ version: 4 });
    expect((sent?.body as { reasons: string[] }).reasons).toContain('ODOUR');

    for (const box of screen.getAllByRole('checkbox'))
      if (!(box as HTMLInputElement).checked) await userEvent.click(box);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Approve' }).hasAttribute('disabled')).toBe(false));
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await screen.findByText(CLEANING_MESSAGES.approved);
    const [approved] = callsTo(calls, cleaningEndpoints.approve);
    expect(Object.values((approved?.body as { checklist: Record<string, boolean> }).checklist).every(Boolean)).toBe(
      true,
    );
  });

  it('offers no review to a user without the review permission', async () => {
    fakeApi(answer(cleaningEndpoints.task, { body: task() }), ...audit);
    const rules = fakeUiRules();
    renderWithProviders(<CleaningQaDetailPage />, {
      ...detailAt('/car-cleaning-qa'),
      access: fakeAccess({
        uiRules: { ...rules, actionPermissions: { ...rules.actionPermissions, REVIEW_CLEANING: false } },
      }),
    });
    await screen.findByLabelText('Photos');
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('lists the QA tasks with links to their detail', async () => {
    fakeApi(
      answer(cleaningEndpoints.qaList, { body: [task()] }),
      answer(cleaningEndpoints.qaCount, { body: { count: 1 } }),
    );
    renderWithProviders(<CleaningQaPage />, { access: fakeAccess() });
    const link = await screen.findByRole('link', { name: '10000000007' });
    expect(link.getAttribute('href')).toBe('/car-cleaning-qa/7');
    expect(screen.getAllByText('Waiting for review').length).toBeGreaterThan(0);
  });
});
