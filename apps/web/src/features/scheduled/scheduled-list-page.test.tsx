import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { locationEndpoints, scheduledEndpoints, type ScheduledMovement } from '@b2c/contracts';
import type { Vertical } from '@b2c/domain';
import { answer, callsTo, fakeApi } from '../../testing/fake-api.ts';
import { fakeAccess, fakeUiRules } from '../../testing/fake-session.ts';
import { renderWithProviders } from '../../testing/render-with-providers.tsx';
import { ScheduledListPage } from './scheduled-list-page.tsx';
import { scheduledTitle } from './scheduled-title.ts';

const schedule = (patch: Partial<ScheduledMovement> = {}): ScheduledMovement => ({
  id: 12,
  appointmentIds: ['1000000042', '1000000043'],
  fromLocationCode: 'HUB-DEL-1',
  toLocationCode: 'YARD-DEL-2',
  vendor: 'DRIVEU',
  logisticsMode: 'OWN_TRUCK',
  pickupOption: 'HOME_PICKUP',
  slot: '0900_1100',
  repeat: 'ONCE',
  weekdays: [],
  remarks: null,
  runAt: '2026-01-06T01:30:00.000Z',
  runDate: '2026-01-06',
  runTime: '07:00',
  timeZone: 'Asia/Kolkata',
  state: 'SCHEDULED',
  failureReason: null,
  lastRunAt: null,
  lastRuns: [],
  createdBy: 'ops.in',
  version: 3,
  updatedAt: '2026-01-05T08:00:00.000Z',
  updatedBy: 'ops.in',
  ...patch,
});

const renderIn = (vertical: Vertical, rows: ScheduledMovement[], ...more: Parameters<typeof fakeApi>) => {
  const calls = fakeApi(
    ...more,
    answer(scheduledEndpoints.list, { body: rows }),
    answer(scheduledEndpoints.count, { body: { count: rows.length } }),
    answer(locationEndpoints.list, { body: [] }),
  );
  renderWithProviders(<ScheduledListPage />, { access: fakeAccess({ vertical }) });
  return calls;
};

describe('scheduled tasks', () => {
  it('is titled "SF Scheduled Logistics" in TH and "Scheduled Tasks" elsewhere', async () => {
    renderIn({ country: 'TH', vehicleType: 'CAR' }, []);
    expect(await screen.findByText('SF Scheduled Logistics')).toBeInTheDocument();
    expect(scheduledTitle({ vertical: { country: 'IN', vehicleType: 'CAR' } })).toBe('Scheduled Tasks');
    const au = { country: 'AU', vehicleType: 'CAR' } as const;
    expect(scheduledTitle({ vertical: au })).toBe('Scheduled Tasks');
  });

  it('shows the list without planning or change buttons to a user without logisticMenu (the demo viewer)', async () => {
    fakeApi(
      answer(scheduledEndpoints.list, { body: [schedule()] }),
      answer(scheduledEndpoints.count, { body: { count: 1 } }),
      answer(locationEndpoints.list, { body: [] }),
    );
    const vertical = { country: 'IN', vehicleType: 'CAR' } as const;
    const base = fakeUiRules(vertical);
    const uiRules = { ...base, uiPermissions: { ...base.uiPermissions, logisticMenu: false } };
    renderWithProviders(<ScheduledListPage />, { access: fakeAccess({ vertical, uiRules }) });
    expect(await screen.findByText('HUB-DEL-1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Schedule movement' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it('links each raised car to its movement and shows why a schedule failed, without edit buttons once raised', async () => {
    renderIn({ country: 'IN', vehicleType: 'CAR' }, [
      schedule({
        state: 'FAILED',
        failureReason: 'apt-1000000043: Inventory apt-1000000043 already has an open movement.',
        lastRunAt: '2026-01-06T01:30:00.000Z',
        lastRuns: [
          { appointmentId: '1000000042', outcome: 'RAISED', movementId: 88, reason: null },
          { appointmentId: '1000000043', outcome: 'FAILED', movementId: null, reason: 'already moving' },
        ],
      }),
      schedule({ id: 13, state: 'RAISED' }),
    ]);
    expect(await screen.findByText('Scheduled Tasks')).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: '1000000042' });
    expect(link).toHaveAttribute('href', '/logistic/1000000042');
    expect(screen.queryByRole('link', { name: '1000000043' })).toBeNull();
    expect(screen.getByText(/already has an open movement/)).toBeInTheDocument();
    const raised = screen.getByText('13').closest('tr')!;
    expect(within(raised).queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it('cancels at the version shown and says so', async () => {
    const user = userEvent.setup();
    const calls = renderIn(
      { country: 'IN', vehicleType: 'CAR' },
      [schedule()],
      answer(scheduledEndpoints.cancel, {
        body: {
          ...schedule({ state: 'CANCELLED', version: 4 }),
          message: 'Scheduled movement cancelled successfully.',
        },
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel it' }));
    expect(await screen.findByText('Scheduled movement cancelled successfully.')).toBeInTheDocument();
    expect(callsTo(calls, scheduledEndpoints.cancel)[0]).toMatchObject({ params: { id: 12 }, body: { version: 3 } });
  });
});
