import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LiveChange } from '@b2c/domain';
import { renderWithProviders } from '../../testing/render-with-providers.tsx';
import { liveChangesStore } from '../live/live-changes-store.ts';
import { LiveChangesStoreProvider, useLiveArrivals, useLiveGridRows } from '../live/live-changes.tsx';
import { DataGrid } from './data-grid.tsx';
import { GridSettingsProvider } from './grid-settings.tsx';
import type { GridColumn, PageRequest } from './data-grid-types.ts';

/**
 * Issue 29's "N new — show": a car another user brings into the filtered set waits behind a button while
 * the rows being read stay where they are (and still update in place); the user's own change shows at once.
 */

interface Car {
  id: number;
  name: string;
  city: string;
}

const columns: GridColumn<Car>[] = [
  { key: 'id', title: 'Id' },
  { key: 'name', title: 'Name' },
];
const ME = 'Mina Me';
const OTHER = 'Ravi Operations';

/** An in-memory server, newest first: a car added goes to the top of the first page. */
const server = () => {
  const rows: Car[] = Array.from({ length: 25 }, (_, i) => ({ id: 25 - i, name: `Car ${25 - i}`, city: 'Pune' }));
  const matching = (filters: Record<string, string>) => rows.filter((r) => !filters.city || r.city === filters.city);
  // A test may hold the count back, as a slow total would come after the page.
  const gate = { held: undefined as Promise<void> | undefined };
  return {
    rows,
    gate,
    fetchPage: async (req: PageRequest) => matching(req.filters).slice(req.page * req.size, (req.page + 1) * req.size),
    fetchCount: async ({ filters }: { filters: Record<string, string> }) => {
      await gate.held;
      return matching(filters).length;
    },
  };
};

const LiveCars = ({ api }: { api: ReturnType<typeof server> }) => {
  const changed = useLiveGridRows('inventory', 'cars');
  const arrivals = useLiveArrivals('inventory', ME);
  return (
    <DataGrid<Car>
      gridKey="cars"
      columns={columns}
      rowKey={(c) => c.id}
      highlighted={changed}
      arrivals={arrivals}
      fetchPage={api.fetchPage}
      fetchCount={api.fetchCount}
      filters={[{ name: 'city', label: 'City', type: 'text' }]}
    />
  );
};

const renderLive = (url = '/?f.city=Pune') => {
  const api = server();
  const store = liveChangesStore();
  const view = renderWithProviders(
    <LiveChangesStoreProvider value={store}>
      <GridSettingsProvider defaultPageSize={10}>
        <LiveCars api={api} />
      </GridSettingsProvider>
    </LiveChangesStoreProvider>,
    { url },
  );
  const heard = (id: number, by = OTHER) =>
    act(() => store.record({ entity: 'inventory', id: String(id), by, at: '2026-11-27T10:00:00.000Z' } as LiveChange));
  return { ...view, api, heard };
};

const names = () => [...document.querySelectorAll('tbody tr.ant-table-row')].map((r) => r.children[1]!.textContent);
const firstPage = ['Car 25', 'Car 24', 'Car 23', 'Car 22', 'Car 21', 'Car 20', 'Car 19', 'Car 18', 'Car 17', 'Car 16'];

describe('DataGrid arrivals ("N new — show")', () => {
  it("holds back cars others add, updates the rows in view in place, and shows them on 'show'", async () => {
    const user = userEvent.setup();
    const { api, heard } = renderLive();
    await waitFor(() => expect(names()).toEqual(firstPage));

    api.rows.unshift({ id: 26, name: 'Car 26', city: 'Pune' }, { id: 27, name: 'Car 27', city: 'Pune' });
    // A car outside the filter is no arrival for this grid, though its change is heard.
    api.rows.unshift({ id: 28, name: 'Car 28', city: 'Delhi' });
    api.rows.find((c) => c.id === 24)!.name = 'Car 24 repainted';
    await heard(26);
    await heard(27);
    await heard(28);
    await heard(24);
    const show = await screen.findByRole('button', { name: '2 new — show' });
    // The pager counts the rows being read until the user takes the new ones.
    expect(screen.getByText('1-10 of 25')).toBeInTheDocument();
    await waitFor(() => expect(names()).toContain('Car 24 repainted'));
    expect(names()).toEqual(firstPage.map((n) => (n === 'Car 24' ? 'Car 24 repainted' : n)));

    await user.click(show);
    await waitFor(() => expect(names().slice(0, 3)).toEqual(['Car 26', 'Car 27', 'Car 25']));
    expect(screen.getByText('1-10 of 27')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /new — show/ })).toBeNull();

    // One more: the singular, then a car the user adds themselves shows at once.
    api.rows.unshift({ id: 29, name: 'Car 29', city: 'Pune' });
    await heard(29);
    await screen.findByRole('button', { name: '1 new — show' });
    await user.click(screen.getByRole('button', { name: '1 new — show' }));
    await waitFor(() => expect(names()[0]).toBe('Car 29'));
    api.rows.unshift({ id: 30, name: 'Car 30', city: 'Pune' });
    await heard(30, ME);
    await waitFor(() => expect(names()[0]).toBe('Car 30'));
    expect(screen.queryByRole('button', { name: /new — show/ })).toBeNull();
  });

  it('counts a car arrived on another page by the total, and "show" goes back to the first page', async () => {
    const user = userEvent.setup();
    const { api, heard, router } = renderLive('/?f.city=Pune&page=2');
    await waitFor(() => expect(names()[0]).toBe('Car 15'));
    api.rows.unshift({ id: 26, name: 'Car 26', city: 'Pune' });
    await heard(26);
    const show = await screen.findByRole('button', { name: '1 new — show' });
    // Page 2 still reads from Car 15: the arrival pushed nothing under the user's eyes.
    expect(names()[0]).toBe('Car 15');
    await user.click(show);
    await waitFor(() => expect(names()[0]).toBe('Car 26'));
    expect(new URLSearchParams(router.state.location.search).get('page') ?? '1').toBe('1');
    expect(within(document.body).queryByRole('button', { name: /new — show/ })).toBeNull();
  });

  it('keeps the page as read when it comes back before the total, then counts the car', async () => {
    const { api, heard } = renderLive();
    await waitFor(() => expect(names()).toEqual(firstPage));
    let release = () => {};
    api.gate.held = new Promise((r) => (release = r));
    api.rows.unshift({ id: 26, name: 'Car 26', city: 'Pune' });
    await heard(26);
    // The page has Car 26 on top, the total is not back: nothing moves.
    await new Promise((r) => setTimeout(r, 300));
    expect(names()).toEqual(firstPage);
    release();
    await screen.findByRole('button', { name: '1 new — show' });
    expect(names()).toEqual(firstPage);
  });
});
