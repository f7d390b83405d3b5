import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { movementEndpoints } from '@b2c/contracts';
import { MESSAGES } from '@b2c/domain';
import { renderWithProviders } from '../../testing/render-with-providers.tsx';
import { fakeAccess, fakeUiRules } from '../../testing/fake-session.ts';
import { answer, callsTo, errorAnswer, fakeApi } from '../../testing/fake-api.ts';
import { fakeMovement, fakeView } from '../../testing/factories.ts';
import { GuardedMovementPanel } from './guarded-movement-panel.tsx';
import { answerMovementPanel } from '../../testing/movement-test-support.ts';
import { MovementPanel } from './movement-panel.tsx';

const toast = (text: string) => screen.findByText(text, { selector: '.ant-message *' }, { timeout: 5000 });
const refreshed = { movement: fakeMovement(), inventory: fakeView().inventory, message: 'Movement is up to date' };

describe('movement refresh', () => {
  it("sends PUT …/movement/refresh with the movement's version and shows SPEC's toast", async () => {
    const user = userEvent.setup();
    const calls = fakeApi(...answerMovementPanel(fakeView()), answer(movementEndpoints.refresh, { body: refreshed }));
    renderWithProviders(<MovementPanel appointmentId="10000000042" />, { access: fakeAccess() });
    await user.click(await screen.findByRole('button', { name: /Refresh movement/ }));
    expect(await toast(MESSAGES.inventoryRefreshInitiated)).toBeInTheDocument();
    expect(MESSAGES.inventoryRefreshInitiated).toBe('Inventory details refresh request initiated successfully');
    const sent = callsTo(calls, movementEndpoints.refresh);
    expect(sent.map((c) => c.params.id)).toEqual([42]);
    expect(sent[0]!.body).toEqual({ version: 5 });
  });

  it("shows the server's refusal", async () => {
    const user = userEvent.setup();
    fakeApi(
      ...answerMovementPanel(fakeView()),
      answer(movementEndpoints.refresh, errorAnswer(409, 'Inventory apt-10000000042 was changed by someone else.')),
    );
    renderWithProviders(<MovementPanel appointmentId="10000000042" />, { access: fakeAccess() });
    await user.click(await screen.findByRole('button', { name: /Refresh movement/ }));
    expect(await toast('Inventory apt-10000000042 was changed by someone else.')).toBeInTheDocument();
  });

  it('is not offered without an open movement (there is nothing to re-derive)', async () => {
    fakeApi(...answerMovementPanel(fakeView({ movement: null, legalActions: ['CREATE_PICKUP_REQUEST'] })));
    renderWithProviders(<MovementPanel appointmentId="10000000042" />, { access: fakeAccess() });
    expect(await screen.findByRole('button', { name: 'Create pickup request' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Refresh movement/ })).not.toBeInTheDocument();
  });
});

describe('raising a movement from a yard audit (issue 28)', () => {
  it('opens the pickup request form at once for ?raise=pickup, when one may be created', async () => {
    fakeApi(...answerMovementPanel(fakeView({ movement: null, legalActions: ['CREATE_PICKUP_REQUEST'] })));
    renderWithProviders(<MovementPanel appointmentId="10000000042" />, { access: fakeAccess(), url: '/?raise=pickup' });
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('opens nothing when the car cannot have one (it is on the road)', async () => {
    fakeApi(...answerMovementPanel(fakeView()));
    renderWithProviders(<MovementPanel appointmentId="10000000042" />, { access: fakeAccess(), url: '/?raise=pickup' });
    expect(await screen.findByRole('button', { name: /Refresh movement/ })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('GuardedMovementPanel (the inventory detail’s movement panel)', () => {
  it('offers a pickup request for a car with no movement', async () => {
    fakeApi(...answerMovementPanel(fakeView({ movement: null, legalActions: ['CREATE_PICKUP_REQUEST', 'STOCK_OUT'] })));
    renderWithProviders(<GuardedMovementPanel appointmentId="10000000042" />, { access: fakeAccess() });
    expect(await screen.findByRole('button', { name: 'Create pickup request' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stock out' })).toBeInTheDocument();
  });

  it('shows nothing, and asks nothing, to a user without the logistics menu', async () => {
    const calls = fakeApi(...answerMovementPanel(fakeView()));
    const rules = fakeUiRules();
    const access = fakeAccess({
      uiRules: { ...rules, uiPermissions: { ...rules.uiPermissions, logisticMenu: false } },
    });
    const { container } = renderWithProviders(<GuardedMovementPanel appointmentId="10000000042" />, { access });
    await waitFor(() => expect(container.querySelector('.ant-card')).toBeNull());
    expect(calls).toHaveLength(0);
  });
});
