import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { driverEndpoints as api } from '@b2c/contracts';
import { todayIn } from '@b2c/domain';
import { answer, callsTo, fakeApi, queryOf } from '../../testing/fake-api.ts';
import { fakeAccess } from '../../testing/fake-session.ts';
import { typeDate } from '../../testing/pickers.ts';
import { renderWithProviders } from '../../testing/render-with-providers.tsx';
import { ResourcePlannerDay } from './resource-planner-day.tsx';

describe('ResourcePlannerDay', () => {
  it('shows the planned drivers and the rostered hub staff of the home location, for today and a chosen date', async () => {
    const calls = fakeApi(
      answer(api.planDay, (c) => ({
        body: {
          date: queryOf(c).date!,
          day: 'wednesday',
          locationCode: 'PH-DEL-1',
          drivers: [{ driverId: 3, name: 'Aaron Planned', staffType: 'DRIVER', from: '08:00', to: '16:00' }],
          staff:
            queryOf(c).date === '2030-01-10'
              ? []
              : [{ userName: 'devi', name: 'Devi On Duty', shiftStart: '09:00', shiftEnd: '17:00' }],
        },
      })),
    );
    renderWithProviders(<ResourcePlannerDay locationCode="PH-DEL-1" />, { access: fakeAccess() });
    const section = screen.getByRole('region', { name: 'Available at PH-DEL-1' });
    expect(await within(section).findByText('Devi On Duty · 09:00–17:00')).toBeInTheDocument();
    expect(within(section).getByText('Aaron Planned · 08:00–16:00')).toBeInTheDocument();
    expect(queryOf(callsTo(calls, api.planDay)[0]!)).toEqual({ locationCode: 'PH-DEL-1', date: todayIn('IN') });

    await typeDate(userEvent.setup(), within(section).getByLabelText('Available on'), '2030-01-10');
    expect(await within(section).findByText('Nobody rostered that day.')).toBeInTheDocument();
    await waitFor(() => expect(callsTo(calls, api.planDay).map((c) => queryOf(c).date)).toContain('2030-01-10'));
  });
});
