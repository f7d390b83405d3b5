import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inventoryEndpoints, movementEndpoints, movementLogisticEndpoints } from '@b2c/contracts';
import { MESSAGES } from '@b2c/domain';
import { renderWithProviders } from '../../testing/render-with-providers.tsx';
import { fakeAccess } from '../../testing/fake-session.ts';
import { answer, callsTo, errorAnswer, fakeApi, queryOf } from '../../testing/fake-api.ts';
import { fakeMovement, fakeView } from '../../testing/factories.ts';
import { answerMovementPanel } from '../../testing/movement-test-support.ts';
import { MovementActionButtons } from './movement-action-buttons.tsx';
import { MovementPanel, whereText } from './movement-panel.tsx';

const toast = (text: string) => screen.findByText(text, { selector: '.ant-message *' }, { timeout: 5000 });
const result = { movement: fakeMovement(), inventory: fakeView().inventory, message: 'server words' };

describe('MovementActionButtons', () => {
  it('shows only the legal actions the server lists', () => {
    fakeApi();
    renderWithProviders(
      <MovementActionButtons
        view={fakeView({ legalActions: ['SET_VENDOR', 'TRIP_START', 'MARK_PENDING_FOR_DOCUMENTS'] })}
      />,
      { access: fakeAccess() },
    );
    expect(screen.getByRole('button', { name: 'Start trip' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark pending for documents' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'End trip' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark received' })).not.toBeInTheDocument();
  });

  it("starts the trip on the inventory path with the movement version and SPEC's toast", async () => {
    const user = userEvent.setup();
    const calls = fakeApi(answer(inventoryEndpoints.idAction, { body: result }));
    renderWithProviders(<MovementActionButtons view={fakeView({ legalActions: ['TRIP_START'] })} />, {
      access: fakeAccess(),
    });
    await user.click(screen.getByRole('button', { name: 'Start trip' }));
    expect(await toast(MESSAGES.tripStarted)).toBeInTheDocument();
    const trips = callsTo(calls, inventoryEndpoints.idAction);
    expect(trips.map((c) => c.params.id)).toEqual([42]);
    expect(trips[0]!.body).toMatchObject({ version: 5 });
    expect(queryOf(trips[0]!)).toEqual({ action: 'TRIP_START' });
  });

  it("sends the other actions to PUT …/movement?action= and shows the server's answer", async () => {
    const user = userEvent.setup();
    const calls = fakeApi(
      answer(movementEndpoints.act, { body: { ...result, message: 'Inventory marked as received' } }),
    );
    renderWithProviders(<MovementActionButtons view={fakeView({ legalActions: ['MARK_RECEIVED'] })} />, {
      access: fakeAccess(),
    });
    await user.click(screen.getByRole('button', { name: 'Mark received' }));
    expect(await toast('Inventory marked as received')).toBeInTheDocument();
    const acts = callsTo(calls, movementEndpoints.act);
    expect(acts.map((c) => c.params.id)).toEqual([42]);
    expect(queryOf(acts[0]!)).toEqual({ action: 'MARK_RECEIVED' });
  });

  it('shows the 409 naming the current status', async () => {
    const user = userEvent.setup();
    const message = 'TRIP_END is not allowed for Inventory apt-10000000042: its movement is Pending.';
    fakeApi(() => errorAnswer(409, message));
    renderWithProviders(<MovementActionButtons view={fakeView({ legalActions: ['TRIP_END'] })} />, {
      access: fakeAccess(),
    });
    await user.click(screen.getByRole('button', { name: 'End trip' }));
    // The action's code is put in words (issue 24: no raw code in a message).
    expect(await toast(message.replace('TRIP_END', 'Trip End'))).toBeInTheDocument();
  });

  it('asks before marking a car lost', async () => {
    const user = userEvent.setup();
    const calls = fakeApi(() => ({ body: result }));
    renderWithProviders(<MovementActionButtons view={fakeView({ legalActions: ['MARK_LOST'] })} />, {
      access: fakeAccess(),
    });
    await user.click(screen.getByRole('button', { name: 'Mark lost' }));
    expect(calls).toHaveLength(0);
    const confirm = await screen.findAllByRole('button', { name: 'Mark lost' });
    await user.click(confirm[confirm.length - 1]!);
    await waitFor(() => expect(calls).toHaveLength(1));
  });
});

describe('MovementPanel', () => {
  it('reads the car once when a second view of it mounts later, as a second panel on the vehicle detail does (issue 24 #22)', async () => {
    const user = userEvent.setup();
    const calls = fakeApi(...answerMovementPanel(fakeView()));
    const Later = () => {
      const [shown, setShown] = useState(false);
      return (
        <>
          <MovementPanel appointmentId="10000000042" />
          <button onClick={() => setShown(true)}>mount again</button>
          {shown ? <MovementPanel appointmentId="10000000042" /> : null}
        </>
      );
    };
    renderWithProviders(<Later />, { access: fakeAccess() });
    await waitFor(() => expect(callsTo(calls, movementEndpoints.view)).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'mount again' }));
    await waitFor(() => expect(screen.getAllByTestId('car-location')).toHaveLength(2));
    expect(callsTo(calls, inventoryEndpoints.get)).toHaveLength(1);
  });

  it('says an arrived car awaits receipt, not "In Transit" beside the movement’s Pending (issue 24 #21)', () => {
    const arrived = fakeView({ movement: fakeMovement({ phase: 'ARRIVED', status: 'PENDING' }) });
    arrived.inventory = { ...arrived.inventory, locationStatus: 'IN_TRANSIT', locationCode: 'HUB-AMD-1' };
    expect(whereText(arrived)).toBe('Arrived at HUB-AMD-1, awaiting receipt');
    const stocked = fakeView({ movement: null });
    stocked.inventory = { ...stocked.inventory, locationStatus: 'STOCKED_IN', locationCode: 'HUB-AMD-1' };
    expect(whereText(stocked)).toBe('Stocked In at HUB-AMD-1');
  });

  it('sets the vendor and says "Internal Server Error" when that fails (SPEC §8)', async () => {
    const user = userEvent.setup();
    fakeApi(
      ...answerMovementPanel(fakeView({ legalActions: ['SET_VENDOR'] })),
      answer(movementEndpoints.setVendor, (c) =>
        c.params.id === 42 ? { status: 500, body: { status: 500, error: 'x', message: 'boom' } } : undefined,
      ),
    );
    renderWithProviders(<MovementPanel appointmentId="10000000042" />, { access: fakeAccess() });
    await user.click(await screen.findByRole('button', { name: 'Set vendor' }));
    await user.click(screen.getAllByRole('button', { name: 'Set vendor' }).at(-1)!);
    expect(await toast(MESSAGES.internalServerError)).toBeInTheDocument();
  });

  it('sends the vendor e-mail and shows the first error message on failure', async () => {
    const user = userEvent.setup();
    const view = fakeView({ allowedActions: ['SEND_NOTIFICATION'] });
    fakeApi(
      ...answerMovementPanel(view),
      answer(
        movementLogisticEndpoints.notifyVendor,
        errorAnswer(400, 'Invalid', { validation: [{ path: 'x', message: 'The vendor has no e-mail address.' }] }),
      ),
    );
    renderWithProviders(<MovementPanel appointmentId="10000000042" />, { access: fakeAccess() });
    await user.click(await screen.findByRole('button', { name: 'Send vendor e-mail' }));
    expect(await toast('The vendor has no e-mail address.')).toBeInTheDocument();
  });

  it('offers to create a pickup request when there is no open movement', async () => {
    fakeApi(...answerMovementPanel(fakeView({ movement: null, legalActions: ['CREATE_PICKUP_REQUEST', 'STOCK_OUT'] })));
    renderWithProviders(<MovementPanel appointmentId="10000000042" />, { access: fakeAccess() });
    expect(await screen.findByRole('button', { name: 'Create pickup request' })).toBeInTheDocument();
    expect(screen.getByText('No open movement.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reschedule' })).not.toBeInTheDocument();
  });
});
