import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dealerEndpoints as api, masterdataEndpoints, masterdataPlaceEndpoints, type Dealer } from '@b2c/contracts';
import { answer, callsTo, errorAnswer, fakeApiIn, queryOf, type FakeAnswer } from '../../testing/fake-api.ts';
import { fakeAccess } from '../../testing/fake-session.ts';
import { renderWithProviders } from '../../testing/render-with-providers.tsx';
import { DealerForm } from './dealer-form.tsx';

const AU = { country: 'AU', vehicleType: 'CAR' } as const;
const SYDNEY = {
  id: 4,
  code: 'SYD',
  name: 'Sydney',
  stateCode: 'NSW',
  active: true,
  country: 'AU',
  vehicleType: 'ALL',
};
const SITE = {
  code: 'DLR-SYD-1',
  name: 'Harbour City Motors Sydney',
  cityCode: 'SYD',
  locationType: 'DEALER',
  active: true,
};
const DEALER: Dealer = {
  id: 7,
  code: 'DN-AU-1',
  name: 'Harbour City Motors',
  networkType: 'B2C',
  cityCode: 'SYD',
  contactName: null,
  contactMobile: null,
  contactEmail: null,
  address: null,
  pincode: null,
  latitude: null,
  longitude: null,
  locationCodes: ['DLR-SYD-1'],
  capacity: 40,
  active: true,
  stockCount: 3,
  version: 2,
  updatedAt: '2026-01-01T00:00:00Z',
  updatedBy: 'ops.au',
};

const PARRAMATTA = {
  label: 'Parramatta, Sydney 2150',
  address: 'Parramatta, Sydney, New South Wales 2150',
  city: 'Sydney',
  state: 'New South Wales',
  pincode: '2150',
  latitude: -33.8178,
  longitude: 151.00348,
};

const fakeDealerApi = (save: FakeAnswer) =>
  fakeApiIn(
    AU,
    answer(masterdataEndpoints.cities, { body: [SYDNEY] }),
    answer(api.locations, { body: [SITE] }),
    answer(masterdataPlaceEndpoints.search, { body: [PARRAMATTA] }),
    answer(api.create, save),
    answer(api.update, save),
  );
const renderForm = (props: Parameters<typeof DealerForm>[0] = {}) =>
  renderWithProviders(<DealerForm {...props} />, {
    access: fakeAccess({ vertical: AU }),
    url: '/big-dealer/add',
    path: '/big-dealer/add',
  });
const pick = async (user: ReturnType<typeof userEvent.setup>, label: string, option: string) => {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByTitle(option));
};

describe('DealerForm', () => {
  it('marks the network type required, and keeps a capacity of -10 as typed with its bound (issue 24 #16)', async () => {
    const user = userEvent.setup();
    const calls = fakeDealerApi({ status: 201, body: DEALER });
    renderForm();
    const networkItem = screen.getByRole('combobox', { name: 'Network type' }).closest('.ant-form-item')!;
    expect(networkItem.querySelector('.ant-form-item-required')).not.toBeNull();
    const capacity = screen.getByLabelText('Capacity (cars)');
    await user.type(capacity, '-10');
    await user.tab();
    expect(await screen.findByText('Capacity (cars) must be at least 0.')).toBeInTheDocument();
    expect(capacity).toHaveValue('-10');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Network type is required.')).toBeInTheDocument();
    expect(callsTo(calls, api.create)).toEqual([]);
  });

  it("offers the country's network types and creates the dealer with its Dealer location", async () => {
    const user = userEvent.setup();
    const calls = fakeDealerApi({ status: 201, body: DEALER });
    const { router } = renderForm();
    await user.type(screen.getByLabelText('Code'), 'dn-au-1');
    await user.type(screen.getByLabelText('Name'), ' Harbour City Motors ');
    await user.click(screen.getByRole('combobox', { name: 'Network type' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['B2C', 'C2B']);
    await user.click(await screen.findByTitle('B2C'));
    await pick(user, 'City', 'Sydney (SYD)');
    await user.type(screen.getByLabelText('Capacity (cars)'), '40');
    await pick(user, 'Dealer locations', 'Harbour City Motors Sydney (DLR-SYD-1, Dealer)');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Dealer created successfully')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/big-dealer'));
    expect(callsTo(calls, api.create).map((c) => c.body)).toEqual([
      {
        code: 'DN-AU-1',
        name: 'Harbour City Motors',
        networkType: 'B2C',
        cityCode: 'SYD',
        contactName: null,
        contactMobile: null,
        contactEmail: null,
        address: null,
        pincode: null,
        latitude: null,
        longitude: null,
        locationCodes: ['DLR-SYD-1'],
        capacity: 40,
        active: true,
      },
    ]);
  });

  it('fills address, city, pincode and coordinates from a picked place and saves them', async () => {
    const user = userEvent.setup();
    const calls = fakeDealerApi({ body: { ...DEALER, version: 3 } });
    renderForm({ dealer: DEALER });
    await user.type(screen.getByLabelText('Address'), 'Parra');
    await user.click(await screen.findByText(PARRAMATTA.label, {}, { timeout: 3000 }));
    await waitFor(() => expect(screen.getByLabelText('Address')).toHaveValue(PARRAMATTA.address));
    expect(screen.getByLabelText('Pincode')).toHaveValue('2150');
    expect(callsTo(calls, masterdataPlaceEndpoints.search).map((c) => queryOf(c).q)).toEqual(['Parra']);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Dealer updated successfully')).toBeInTheDocument();
    expect(callsTo(calls, api.update).map((c) => c.body)).toEqual([
      expect.objectContaining({
        cityCode: 'SYD',
        address: PARRAMATTA.address,
        pincode: '2150',
        latitude: -33.8178,
        longitude: 151.00348,
        version: 2,
      }),
    ]);
  });

  it('shows the message naming the field under that field when the API refuses it', async () => {
    const user = userEvent.setup();
    const message = 'Location DLR-SYD-1 already belongs to dealer DN-AU-9.';
    const calls = fakeDealerApi(errorAnswer(400, message, { validation: [{ field: 'body.locationCodes', message }] }));
    renderForm({ dealer: DEALER });
    await user.clear(screen.getByLabelText('Capacity (cars)'));
    await user.type(screen.getByLabelText('Capacity (cars)'), '45');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // The toast says the same words (without a status since issue 24): wait for the one under the field.
    const field = await waitFor(() => {
      const found = screen.getAllByText(message).find((el) => el.closest('.ant-form-item'));
      expect(found).toBeDefined();
      return found;
    });
    expect(within(field!.closest('.ant-form-item') as HTMLElement).getByText('Dealer locations')).toBeInTheDocument();
    expect(callsTo(calls, api.update).map((c) => [c.params, (c.body as { version: number }).version])).toEqual([
      [{ id: 7 }, 2],
    ]);
  });

  it('refuses a bad e-mail under its field before sending anything', async () => {
    const user = userEvent.setup();
    const calls = fakeDealerApi({ body: DEALER });
    renderForm({ dealer: DEALER });
    await user.type(screen.getByLabelText('Contact e-mail'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Contact e-mail must be a valid e-mail address.', {
        selector: '.ant-form-item-explain-error',
      }),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });
});
