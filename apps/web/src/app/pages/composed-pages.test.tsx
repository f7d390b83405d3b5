import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inventoryEndpoints as api, locationEndpoints, movementEndpoints } from '@b2c/contracts';
import { answerMovementPanel } from '../../testing/movement-test-support.ts';
import { paths } from '../../shared/routing/paths.ts';
import { answer, callsTo, fakeApi } from '../../testing/fake-api.ts';
import { fakeCar, fakeView } from '../../testing/factories.ts';
import { fakeAccess, fakeUiRules } from '../../testing/fake-session.ts';
import { renderWithProviders } from '../../testing/render-with-providers.tsx';
import { FEATURE_MODULES } from '../feature-registry.ts';
import { allRoutes } from '../navigation/feature-modules.ts';
import { InventoryListWithPickupPage } from './inventory-list-with-pickup-page.tsx';
import { InventoryVehicleDetailPage, LogisticVehicleDetailPage } from './vehicle-detail-page.tsx';
import { StockInCameraScanner } from '../../features/movement/stock-in-camera-scanner.tsx';
import { loadStockInScanner, YardAuditWithCameraPage } from './yard-audit-with-camera-page.tsx';

const screenAt = async (pattern: string) => {
  const route = allRoutes(FEATURE_MODULES).find((r) => r.path === pattern);
  if (!route) throw new Error(`no route ${pattern}`);
  return (await route.load()).Component;
};
const noLogistics = () => {
  const rules = fakeUiRules();
  return fakeAccess({ uiRules: { ...rules, uiPermissions: { ...rules.uiPermissions, logisticMenu: false } } });
};
const CARS = [0, 1].map((i) =>
  fakeCar({ id: i + 1, appointmentId: `1000000000${i}`, registrationNumber: `MH01AA100${i}`, locationCode: 'DEL-HUB' }),
);
// The grid renders a page of rows before any click: slow on a loaded 2-core machine.
const GRID_TEST_MS = 30_000;
const noMovement = () => fakeView({ movement: null, legalActions: ['CREATE_PICKUP_REQUEST'] });

describe('pages app/ composes from two areas', () => {
  it("mounts them at the paths the areas declare, keeping each area's guard", async () => {
    expect(await screenAt(paths.inventory.list.pattern)).toBe(InventoryListWithPickupPage);
    expect(await screenAt(paths.inventory.detail.pattern)).toBe(InventoryVehicleDetailPage);
    expect(await screenAt(paths.movement.detail.pattern)).toBe(LogisticVehicleDetailPage);
    expect(await screenAt(paths.yardAudit.detail.pattern)).toBe(YardAuditWithCameraPage);
  });

  it("gives the yard audit the stock-in scan's camera reader", async () => {
    expect(await loadStockInScanner()).toBe(StockInCameraScanner);
  });

  it('/inventory/{id}: the vehicle detail shows the movement panel under the car, so a pickup request is a click away', async () => {
    fakeApi(...answerMovementPanel(noMovement()));
    renderWithProviders(<InventoryVehicleDetailPage />, {
      access: fakeAccess(),
      path: paths.inventory.detail.pattern,
      url: paths.inventory.detail('10000000042'),
    });
    expect(await screen.findByRole('button', { name: 'Create pickup request' }, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to inventory' })).toHaveAttribute('href', paths.inventory.list());
  });

  it('/inventory/{id}: no movement panel for a user without the logistics menu', async () => {
    const calls = fakeApi(answer(api.get, (c) => (c.params.id === '10000000042' ? { body: fakeCar() } : undefined)));
    renderWithProviders(<InventoryVehicleDetailPage />, {
      access: noLogistics(),
      path: paths.inventory.detail.pattern,
      url: paths.inventory.detail('10000000042'),
    });
    expect(await screen.findByRole('link', { name: 'Back to inventory' }, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create pickup request' })).not.toBeInTheDocument();
    // The panel is not mounted at all: it would read the car's movement, which this user may not.
    expect(callsTo(calls, movementEndpoints.view)).toEqual([]);
  });

  it('/logistic/{id}: the same screen, leading back to logistics', async () => {
    fakeApi(...answerMovementPanel(noMovement()));
    renderWithProviders(<LogisticVehicleDetailPage />, {
      access: fakeAccess(),
      path: paths.movement.detail.pattern,
      url: paths.movement.detail('10000000042'),
    });
    expect(await screen.findByRole('button', { name: 'Create pickup request' }, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to logistics' })).toHaveAttribute('href', paths.movement.list());
  });

  it(
    '/inventory offers "Create pickup requests…" for the selection and hands the cars to the pickup dialog',
    async () => {
      const user = userEvent.setup();
      fakeApi(
        answer(api.list, { body: CARS }),
        answer(api.count, { body: { count: 2, exact: true, cap: 10_000 } }),
        answer(locationEndpoints.list, { body: [] }),
      );
      renderWithProviders(<InventoryListWithPickupPage />, { access: fakeAccess() });
      for (const reg of ['MH01AA1000', 'MH01AA1001']) {
        const cell = await screen.findByRole('cell', { name: reg }, { timeout: 8000 });
        await user.click(within(cell.closest('tr')!).getByRole('checkbox'));
      }
      await user.click(screen.getByRole('button', { name: 'Create pickup requests…' }));
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByText('Create pickup requests for 2 cars')).toBeInTheDocument();
    },
    GRID_TEST_MS,
  );

  it(
    '/inventory offers no pickup requests to a user without the logistics menu',
    async () => {
      const user = userEvent.setup();
      fakeApi(answer(api.list, { body: CARS }), answer(api.count, { body: { count: 2, exact: true, cap: 10_000 } }));
      renderWithProviders(<InventoryListWithPickupPage />, { access: noLogistics() });
      const cell = await screen.findByRole('cell', { name: 'MH01AA1000' }, { timeout: 8000 });
      await user.click(within(cell.closest('tr')!).getByRole('checkbox'));
      expect(screen.getByRole('button', { name: 'Bulk action…' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Create pickup requests…' })).not.toBeInTheDocument();
    },
    GRID_TEST_MS,
  );
});
