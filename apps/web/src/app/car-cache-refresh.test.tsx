import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inventoryEndpoints as api, movementEndpoints, movementLogisticEndpoints } from '@b2c/contracts';
import { MESSAGES } from '@b2c/domain';
import { InventoryVehicleDetailPage } from './pages/vehicle-detail-page.tsx';
import { answer, callsTo, errorAnswer, fakeApi, queryOf } from '../testing/fake-api.ts';
import { fakeCar, fakeView } from '../testing/factories.ts';
import { fakeAccess } from '../testing/fake-session.ts';
import { renderWithProviders } from '../testing/render-with-providers.tsx';

const toast = (text: string) => screen.findByText(text, { selector: '.ant-message *' }, { timeout: 8000 });

/**
 * One car on a server that checks versions as the API does: each accepted write bumps it, a write based on
 * another version is refused with the API's 409. Both the car's detail and its movement panel read it.
 */
const versionedCarApi = () => {
  let version = 3;
  let parkingSlot = 'A-1';
  const car = () => fakeCar({ version, parkingSlot });
  const view = () => ({
    ...fakeView({ movement: null, legalActions: ['STOCK_OUT'] }),
    inventory: { ...fakeView().inventory, movementActive: false, version },
  });
  const stale = (sent: number) =>
    errorAnswer(409, `Inventory apt-10000000042 was changed by someone else (version ${version}, yours ${sent}).`);
  return fakeApi(
    answer(api.get, (c) => (c.params.id === '10000000042' ? { body: car() } : undefined)),
    answer(movementEndpoints.view, () => ({ body: view() })),
    answer(movementLogisticEndpoints.outbox, { body: [] }),
    answer(api.idAction, (c) => {
      const body = c.body as { version: number; parkingSlot?: string };
      if (body.version !== version) return stale(body.version);
      version += 1;
      if (queryOf(c).action === 'PARKING_SLOT') {
        parkingSlot = body.parkingSlot ?? parkingSlot;
        return { body: { inventory: car(), pendingAction: null, message: MESSAGES.parkingSlotUpdated } };
      }
      return { body: { movement: null, inventory: view().inventory, message: MESSAGES.inventoryStockedOut } };
    }),
  );
};

// Issue 24 #8: after a change on the car detail the movement panel kept the old version, so the next
// action was refused as "changed by someone else" — the someone else being the same user.
describe('car detail: every mutation refreshes the cached car (useRefreshCar)', () => {
  it('changes the parking slot, then stocks out from the movement panel with the new version', async () => {
    const user = userEvent.setup();
    const calls = versionedCarApi();
    renderWithProviders(<InventoryVehicleDetailPage />, {
      access: fakeAccess(),
      path: '/inventory/:inventoryId',
      url: '/inventory/10000000042',
    });

    // The movement panel has read the car (version 3) before the first change.
    await screen.findByRole('button', { name: 'Stock out' }, { timeout: 10_000 });
    await user.click(await screen.findByRole('button', { name: 'Update parking slot' }));
    const dialog = await screen.findByRole('dialog');
    await user.clear(within(dialog).getByLabelText('Parking slot'));
    await user.type(within(dialog).getByLabelText('Parking slot'), 'B-7');
    await user.click(within(dialog).getByRole('button', { name: 'Update parking slot' }));
    expect(await toast(MESSAGES.parkingSlotUpdated)).toBeInTheDocument();

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(await screen.findByRole('button', { name: 'Stock out' }));
    // Stock out asks first (a Popconfirm whose OK button carries the same name).
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Stock out' })).toHaveLength(2));
    await user.click(screen.getAllByRole('button', { name: 'Stock out' })[1]!);
    expect(await toast(MESSAGES.inventoryStockedOut)).toBeInTheDocument();
    const writes = callsTo(calls, api.idAction).map((c) => [
      queryOf(c).action,
      (c.body as { version: number }).version,
    ]);
    expect(writes).toEqual([
      ['PARKING_SLOT', 3],
      ['STOCK_OUT', 4],
    ]);
  }, 40_000);
});
