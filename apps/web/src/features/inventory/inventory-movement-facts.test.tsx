import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  auditLogEndpoints,
  inventoryFactEndpoints as facts,
  inventoryHistoryEndpoints as history,
  type AuditLogEntry,
} from '@b2c/contracts';
import { renderWithProviders } from '../../testing/render-with-providers.tsx';
import { fakeAccess } from '../../testing/fake-session.ts';
import { answer, callsTo, errorAnswer, fakeApi, queryOf } from '../../testing/fake-api.ts';
import { fakeCar } from '../../testing/factories.ts';
import { InventoryBookingFacts } from './inventory-booking-facts.tsx';
import { InventoryMovementChanges, movementValue } from './inventory-movement-changes.tsx';

const APT = '10000000042';
const order = {
  orderId: 'ORD-9',
  appointmentId: APT,
  status: 'BOOKED' as const,
  customerName: 'Amit Khan',
  amount: '691000.00',
  amountPaid: '10000.00',
  deliveryMode: 'HOME_DELIVERY',
  createdAt: '2025-11-01T06:00:00.000Z',
};
const entry = (id: number, patch: Partial<AuditLogEntry>): AuditLogEntry => ({
  id,
  entity: 'inventory-movement',
  entityId: APT,
  action: 'TRIP_START',
  field: 'phase',
  oldValue: 'WAITING',
  newValue: 'ON_ROAD',
  authType: 'USER',
  actor: 'ops.in',
  createdAt: '2025-11-01T06:00:00.000Z',
  ...patch,
});

describe('InventoryBookingFacts', () => {
  it('shows the booked order, why an external delivery is not allowed, and the days held', async () => {
    const calls = fakeApi(
      answer(facts.bookedOrder, (c) => (c.params.id === APT ? { body: order } : undefined)),
      answer(facts.externalDelivery, (c) =>
        c.params.id === 42 ? { body: { allowed: false, reasons: ['The car is not stocked in.'] } } : undefined,
      ),
      answer(facts.holdingPeriod, {
        body: { appointmentId: APT, locationCode: 'DEL-HUB', locationStatus: 'STOCKED_IN', since: null, days: 12 },
      }),
    );
    renderWithProviders(<InventoryBookingFacts car={fakeCar()} />, { access: fakeAccess() });
    expect(await screen.findByText('ORD-9')).toBeInTheDocument();
    expect(screen.getByText('Amit Khan')).toBeInTheDocument();
    expect(await screen.findByText('Not allowed')).toBeInTheDocument();
    expect(screen.getByText('The car is not stocked in.')).toBeInTheDocument();
    expect(await screen.findByText('12 days')).toBeInTheDocument();
    expect(screen.getByText('DEL-HUB · Stocked In')).toBeInTheDocument();
    expect(callsTo(calls, facts.externalDelivery)).toHaveLength(1);
  });

  it('says "Not booked." without an order and shows a failed read in words', async () => {
    fakeApi(
      answer(facts.bookedOrder, { body: null }),
      answer(facts.externalDelivery, { body: { allowed: true, reasons: [] } }),
      answer(facts.holdingPeriod, errorAnswer(404, 'Inventory apt-10000000042 not found.')),
    );
    renderWithProviders(<InventoryBookingFacts car={fakeCar()} />, { access: fakeAccess() });
    expect(await screen.findByText('Not booked.')).toBeInTheDocument();
    expect(await screen.findByText('Allowed')).toBeInTheDocument();
    expect(await screen.findByText('Inventory apt-10000000042 not found.')).toBeInTheDocument();
  });
});

describe('InventoryMovementChanges', () => {
  it('lists the movement audit in words, then one field’s history from the movement-field endpoint', async () => {
    const user = userEvent.setup();
    const calls = fakeApi(
      answer(auditLogEndpoints.inventoryMovement.list, (c) =>
        c.params.id === APT
          ? {
              body: [
                entry(2, {}),
                entry(1, {
                  action: 'CREATE_PICKUP_REQUEST',
                  field: 'externalPickup',
                  oldValue: null,
                  newValue: 'false',
                }),
              ],
            }
          : undefined,
      ),
      answer(history.movementField, {
        body: [entry(3, { action: 'SET_VENDOR', field: 'vendor', oldValue: null, newValue: 'IN_HOUSE' })],
      }),
    );
    renderWithProviders(<InventoryMovementChanges appointmentId={APT} />, { access: fakeAccess() });
    const table = await screen.findByRole('table', { name: 'Movement changes' });
    expect(await within(table).findByText('Trip Start')).toBeInTheDocument();
    expect(within(table).getByText('Waiting')).toBeInTheDocument();
    expect(within(table).getByText('On Road')).toBeInTheDocument();
    expect(within(table).getByText('External pickup')).toBeInTheDocument();
    expect(within(table).getByText('No')).toBeInTheDocument();
    expect(within(table).queryByText('ON_ROAD')).not.toBeInTheDocument();

    // The options list is virtual: narrow it by typing, as a user would.
    await user.type(screen.getByRole('combobox'), 'Vendor');
    await user.click(await screen.findByTitle('Vendor'));
    await waitFor(() => expect(callsTo(calls, history.movementField)).toHaveLength(1));
    expect(queryOf(callsTo(calls, history.movementField)[0]!)).toMatchObject({ id: APT, field: 'vendor' });
    expect(await within(table).findByText('In House')).toBeInTheDocument();
  });

  it('says so when nothing is recorded', async () => {
    fakeApi(answer(auditLogEndpoints.inventoryMovement.list, { body: [] }));
    renderWithProviders(<InventoryMovementChanges appointmentId={APT} />, { access: fakeAccess() });
    expect(await screen.findByText('No movement recorded for this car yet.')).toBeInTheDocument();
  });

  it('keeps location codes as written and reads codes of coded fields', () => {
    expect(movementValue('toLocationCode', 'DEL-HUB')).toBe('DEL-HUB');
    expect(movementValue('status', 'PENDING_FOR_DOCUMENTS')).toBe('Pending For Documents');
    expect(movementValue('movementActive', 'true')).toBe('Yes');
    expect(movementValue('remarks', null)).toBe('—');
  });
});
