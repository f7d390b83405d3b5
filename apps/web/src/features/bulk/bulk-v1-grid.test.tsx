import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bulkEndpoints, type BulkRequest } from '@b2c/contracts';
import { answer, callsTo, fakeApi, queryOf } from '../../testing/fake-api.ts';
import { fakeAccess } from '../../testing/fake-session.ts';
import { renderWithProviders } from '../../testing/render-with-providers.tsx';
import { BulkListPage } from './bulk-list-page.tsx';

const FINISHED: BulkRequest = {
  id: 41,
  type: 'DRIVER',
  fileName: 'old-drivers.csv',
  fileFormat: 'CSV',
  status: 'COMPLETED',
  goodRowsOnly: false,
  totalRows: 2,
  validRows: 2,
  invalidRows: 0,
  appliedRows: 2,
  pendingRows: 0,
  failedRows: 0,
  doneRows: 2,
  rate: 1,
  secondsLeft: null,
  stalled: false,
  retryOf: null,
  abortedBy: null,
  abortedAt: null,
  startedAt: '2026-01-01T00:00:00Z',
  finishedAt: '2026-01-01T00:00:02Z',
  rolledBackBy: null,
  rolledBackAt: null,
  revertedRows: 0,
  notRevertedRows: 0,
  cancelledApprovals: 0,
  rollbackSummary: null,
  canRollBack: false,
  createdBy: 'ops.in',
  createdAt: '2026-01-01T00:00:00Z',
  version: 2,
  updatedAt: '2026-01-01T00:00:02Z',
  updatedBy: 'ops.in',
};
const COUNTS = { total: 1, byStatus: { VALIDATED: 0, QUEUED: 0, RUNNING: 0, COMPLETED: 1, ABORTED: 0 } };

const request = (id: number, status: BulkRequest['status'], fileName: string): BulkRequest => ({
  ...FINISHED,
  id,
  status,
  fileName,
});
const ROWS = [
  request(44, 'VALIDATED', 'checked.csv'),
  request(43, 'RUNNING', 'applying.csv'),
  FINISHED,
  request(40, 'ABORTED', 'withdrawn.csv'),
];

describe('the v1 grid of bulk uploads', () => {
  it('is a read-only tab of /bulk-upload-v2 naming each request by SPEC §4 state, not the job state', async () => {
    const user = userEvent.setup();
    const calls = fakeApi(
      answer(bulkEndpoints.types, { body: [] }),
      answer(bulkEndpoints.counts, { body: COUNTS }),
      answer(bulkEndpoints.search, { body: ROWS }),
    );
    const { router } = renderWithProviders(<BulkListPage />, {
      url: '/bulk-upload-v2',
      path: '/bulk-upload-v2',
      access: fakeAccess(),
    });
    await user.click(await screen.findByRole('tab', { name: 'v1 (read-only)' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=v1'));
    const rowOf = async (file: string) => (await screen.findByText(file)).closest('tr')!;
    expect(within(await rowOf('checked.csv')).getByText('New')).toBeInTheDocument();
    expect(within(await rowOf('applying.csv')).getByText('Uploaded')).toBeInTheDocument();
    expect(within(await rowOf('withdrawn.csv')).getByText('Unpublished')).toBeInTheDocument();
    const row = await rowOf('old-drivers.csv');
    expect(within(row).getByText('Published')).toBeInTheDocument();
    expect(within(row).queryByText('Completed')).toBeNull();
    expect(within(row).getByText('41')).toBeInTheDocument();
    expect(within(row).queryByRole('link')).toBeNull();
    expect(within(row).queryByRole('button')).toBeNull();
    // Every request, whatever its job state: no `finished` filter.
    const searches = callsTo(calls, bulkEndpoints.search);
    expect(searches.length).toBeGreaterThan(0);
    expect(searches.every((c) => queryOf(c).finished === undefined)).toBe(true);
  });

  it('filters on the SPEC §4 state, sent as its code', async () => {
    const calls = fakeApi(
      answer(bulkEndpoints.types, { body: [] }),
      answer(bulkEndpoints.counts, { body: COUNTS }),
      answer(bulkEndpoints.search, (c) => ({ body: queryOf(c).uploadState === '3' ? [FINISHED] : ROWS })),
    );
    renderWithProviders(<BulkListPage />, {
      url: '/bulk-upload-v2?tab=v1&f.uploadState=3',
      path: '/bulk-upload-v2',
      access: fakeAccess(),
    });
    expect(await screen.findByText('old-drivers.csv')).toBeInTheDocument();
    await waitFor(() =>
      expect(callsTo(calls, bulkEndpoints.search).some((c) => queryOf(c).uploadState === '3')).toBe(true),
    );
    expect(callsTo(calls, bulkEndpoints.counts).some((c) => queryOf(c).uploadState === '3')).toBe(true);
  });
});
