import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  locationEndpoints,
  movementLogisticEndpoints as api,
  slotEndpoints,
  type MovementBatchRow,
} from '@b2c/contracts';
import { BATCH_ACTION_MAX, MESSAGES, TIME_ZONES, addDays, formatDate } from '@b2c/domain';
import { renderWithProviders } from '../../testing/render-with-providers.tsx';
import { fakeAccess, fakeUiRules } from '../../testing/fake-session.ts';
import { answer, callsTo, fakeApi, type EndpointHandler } from '../../testing/fake-api.ts';
import { BatchPickupDialog, batchPickupSummary, commonOrigin } from './batch-pickup-dialog.tsx';

const tomorrow = addDays(formatDate(new Date(), TIME_ZONES.IN), 1);
const CARS = [
  { appointmentId: '10000000001', version: 3, locationCode: 'DEL-HUB' },
  { appointmentId: '10000000002', version: 8, locationCode: 'DEL-HUB' },
  { appointmentId: '10000000003', version: 1, locationCode: 'GGN-YARD' },
];
const location = (code: string, name: string, id: number) => ({
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
const row = (id: number, success: boolean, message: string): MovementBatchRow => ({
  id,
  appointmentId: id === 0 ? null : CARS[id - 1]!.appointmentId,
  success,
  message,
  movementId: success ? 100 + id : null,
  version: success ? 1 : null,
});

const api_ = (batch: EndpointHandler<typeof api.internalBatch>) =>
  fakeApi(
    answer(locationEndpoints.list, {
      body: [location('DEL-HUB', 'Delhi Hub', 1), location('BLR-HUB', 'Bengaluru Hub', 2)],
    }),
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
    answer(api.internalBatch, batch),
  );
const toast = (text: string) => screen.findByText(text, { selector: '.ant-message *' }, { timeout: 5000 });

/** To = Bengaluru Hub, tomorrow 09:00-11:00, then Create. */
const fillAndSend = async (user: ReturnType<typeof userEvent.setup>) => {
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('combobox', { name: 'To' }));
  await user.click(await screen.findByTitle('Bengaluru Hub (BLR-HUB)'));
  const date = within(dialog).getByRole('textbox', { name: 'Pickup date' });
  await user.click(date);
  await user.type(date, `${tomorrow}{Enter}`);
  const slot = within(dialog).getByRole('combobox', { name: 'Slot' });
  await waitFor(() => expect(slot).not.toBeDisabled());
  await user.click(slot);
  await user.click(await screen.findByTitle('09:00-11:00'));
  await user.click(within(dialog).getByRole('button', { name: 'Create pickup requests' }));
  return dialog;
};

describe('batch pickup helpers', () => {
  it('offers the slots of the location most cars stand at', () => {
    expect(commonOrigin(CARS)).toBe('DEL-HUB');
    expect(commonOrigin([{ appointmentId: '1', version: 1, locationCode: null }])).toBeUndefined();
  });

  it('counts created and refused rows as the table shows them', () => {
    expect(batchPickupSummary([row(1, true, 'ok'), row(2, false, 'no')])).toBe(
      '1 of 2 pickup requests created, 1 refused',
    );
    expect(batchPickupSummary([row(1, true, 'ok')])).toBe('1 of 1 pickup request created');
  });
});

describe('BatchPickupDialog', () => {
  it('sends one request per car with its version and shows each outcome', async () => {
    const user = userEvent.setup();
    const calls = api_(() => ({
      body: [
        row(1, true, 'Pickup request created'),
        row(2, true, 'Pickup request created'),
        row(3, false, 'Inventory apt-10000000003 already has an open movement.'),
      ],
    }));
    renderWithProviders(<BatchPickupDialog cars={CARS} onClose={() => undefined} />, { access: fakeAccess() });
    expect(await screen.findByText(/1 car stands elsewhere/)).toBeInTheDocument();
    const dialog = await fillAndSend(user);
    const results = await within(dialog).findByRole('table', { name: 'Pickup request results' });
    expect(within(results).getAllByText('Created')).toHaveLength(2);
    expect(within(results).getByText('Refused')).toBeInTheDocument();
    expect(within(results).getByText('Inventory apt-10000000003 already has an open movement.')).toBeInTheDocument();
    expect(await toast('2 of 3 pickup requests created, 1 refused')).toBeInTheDocument();
    const sent = callsTo(calls, api.internalBatch);
    expect(sent).toHaveLength(1);
    expect((sent[0]!.body as { items: object[] }).items).toEqual(
      CARS.map((c) => ({
        appointmentId: c.appointmentId,
        version: c.version,
        toLocationCode: 'BLR-HUB',
        requestType: 'INTERNAL',
        pickupOption: 'DROP_AT_HUB',
        requestedPickupDate: tomorrow,
        slot: '0900_1100',
      })),
    );
    // The work is done: Close is the only way on.
    expect(within(dialog).queryByRole('button', { name: 'Create pickup requests' })).not.toBeInTheDocument();
  });

  it('sends a home pick-up’s customer address and area with every car (SPEC §3 options, §5 area)', async () => {
    const user = userEvent.setup();
    const calls = api_(() => ({ body: [row(1, true, 'Pickup request created')] }));
    renderWithProviders(<BatchPickupDialog cars={CARS.slice(0, 1)} onClose={() => undefined} />, {
      access: fakeAccess(),
    });
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('combobox', { name: 'Option' }));
    await user.click(await screen.findByTitle('Home pick-up'));
    expect(await within(dialog).findByText(MESSAGES.areaHelper)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Customer address'), 'Villa 22, Palm Street');
    await user.type(within(dialog).getByLabelText('Area'), 'Behind the park');
    await fillAndSend(user);
    await within(dialog).findByRole('table', { name: 'Pickup request results' });
    expect((callsTo(calls, api.internalBatch)[0]!.body as { items: object[] }).items).toEqual([
      expect.objectContaining({
        pickupOption: 'HOME_PICKUP',
        customerAddress: 'Villa 22, Palm Street',
        customerArea: 'Behind the park',
      }),
    ]);
  });

  it('shows a whole-request failure (id 0) as its one row and its toast', async () => {
    const user = userEvent.setup();
    api_(() => ({ body: [row(0, false, MESSAGES.batchActionLimit)] }));
    renderWithProviders(<BatchPickupDialog cars={CARS.slice(0, 1)} onClose={() => undefined} />, {
      access: fakeAccess(),
    });
    const dialog = await fillAndSend(user);
    expect(await toast(MESSAGES.batchActionLimit)).toBeInTheDocument();
    expect(await within(dialog).findByText('Refused')).toBeInTheDocument();
  });

  it('sends nothing without a destination and a slot', async () => {
    const user = userEvent.setup();
    const calls = api_(() => ({ body: [] }));
    renderWithProviders(<BatchPickupDialog cars={CARS} onClose={() => undefined} />, { access: fakeAccess() });
    await user.click(await screen.findByRole('button', { name: 'Create pickup requests' }));
    expect(await screen.findByText('Destination is required.')).toBeInTheDocument();
    expect(await screen.findByText('Pick a day and a slot.')).toBeInTheDocument();
    expect(callsTo(calls, api.internalBatch)).toHaveLength(0);

    // Once a day and a slot are chosen, the message goes (issue 19).
    const dialog = screen.getByRole('dialog');
    const date = within(dialog).getByRole('textbox', { name: 'Pickup date' });
    await user.click(date);
    await user.type(date, `${tomorrow}{Enter}`);
    const slot = within(dialog).getByRole('combobox', { name: 'Slot' });
    await waitFor(() => expect(slot).not.toBeDisabled());
    await user.click(slot);
    await user.click(await screen.findByTitle('09:00-11:00'));
    await waitFor(() => expect(screen.queryByText('Pick a day and a slot.')).toBeNull());
  });

  it(`refuses more than ${BATCH_ACTION_MAX} cars with SPEC's message`, async () => {
    api_(() => ({ body: [] }));
    const many = Array.from({ length: BATCH_ACTION_MAX + 1 }, (_, i) => ({
      appointmentId: String(20000000000 + i),
      version: 1,
      locationCode: 'DEL-HUB',
    }));
    renderWithProviders(<BatchPickupDialog cars={many} onClose={() => undefined} />, { access: fakeAccess() });
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.batchActionLimit);
    expect(screen.getByRole('button', { name: 'Create pickup requests' })).toBeDisabled();
  });

  it('shows nothing to a user without the logistics menu', () => {
    const calls = api_(() => ({ body: [] }));
    const rules = fakeUiRules();
    const access = fakeAccess({
      uiRules: { ...rules, uiPermissions: { ...rules.uiPermissions, logisticMenu: false } },
    });
    renderWithProviders(<BatchPickupDialog cars={CARS} onClose={() => undefined} />, { access });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(calls, api.internalBatch)).toHaveLength(0);
  });
});
