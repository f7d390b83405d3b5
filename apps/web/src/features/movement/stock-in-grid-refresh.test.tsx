import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { movementStockInEndpoints } from '@b2c/contracts';
import { MESSAGES } from '@b2c/domain';
import { auditGridKey } from '../../shared/audit/audit-trail.tsx';
import { DataGrid } from '../../shared/data-table/data-grid.tsx';
import type { PageRequest } from '../../shared/data-table/data-grid-types.ts';
import { gridKeys } from '../../shared/data-table/grid-keys.ts';
import { cityKeys } from '../../shared/resources/cities.ts';
import { INVENTORY_GRID_KEY, inventoryKeys } from '../../shared/resources/inventory-keys.ts';
import { locationKeys } from '../../shared/resources/locations.ts';
import { answer, callsTo, fakeApi } from '../../testing/fake-api.ts';
import { renderWithProviders } from '../../testing/render-with-providers.tsx';
import { fakeAccess } from '../../testing/fake-session.ts';
import { LOGISTIC_GRID_KEY, logisticKeys } from './logistic-api.ts';
import { isStaleAfterStockIn } from './stock-in-api.ts';
import { StockInScanStep } from './stock-in-scan-step.tsx';

const stockedIn = {
  movement: null,
  inventory: {
    id: 42,
    appointmentId: '10000000042',
    registrationNumber: 'DL01AB1234',
    chassisNumber: null,
    locationCode: 'HUB-DEL-1',
    lastLocationCode: null,
    locationStatus: 'STOCKED_IN',
    movementActive: false,
    version: 4,
  },
  message: MESSAGES.inventoryStockedIn,
  locationCode: 'HUB-DEL-1',
};

describe('stock-in refreshes the screen behind it', () => {
  it('refetches the inventory grid and marks the logistics grid and movement panels stale after a stock-in', async () => {
    // The stock-in call in memory; anything else is a 404 so a stray call shows.
    const calls = fakeApi(answer(movementStockInEndpoints.byReg, { body: stockedIn }));
    const gridPages: PageRequest[] = [];
    const done: string[] = [];
    // The inventory list's grid as that screen mounts it (gridKey 'inventory'), under the stock-in step.
    const { queryClient } = renderWithProviders(
      <>
        <DataGrid<{ id: number }>
          gridKey={INVENTORY_GRID_KEY}
          columns={[{ key: 'id', title: 'Id' }]}
          rowKey={(r) => r.id}
          fetchPage={async (request) => {
            gridPages.push(request);
            return [{ id: 1 }];
          }}
          fetchCount={async () => 1}
        />
        <StockInScanStep
          location={{ code: 'HUB-DEL-1', name: 'New Delhi Parent Hub' }}
          stockInBy="REGISTRATION_NUMBER"
          rule="ALPHANUMERIC"
          onDone={() => done.push('done')}
          onChangeLocation={() => undefined}
          operator={{ userId: 'ravi.ops', vertical: { country: 'IN', vehicleType: 'CAR' } }}
        />
      </>,
      { access: fakeAccess() },
    );
    // Screens that are not on view now but were visited: their cached data must not be trusted either.
    const logisticPage = gridKeys.page(LOGISTIC_GRID_KEY, { page: 0, size: 10, filters: {} });
    queryClient.setQueryData(logisticPage, []);
    queryClient.setQueryData(logisticKeys.movement(42), { movement: null });
    queryClient.setQueryData(cityKeys.search('De'), []);
    await waitFor(() => expect(gridPages).toHaveLength(1));

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Registration Number'), 'DL01AB1234');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(done).toEqual(['done']));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    expect(callsTo(calls, movementStockInEndpoints.byReg).map((c) => c.params.value)).toEqual(['DL01AB1234']);
    await waitFor(() => expect(gridPages).toHaveLength(2));
    expect(queryClient.getQueryState(logisticPage)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(logisticKeys.movement(42))?.isInvalidated).toBe(true);
    // The dialog's own pick lists stay cached: a stock-in does not change cities.
    expect(queryClient.getQueryState(cityKeys.search('De'))?.isInvalidated).toBe(false);
  });

  it('names exactly the caches a stock-in changes', () => {
    expect(isStaleAfterStockIn(gridKeys.page(INVENTORY_GRID_KEY, {}))).toBe(true);
    expect(isStaleAfterStockIn(gridKeys.count(auditGridKey(INVENTORY_GRID_KEY, '10000000042'), {}))).toBe(true);
    expect(isStaleAfterStockIn(gridKeys.count(LOGISTIC_GRID_KEY, {}))).toBe(true);
    expect(isStaleAfterStockIn(inventoryKeys.detail('10000000042'))).toBe(true);
    expect(isStaleAfterStockIn(inventoryKeys.around('10000000042'))).toBe(true);
    expect(isStaleAfterStockIn(logisticKeys.movement(42))).toBe(true);
    expect(isStaleAfterStockIn(gridKeys.page('driver', {}))).toBe(false);
    expect(isStaleAfterStockIn(gridKeys.page(`${LOGISTIC_GRID_KEY}-other`, {}))).toBe(false);
    expect(isStaleAfterStockIn(logisticKeys.outbox('10000000042'))).toBe(false);
    expect(isStaleAfterStockIn(locationKeys.active)).toBe(false);
    expect(isStaleAfterStockIn(locationKeys.activeOfTypeIn('PARENT_HUB', 'DEL'))).toBe(false);
    expect(isStaleAfterStockIn(cityKeys.search('De'))).toBe(false);
  });
});
