import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { masterdataEndpoints, masterdataPincodeEndpoints as pincodeApi, type Pincode } from '@b2c/contracts';
import { MESSAGES } from '@b2c/domain';
import { answer, callsTo, fakeApiIn, type RecordedCall } from '../../testing/fake-api.ts';
import { fakeAccess } from '../../testing/fake-session.ts';
import { renderWithProviders } from '../../testing/render-with-providers.tsx';
import { PincodeForm } from './pincode-form.tsx';

const IN = { country: 'IN', vehicleType: 'CAR' } as const;
const GURUGRAM = {
  id: 2,
  code: 'GGN',
  name: 'Gurugram',
  stateCode: 'HR',
  active: true,
  country: 'IN',
  vehicleType: 'ALL',
};
const SAVED: Pincode = {
  id: 9,
  pincode: '122018',
  cityCode: 'GGN',
  area: 'Sohna Road',
  serviceable: true,
  active: true,
  version: 1,
  updatedAt: '2026-01-01T00:00:00Z',
  updatedBy: 'ops.in',
};

const fakePincodeApi = () =>
  fakeApiIn(
    IN,
    answer(masterdataEndpoints.cities, { body: [GURUGRAM] }),
    answer(pincodeApi.create, { status: 201, body: SAVED }),
  );
const writes = (calls: RecordedCall[]) => calls.filter((c) => c.method !== 'GET');
const renderForm = () =>
  renderWithProviders(<PincodeForm />, {
    access: fakeAccess({ vertical: IN }),
    url: '/masterdata/pincode/add',
    path: '/masterdata/pincode/add',
  });

const fill = async (user: ReturnType<typeof userEvent.setup>, pincode: string) => {
  await user.type(screen.getByLabelText('Pincode'), pincode);
  await user.click(screen.getByRole('combobox', { name: 'City' }));
  await user.click(await screen.findByTitle('Gurugram (GGN)'));
  await user.type(screen.getByLabelText('Area'), 'Sohna Road');
  await user.click(screen.getByRole('button', { name: 'Save' }));
};

describe('PincodeForm (issue 19)', () => {
  it('refuses "12AB" at the form and sends nothing', async () => {
    const user = userEvent.setup();
    const calls = fakePincodeApi();
    renderForm();
    expect(screen.getByText('6 digits')).toBeInTheDocument();
    await fill(user, '12AB');
    expect(await screen.findByText('Pincode must be 4 to 6 digits.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(writes(calls)).toEqual([]);
  });

  it('refuses 4 digits in IN with the hint’s own rule, before the server would (issue 24 #16)', async () => {
    const user = userEvent.setup();
    const calls = fakePincodeApi();
    renderForm();
    await fill(user, '1220');
    expect(await screen.findByText('Pincode must be 6 digits.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(writes(calls)).toEqual([]);
  });

  it('toasts the save like every other master-data save and returns to the grid', async () => {
    const user = userEvent.setup();
    const calls = fakePincodeApi();
    const { router } = renderForm();
    await fill(user, '122018');
    expect(await screen.findByText(MESSAGES.pincodeSaved, {}, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/masterdata/pincode'));
    expect(callsTo(calls, pincodeApi.create).map((c) => c.body)).toEqual([
      { pincode: '122018', cityCode: 'GGN', area: 'Sohna Road', serviceable: true, active: true },
    ]);
  });
});
