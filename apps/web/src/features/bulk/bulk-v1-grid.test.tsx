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
  createdBy: 'ops.in',
  createdAt: '2026-01-01T00:00:00Z',
  version: 2,
  updatedAt: '2026-01-01T00:00:02Z',
  updatedBy: 'ops.in',
};
const COUNTS = { total: 1, byStatus: { VALIDATED: 0, QUEUED: 0, RUNNING: 0, COMPLETED: 1, ABORTED: 0 } };

describe('the v1 grid of older bulk uploads', () => {
  it('is a tab of /bulk-upload-v2 listing the finished requests, read-only', async () => {
    const user = userEvent.setup();
    const calls = fakeApi(
      answer(bulkEndpoints.types, { body: [] }),
      answer(bulkEndpoints.counts, { body: COUNTS }),
      answer(bulkEndpoints.search, (call) => ({ body: queryOf(call).finished === 'true' ? [FINISHED] : [] })),
    );
    const { router } = renderWithProviders(<BulkListPage />, {
      url: '/bulk-upload-v2',
      path: '/bulk-upload-v2',
      access: fakeAccess(),
    });
    await user.click(await screen.findByRole('tab', { name: 'v1 (older, read-only)' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=v1'));
    const cell = await screen.findByText('old-drivers.csv');
    const row = cell.closest('tr')!;
    expect(within(row).getByText('41')).toBeInTheDocument();
    expect(within(row).queryByRole('link')).toBeNull();
    expect(within(row).queryByRole('button')).toBeNull();
    const v1Searches = callsTo(calls, bulkEndpoints.search).filter((c) => queryOf(c).finished === 'true');
    expect(v1Searches.length).toBeGreaterThan(0);
  });
});
