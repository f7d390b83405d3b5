import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  yardAuditEndpoints as api,
  type YardAudit,
  type YardAuditLists,
  type YardAuditScanResult,
} from '@b2c/contracts';
import { answer, callsTo, errorAnswer, fakeApi } from '../../testing/fake-api.ts';
import { fakeAccess, fakeAuth, fakeUser } from '../../testing/fake-session.ts';
import { renderWithProviders } from '../../testing/render-with-providers.tsx';
import { startScanQueue } from '../../shared/scan-queue/scan-queue-runner.ts';
import { resetScanQueueDbForTests } from '../../shared/scan-queue/scan-queue-store.ts';
import { sendKeptScan } from '../../shared/scan-queue/send-kept-scan.ts';
import { YardAuditPage } from './yard-audit-page.tsx';

const audit = (patch: Partial<YardAudit> = {}): YardAudit => ({
  id: 7,
  locationCode: 'HUB-DEL-1',
  locationName: 'Delhi Hub',
  status: 'OPEN',
  startedBy: 'Ravi Operations',
  startedAt: '2026-11-27T04:00:00Z',
  finishedBy: null,
  finishedAt: null,
  expected: 3,
  found: 0,
  unexpected: 0,
  unknown: 0,
  accuracy: 0,
  version: 1,
  ...patch,
});

const result = (patch: Partial<YardAuditScanResult>): YardAuditScanResult => ({
  outcome: 'EXPECTED',
  message: 'Expected ✓',
  identifier: 'DL01AB1234',
  appointmentId: '1001',
  registrationNumber: 'DL01AB1234',
  vehicle: 'Toyota Corolla 2022',
  tally: { expected: 3, found: 1, unexpected: 0, unknown: 0 },
  ...patch,
});

const noCamera = () => Promise.reject(new Error('no camera in tests'));
const Page = () => <YardAuditPage loadScanner={noCamera} />;
const renderAudit = () =>
  renderWithProviders(<Page />, {
    url: '/yard-audit/7',
    path: '/yard-audit/:auditId',
    auth: fakeAuth(fakeUser()),
    access: fakeAccess(),
  });

describe('the open audit', () => {
  it('answers a typed identifier in words and moves the tally at once', async () => {
    const calls = fakeApi(
      answer(api.get, { body: audit() }),
      answer(api.scan, (c) =>
        (c.body as { identifier: string }).identifier === 'NOPE1'
          ? {
              body: result({
                outcome: 'UNKNOWN',
                message: 'Not a car we know',
                identifier: 'NOPE1',
                appointmentId: null,
                registrationNumber: null,
                vehicle: null,
                tally: { expected: 3, found: 1, unexpected: 0, unknown: 1 },
              }),
            }
          : { body: result({}) },
      ),
    );
    const user = userEvent.setup();
    renderAudit();
    const field = await screen.findByLabelText('Registration, chassis number or appointment id');
    expect(screen.getByTestId('yard-audit-tally')).toHaveTextContent('Found 0 of 3');
    await user.type(field, 'dl01ab1234');
    await user.click(screen.getByRole('button', { name: 'Count' }));
    const answers = screen.getByRole('log', { name: 'Scan answers, newest first' });
    expect(await within(answers).findByText('Expected ✓')).toBeVisible();
    expect(within(answers).getByText('DL01AB1234 · Toyota Corolla 2022')).toBeVisible();
    expect(screen.getByTestId('yard-audit-tally')).toHaveTextContent('Found 1 of 3');
    expect(field).toHaveValue('');

    await user.type(field, 'NOPE1{Enter}');
    expect(await within(answers).findByText('Not a car we know')).toBeVisible();
    const sent = callsTo(calls, api.scan).map((c) => c.body as { clientKey: string });
    expect(new Set(sent.map((b) => b.clientKey)).size).toBe(2);
  });

  it('keeps a scan that got no answer (503) and sends it again by itself with the same key, never counted twice', async () => {
    await resetScanQueueDbForTests();
    let failures = 1;
    const calls = fakeApi(
      answer(api.get, { body: audit() }),
      answer(api.scan, () => (failures-- > 0 ? errorAnswer(503, 'Service unavailable') : { body: result({}) })),
    );
    const user = userEvent.setup();
    renderAudit();
    // The layout's runner, for the fake session's user (its subject).
    const stop = startScanQueue('u-1', sendKeptScan);
    await user.type(await screen.findByLabelText('Registration, chassis number or appointment id'), 'DL01AB1234');
    await user.click(screen.getByRole('button', { name: 'Count' }));
    expect(await screen.findByText(/DL01AB1234 is kept on this phone/)).toBeVisible();
    // The runner's first retry comes after its 2 s backoff.
    expect(await screen.findByText('Expected ✓', undefined, { timeout: 5_000 })).toBeVisible();
    expect(await screen.findByText('Every kept scan has been answered')).toBeVisible();
    const keys = callsTo(calls, api.scan).map((c) => (c.body as { clientKey: string }).clientKey);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    stop();
  });

  it('shows a 4xx refusal as the answer, with nothing kept', async () => {
    await resetScanQueueDbForTests();
    fakeApi(
      answer(api.get, { body: audit() }),
      answer(api.scan, () => errorAnswer(409, 'This audit is finished: nobody can count into it.')),
    );
    const user = userEvent.setup();
    renderAudit();
    await user.type(await screen.findByLabelText('Registration, chassis number or appointment id'), 'DL01AB1234');
    await user.click(screen.getByRole('button', { name: 'Count' }));
    expect(await screen.findByText('This audit is finished: nobody can count into it.')).toBeVisible();
    expect(screen.queryByText(/kept on this phone/)).toBeNull();
  });
});

describe('the finished audit', () => {
  const lists: YardAuditLists = {
    missing: [
      {
        appointmentId: '1002',
        registrationNumber: 'DL01AB2222',
        chassisNumber: null,
        vehicle: 'Honda City 2020',
        reported: null,
      },
    ],
    unexpected: [
      {
        appointmentId: '1003',
        registrationNumber: 'DL01AB3333',
        chassisNumber: null,
        vehicle: 'Tata Nexon 2022',
        identifier: 'DL01AB3333',
        systemLocationCode: 'HUB-NOR-1',
        systemLocationName: 'North Yard',
        systemLocationStatus: 'STOCKED_IN',
        systemSince: '2026-11-01T04:30:00Z',
        scanned: { by: 'Ravi Operations', at: '2026-11-27T05:00:00Z' },
        stockedIn: null,
      },
    ],
    unknown: [{ identifier: 'ZZ99', scanned: { by: 'Asha Admin', at: '2026-11-27T05:01:00Z' } }],
  };

  it('shows the three lists in words, each with its fix, and stocks the unexpected car in here', async () => {
    const calls = fakeApi(
      answer(api.get, {
        body: audit({
          status: 'FINISHED',
          found: 2,
          unexpected: 1,
          unknown: 1,
          accuracy: 66.7,
          finishedBy: 'Ravi Operations',
          finishedAt: '2026-11-27T06:00:00Z',
        }),
      }),
      answer(api.lists, { body: lists }),
      answer(api.stockIn, {
        body: { ...lists.unexpected[0]!, stockedIn: { by: 'Ravi Operations', at: '2026-11-27T06:05:00Z' } },
      }),
    );
    const user = userEvent.setup();
    renderAudit();
    expect(await screen.findByText('66.7 %')).toBeVisible();
    const missing = await screen.findByRole('region', { name: 'Missing (1)' });
    expect(within(missing).getByRole('button', { name: 'Mark DL01AB2222 · Honda City 2020 missing' })).toBeVisible();
    const unexpected = screen.getByRole('region', { name: 'Unexpected (1)' });
    // Where the system holds it and since when, in the vertical's zone (IN: +05:30), never a code.
    expect(
      within(unexpected).getByText('The system has it at North Yard (Stocked In) since 2026-11-01 10:00.'),
    ).toBeVisible();
    expect(screen.getByRole('region', { name: 'Unknown identifiers (1)' })).toHaveTextContent('ZZ99');
    await user.click(within(unexpected).getByRole('button', { name: 'Stock in DL01AB3333 · Tata Nexon 2022 here' }));
    await waitFor(() => expect(callsTo(calls, api.stockIn)).toHaveLength(1));
    expect(callsTo(calls, api.stockIn)[0]!.params).toEqual({ id: 7, appointmentId: '1003' });
  });
});
