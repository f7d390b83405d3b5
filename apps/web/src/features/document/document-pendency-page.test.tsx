import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { documentEndpoints, locationEndpoints, type DocumentBatchRow, type DocumentRow } from '@b2c/contracts';
import { answer, callsTo, errorAnswer, fakeApi, queryOf, type FakeApiHandler } from '../../testing/fake-api.ts';
import { fakeAccess } from '../../testing/fake-session.ts';
import { renderWithProviders } from '../../testing/render-with-providers.tsx';
import { asPhone } from '../../testing/viewport.ts';
import { DocumentPendencyPage } from './document-pendency-page.tsx';

const fakeDocument = (patch: Partial<DocumentRow> = {}): DocumentRow => ({
  id: 1,
  appointmentId: '10000000001',
  documentType: 'RC',
  status: 'REQUESTED',
  documentLocation: 'HUB-DEL-1',
  destinationLocation: 'HUB-GGN-1',
  slot: '1000_1200',
  remarks: null,
  procuredAt: '2025-10-01T04:00:00.000Z',
  requestedAt: '2025-10-20T04:00:00.000Z',
  ageDays: 12,
  ageBucket: '8-15',
  version: 3,
  updatedAt: '2025-10-20T04:00:00.000Z',
  updatedBy: 'ops.in',
  ...patch,
});
const requested = fakeDocument({ remarks: '<b>with the bank</b>' });
const owed = fakeDocument({ id: 2, appointmentId: '10000000002', documentType: 'NOC', status: 'NOT_RAISED' });

const pendencyApi = (rows: DocumentRow[], ...more: FakeApiHandler[]) =>
  fakeApi(
    ...more,
    answer(documentEndpoints.search, { body: rows }),
    answer(documentEndpoints.count, { body: { count: rows.length } }),
    answer(documentEndpoints.pendency, {
      body: [
        { location: 'HUB-DEL-1', total: 2, buckets: { '0-7': 0, '8-15': 1, '16-30': 0, '31-60': 1, '61+': 0 } },
        { location: null, total: 1, buckets: { '0-7': 1, '8-15': 0, '16-30': 0, '31-60': 0, '61+': 0 } },
      ],
    }),
    answer(locationEndpoints.list, { body: [] }),
  );
const renderPage = (url = '/') =>
  renderWithProviders(<DocumentPendencyPage />, { access: fakeAccess(), url, path: '/' });
const rowOf = async (appointmentId: string) => (await screen.findByText(appointmentId)).closest('tr')!;

afterEach(() => vi.restoreAllMocks());

describe('DocumentPendencyPage', () => {
  it('sums the locations up in one line and a picker on a phone, which narrows the list (issue 24 #22)', async () => {
    const user = userEvent.setup();
    asPhone();
    const calls = pendencyApi([requested, owed]);
    renderPage();
    expect(await screen.findByText(/3 documents owed/)).toBeInTheDocument();
    expect(screen.getByText('1 over 30 days')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Pending documents per location' })).toBeNull();
    await user.click(screen.getByRole('combobox', { name: 'Pending documents at a location' }));
    await user.click(await screen.findByTitle('HUB-DEL-1: 2 owed, 1 over 30 days'));
    await waitFor(() =>
      expect(callsTo(calls, documentEndpoints.search).map((c) => queryOf(c).location)).toContain('HUB-DEL-1'),
    );
  });

  it('shows the count per location on top and only owed documents, remarks as typed', async () => {
    const calls = pendencyApi([requested, owed]);
    renderPage('/?f.documentType=RC');
    const summary = await screen.findByRole('list', { name: 'Pending documents per location' });
    const cards = within(summary).getAllByRole('listitem');
    expect(cards.map((c) => c.textContent)).toEqual([
      'HUB-DEL-12' + '8–15 days: 1' + '31–60 days: 1',
      'Not at a location1' + '0–7 days: 1',
    ]);
    const row = await rowOf(requested.appointmentId);
    // The remarks are text: the tags reach the screen as typed, no <b> element is made.
    expect(within(row).getByText('<b>with the bank</b>')).toBeInTheDocument();
    expect(row.querySelector('b')).toBeNull();
    expect(within(row).getByText('Requested')).toBeInTheDocument();
    expect(queryOf(callsTo(calls, documentEndpoints.search)[0]!)).toMatchObject({
      pending: 'true',
      documentType: 'RC',
    });
    expect(queryOf(callsTo(calls, documentEndpoints.pendency)[0]!)).toEqual({ documentType: 'RC' });
    // Only the steps the transition table allows from each status.
    const buttons = (r: HTMLElement) =>
      within(r)
        .getAllByRole('button')
        .map((b) => b.textContent);
    expect(buttons(row)).toEqual(['Dispatch', 'Receive', 'Mark lost']);
    expect(buttons(await rowOf(owed.appointmentId))).toEqual(['Request']);
  });

  it('receives a document at the version shown, says so and reads the grid and counts again', async () => {
    const user = userEvent.setup();
    const done = { ...requested, status: 'DONE' as const, version: 4, ageDays: null, ageBucket: null };
    const calls = pendencyApi(
      [requested],
      answer(documentEndpoints.act, { body: { document: done, message: 'RC of apt-10000000001 received.' } }),
    );
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Receive RC of apt-10000000001' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Remarks'), 'At the front desk');
    await user.click(within(dialog).getByRole('button', { name: 'Receive' }));
    expect(await screen.findByText('RC of apt-10000000001 received.')).toBeInTheDocument();
    const [put] = callsTo(calls, documentEndpoints.act);
    expect(put!.params).toEqual({ id: '10000000001', type: 'RC' });
    expect(queryOf(put!)).toEqual({ action: 'RECEIVE' });
    expect(put!.body).toEqual({ version: 3, remarks: 'At the front desk' });
    await waitFor(() => expect(callsTo(calls, documentEndpoints.search).length).toBeGreaterThan(1));
    await waitFor(() => expect(callsTo(calls, documentEndpoints.pendency).length).toBeGreaterThan(1));
  });

  it('asks why before marking lost, and shows the 409 that names the status', async () => {
    const user = userEvent.setup();
    const calls = pendencyApi(
      [requested],
      answer(documentEndpoints.act, errorAnswer(409, 'RC of apt-10000000001 is Done; it cannot be marked lost.')),
    );
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Mark lost RC of apt-10000000001' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Mark lost' }));
    expect(await within(dialog).findByText('Say in the remarks how the document was lost.')).toBeInTheDocument();
    expect(callsTo(calls, documentEndpoints.act)).toEqual([]);
    await user.type(within(dialog).getByLabelText('Remarks'), 'Courier lost it');
    await user.click(within(dialog).getByRole('button', { name: 'Mark lost' }));
    expect(await screen.findByText('RC of apt-10000000001 is Done; it cannot be marked lost.')).toBeInTheDocument();
  });

  it('runs a bulk step on the selected rows and lists each row’s outcome', async () => {
    const user = userEvent.setup();
    const results: DocumentBatchRow[] = [
      { id: 1, appointmentId: requested.appointmentId, documentType: 'RC', success: true, message: 'ok', version: 4 },
      {
        id: 2,
        appointmentId: owed.appointmentId,
        documentType: 'NOC',
        success: false,
        message: 'NOC of apt-10000000002 is Not Raised; it cannot be dispatched.',
        version: null,
      },
    ];
    const calls = pendencyApi([requested, owed], answer(documentEndpoints.batch, { body: results }));
    renderPage();
    for (const apt of [requested.appointmentId, owed.appointmentId])
      await user.click(within(await rowOf(apt)).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Dispatch…' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Dispatch' }));
    expect(await within(dialog).findByText('1 of 2 not updated')).toBeInTheDocument();
    expect(within(dialog).getByText(results[1]!.message)).toBeInTheDocument();
    expect(callsTo(calls, documentEndpoints.batch)[0]!.body).toEqual({
      action: 'DISPATCH',
      items: [
        { appointmentId: requested.appointmentId, documentType: 'RC', version: 3 },
        { appointmentId: owed.appointmentId, documentType: 'NOC', version: 3 },
      ],
    });
  });
});
