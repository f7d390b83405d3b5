import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { preferenceEndpoints, type DndEntry } from '@b2c/contracts';
import { PREFERENCE_MESSAGES } from '@b2c/domain';
import { answer, callsTo, errorAnswer, fakeApi, type FakeAnswer } from '../../testing/fake-api.ts';
import { fakeAccess } from '../../testing/fake-session.ts';
import { renderWithProviders } from '../../testing/render-with-providers.tsx';
import { toCsv } from '../../shared/data-table/csv-export.ts';
import { DndFormDialog } from './dnd-form-dialog.tsx';
import { dndColumns } from './preference-columns.tsx';

const ENTRY: DndEntry = {
  id: 7,
  mobileNumber: '+919811122233',
  reason: 'Asked not to be called',
  channels: ['CALL'],
  expiresOn: null,
  expiresAt: null,
  active: true,
  version: 3,
  updatedAt: '2026-01-01T00:00:00Z',
  updatedBy: 'cc.admin',
};

const fakeDndApi = (reply: FakeAnswer) =>
  fakeApi(
    answer(preferenceEndpoints.dndAdd, reply),
    answer(preferenceEndpoints.dndUpdate, reply),
    answer(preferenceEndpoints.audit.dnd.list, { body: [] }),
    answer(preferenceEndpoints.audit.dnd.count, { body: { count: 0 } }),
  );

describe('DndFormDialog', () => {
  it('checks the number for the vertical’s country before sending', async () => {
    const user = userEvent.setup();
    const calls = fakeDndApi({ status: 201, body: ENTRY });
    renderWithProviders(<DndFormDialog onClose={() => undefined} />, { access: fakeAccess() });
    await user.type(screen.getByLabelText('Mobile number'), '+971501234567');
    await user.type(screen.getByLabelText('Reason'), 'No');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(
      await screen.findByText('Mobile number must be a valid IN mobile number, e.g. +91 98765 43210.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Reason must have at least 3 characters.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('adds the number with its channels and says so', async () => {
    const user = userEvent.setup();
    const calls = fakeDndApi({ status: 201, body: ENTRY });
    renderWithProviders(<DndFormDialog onClose={() => undefined} />, { access: fakeAccess() });
    await user.type(screen.getByLabelText('Mobile number'), '98111 22233');
    await user.type(screen.getByLabelText('Reason'), 'Asked not to be called');
    await user.click(screen.getByRole('checkbox', { name: 'E-mail' }));
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText(PREFERENCE_MESSAGES.dndAdded)).toBeInTheDocument();
    expect(callsTo(calls, preferenceEndpoints.dndAdd)[0]?.body).toEqual({
      mobileNumber: '98111 22233',
      reason: 'Asked not to be called',
      channels: ['CALL', 'SMS', 'WHATSAPP'],
      expiresOn: null,
    });
  });

  it('edits by version and shows the server’s 409', async () => {
    const user = userEvent.setup();
    const stale = 'DND entry +919811122233 was changed by someone else (version 4, yours 3). Reload it and try again.';
    const calls = fakeDndApi(errorAnswer(409, stale));
    renderWithProviders(<DndFormDialog entry={ENTRY} onClose={() => undefined} />, { access: fakeAccess() });
    expect(screen.getByLabelText('Mobile number')).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'SMS' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(stale)).toBeInTheDocument();
    expect(callsTo(calls, preferenceEndpoints.dndUpdate)[0]?.body).toEqual({
      reason: 'Asked not to be called',
      channels: ['CALL', 'SMS'],
      expiresOn: null,
      version: 3,
    });
  });
});

describe('the DND export', () => {
  it('escapes formulas like the grid’s CSV and leaves the action buttons out', () => {
    const csv = toCsv(
      [{ ...ENTRY, reason: '=HYPERLINK("x")', channels: ['CALL', 'WHATSAPP'] }],
      dndColumns({ onEdit: () => undefined, onRemove: () => undefined }),
    );
    expect(csv.split('\r\n')).toEqual([
      'Mobile number,Reason,Channels,Last day,Active,Updated by,Updated at',
      `'+919811122233,"'=HYPERLINK(""x"")","Call, WhatsApp",Until removed,true,cc.admin,2026-01-01T00:00:00Z`,
    ]);
  });
});
