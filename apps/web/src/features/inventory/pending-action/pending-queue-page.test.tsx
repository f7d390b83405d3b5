import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inventoryPendingActionEndpoints as pending, type PendingActionListRow } from '@b2c/contracts';
import { answer, callsTo, errorAnswer, fakeApi, queryOf } from '../../../testing/fake-api.ts';
import { fakeCar } from '../../../testing/factories.ts';
import { fakeAccess, fakeAuth, fakeUiRules, fakeUser } from '../../../testing/fake-session.ts';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { PendingQueuePage } from './pending-queue-page.tsx';

const request = (patch: Partial<PendingActionListRow>): PendingActionListRow => ({
  id: 1,
  appointmentId: '10000000001',
  type: 'LISTING_PRICE_UPDATE',
  subReason: 'PRICE_REVISION',
  currentValue: '500000.00',
  proposedValue: '450000.00',
  status: 'PENDING',
  requestedBy: 'ops.in',
  requestedAt: '2026-01-01T08:00:00Z',
  decision: null,
  decidedValue: null,
  decidedBy: null,
  decidedAt: null,
  remarks: 'Aged stock',
  version: 1,
  vehicle: { make: 'Maruti', model: 'Swift', year: 2019, registrationNumber: 'DL3CAB1234', listingPrice: '500000.00' },
  ...patch,
});
const OLDEST = request({});
const NEWER = request({
  id: 2,
  appointmentId: '10000000002',
  requestedAt: '2026-01-02T08:00:00Z',
  vehicle: { make: 'Hyundai', model: 'Creta', year: 2021, registrationNumber: null, listingPrice: '900000.00' },
});
const MINE = request({
  id: 3,
  appointmentId: '10000000003',
  requestedBy: 'asha',
  requestedAt: '2026-01-03T08:00:00Z',
  vehicle: { make: 'Tata', model: 'Nexon', year: 2022, registrationNumber: null, listingPrice: '800000.00' },
});

/** An API holding `open` requests: lists (any group), counts per group, decisions remove the request. */
const queueApi = (open: PendingActionListRow[]) => {
  let rows = [...open];
  const calls = fakeApi(
    answer(pending.list, () => ({ body: rows })),
    answer(pending.count, (c) => ({
      body: { count: queryOf(c).filterGroup && queryOf(c).filterGroup !== 'PRICE_REVISION' ? 0 : rows.length },
    })),
    answer(pending.decide, (c) => {
      const body = c.body as { id: number; decision: 'APPROVE' | 'MODIFY' | 'REJECT' };
      const decided = rows.find((r) => r.id === body.id)!;
      rows = rows.filter((r) => r !== decided);
      const { vehicle: _vehicle, ...action } = decided;
      return {
        body: {
          pendingAction: { ...action, status: 'APPROVED', decision: body.decision, decidedBy: 'asha' },
          inventory: fakeCar({ appointmentId: decided.appointmentId }),
        },
      };
    }),
    answer(pending.history, (c) => ({
      body: open.filter((r) => r.appointmentId === c.params.id).map(({ vehicle: _v, ...a }) => a),
    })),
  );
  return calls;
};

const renderQueue = (url = '/inventory/pending-actions', approver = true) =>
  renderWithProviders(<PendingQueuePage />, {
    url,
    path: '/inventory/pending-actions',
    auth: fakeAuth(fakeUser({ preferred_username: 'asha' })),
    access: fakeAccess({
      uiRules: {
        ...fakeUiRules(),
        actionPermissions: { ...fakeUiRules().actionPermissions, APPROVE_PENDING_ACTION: approver },
      },
    }),
  });

const card = (name: RegExp) => screen.findByRole('article', { name });

describe('PendingQueuePage', () => {
  it('lists the open requests oldest first with counts per filter group and the buttons on every card', async () => {
    const calls = queueApi([OLDEST, NEWER, MINE]);
    renderQueue();
    const first = await card(/Maruti Swift 2019/);
    expect(within(first).getByText(/Listing price change — Price Revision/)).toBeTruthy();
    expect(within(first).getByText('“Aged stock”')).toBeTruthy();
    for (const name of [/Approve request #1/, /Modify request #1/, /Reject request #1/]) {
      expect(within(first).getByRole('button', { name })).toBeTruthy();
    }
    // Another approver decides one's own request: a note instead of buttons.
    const mine = await card(/#3/);
    expect(within(mine).queryByRole('button', { name: /Approve/ })).toBeNull();
    expect(within(mine).getByText('Your request: another approver decides it')).toBeTruthy();
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-labelledby'))).toEqual([
      'pending-request-1',
      'pending-request-2',
      'pending-request-3',
    ]);
    await screen.findByRole('tab', { name: 'All (3)' });
    expect(screen.getByRole('tab', { name: 'Price Revision (3)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Delisting (0)' })).toBeTruthy();
    expect(callsTo(calls, pending.list).map(queryOf)).toEqual([
      { status: 'PENDING', sort: 'requestedAt,asc', page: '0', size: '20' },
    ]);
    expect(
      callsTo(calls, pending.count)
        .map((c) => queryOf(c).filterGroup ?? 'all')
        .sort(),
    ).toEqual(['all', 'DELISTING', 'LISTING_PRICE', 'OFFER_PRICE', 'PRICE_REVISION', 'RELISTING'].sort());
  });

  it('shows a missing-car report (issue 28) as a location to Lost, to approve or reject but not modify', async () => {
    const report = request({
      id: 4,
      type: 'MARK_MISSING',
      subReason: null,
      currentValue: 'HUB-DEL-1',
      proposedValue: 'LOST',
      remarks: 'Yard audit #7 at Delhi Hub: not in row C',
    });
    queueApi([report]);
    renderQueue();
    const item = await card(/#4/);
    expect(within(item).getByText(/Missing car report/)).toHaveTextContent('Missing car report: HUB-DEL-1 → Lost');
    expect(within(item).getByRole('button', { name: /Approve request #4/ })).toBeTruthy();
    expect(within(item).getByRole('button', { name: /Reject request #4/ })).toBeTruthy();
    expect(within(item).queryByRole('button', { name: /Modify request #4/ })).toBeNull();
  });

  it('narrows to a filter group from its tab and keeps it in the URL', async () => {
    const calls = queueApi([OLDEST]);
    const { router } = renderQueue();
    await userEvent.click(await screen.findByRole('tab', { name: /Relisting/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?group=RELISTING'));
    await waitFor(() => expect(callsTo(calls, pending.list).map((c) => queryOf(c).filterGroup)).toContain('RELISTING'));
  });

  it('approves in place: the request leaves the queue and the counts follow', async () => {
    const calls = queueApi([OLDEST, NEWER]);
    renderQueue();
    await userEvent.click(within(await card(/Maruti Swift/)).getByRole('button', { name: /Approve request #1/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/ops.in asks for Listing price change: ₹4,50,000.00/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await screen.findByText('Pending action approved');
    expect(callsTo(calls, pending.decide).map((c) => c.body)).toEqual([{ id: 1, decision: 'APPROVE', version: 1 }]);
    await waitFor(() => expect(screen.queryByRole('article', { name: /Maruti Swift/ })).toBeNull());
    expect(screen.getByRole('article', { name: /Hyundai Creta/ })).toBeTruthy();
    await screen.findByRole('tab', { name: 'All (1)' });
  });

  it('modifies with the value to apply, and says so when the queue is empty', async () => {
    const calls = queueApi([OLDEST]);
    renderQueue();
    await userEvent.click(within(await card(/Maruti Swift/)).getByRole('button', { name: /Modify request #1/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Value to apply instead'), '470000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Modify' }));
    await screen.findByText('Pending action modified and applied');
    expect(callsTo(calls, pending.decide).map((c) => c.body)).toEqual([
      { id: 1, decision: 'MODIFY', version: 1, value: 470000 },
    ]);
    await screen.findByText('No requests waiting for a decision');
  });

  // Issue 24 #3: antd's min clamped −1 to 0.01 and sent it; the bounds are the price update's, in words.
  it('refuses a modified price out of bounds with the bound as an error, never rewriting what was typed', async () => {
    const calls = queueApi([OLDEST]);
    renderQueue();
    await userEvent.click(within(await card(/Maruti Swift/)).getByRole('button', { name: /Modify request #1/ }));
    const dialog = await screen.findByRole('dialog');
    const input = within(dialog).getByLabelText('Value to apply instead');
    for (const [typed, error] of [
      ['-1', 'Listing price must be more than 0.'],
      ['999999999999', 'Listing price must be at most ₹10,00,00,000.00.'],
      ['1.234', 'Listing price must have at most 2 decimals.'],
    ] as const) {
      await userEvent.clear(input);
      await userEvent.type(input, typed);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Modify' }));
      expect(await within(dialog).findByText(error)).toBeTruthy();
      await userEvent.tab();
      expect(input).toHaveValue(typed);
    }
    expect(callsTo(calls, pending.decide)).toEqual([]);
  });

  it('shows the car’s pending-action audit under the request', async () => {
    const calls = queueApi([OLDEST]);
    renderQueue();
    await userEvent.click(within(await card(/Maruti Swift/)).getByRole('button', { name: 'Audit' }));
    await waitFor(() => expect(callsTo(calls, pending.history).map((c) => c.path)).toHaveLength(1));
    expect(callsTo(calls, pending.history)[0]!.path).toBe('/api/audit-log/inventory/10000000001/pending-updates');
    // The card's buttons decide the request; the audit under it offers no second set.
    const audit = await screen.findByRole('table');
    expect(within(audit).getByText('ops.in', { exact: false })).toBeTruthy();
    expect(within(audit).queryByRole('button', { name: /Approve/ })).toBeNull();
  });

  it('shows a read-only queue to a user who may not decide, and a list failure with Retry', async () => {
    queueApi([OLDEST]);
    const { unmount } = renderQueue('/inventory/pending-actions', false);
    await card(/Maruti Swift/);
    expect(screen.queryByRole('button', { name: /Approve/ })).toBeNull();
    unmount();
    fakeApi(
      answer(pending.list, errorAnswer(403, 'You do not have permission to see pending actions.')),
      answer(pending.count, { body: { count: 0 } }),
    );
    renderQueue();
    await screen.findByText('You do not have permission to see pending actions.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
