import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { movementLogisticEndpoints, type Endpoint, type OutboxEntry } from '@b2c/contracts';
import { MESSAGES } from '@b2c/domain';
import { renderWithProviders } from '../../testing/render-with-providers.tsx';
import { fakeAccess } from '../../testing/fake-session.ts';
import { answer, callsTo, fakeApi, type RecordedCall } from '../../testing/fake-api.ts';
import { fakeView } from '../../testing/factories.ts';
import { answerMovementPanel, HAPPY_DOM_WIDTH, setWindowWidth } from '../../testing/movement-test-support.ts';
import { MovementPanel } from './movement-panel.tsx';

const view = fakeView({ allowedActions: ['SEND_NOTIFICATION'] });
const entry = (patch: Partial<OutboxEntry>): OutboxEntry => ({
  id: 1,
  kind: 'VENDOR_ASSIGNED',
  appointmentId: '10000000042',
  recipient: 'dispatch@driveu.example.com',
  subject: 'Pickup assigned: apt-10000000042 DEL-HUB → GGN-YARD',
  body: 'Vehicle: …',
  status: 'RECORDED',
  transport: 'OUTBOX',
  createdAt: '2025-11-01T06:00:00.000Z',
  createdBy: 'admin',
  processedAt: '2025-11-01T06:00:02.000Z',
  attempts: 0,
  lastError: null,
  ...patch,
});

/** Where in the order of `calls` the ones to `endpoint` were sent. */
const positionsOf = (calls: RecordedCall[], endpoint: Endpoint) =>
  calls.flatMap((call, position) => (callsTo([call], endpoint).length > 0 ? [position] : []));

beforeEach(() => setWindowWidth(1280));
afterEach(() => setWindowWidth(HAPPY_DOM_WIDTH));

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('Vendor e-mails on /logistic/{id}', () => {
  it('lists recipient, subject, status with transport and error, created at/by and processed at', async () => {
    const failed = entry({
      id: 2,
      status: 'FAILED',
      transport: 'SMTP',
      processedAt: null,
      attempts: 5,
      lastError: '550 mailbox unavailable',
    });
    const sentAfterRetry = entry({
      id: 4,
      status: 'SENT',
      transport: 'SMTP',
      attempts: 2,
      lastError: '421 try again later',
    });
    // The panel checks every answer against the contract in tests, so a status or shape the contract
    // does not know (a newer or older server) cannot be faked here.
    fakeApi(...answerMovementPanel(view, () => [failed, sentAfterRetry, entry({})]));
    renderWithProviders(<MovementPanel appointmentId="10000000042" />, { access: fakeAccess() });
    const table = await screen.findByRole('table', { name: 'Vendor e-mails' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    const [failedRow, sentRow, recordedRow] = within(table).getAllByRole('row').slice(1);
    expect(cellsOf(failedRow!)).toEqual([
      'dispatch@driveu.example.com',
      'Pickup assigned: apt-10000000042 DEL-HUB → GGN-YARD',
      'Failed via SMTP · 5 attempts550 mailbox unavailable',
      '2025-11-01 11:30 by admin',
      '—',
    ]);
    expect(within(failedRow!).getByText('550 mailbox unavailable')).toHaveClass('ant-typography-danger');
    expect(cellsOf(sentRow!)[2]).toBe('Sent via SMTP · 2 attemptsLast error: 421 try again later');
    expect(cellsOf(recordedRow!)[2]).toBe('Recorded via outbox only, no mail server');
    expect(cellsOf(recordedRow!)[4]).toBe('2025-11-01 11:30');
  });

  it('says so when no e-mail was sent', async () => {
    fakeApi(...answerMovementPanel(view));
    renderWithProviders(<MovementPanel appointmentId="10000000042" />, { access: fakeAccess() });
    expect(await screen.findByText('No vendor e-mails sent yet.')).toBeInTheDocument();
  });

  it('refetches the list after "Send vendor e-mail" succeeds, and follows a queued e-mail until it is processed', async () => {
    const user = userEvent.setup();
    let outbox: OutboxEntry[] = [];
    const calls = fakeApi(
      ...answerMovementPanel(view, () => outbox),
      answer(movementLogisticEndpoints.notifyVendor, () => {
        outbox = [entry({ status: 'QUEUED', transport: null, processedAt: null })];
        return { body: { outbox: outbox[0], message: MESSAGES.vendorEmailSent } };
      }),
    );
    renderWithProviders(<MovementPanel appointmentId="10000000042" />, { access: fakeAccess() });
    expect(await screen.findByText('No vendor e-mails sent yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send vendor e-mail' }));
    const table = screen.getByRole('table', { name: 'Vendor e-mails' });
    expect(await within(table).findByText('Queued')).toBeInTheDocument();
    expect(within(table).getByText('dispatch@driveu.example.com')).toBeInTheDocument();
    const [sent] = positionsOf(calls, movementLogisticEndpoints.notifyVendor);
    expect(sent).toBeDefined();
    expect(positionsOf(calls, movementLogisticEndpoints.outbox).at(-1)).toBeGreaterThan(sent!);

    // The outbox job records it about a second later; the list polls while an e-mail is queued.
    outbox = [entry({})];
    expect(await within(table).findByText('Recorded')).toBeInTheDocument();
  });
});
