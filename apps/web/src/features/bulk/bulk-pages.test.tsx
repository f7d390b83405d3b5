import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bulkEndpoints, type BulkRequest, type BulkRow } from '@b2c/contracts';
import { BULK_MESSAGES } from '@b2c/domain';
import { answer, callsTo, fakeApi } from '../../testing/fake-api.ts';
import { fakeAccess } from '../../testing/fake-session.ts';
import { renderWithProviders } from '../../testing/render-with-providers.tsx';
import { BulkDetailPage } from './bulk-detail-page.tsx';
import { BulkUploadForm } from './bulk-upload-form.tsx';

const REQUEST: BulkRequest = {
  id: 7,
  type: 'LIST_PRICE',
  fileName: 'prices.csv',
  fileFormat: 'CSV',
  status: 'VALIDATED',
  goodRowsOnly: false,
  totalRows: 3,
  validRows: 2,
  invalidRows: 1,
  appliedRows: 0,
  pendingRows: 0,
  failedRows: 0,
  doneRows: 0,
  rate: null,
  secondsLeft: null,
  stalled: false,
  retryOf: null,
  abortedBy: null,
  abortedAt: null,
  startedAt: null,
  finishedAt: null,
  rolledBackBy: null,
  rolledBackAt: null,
  revertedRows: 0,
  notRevertedRows: 0,
  cancelledApprovals: 0,
  rollbackSummary: null,
  canRollBack: false,
  createdBy: 'ops.in',
  createdAt: '2026-01-01T00:00:00Z',
  version: 1,
  updatedAt: '2026-01-01T00:00:00Z',
  updatedBy: 'ops.in',
};
const ROWS: BulkRow[] = [
  {
    rowNumber: 2,
    outcome: 'VALID',
    cells: { appointmentId: '101', listingPrice: '500000' },
    errors: [],
    message: null,
    pendingActionId: null,
    rollbackOutcome: null,
    rollbackMessage: null,
  },
  {
    rowNumber: 3,
    outcome: 'INVALID',
    cells: { appointmentId: '999', listingPrice: '-5' },
    errors: [{ column: 'listingPrice', message: 'must be more than 0' }],
    message: null,
    pendingActionId: null,
    rollbackOutcome: null,
    rollbackMessage: null,
  },
];
const PREVIEW = {
  rowsCompared: 2,
  sentences: [
    { text: '1 listing price falls by more than 20 %, the largest −99.9 %', warning: true },
    { text: '1 row changes nothing', warning: false },
  ],
};
const TYPES = [{ type: 'LIST_PRICE' as const, label: 'List price', permission: 'PRICE_UPDATE', columns: [] }];

describe('bulk upload screens', () => {
  it('uploads the chosen type and file as multipart, then opens the request', async () => {
    const user = userEvent.setup();
    const calls = fakeApi(
      answer(bulkEndpoints.types, { body: TYPES }),
      answer(bulkEndpoints.upload, { status: 201, body: REQUEST }),
    );
    const { router } = renderWithProviders(<BulkUploadForm />, { access: fakeAccess() });
    const upload = screen.getByRole('button', { name: 'Upload and validate' });
    expect(upload).toBeDisabled();
    await user.click(screen.getByLabelText('Upload type'));
    await user.click(await screen.findByText('List price'));
    await user.upload(
      screen.getByLabelText('File'),
      new File(['appointmentId,listingPrice\n1,2\n'], 'prices.csv', { type: 'text/csv' }),
    );
    await user.click(upload);
    await waitFor(() => expect(router.state.location.pathname).toBe('/bulk-upload-v2/7'));
    const [sent] = callsTo(calls, bulkEndpoints.upload);
    expect(sent!.body).toBeInstanceOf(FormData);
    expect((sent!.body as FormData).get('type')).toBe('LIST_PRICE');
  });

  it('shows the bad rows by column and applies a file with errors only when the good rows only are chosen', async () => {
    const user = userEvent.setup();
    const calls = fakeApi(
      answer(bulkEndpoints.metadata, { body: REQUEST }),
      answer(bulkEndpoints.rows, { body: ROWS }),
      answer(bulkEndpoints.preview, { body: PREVIEW }),
      answer(bulkEndpoints.apply, { body: { ...REQUEST, status: 'QUEUED', goodRowsOnly: true, version: 2 } }),
    );
    renderWithProviders(<BulkDetailPage />, {
      url: '/bulk-upload-v2/7',
      path: '/bulk-upload-v2/:id',
      access: fakeAccess(),
    });
    expect(await screen.findByText('listingPrice: must be more than 0')).toBeInTheDocument();
    const apply = screen.getByRole('button', { name: 'Apply' });
    expect(apply).toBeDisabled();
    await user.click(screen.getByLabelText('Apply the 2 good rows only'));
    await user.click(apply);
    expect(await screen.findByText(BULK_MESSAGES.applyQueued)).toBeInTheDocument();
    expect(callsTo(calls, bulkEndpoints.apply)[0]!.body).toEqual({ goodRowsOnly: true, version: 1 });
  });

  it('polls a running request and moves its progress bar', async () => {
    let reads = 0;
    fakeApi(
      answer(bulkEndpoints.metadata, () => {
        reads += 1;
        const doneRows = reads > 1 ? 2 : 1;
        return {
          body: {
            ...REQUEST,
            invalidRows: 0,
            status: reads > 1 ? 'COMPLETED' : 'RUNNING',
            doneRows,
            appliedRows: doneRows,
          },
        };
      }),
      answer(bulkEndpoints.rows, { body: ROWS.slice(0, 1) }),
    );
    renderWithProviders(<BulkDetailPage />, {
      url: '/bulk-upload-v2/7',
      path: '/bulk-upload-v2/:id',
      access: fakeAccess(),
    });
    const bar = await screen.findByLabelText('Progress of bulk upload 7');
    expect(bar).toHaveTextContent('50%');
    await waitFor(() => expect(screen.getByLabelText('Progress of bulk upload 7')).toHaveTextContent('100%'), {
      timeout: 5000,
    });
    expect(reads).toBeGreaterThanOrEqual(2);
  });

  it('says a request that stopped progressing is stalled, never an estimate', async () => {
    fakeApi(
      answer(bulkEndpoints.metadata, {
        body: { ...REQUEST, invalidRows: 0, status: 'RUNNING', doneRows: 1, appliedRows: 1, stalled: true },
      }),
      answer(bulkEndpoints.rows, { body: ROWS.slice(0, 1) }),
    );
    renderWithProviders(<BulkDetailPage />, {
      url: '/bulk-upload-v2/7',
      path: '/bulk-upload-v2/:id',
      access: fakeAccess(),
    });
    expect(await screen.findByText(BULK_MESSAGES.stalled)).toBeInTheDocument();
    expect(screen.getByText('Stalled')).toBeInTheDocument();
    expect(screen.queryByText(/^\d+ s$/)).toBeNull();
  });

  it('says in words what confirming would change', async () => {
    fakeApi(
      answer(bulkEndpoints.metadata, { body: REQUEST }),
      answer(bulkEndpoints.rows, { body: ROWS }),
      answer(bulkEndpoints.preview, { body: PREVIEW }),
    );
    renderWithProviders(<BulkDetailPage />, {
      url: '/bulk-upload-v2/7',
      path: '/bulk-upload-v2/:id',
      access: fakeAccess(),
    });
    const region = await screen.findByRole('region', { name: 'What applying changes' });
    expect(region).toHaveTextContent('1 listing price falls by more than 20 %, the largest −99.9 %');
    expect(region).toHaveTextContent('1 row changes nothing');
  });

  it('rolls a finished upload back after asking, and lists the rows it left', async () => {
    const user = userEvent.setup();
    const done = {
      ...REQUEST,
      status: 'COMPLETED' as const,
      invalidRows: 0,
      appliedRows: 2,
      pendingRows: 1,
      canRollBack: true,
    };
    const rolledBack = {
      ...done,
      canRollBack: false,
      rolledBackBy: 'admin',
      rolledBackAt: '2026-01-02T10:00:00Z',
      revertedRows: 1,
      notRevertedRows: 1,
      cancelledApprovals: 1,
      rollbackSummary: '1 row reverted, 1 not reverted, 1 approval request cancelled.',
      version: 3,
    };
    let rolled = false;
    const leftRow: BulkRow = {
      ...ROWS[0]!,
      outcome: 'APPLIED',
      rollbackOutcome: 'LEFT',
      rollbackMessage: 'Changed by approver since the upload; left as it is.',
    };
    const calls = fakeApi(
      answer(bulkEndpoints.metadata, () => ({ body: rolled ? rolledBack : done })),
      answer(bulkEndpoints.rows, () => ({ body: rolled ? [leftRow] : [{ ...ROWS[0]!, outcome: 'APPLIED' }] })),
      answer(bulkEndpoints.rollback, () => {
        rolled = true;
        return { body: rolledBack };
      }),
    );
    renderWithProviders(<BulkDetailPage />, {
      url: '/bulk-upload-v2/7',
      path: '/bulk-upload-v2/:id',
      access: fakeAccess(),
    });
    await user.click(await screen.findByRole('button', { name: 'Roll back' }));
    expect(
      await screen.findByText(
        /2 rows applied get their values from before.*1 row waiting for approval: its request is cancelled\./,
      ),
    ).toBeInTheDocument();
    expect(callsTo(calls, bulkEndpoints.rollback)).toHaveLength(0);
    await user.click(await screen.findByRole('button', { name: 'Yes, roll back' }));
    const notice = await screen.findByRole('region', { name: 'Rollback' });
    expect(notice).toHaveTextContent(
      /Rolled back by admin, .*2026.*: 1 row reverted, 1 not reverted, 1 approval request cancelled\./,
    );
    expect(screen.getByRole('list', { name: 'Rows not rolled back' })).toHaveTextContent(
      'Row 2, apt-101: Changed by approver since the upload; left as it is.',
    );
    expect(callsTo(calls, bulkEndpoints.rollback)).toHaveLength(1);
  });

  it('says why a finished DND upload cannot be rolled back, naming the type', async () => {
    const done = { ...REQUEST, type: 'DND' as const, status: 'COMPLETED' as const, appliedRows: 2 };
    fakeApi(
      answer(bulkEndpoints.metadata, () => ({ body: done })),
      answer(bulkEndpoints.rows, () => ({ body: [] })),
    );
    renderWithProviders(<BulkDetailPage />, {
      url: '/bulk-upload-v2/7',
      path: '/bulk-upload-v2/:id',
      access: fakeAccess(),
    });
    const note = await screen.findByRole('note', { name: 'Rollback' });
    expect(note).toHaveTextContent(
      /^"DND numbers" uploads cannot be rolled back: .+remove the numbers from the DND list\.$/,
    );
    expect(screen.queryByRole('button', { name: 'Roll back' })).toBeNull();
  });
});
