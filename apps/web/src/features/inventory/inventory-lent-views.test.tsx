import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inventoryEndpoints as api } from '@b2c/contracts';
import type { BatchPickupDialogProps, LentViews, MovementPanelProps } from '../../shared/routing/feature-route.ts';
import { renderWithProviders } from '../../testing/render-with-providers.tsx';
import { fakeAccess, fakeUiRules } from '../../testing/fake-session.ts';
import { answer, fakeApi } from '../../testing/fake-api.ts';
import { fakeCar } from '../../testing/factories.ts';
import { featureRoutes } from './inventory-routes.tsx';

// Stand-ins for what the movement area lends: the test checks what the inventory screens hand them.
const Panel = ({ appointmentId }: MovementPanelProps) => <p>movement panel of {appointmentId}</p>;
const Dialog = ({ cars, onClose }: BatchPickupDialogProps) => (
  <div role="dialog" aria-label="bulk pickup">
    {cars.map((c) => `${c.appointmentId}@${c.locationCode}v${c.version}`).join(' ')}
    <button onClick={onClose}>done</button>
  </div>
);
const views: LentViews = {
  inventoryDetail: () => Promise.reject(new Error('not used here')),
  movementPanel: async () => Panel,
  batchPickupDialog: async () => Dialog,
  cameraScanner: () => Promise.reject(new Error('not used here')),
};
const screenAt = async (path: string) => {
  const route = featureRoutes.routes.find((r) => r.path === path);
  if (!route) throw new Error(`no route ${path}`);
  return (await route.load(views)).Component;
};
const CARS = [0, 1].map((i) =>
  fakeCar({ id: i + 1, appointmentId: `1000000000${i}`, registrationNumber: `MH01AA100${i}`, locationCode: 'DEL-HUB' }),
);
// The grid renders a page of rows before any click: slow on a loaded 2-core machine.
const GRID_TEST_MS = 30_000;
const noLogistics = () => {
  const rules = fakeUiRules();
  return fakeAccess({ uiRules: { ...rules, uiPermissions: { ...rules.uiPermissions, logisticMenu: false } } });
};

describe('inventory routes and the views the movement area lends', () => {
  it('/inventory/{id} shows the movement panel under the car, so a pickup request is a click away', async () => {
    fakeApi(answer(api.get, (c) => (c.params.id === '10000000042' ? { body: fakeCar() } : undefined)));
    const Detail = await screenAt('/inventory/:inventoryId');
    renderWithProviders(<Detail />, {
      access: fakeAccess(),
      path: '/inventory/:inventoryId',
      url: '/inventory/10000000042',
    });
    expect(await screen.findByText('movement panel of 10000000042', {}, { timeout: 8000 })).toBeInTheDocument();
  });

  it(
    '/inventory offers "Create pickup requests…" for the selection and hands over each car',
    async () => {
      const user = userEvent.setup();
      fakeApi(answer(api.list, { body: CARS }), answer(api.count, { body: { count: 2, exact: true, cap: 10_000 } }));
      const List = await screenAt('/inventory');
      renderWithProviders(<List />, { access: fakeAccess() });
      for (const reg of ['MH01AA1000', 'MH01AA1001']) {
        const cell = await screen.findByRole('cell', { name: reg }, { timeout: 8000 });
        await user.click(within(cell.closest('tr')!).getByRole('checkbox'));
      }
      await user.click(screen.getByRole('button', { name: 'Create pickup requests…' }));
      const dialog = await screen.findByRole('dialog', { name: 'bulk pickup' });
      expect(dialog).toHaveTextContent('10000000000@DEL-HUBv3 10000000001@DEL-HUBv3');
    },
    GRID_TEST_MS,
  );

  it(
    'offers no pickup requests to a user without the logistics menu',
    async () => {
      const user = userEvent.setup();
      fakeApi(answer(api.list, { body: CARS }), answer(api.count, { body: { count: 2, exact: true, cap: 10_000 } }));
      const List = await screenAt('/inventory');
      renderWithProviders(<List />, { access: noLogistics() });
      const cell = await screen.findByRole('cell', { name: 'MH01AA1000' }, { timeout: 8000 });
      await user.click(within(cell.closest('tr')!).getByRole('checkbox'));
      expect(screen.getByRole('button', { name: 'Bulk action…' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Create pickup requests…' })).not.toBeInTheDocument();
    },
    GRID_TEST_MS,
  );
});
