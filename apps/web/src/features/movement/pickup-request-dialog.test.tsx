import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { locationEndpoints, movementEndpoints, slotEndpoints, type MovementResult } from '@b2c/contracts';
import { MESSAGES, TIME_ZONES, addDays, formatDate } from '@b2c/domain';
import { renderWithProviders } from '../../testing/render-with-providers.tsx';
import { fakeAccess } from '../../testing/fake-session.ts';
import { answer, callsTo, fakeApi } from '../../testing/fake-api.ts';
import { fakeMovement, fakeView } from '../../testing/factories.ts';
import { PickupRequestDialog } from './pickup-request-dialog.tsx';
import { MovementSummary } from './movement-summary.tsx';

const tomorrow = addDays(formatDate(new Date(), TIME_ZONES.IN), 1);
const hub = (code: string, name: string, id: number) => ({
  id,
  code,
  name,
  cityCode: 'DEL',
  locationType: 'PARENT_HUB' as const,
  locationSubtype: 'OWN' as const,
  active: true,
  holdingPeriodDays: 0,
  country: 'IN',
  vehicleType: 'CAR',
});
const result: MovementResult = {
  movement: fakeMovement(),
  inventory: fakeView().inventory,
  message: MESSAGES.pickupRequestCreated,
};
const pickupApi = () =>
  fakeApi(
    answer(locationEndpoints.list, { body: [hub('DEL-HUB', 'Delhi Hub', 1), hub('BLR-HUB', 'Bengaluru Hub', 2)] }),
    answer(slotEndpoints.offered, (c) => ({
      body: {
        date: c.query.get('date') ?? '',
        locationCode: c.query.get('locationCode') ?? '',
        slotType: 'PICKUP',
        timeZone: 'Asia/Kolkata',
        sameDayCutoff: '16:59:59',
        leadTimeMinutes: 120,
        futureDateRestriction: true,
        slots: [{ code: '0900_1100', label: '09:00-11:00' }],
      },
    })),
    answer(movementEndpoints.create, { status: 201, body: result }),
    answer(movementEndpoints.update, { body: { ...result, message: MESSAGES.pickupRequestUpdated } }),
  );

const choose = async (user: ReturnType<typeof userEvent.setup>, name: string, option: string) => {
  await user.click(within(screen.getByRole('dialog')).getByRole('combobox', { name }));
  await user.click(await screen.findByTitle(option));
};

describe('PickupRequestDialog: home pick-up (SPEC §3 options, §5 area)', () => {
  it('asks a home pick-up for the customer address and area, with the area helper text, and sends them', async () => {
    const user = userEvent.setup();
    const calls = pickupApi();
    renderWithProviders(<PickupRequestDialog view={fakeView({ movement: null })} onClose={() => undefined} />, {
      access: fakeAccess(),
    });
    const dialog = await screen.findByRole('dialog');
    // A drop at hub (the default) takes no address.
    expect(within(dialog).getByText('Drop at hub')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Customer address')).toBeNull();
    await choose(user, 'Option', 'Home pick-up');
    const address = await within(dialog).findByLabelText('Customer address');
    expect(within(dialog).getByLabelText('Area')).toBeInTheDocument();
    expect(within(dialog).getByText(MESSAGES.areaHelper)).toBeInTheDocument();

    await choose(user, 'To', 'Bengaluru Hub (BLR-HUB)');
    const date = within(dialog).getByRole('textbox', { name: 'Pickup date' });
    await user.click(date);
    await user.type(date, `${tomorrow}{Enter}`);
    const slot = within(dialog).getByRole('combobox', { name: 'Slot' });
    await waitFor(() => expect(slot).not.toBeDisabled());
    await user.click(slot);
    await user.click(await screen.findByTitle('09:00-11:00'));
    await user.click(within(dialog).getByRole('button', { name: 'Create pickup request' }));
    expect(await screen.findByText('Customer address is required for a home pick-up.')).toBeInTheDocument();
    expect(await screen.findByText('Area is required for a home pick-up.')).toBeInTheDocument();
    expect(callsTo(calls, movementEndpoints.create)).toHaveLength(0);

    await user.type(address, '  14, Rose Garden Lane  ');
    await user.type(within(dialog).getByLabelText('Area'), 'N');
    await user.click(within(dialog).getByRole('button', { name: 'Create pickup request' }));
    expect(await screen.findByText('Area must have at least 2 characters.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Area'), 'ear the metro');
    await user.click(within(dialog).getByRole('button', { name: 'Create pickup request' }));
    await waitFor(() => expect(callsTo(calls, movementEndpoints.create)).toHaveLength(1));
    expect(callsTo(calls, movementEndpoints.create)[0]!.body).toMatchObject({
      pickupOption: 'HOME_PICKUP',
      customerAddress: '14, Rose Garden Lane',
      customerArea: 'Near the metro',
      toLocationCode: 'BLR-HUB',
    });
  });

  it('edits a home pick-up from its saved address; a switch to drop at hub sends none', async () => {
    const user = userEvent.setup();
    const calls = pickupApi();
    const open = fakeMovement({
      pickupOption: 'HOME_PICKUP',
      customerAddress: 'Villa 22, Palm Street',
      customerArea: 'Behind the park',
    });
    renderWithProviders(<PickupRequestDialog view={fakeView({ movement: open })} onClose={() => undefined} />, {
      access: fakeAccess(),
    });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Customer address')).toHaveValue('Villa 22, Palm Street');
    expect(within(dialog).getByLabelText('Area')).toHaveValue('Behind the park');
    await choose(user, 'Option', 'Drop at hub');
    await waitFor(() => expect(within(dialog).queryByLabelText('Customer address')).toBeNull());
    await user.click(within(dialog).getByRole('button', { name: 'Update pickup request' }));
    await waitFor(() => expect(callsTo(calls, movementEndpoints.update)).toHaveLength(1));
    const body = callsTo(calls, movementEndpoints.update)[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({ pickupOption: 'DROP_AT_HUB' });
    expect(body).not.toHaveProperty('customerAddress');
    expect(body).not.toHaveProperty('customerArea');
  });
});

describe('MovementSummary', () => {
  it('names the option in words and shows a home pick-up’s address and area', () => {
    fakeApi();
    const m = fakeMovement({
      pickupOption: 'HOME_PICKUP',
      customerAddress: '3 Temple Street',
      customerArea: 'Old town',
    });
    renderWithProviders(<MovementSummary movement={m} />, { access: fakeAccess() });
    expect(screen.getByText('Internal · Home pick-up')).toBeInTheDocument();
    expect(screen.queryByText(/HOME_PICKUP/)).toBeNull();
    expect(screen.getByText('3 Temple Street')).toBeInTheDocument();
    expect(screen.getByText('Old town')).toBeInTheDocument();
  });
});
