import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { usersEndpoints, usersRosterEndpoints as api, type RosterShift, type UserLeave } from '@b2c/contracts';
import { ROSTER_MESSAGES, addDays, rosterUploadedMessage, todayIn, weekStartOf } from '@b2c/domain';
import { fakeManagedUser } from '../../../testing/factories.ts';
import { answer, callsTo, errorAnswer, fakeApi, queryOf } from '../../../testing/fake-api.ts';
import { fakeAccess } from '../../../testing/fake-session.ts';
import { typeDate } from '../../../testing/pickers.ts';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { UsersRosterTab } from './users-roster-tab.tsx';
import { UsersLeavesTab } from './users-leaves-tab.tsx';
import { GOOD_ROWS_NOTE } from './users-roster-upload.tsx';

const THIS_WEEK = weekStartOf(todayIn('IN'));
const GOOD_ROWS_DONE = rosterUploadedMessage({
  weekStart: THIS_WEEK,
  appliedRows: 4,
  users: 2,
  skippedRows: 1,
  goodRowsOnly: true,
});
const stamp = { version: 1, updatedAt: '2026-01-01T00:00:00Z', updatedBy: 'admin' };
const SHIFT: RosterShift = {
  id: 1,
  userId: 7,
  userName: 'asha.ops',
  name: 'Asha Ops',
  weekStart: THIS_WEEK,
  day: 'tuesday',
  shiftStart: '09:00',
  shiftEnd: '17:00',
  locationCode: 'PH-DEL-1',
  ...stamp,
};
const LEAVE: UserLeave = {
  id: 4,
  userId: 7,
  userName: 'asha.ops',
  name: 'Asha Ops',
  from: '2099-01-05',
  to: '2099-01-06',
  reason: 'Family event',
  state: 'APPLIED',
  ...stamp,
  version: 3,
};
const ASHA = fakeManagedUser({ userName: 'asha.ops', name: 'Asha Ops', email: 'asha@example.com', groups: [] });
const toast = (text: string) => screen.findByText(text, { selector: '.ant-message *' }, { timeout: 5000 });
const csv = () => new File(['user,day,shiftStart,shiftEnd,locationCode\n'], 'roster.csv', { type: 'text/csv' });

describe('UsersRosterTab', () => {
  it('shows this week’s shifts per user and day, and moves to the next week', async () => {
    const user = userEvent.setup();
    const calls = fakeApi(answer(api.week, { body: [SHIFT] }));
    renderWithProviders(<UsersRosterTab />, { access: fakeAccess() });
    const grid = await screen.findByRole('table', { name: 'Roster of the week' });
    expect(await within(grid).findByText('Asha Ops')).toBeInTheDocument();
    expect(within(grid).getByText('PH-DEL-1')).toBeInTheDocument();
    expect(within(grid).getAllByText('off')).toHaveLength(6);
    expect(queryOf(callsTo(calls, api.week)[0]!)).toEqual({ weekStart: THIS_WEEK });
    await user.click(screen.getByRole('button', { name: 'Next week' }));
    await waitFor(() =>
      expect(callsTo(calls, api.week).map((c) => queryOf(c).weekStart)).toContain(addDays(THIS_WEEK, 7)),
    );
  });

  it('lists a refused file’s bad rows by column, then sends it again with the good rows only', async () => {
    const user = userEvent.setup();
    let uploads = 0;
    const calls = fakeApi(
      answer(api.week, { body: [] }),
      answer(api.upload, () =>
        ++uploads === 1
          ? errorAnswer(400, ROSTER_MESSAGES.rosterHasErrors, {
              validation: [{ field: 'body.file.rows.3.day', message: 'must be a day monday to sunday' }],
            })
          : {
              body: {
                weekStart: THIS_WEEK,
                appliedRows: 4,
                users: 2,
                skipped: [{ rowNumber: 3, column: 'day', message: 'must be a day monday to sunday' }],
                message: GOOD_ROWS_DONE,
              },
            },
      ),
    );
    renderWithProviders(<UsersRosterTab />, { access: fakeAccess() });
    await user.upload(screen.getByLabelText('Roster file'), csv());
    await user.click(screen.getByRole('button', { name: `Upload for the week of ${THIS_WEEK}` }));
    const errors = await screen.findByRole('table', { name: 'Rows with errors' });
    expect(within(errors).getByRole('cell', { name: 'must be a day monday to sunday' })).toBeInTheDocument();
    expect(within(errors).getByRole('cell', { name: 'day' })).toBeInTheDocument();
    const [first] = callsTo(calls, api.upload);
    expect((first!.body as FormData).get('weekStart')).toBe(THIS_WEEK);
    expect((first!.body as FormData).get('applyGoodRows')).toBeNull();
    expect((first!.body as FormData).get('file')).toBeInstanceOf(File);

    expect(screen.getByText(GOOD_ROWS_NOTE)).toBeInTheDocument();
    await user.click(screen.getByLabelText('Apply the good rows only'));
    // The first upload has settled (its errors show), but antd may still be fading its "loading" icon out,
    // which stays in the button's name in jsdom: match the name's end.
    await user.click(screen.getByRole('button', { name: new RegExp(`Upload for the week of ${THIS_WEEK}$`) }));
    expect(await toast(GOOD_ROWS_DONE)).toBeInTheDocument();
    expect(document.querySelector('.ant-alert-warning')).toHaveTextContent(GOOD_ROWS_DONE);
    expect(callsTo(calls, api.upload)[1]!.body as FormData).toSatisfy(
      (f: FormData) => f.get('applyGoodRows') === 'true',
    );
    expect(await screen.findByRole('table', { name: 'Rows left out' })).toBeInTheDocument();
  });

  it('hides the upload from a user without MANAGE_USERS', async () => {
    fakeApi(answer(api.week, { body: [] }));
    const access = fakeAccess();
    access.uiRules.actionPermissions.MANAGE_USERS = false;
    renderWithProviders(<UsersRosterTab />, { access });
    expect(await screen.findByText('Nobody is rostered this week.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Roster file')).toBeNull();
  });
});

describe('UsersLeavesTab', () => {
  it('lists leaves, filters by state and revokes an applied leave with its version', async () => {
    const user = userEvent.setup();
    const calls = fakeApi(
      answer(api.leaves, { body: [LEAVE] }),
      answer(api.revokeLeave, { body: { ...LEAVE, state: 'REVOKED', version: 4 } }),
    );
    renderWithProviders(<UsersLeavesTab />, { access: fakeAccess() });
    expect(await screen.findByRole('cell', { name: 'Asha Ops (asha.ops)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Revoke' }));
    // The confirmation's own Revoke, in the popover beside the row's.
    const confirm = (await screen.findByText(/Revoke the leave of Asha Ops/)).closest('.ant-popover')! as HTMLElement;
    await user.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    expect(await toast(ROSTER_MESSAGES.leaveRevoked)).toBeInTheDocument();
    const [revoke] = callsTo(calls, api.revokeLeave);
    expect(revoke!.params).toEqual({ id: 4 });
    expect(revoke!.body).toEqual({ version: 3 });
    await user.click(screen.getByText('Revoked'));
    await waitFor(() => expect(callsTo(calls, api.leaves).map((c) => queryOf(c).state)).toContain('REVOKED'));
  });

  it('applies a leave for a user found by name, and puts the server’s overlap refusal under From', async () => {
    const user = userEvent.setup();
    let applies = 0;
    const calls = fakeApi(
      answer(api.leaves, { body: [] }),
      answer(usersEndpoints.list, { body: [ASHA] }),
      answer(api.applyLeave, () =>
        ++applies === 1
          ? errorAnswer(400, 'Asha Ops is already on leave from 2099-01-05 to 2099-01-06; leaves cannot overlap.', {
              validation: [{ field: 'body.from', message: 'Asha Ops is already on leave; leaves cannot overlap.' }],
            })
          : { status: 201, body: LEAVE },
      ),
    );
    renderWithProviders(<UsersLeavesTab />, { access: fakeAccess() });
    await user.click(await screen.findByRole('button', { name: 'Apply leave' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply leave' });
    await user.type(within(dialog).getByLabelText('User'), 'Ash');
    await user.click(await screen.findByText('Asha Ops (asha.ops)'));
    await typeDate(user, within(dialog).getByLabelText('From'), '2099-01-06');
    await typeDate(user, within(dialog).getByLabelText('To'), '2099-01-05');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    // issue 24 #19: To before From was refused by the contract without a word; it is said on To.
    expect(await within(dialog).findByText('To must be on or after the from date.')).toBeInTheDocument();
    expect(callsTo(calls, api.applyLeave)).toEqual([]);
    await typeDate(user, within(dialog).getByLabelText('To'), '2099-01-07');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await within(dialog).findByText(/already on leave; leaves cannot overlap/)).toBeInTheDocument();
    expect(callsTo(calls, api.applyLeave)[0]!.body).toEqual({
      userId: 7,
      from: '2099-01-06',
      to: '2099-01-07',
      reason: '',
    });

    await typeDate(user, within(dialog).getByLabelText('From'), '2099-01-07');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await toast(ROSTER_MESSAGES.leaveApplied)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Apply leave' })).toBeNull());
  });
});
