import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { keyEndpoints, locationEndpoints, type KeyDetail, type KeyRequest } from '@b2c/contracts';
import { MESSAGES, type Vertical } from '@b2c/domain';
import { answer, callsTo, errorAnswer, fakeApi, queryOf, type FakeApiHandler } from '../../testing/fake-api.ts';
import { fakeAccess, fakeAuth, fakeUiRules, fakeUser } from '../../testing/fake-session.ts';
import { renderWithProviders } from '../../testing/render-with-providers.tsx';
import { KeyManagementPage } from './key-management-page.tsx';

const AE: Vertical = { country: 'AE', vehicleType: 'CAR' };
const stamp = { version: 1, updatedAt: '2026-01-05T08:00:00.000Z', updatedBy: 'key.requester' };
const request = (patch: Partial<KeyRequest> = {}): KeyRequest => ({
  id: 7,
  appointmentId: '1000000042',
  vinNumber: 'JTDBR32E720001234',
  state: 'REQUESTED',
  requestedBy: 'key.requester',
  numberOfKeys: null,
  remarks: '<b>test drive</b>',
  createdAt: '2026-01-05T08:00:00.000Z',
  ...stamp,
  ...patch,
});
const outKey = (patch: Partial<KeyDetail> = {}): KeyDetail => ({
  id: 3,
  appointmentId: '1000000042',
  keyType: 'KEY_DETAILS',
  status: 'KEY_OUT',
  locationCode: null,
  holder: 'key.requester',
  since: '2026-01-03T08:00:00.000Z',
  keyRequestId: 7,
  remarks: null,
  overdue: true,
  ...stamp,
  ...patch,
});

const keyApi = (requests: KeyRequest[], ...more: FakeApiHandler[]) =>
  fakeApi(
    ...more,
    answer(keyEndpoints.listRequests, { body: requests }),
    answer(keyEndpoints.countRequests, { body: { count: requests.length } }),
    answer(keyEndpoints.teamsStatus, {
      body: { requested: 1, readyToBePicked: 0, keysIn: 30, keysOut: 2, overdue: 1, overdueHours: 24 },
    }),
    answer(keyEndpoints.listOutKeys, { body: [outKey()] }),
    answer(keyEndpoints.countOutKeys, { body: { count: 1 } }),
    answer(keyEndpoints.carKeys, { body: [] }),
    answer(locationEndpoints.list, { body: [] }),
  );

/** AE CAR as a key requester or a key manager: only that role's action permission is on. */
const renderAs = (role: 'requester' | 'manager', url = '/') => {
  const rules = fakeUiRules(AE);
  const actionPermissions = {
    ...rules.actionPermissions,
    REQUEST_KEYS: role === 'requester',
    MANAGE_KEYS: role === 'manager',
  };
  return renderWithProviders(<KeyManagementPage />, {
    url,
    access: fakeAccess({ vertical: AE, uiRules: { ...rules, actionPermissions } }),
    auth: fakeAuth(fakeUser({ preferred_username: `key.${role}` })),
  });
};
const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr')!;
const buttonsIn = (row: HTMLElement) =>
  within(row)
    .queryAllByRole('button')
    .map((b) => b.textContent);

describe('KeyManagementPage', () => {
  it('shows a requester their buttons only, the counts on top and remarks as text', async () => {
    keyApi([request(), request({ id: 8, appointmentId: '1000000043', state: 'RECEIVED', numberOfKeys: 2 })]);
    renderAs('requester');
    const row = await rowOf('1000000042');
    expect(buttonsIn(row)).toEqual(['Cancel request']);
    expect(buttonsIn(await rowOf('1000000043'))).toEqual([]);
    expect(within(row).getByText('<b>test drive</b>')).toBeInTheDocument();
    expect(row.querySelector('b')).toBeNull();
    expect(screen.getByRole('button', { name: 'Request keys' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Key in / key out' })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Out-keys' })).toBeNull();
    const status = await screen.findByRole('list', { name: 'Key status' });
    expect(within(status).getByText('Overdue (over 24 h)')).toBeInTheDocument();
  });

  it('names the cancel dialog’s buttons apart, and keeps the Actions column in view (issue 24 #20)', async () => {
    const user = userEvent.setup();
    keyApi([request()]);
    renderAs('requester');
    const row = await rowOf('1000000042');
    expect(row.querySelector('td.ant-table-cell-fix-right, td.ant-table-cell-fix-end')).not.toBeNull();
    await user.click(within(row).getByRole('button', { name: 'Cancel request' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(expect.arrayContaining(['Keep request', 'Cancel request']));
    expect(within(dialog).queryByRole('button', { name: 'Cancel' })).toBeNull();
  });

  it('asks for keys and puts the server field error on the field', async () => {
    const user = userEvent.setup();
    const calls = keyApi(
      [],
      answer(
        keyEndpoints.createRequest,
        errorAnswer(400, 'Car 424242 is not a car of AE CAR.', {
          validation: [{ field: 'body.appointmentId', message: 'Car 424242 is not a car of AE CAR.' }],
        }),
      ),
    );
    renderAs('requester');
    await user.click(await screen.findByRole('button', { name: 'Request keys' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Request keys' }));
    expect(await within(dialog).findByText('Give the appointment id or the VIN.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Appointment id'), '424242');
    await user.click(within(dialog).getByRole('button', { name: 'Request keys' }));
    expect(await within(dialog).findByText(/Car 424242 is not a car of AE CAR/)).toBeInTheDocument();
    expect(callsTo(calls, keyEndpoints.createRequest)[0]!.body).toEqual({ appointmentId: '424242' });
  });

  it('lets a manager mark a request ready, then received with two keys, at the version shown', async () => {
    const user = userEvent.setup();
    const calls = keyApi(
      [request({ state: 'READY_TO_BE_PICKED', version: 2 })],
      answer(keyEndpoints.requestAction, {
        body: request({ state: 'RECEIVED', numberOfKeys: 2, version: 3 }),
      }),
    );
    renderAs('manager');
    const row = await rowOf('1000000042');
    expect(buttonsIn(row)).toEqual(['Mark received', 'Cancel request']);
    await user.click(within(row).getByRole('button', { name: 'Mark received' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByLabelText('2 (main and spare)'));
    await user.click(within(dialog).getByRole('button', { name: 'Mark received' }));
    expect(await screen.findByText('Key request 7 is Received.')).toBeInTheDocument();
    const [put] = callsTo(calls, keyEndpoints.requestAction);
    expect(put!.params).toEqual({ id: 7, action: 'MARK_RECEIVED' });
    expect(queryOf(put!)).toEqual({ noOfKeysReceived: '2' });
    expect(put!.body).toEqual({ version: 2 });
  });

  it('flags overdue out-keys and keys a spare key out with the SPEC toast', async () => {
    const user = userEvent.setup();
    const calls = keyApi(
      [],
      answer(keyEndpoints.moveSpareKey, {
        body: {
          key: outKey({ keyType: 'SPARE_KEY_DETAILS', overdue: false }),
          message: MESSAGES.secondKeyStatusUpdated,
        },
      }),
    );
    renderAs('manager', '/?tab=out-keys');
    const row = await rowOf('key.requester');
    expect(within(row).getByText('Overdue')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Key in / key out' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Appointment id'), '1000000042');
    await user.click(within(dialog).getByLabelText('Spare key'));
    await user.click(within(dialog).getByLabelText('Key out'));
    await user.type(await within(dialog).findByLabelText('Handed to'), 'Omar');
    await user.click(within(dialog).getByRole('button', { name: 'Key out' }));
    expect(await screen.findByText('Second Key status updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(callsTo(calls, keyEndpoints.moveSpareKey)).toHaveLength(1));
    expect(callsTo(calls, keyEndpoints.moveSpareKey)[0]!.body).toEqual({
      appointmentId: '1000000042',
      action: 'KEY_OUT',
      holder: 'Omar',
    });
  });
});
