import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { preferenceEndpoints, type DndBulkOutcome } from '@b2c/contracts';
import { PREFERENCE_MESSAGES, addDays, todayIn } from '@b2c/domain';
import { answer, callsTo, fakeApi } from '../../testing/fake-api.ts';
import { fakeAccess } from '../../testing/fake-session.ts';
import { typeDate } from '../../testing/pickers.ts';
import { renderWithProviders } from '../../testing/render-with-providers.tsx';
import { DndBulkDialog } from './dnd-bulk-dialog.tsx';

const outcome = (row: number, status: DndBulkOutcome['status']): DndBulkOutcome => ({
  row,
  mobileNumber: `+91981112220${row}`,
  status,
  message: status === 'FAILED' ? 'Reason must have at least 3 characters.' : '',
  id: status === 'ADDED' ? row : null,
});
const LINES = ['9811122201,Asked by phone', '9811122202', '9811122203'].join('\n');

describe('DndBulkDialog (issue 24 #19)', () => {
  it('says a line has no reason before sending, and a partly failed add is not a success', async () => {
    const user = userEvent.setup();
    const calls = fakeApi(
      answer(preferenceEndpoints.dndBulk, {
        body: [outcome(1, 'ADDED'), outcome(2, 'FAILED'), outcome(3, 'FAILED')],
      }),
    );
    renderWithProviders(<DndBulkDialog onClose={() => undefined} />, { access: fakeAccess() });
    await user.click(screen.getByLabelText('Numbers'));
    await user.paste(LINES);
    await user.click(screen.getByRole('button', { name: 'Add numbers' }));
    expect(await screen.findByText(PREFERENCE_MESSAGES.dndReasonMissing(2))).toBeInTheDocument();
    expect(callsTo(calls, preferenceEndpoints.dndBulk)).toEqual([]);

    await user.type(screen.getByLabelText('Reason for lines without one'), 'No');
    await user.click(screen.getByRole('button', { name: 'Add numbers' }));
    expect(
      await screen.findByText('Reason for lines without one must have at least 3 characters.'),
    ).toBeInTheDocument();
    expect(callsTo(calls, preferenceEndpoints.dndBulk)).toEqual([]);
    await user.type(screen.getByLabelText('Reason for lines without one'), 't asked'); // the server fails two anyway
    await user.click(screen.getByRole('button', { name: 'Add numbers' }));
    const done = await screen.findByText(PREFERENCE_MESSAGES.dndBulkDone(1, 0, 2), { selector: '.ant-message *' });
    expect(done.closest('.ant-message-notice')?.querySelector('.ant-message-warning')).not.toBeNull();
    expect(done.closest('.ant-message-notice')?.querySelector('.ant-message-success')).toBeNull();
  });

  it('refuses a past last day on the field, in the field’s own name, and forgets it once cleared', async () => {
    const user = userEvent.setup();
    fakeApi();
    renderWithProviders(<DndBulkDialog onClose={() => undefined} />, { access: fakeAccess() });
    const lastDay = screen.getByLabelText('Last day for lines without one');
    await typeDate(user, lastDay, addDays(todayIn('IN'), -3));
    // The calendar does not take a closed day typed in; whatever stays in the field is never a past day.
    await user.click(screen.getByRole('button', { name: 'Add numbers' }));
    await waitFor(() => expect(screen.queryByText(/Expires on/)).toBeNull());
    await typeDate(user, lastDay, '');
    expect(screen.queryByText(PREFERENCE_MESSAGES.dndLastDayPast)).toBeNull();
  });
});
