import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fastagAuditEndpoints, fastagEndpoints, type FastagFulfilment } from '@b2c/contracts';
import { fakeFastagOrder, fakeUploadTicket } from '../../testing/factories.ts';
import { answer, callsTo, fakeApi } from '../../testing/fake-api.ts';
import { fakeAccess } from '../../testing/fake-session.ts';
import { renderWithProviders } from '../../testing/render-with-providers.tsx';
import { FastagDetailPage } from './fastag-detail-page.tsx';

/** An order waiting for KYC whose registration certificate is a PDF (issue 17: documents may be PDFs). */
const detail = (fileName: string | null): FastagFulfilment => ({
  order: fakeFastagOrder({
    status: fileName ? 'KYC_PENDING' : 'DOCUMENTS_PENDING',
    kycStatus: fileName ? 'PENDING' : 'NOT_SUBMITTED',
  }),
  viewFields: [],
  documents: [
    {
      documentType: 'RC',
      required: true,
      documentNumber: fileName ? 'KA01AB1234' : null,
      fileName,
      uploadedAt: fileName ? '2026-01-05T08:00:00.000Z' : null,
      uploadedBy: fileName ? 'ops.in' : null,
    },
  ],
  missingDocuments: fileName ? [] : ['RC'],
  tagClasses: ['VC4'],
});
const audit = [
  answer(fastagAuditEndpoints.list, { body: [] }),
  answer(fastagAuditEndpoints.count, { body: { count: 0 } }),
];
const renderDetail = () =>
  renderWithProviders(<FastagDetailPage />, { url: '/fastag/5', path: '/fastag/:orderId', access: fakeAccess() });

afterEach(() => vi.unstubAllGlobals());

describe('FASTag documents as PDF', () => {
  it('opens a PDF document in a new tab from its signed link instead of drawing it in the panel', async () => {
    const url = '/api/storage/download/fastag/IN/CAR/5/RC/k-rc.pdf?expires=1&sig=2';
    fakeApi(
      answer(fastagEndpoints.fulfilment, { body: detail('rc.pdf') }),
      answer(fastagEndpoints.viewDocument, {
        body: {
          documentType: 'RC',
          fileName: 'rc.pdf',
          contentType: 'application/pdf',
          url,
          uploadedAt: '2026-01-05T08:00:00.000Z',
          uploadedBy: 'ops.in',
        },
      }),
      ...audit,
    );
    renderDetail();
    await userEvent.click(await screen.findByRole('button', { name: 'View' }));
    const dialog = await screen.findByRole('dialog');
    const open = await within(dialog).findByRole('link', { name: 'Open PDF' });
    expect(open).toHaveAttribute('href', url);
    expect(open).toHaveAttribute('target', '_blank');
    expect(open).toHaveAttribute('rel', 'noopener noreferrer');
    expect(
      within(dialog).getByText('rc.pdf is a PDF: it opens in a new tab, where the browser shows it.'),
    ).toBeInTheDocument();
    // Neither drawn as an image nor framed: the panel never renders the file itself.
    expect(dialog.querySelector('img, iframe, object, embed')).toBeNull();
  });

  it('lets a PDF be picked and asks for a PDF upload link', async () => {
    const ticket = fakeUploadTicket('fastag/IN/CAR/5/RC/k-rc.pdf', 'application/pdf', 20 * 1024 * 1024);
    const calls = fakeApi(
      answer(fastagEndpoints.fulfilment, { body: detail(null) }),
      answer(fastagEndpoints.uploadUrl, { body: ticket }),
      answer(fastagEndpoints.recordDocument, { body: detail('rc.pdf') }),
      ...audit,
    );
    const put = vi.fn().mockResolvedValue(new Response('{}'));
    vi.stubGlobal('fetch', put);
    renderDetail();
    await userEvent.click(await screen.findByRole('button', { name: /Upload/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('File (JPG, PNG or WebP image, or PDF)')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Registration certificate number'), 'KA01AB1234');
    const file = new File(['%PDF-1.4'], 'rc.pdf', { type: 'application/pdf' });
    // user-event drops a file the input's accept list refuses: the PDF must get through.
    await userEvent.upload(dialog.querySelector('input[type=file]')!, file);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(callsTo(calls, fastagEndpoints.recordDocument)).toHaveLength(1));
    expect(callsTo(calls, fastagEndpoints.uploadUrl)[0]!.body).toEqual({
      documentType: 'RC',
      fileName: 'rc.pdf',
      extension: 'pdf',
    });
    expect(put).toHaveBeenCalledWith(ticket.uploadUrl, expect.objectContaining({ method: 'PUT', body: file }));
  });
});
