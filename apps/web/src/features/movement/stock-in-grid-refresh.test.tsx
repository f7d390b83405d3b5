import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@b2c/domain';
import { DataGrid } from '../../shared/data-table/data-grid.tsx';
import type { PageRequest } from '../../shared/data-table/data-grid-types.ts';
import { fakeApi } from '../../testing/fake-api.ts';
import { renderWithProviders } from '../../testing/render-with-providers.tsx';
import { fakeAccess } from '../../testing/fake-session.ts';
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
    const calls = fakeApi((c) => (c.method === 'POST' ? { body: stockedIn } : undefined));
    const gridPages: PageRequest[] = [];
    const done: string[] = [];
    // The inventory list's grid as that screen mounts it (gridKey 'inventory'), under the stock-in step.
    const { queryClient } = renderWithProviders(
      <>
        <DataGrid<{ id: number }>
          gridKey="inventory"
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
        />
      </>,
      { access: fakeAccess() },
    );
    // Screens that are not on view now but were visited: their cached data must not be trusted either.
    queryClient.setQueryData(['grid', 'logistic', 'page', { page: 0, size: 10, filters: {} }], []);
    queryClient.setQueryData(['logistic', 'movement', 42], { movement: null });
    queryClient.setQueryData(['stock-in', 'cities', 'De'], []);
    await waitFor(() => expect(gridPages).toHaveLength(1));

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Registration Number'), 'DL01AB1234');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(done).toEqual(['done']));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/api/inventory/reg-DL01AB1234']);
    await waitFor(() => expect(gridPages).toHaveLength(2));
    expect(
      queryClient.getQueryState(['grid', 'logistic', 'page', { page: 0, size: 10, filters: {} }])?.isInvalidated,
    ).toBe(true);
    expect(queryClient.getQueryState(['logistic', 'movement', 42])?.isInvalidated).toBe(true);
    // The dialog's own pick lists stay cached: a stock-in does not change cities.
    expect(queryClient.getQueryState(['stock-in', 'cities', 'De'])?.isInvalidated).toBe(false);
  });

  it('names exactly the caches a stock-in changes', () => {
    expect(isStaleAfterStockIn(['grid', 'inventory', 'page', {}])).toBe(true);
    expect(isStaleAfterStockIn(['grid', 'inventory-audit-10000000042', 'count', {}])).toBe(true);
    expect(isStaleAfterStockIn(['grid', 'logistic', 'count', {}])).toBe(true);
    expect(isStaleAfterStockIn(['inventory', 'detail', '10000000042'])).toBe(true);
    expect(isStaleAfterStockIn(['logistic', 'movement', 42])).toBe(true);
    expect(isStaleAfterStockIn(['grid', 'driver', 'page', {}])).toBe(false);
    expect(isStaleAfterStockIn(['logistic', 'locations'])).toBe(false);
    expect(isStaleAfterStockIn(['stock-in', 'locations', 'PARENT_HUB', 'DEL'])).toBe(false);
  });
});
