import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dealerEndpoints as api, type Dealer, type DealerAllocationRow } from '@b2c/contracts';
import { BATCH_ACTION_MAX, DEALER_MESSAGES, MESSAGES, TIME_ZONES, addDays, formatDate } from '@b2c/domain';
import { answer, callsTo, fakeApiIn } from '../../testing/fake-api.ts';
import { fakeAccess } from '../../testing/fake-session.ts';
import { renderWithProviders } from '../../testing/render-with-providers.tsx';
import { DealerAllocateDialog, appointmentIdsOf } from './dealer-allocate-dialog.tsx';

const AU = { country: 'AU', vehicleType: 'CAR' } as const;
const tomorrow = addDays(formatDate(new Date(), TIME_ZONES.AU), 1);
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
  locationCodes: ['DLR-SYD-1', 'PNS-SYD-1'],
  capacity: 40,
  active: true,
  stockCount: 3,
  version: 2,
  updatedAt: '2026-01-01T00:00:00Z',
  updatedBy: 'ops.au',
};
const site = (code: string, name: string, active = true) => ({
  code,
  name,
  cityCode: 'SYD',
  locationType: 'DEALER' as const,
  active,
});
const refused = 'CREATE_PICKUP_REQUEST is not allowed for apt-3003: the car has an open movement (Pending).';
const ROWS: DealerAllocationRow[] = [
  {
    id: 1,
    appointmentId: '3001',
    success: true,
    message: MESSAGES.pickupRequestCreated,
    movementId: 11,
    slot: '0900_1100',
  },
  {
    id: 2,
    appointmentId: '3002',
    success: true,
    message: MESSAGES.pickupRequestCreated,
    movementId: 12,
    slot: '0900_1100',
  },
  { id: 3, appointmentId: '3003', success: false, message: refused, movementId: null, slot: null },
];

const setup = () => {
  const calls = fakeApiIn(
    AU,
    answer(api.locations, {
      body: [
        site('DLR-SYD-1', 'Harbour City Motors Sydney'),
        site('PNS-SYD-1', 'Harbour PNS', false),
        site('DLR-X', 'Other'),
      ],
    }),
    answer(api.allocate, { body: { message: DEALER_MESSAGES.allocated(2, 3), rows: ROWS } }),
  );
  renderWithProviders(<DealerAllocateDialog dealer={DEALER} onClose={() => undefined} />, {
    access: fakeAccess({ vertical: AU }),
  });
  return { calls, user: userEvent.setup() };
};

describe('DealerAllocateDialog', () => {
  it('reads appointment ids one per line or separated by commas, dropping "apt-"', () => {
    expect(appointmentIdsOf(' apt-3001\n3002,  3003 ;APT-3004 ')).toEqual(['3001', '3002', '3003', '3004']);
    expect(appointmentIdsOf(undefined)).toEqual([]);
  });

  it("allocates to one of the dealer's active locations and shows each car's result with its reason", async () => {
    const { calls, user } = setup();
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('combobox', { name: 'Dealer location' }));
    // Only the dealer's own active locations are offered.
    const own = await screen.findByTitle('Harbour City Motors Sydney (DLR-SYD-1)');
    expect(screen.queryByTitle('Harbour PNS (PNS-SYD-1)')).toBeNull();
    expect(screen.queryByTitle('Other (DLR-X)')).toBeNull();
    await user.click(own);
    await user.type(within(dialog).getByLabelText('Appointment IDs'), '3001{enter}apt-3002, 3003');
    await user.click(within(dialog).getByRole('button', { name: 'Allocate' }));
    expect(await screen.findByText(DEALER_MESSAGES.allocated(2, 3))).toBeInTheDocument();
    // The row's message with its action code in words (issue 24).
    expect(
      await within(dialog).findByText(refused.replace('CREATE_PICKUP_REQUEST', 'Create Pickup Request')),
    ).toBeInTheDocument();
    expect(within(dialog).getAllByText('Allocated')).toHaveLength(2);
    expect(within(dialog).getByText('Refused')).toBeInTheDocument();
    expect(callsTo(calls, api.allocate).map((c) => [c.params, c.body])).toEqual([
      [
        { id: 7 },
        {
          locationCode: 'DLR-SYD-1',
          requestedPickupDate: tomorrow,
          items: [{ appointmentId: '3001' }, { appointmentId: '3002' }, { appointmentId: '3003' }],
        },
      ],
    ]);
  });

  it(`refuses more than ${BATCH_ACTION_MAX} cars with SPEC's wording and sends nothing`, async () => {
    const { calls, user } = setup();
    const dialog = await screen.findByRole('dialog');
    const ids = Array.from({ length: BATCH_ACTION_MAX + 1 }, (_, i) => String(4000 + i)).join(',');
    await user.click(within(dialog).getByLabelText('Appointment IDs'));
    await user.paste(ids);
    await user.click(within(dialog).getByRole('button', { name: 'Allocate' }));
    expect(await within(dialog).findByText(MESSAGES.batchActionLimit)).toBeInTheDocument();
    expect(callsTo(calls, api.allocate)).toEqual([]);
  });
});
