import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { driverEndpoints, locationEndpoints, type Driver, type ResourcePlan } from '@b2c/contracts';
import { MESSAGES } from '@b2c/domain';
import { answer, callsTo, errorAnswer, fakeApi, queryOf, type FakeAnswer } from '../../testing/fake-api.ts';
import { fakeAccess } from '../../testing/fake-session.ts';
import { renderWithProviders } from '../../testing/render-with-providers.tsx';
import { DriverForm } from './driver-form.tsx';

/** Locations answer empty; the driver POST and the planner POST answer what the test says. */
const fakeDriverApi = (driverAnswer: FakeAnswer, planAnswer: FakeAnswer = { body: null }) =>
  fakeApi(
    answer(locationEndpoints.list, { body: [] }),
    answer(driverEndpoints.save, driverAnswer),
    answer(driverEndpoints.savePlan, planAnswer),
  );

const DRIVER: Driver = {
  id: 12,
  name: 'Ravi Kumar',
  mobile: '+919876543210',
  email: null,
  driverType: 'FIXED',
  staffType: 'DRIVER',
  vendor: 'IN_HOUSE',
  homeLocationCode: null,
  active: true,
  version: 2,
  updatedAt: '2026-01-01T00:00:00Z',
  updatedBy: 'ops.in',
};
const PLAN: ResourcePlan = {
  id: 3,
  driverId: 12,
  availability: [{ day: 'monday', from: '09:00', to: '18:00' }],
  version: 5,
  updatedAt: '2026-01-01T00:00:00Z',
  updatedBy: 'ops.in',
};

describe('DriverForm', () => {
  it('validates mobile and e-mail before sending', async () => {
    const user = userEvent.setup();
    const calls = fakeDriverApi({ status: 201, body: DRIVER });
    renderWithProviders(<DriverForm />, { access: fakeAccess() });
    await user.type(screen.getByLabelText('Mobile'), '12');
    await user.type(screen.getByLabelText('E-mail'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Mobile must be 8 to 15 digits, optionally starting with +.')).toBeInTheDocument();
    expect(screen.getByText('E-mail must be a valid e-mail address.')).toBeInTheDocument();
    expect(await screen.findByText('Name is required.')).toBeInTheDocument();
    expect(await screen.findByText('Driver type is required.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('updates with POST ?id, the id and version in the body, and says "Driver updated successfully!"', async () => {
    const user = userEvent.setup();
    const calls = fakeDriverApi({ body: { ...DRIVER, version: 3 } });
    renderWithProviders(<DriverForm driver={DRIVER} plan={PLAN} />, { access: fakeAccess() });
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Ravi K');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MESSAGES.driverUpdated)).toBeInTheDocument();
    const saves = callsTo(calls, driverEndpoints.save);
    expect(saves.map(queryOf)).toEqual([{ id: '12' }]);
    expect(saves[0]?.body).toEqual([expect.objectContaining({ id: 12, version: 2, name: 'Ravi K' })]);
    // The week was left as stored, so the planner is not written again.
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('saves a changed week with the plan version', async () => {
    const user = userEvent.setup();
    const calls = fakeDriverApi({ body: DRIVER }, { body: { ...PLAN, version: 6 } });
    renderWithProviders(<DriverForm driver={DRIVER} plan={PLAN} />, { access: fakeAccess() });
    await user.click(screen.getByRole('checkbox', { name: 'Tuesday' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MESSAGES.driverUpdated)).toBeInTheDocument();
    const planSaves = callsTo(calls, driverEndpoints.savePlan);
    expect(planSaves.map(queryOf)).toEqual([{}]);
    expect(planSaves[0]?.body).toEqual({
      driverId: 12,
      version: 5,
      availability: [
        { day: 'monday', from: '09:00', to: '18:00' },
        { day: 'tuesday', from: '09:00', to: '18:00' },
      ],
    });
  });

  it('words a failed save per SPEC §8: the server message with the status code', async () => {
    const user = userEvent.setup();
    fakeDriverApi(errorAnswer(409, 'A driver with mobile +919876543210 already exists.'));
    renderWithProviders(<DriverForm driver={DRIVER} plan={null} />, { access: fakeAccess() });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('409: A driver with mobile +919876543210 already exists.')).toBeInTheDocument();
  });
});
