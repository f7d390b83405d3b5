import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inventoryEndpoints as api } from '@b2c/contracts';
import { MESSAGES } from '@b2c/domain';
import { renderWithProviders } from '../../testing/render-with-providers.tsx';
import { fakeAccess, fakeUiRules } from '../../testing/fake-session.ts';
import { CONFLICT_TITLE, InventoryActionDialog } from './inventory-action-dialog.tsx';
import { InventoryActionBar } from './inventory-action-bar.tsx';
import { answer, callsTo, errorAnswer, fakeApi } from '../../testing/fake-api.ts';
import { fakeCar } from '../../testing/factories.ts';

const toast = (text: string) => screen.findByText(text, { selector: '.ant-message *' }, { timeout: 5000 });

describe('InventoryActionDialog', () => {
  it("sends the EGC with the version it was based on and shows SPEC's toast", async () => {
    const user = userEvent.setup();
    const car = fakeCar();
    const calls = fakeApi(
      answer(api.aptAction, {
        body: { inventory: { ...car, egc: 'EGC-24', version: 4 }, pendingAction: null, message: 'x' },
      }),
    );
    const onClose = vi.fn();
    renderWithProviders(<InventoryActionDialog car={car} action="EGC" onClose={onClose} onReload={() => undefined} />, {
      access: fakeAccess(),
    });
    await user.type(screen.getByLabelText('EGC'), '  EGC-24 ');
    await user.click(screen.getByRole('button', { name: 'Update EGC' }));
    expect(await toast(MESSAGES.egcUpdated)).toBeInTheDocument();
    const [sent, ...more] = callsTo(calls, api.aptAction);
    expect(more).toEqual([]);
    expect(sent).toMatchObject({ params: { id: '10000000042' }, body: { egc: 'EGC-24', version: 3 } });
    expect(sent!.query.get('action')).toBe('EGC');
    expect(onClose).toHaveBeenCalled();
  });

  it('sends parking slot, stage, type and GPS tracker by inventory id', async () => {
    const user = userEvent.setup();
    const car = fakeCar();
    const calls = fakeApi(answer(api.idAction, { body: { inventory: car, pendingAction: null, message: 'x' } }));
    renderWithProviders(
      <InventoryActionDialog car={car} action="PARKING_SLOT" onClose={() => undefined} onReload={() => undefined} />,
      { access: fakeAccess() },
    );
    const input = screen.getByLabelText('Parking slot');
    await user.clear(input);
    await user.type(input, 'B-7');
    await user.click(screen.getByRole('button', { name: 'Update parking slot' }));
    expect(await toast(MESSAGES.parkingSlotUpdated)).toBeInTheDocument();
    expect(callsTo(calls, api.idAction)).toEqual([
      expect.objectContaining({ params: { id: 42 }, body: { parkingSlot: 'B-7', version: 3 } }),
    ]);
  });

  it('checks the contract before sending: an empty price is not sent', async () => {
    const user = userEvent.setup();
    const calls = fakeApi();
    renderWithProviders(
      <InventoryActionDialog
        car={fakeCar({ listingPrice: null })}
        action="LIST_PRICE"
        onClose={() => undefined}
        onReload={() => undefined}
      />,
      {
        access: fakeAccess(),
      },
    );
    await user.click(screen.getByRole('button', { name: 'Update listing price' }));
    expect(await screen.findByText('Listing price is required.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('shows an error for a negative price instead of clamping it to 0.01, and sends nothing (issue 19)', async () => {
    const user = userEvent.setup();
    const calls = fakeApi();
    renderWithProviders(
      <InventoryActionDialog
        car={fakeCar()}
        action="LIST_PRICE"
        onClose={() => undefined}
        onReload={() => undefined}
      />,
      { access: fakeAccess() },
    );
    const input = screen.getByLabelText('Listing price');
    await user.clear(input);
    await user.type(input, '-5');
    await user.click(screen.getByRole('button', { name: 'Update listing price' }));
    expect(await screen.findByText('Listing price must be more than 0.', {}, { timeout: 5000 })).toBeInTheDocument();
    // As typed: no clamping, and no rounding to 2 decimals either (issue 24).
    expect(input).toHaveValue('-5');
    expect(calls).toHaveLength(0);
  });

  it("refuses a price above the vertical's currency bound at the form (issue 19)", async () => {
    const user = userEvent.setup();
    const calls = fakeApi();
    renderWithProviders(
      <InventoryActionDialog
        car={fakeCar()}
        action="TARGET_PRICE"
        onClose={() => undefined}
        onReload={() => undefined}
      />,
      { access: fakeAccess() },
    );
    const input = screen.getByLabelText('Target price');
    await user.clear(input);
    await user.type(input, '100000001');
    await user.click(screen.getByRole('button', { name: 'Update target price' }));
    expect(
      await screen.findByText('Target price must be at most ₹10,00,00,000.00.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('shows the server message on a refusal', async () => {
    const user = userEvent.setup();
    fakeApi(() => errorAnswer(400, 'Inventory apt-10000000042 is already RESERVED.'));
    renderWithProviders(
      <InventoryActionDialog
        car={fakeCar()}
        action="UPDATE_RESERVE_STATUS"
        onClose={() => undefined}
        onReload={() => undefined}
      />,
      {
        access: fakeAccess(),
      },
    );
    await user.click(screen.getByRole('button', { name: 'Reserve' }));
    expect(await toast('Inventory apt-10000000042 is already RESERVED.')).toBeInTheDocument();
  });

  it('on 409 says someone else changed the car, keeps the input and offers a reload', async () => {
    const user = userEvent.setup();
    fakeApi(() =>
      errorAnswer(
        409,
        'Inventory apt-10000000042 was changed by someone else (version 4, yours 3). Reload it and try again.',
      ),
    );
    const onReload = vi.fn();
    renderWithProviders(
      <InventoryActionDialog car={fakeCar()} action="EGC" onClose={() => undefined} onReload={onReload} />,
      { access: fakeAccess() },
    );
    await user.type(screen.getByLabelText('EGC'), 'MINE');
    await user.click(screen.getByRole('button', { name: 'Update EGC' }));
    // The error toast is an alert too: find the conflict alert by its title, not by role alone.
    const alert = (await screen.findByText(CONFLICT_TITLE, {}, { timeout: 5000 })).closest<HTMLElement>(
      '[role="alert"]',
    )!;
    expect(alert).toHaveTextContent(CONFLICT_TITLE);
    expect(screen.getByLabelText('EGC')).toHaveValue('MINE');
    await user.click(within(alert).getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalled();
  });

  it('toasts "Reserved Successfully" / "Unreserved Successfully" and sends the opposite of the car\'s state', async () => {
    const user = userEvent.setup();
    const reserved = fakeCar({ reserveStatus: 'RESERVED' });
    const calls = fakeApi(answer(api.aptAction, { body: { inventory: reserved, pendingAction: null, message: 'x' } }));
    renderWithProviders(
      <InventoryActionDialog
        car={reserved}
        action="UPDATE_RESERVE_STATUS"
        onClose={() => undefined}
        onReload={() => undefined}
      />,
      {
        access: fakeAccess({
          vertical: { country: 'AE', vehicleType: 'CAR' },
          uiRules: fakeUiRules({ country: 'AE', vehicleType: 'CAR' }),
        }),
      },
    );
    await user.click(screen.getByRole('button', { name: 'Unreserve' }));
    expect(await toast(MESSAGES.unreserved)).toBeInTheDocument();
    expect(callsTo(calls, api.aptAction)[0]!.body).toEqual({ reserveStatus: false, version: 3 });
  });
});

describe('InventoryActionBar', () => {
  const rules = (vertical: { country: 'IN' | 'AE'; vehicleType: 'CAR' }) =>
    fakeAccess({ vertical, uiRules: fakeUiRules(vertical) });

  it('shows the reserve button only where the vertical flag is on, and GPS tracker only where its flag is', () => {
    fakeApi();
    const first = renderWithProviders(<InventoryActionBar car={fakeCar()} onReload={() => undefined} />, {
      access: rules({ country: 'IN', vehicleType: 'CAR' }),
    });
    expect(screen.queryByRole('button', { name: 'Reserve' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update GPS tracker' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update target price' })).toBeInTheDocument();
    first.unmount();
    renderWithProviders(<InventoryActionBar car={fakeCar()} onReload={() => undefined} />, {
      access: rules({ country: 'AE', vehicleType: 'CAR' }),
    });
    expect(screen.getByRole('button', { name: 'Reserve' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update GPS tracker' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update target price' })).not.toBeInTheDocument();
  });

  it('hides what the user may not do: no PRICE_UPDATE, no price buttons', () => {
    fakeApi();
    const base = fakeUiRules();
    const access = fakeAccess({
      uiRules: { ...base, actionPermissions: { ...base.actionPermissions, PRICE_UPDATE: false } },
    });
    renderWithProviders(<InventoryActionBar car={fakeCar()} onReload={() => undefined} />, { access });
    expect(screen.queryByRole('button', { name: 'Update listing price' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update EGC' })).toBeInTheDocument();
  });

  it("disables what the car's state rules out, saying why: a sold car takes no price change, sale or cancellation", () => {
    fakeApi();
    renderWithProviders(
      <InventoryActionBar car={fakeCar({ sold: true, status: 'SOLD', published: false })} onReload={() => undefined} />,
      { access: fakeAccess() },
    );
    for (const name of ['Update listing price', 'Mark as sold', 'Cancel sourcing']) {
      expect(screen.getByRole('button', { name })).toBeDisabled();
      expect(screen.getByRole('button', { name })).toHaveAccessibleDescription('It is sold.');
    }
  });

  it('hard refresh toasts "Refresh successfully" then reloads the page', async () => {
    const user = userEvent.setup();
    const calls = fakeApi(
      answer(api.hardRefresh, { body: { inventory: fakeCar(), pendingAction: null, message: MESSAGES.refreshed } }),
    );
    const reloadPage = vi.fn();
    renderWithProviders(<InventoryActionBar car={fakeCar()} onReload={() => undefined} reloadPage={reloadPage} />, {
      access: fakeAccess(),
    });
    await user.click(screen.getByRole('button', { name: /Hard refresh/ }));
    await user.click(await screen.findByRole('button', { name: 'Refresh' }));
    expect(await toast(MESSAGES.refreshed)).toBeInTheDocument();
    await waitFor(() => expect(reloadPage).toHaveBeenCalled());
    expect(callsTo(calls, api.hardRefresh)[0]).toMatchObject({ params: { id: '10000000042' }, body: { version: 3 } });
  });
});
