import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fastagAuditEndpoints, fastagEndpoints, type FastagFulfilment, type FastagOrder } from '@b2c/contracts';
import { MESSAGES } from '@b2c/domain';
import { fakeFastagOrder, fakeUploadTicket } from '../../testing/factories.ts';
import { answer, callsTo, errorAnswer, fakeApi, fakeApiIn } from '../../testing/fake-api.ts';
import { fakeAccess, fakeUiRules } from '../../testing/fake-session.ts';
import { renderWithProviders } from '../../testing/render-with-providers.tsx';
import { FastagListPage } from './fastag-list-page.tsx';
import { FastagDetailPage } from './fastag-detail-page.tsx';

/** The customer's name carries markup: the panel must show it as text. */
const order = (patch: Partial<FastagOrder> = {}): FastagOrder =>
  fakeFastagOrder({ customerName: '<b>Kavya</b> Nair', ...patch });
const detail = (
  patch: Partial<FastagOrder> = {},
  missing: FastagFulfilment['missingDocuments'] = [],
): FastagFulfilment => ({
  order: order(patch),
  viewFields: [
    { label: 'Serial number', value: patch.serialNumber ?? null },
    { label: 'Customer name', value: '<b>Kavya</b> Nair' },
    { label: 'Customer mobile', value: '+919876543238' },
    { label: 'PAN card number', value: 'ABCDE1234F' },
  ],
  documents: [
    {
      documentType: 'RC',
      required: true,
      documentNumber: missing.includes('RC') ? null : 'KA01AB1234',
      fileName: missing.includes('RC') ? null : 'rc.png',
      uploadedAt: missing.includes('RC') ? null : '2026-01-05T08:00:00.000Z',
      uploadedBy: missing.includes('RC') ? null : 'ops.in',
    },
  ],
  missingDocuments: missing,
  tagClasses: ['VC4', 'VC20'],
});
const audit = [
  answer(fastagAuditEndpoints.list, { body: [] }),
  answer(fastagAuditEndpoints.count, { body: { count: 0 } }),
];
const renderDetail = (manage = true) => {
  const rules = fakeUiRules();
  return renderWithProviders(<FastagDetailPage />, {
    url: '/fastag/5',
    path: '/fastag/:orderId',
    access: fakeAccess({
      uiRules: { ...rules, actionPermissions: { ...rules.actionPermissions, MANAGE_FASTAG: manage } },
    }),
  });
};

afterEach(() => vi.unstubAllGlobals());

describe('FastagListPage', () => {
  it('shows the grid columns of the issue and the order as a link', async () => {
    fakeApi(answer(fastagEndpoints.orders, { body: [order()] }), answer(fastagEndpoints.count, { body: { count: 1 } }));
    renderWithProviders(<FastagListPage />, { access: fakeAccess() });
    const link = await screen.findByRole('link', { name: 'FT-IN-1005' });
    expect(link).toHaveAttribute('href', '/fastag/5');
    for (const title of [
      'Car',
      'Customer name',
      'Customer mobile',
      'Serial number',
      'KYC status',
      'Order status',
      'Age',
    ])
      expect(screen.getAllByText(title).length).toBeGreaterThan(0);
    expect(screen.getByText('10000000005 · KA01AB1234')).toBeInTheDocument();
    expect(screen.getByText('3 d')).toBeInTheDocument();
  });

  it('says clearly that a vertical has no orders instead of an empty grid', async () => {
    fakeApiIn({ country: 'AE', vehicleType: 'CAR' }, answer(fastagEndpoints.count, { body: { count: 0 } }));
    renderWithProviders(<FastagListPage />, {
      access: fakeAccess({ vertical: { country: 'AE', vehicleType: 'CAR' } }),
    });
    expect(
      await screen.findByText('No FASTag orders in AE CAR. Orders appear here when a FASTag is sold with a car.'),
    ).toBeInTheDocument();
  });
});

describe('FastagDetailPage', () => {
  it('shows the view fields as text, verifies KYC and explains why activation must wait', async () => {
    const calls = fakeApi(
      answer(fastagEndpoints.fulfilment, { body: detail() }),
      answer(fastagEndpoints.updateKyc, { body: detail({ status: 'KYC_VERIFIED', kycStatus: 'VERIFIED' }) }),
      ...audit,
    );
    renderDetail();
    expect(await screen.findByText('FASTag order FT-IN-1005')).toBeInTheDocument();
    // Typed values are text: the tags show as typed, no bold element is made of them.
    expect(screen.getAllByText('<b>Kavya</b> Nair').length).toBeGreaterThan(0);
    expect(document.querySelector('b')).toBeNull();
    expect(screen.getByText('ABCDE1234F')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Activate' })).toBeDisabled();
    expect(
      screen.getByText(
        'FASTag order FT-IN-1005 is KYC pending: it cannot be activated. Its KYC must be verified first.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Verify KYC' }));
    await waitFor(() => expect(callsTo(calls, fastagEndpoints.updateKyc)).toHaveLength(1));
    expect(callsTo(calls, fastagEndpoints.updateKyc)[0]!.body).toEqual({ version: 4, kycStatus: 'VERIFIED' });
    expect(await screen.findByText('KYC verified')).toBeInTheDocument();
  });

  it('asks for a reason to reject, and shows the server’s refusal', async () => {
    const calls = fakeApi(
      answer(fastagEndpoints.fulfilment, { body: detail() }),
      answer(fastagEndpoints.updateKyc, errorAnswer(409, 'FASTag order FT-IN-1005 was changed by someone else.')),
      ...audit,
    );
    renderDetail();
    await userEvent.click(await screen.findByRole('button', { name: 'Reject KYC' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText(/Reason/, { selector: '.ant-form-item-explain-error' })).toBeInTheDocument();
    expect(callsTo(calls, fastagEndpoints.updateKyc)).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'PAN is blurred');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('FASTag order FT-IN-1005 was changed by someone else.')).toBeInTheDocument();
    expect(callsTo(calls, fastagEndpoints.updateKyc)[0]!.body).toMatchObject({
      kycStatus: 'REJECTED',
      reason: 'PAN is blurred',
    });
  });

  it('says "Upload failed" when the signed upload fails, and records the file when it works', async () => {
    const ticket = fakeUploadTicket('fastag/IN/CAR/5/RC/k-rc.png', 'image/png', 10);
    const calls = fakeApi(
      answer(fastagEndpoints.fulfilment, {
        body: detail({ status: 'DOCUMENTS_PENDING', kycStatus: 'NOT_SUBMITTED' }, ['RC']),
      }),
      answer(fastagEndpoints.uploadUrl, { body: ticket }),
      answer(fastagEndpoints.recordDocument, { body: detail() }),
      ...audit,
    );
    const put = vi
      .fn()
      .mockResolvedValueOnce(new Response('', { status: 415 }))
      .mockResolvedValueOnce(new Response('{}'));
    vi.stubGlobal('fetch', put);
    renderDetail();
    expect(await screen.findByText('Still needed for KYC: Registration certificate')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Upload/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Registration certificate number'), 'KA01AB1234');
    const file = new File([new Uint8Array([0x89, 0x50])], 'rc.png', { type: 'image/png' });
    await userEvent.upload(dialog.querySelector('input[type=file]')!, file);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText(MESSAGES.uploadFailed)).toBeInTheDocument();
    expect(callsTo(calls, fastagEndpoints.recordDocument)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(callsTo(calls, fastagEndpoints.recordDocument)).toHaveLength(1));
    expect(put).toHaveBeenLastCalledWith(ticket.uploadUrl, expect.objectContaining({ method: 'PUT', body: file }));
    expect(callsTo(calls, fastagEndpoints.recordDocument)[0]!.body).toEqual({
      version: 4,
      key: ticket.key,
      fileName: 'rc.png',
      documentNumber: 'KA01AB1234',
    });
  });

  it('shows no change buttons without MANAGE_FASTAG', async () => {
    fakeApi(answer(fastagEndpoints.fulfilment, { body: detail() }), ...audit);
    renderDetail(false);
    expect(await screen.findByText('FASTag order FT-IN-1005')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Activate' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Replace/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'View' })).toBeInTheDocument();
  });
});
