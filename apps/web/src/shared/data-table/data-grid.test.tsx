import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '@b2c/domain';
import { renderWithProviders } from '../../testing/render-with-providers.tsx';
import { DataGrid } from './data-grid.tsx';
import { GridSettingsProvider } from './grid-settings.tsx';
import type { BatchAction, DataGridProps, GridColumn, PageRequest } from './data-grid-types.ts';

interface Car {
  id: number;
  name: string;
  city: string;
}

const CARS: Car[] = Array.from({ length: 95 }, (_, i) => ({
  id: i + 1,
  name: i === 0 ? '=HYPERLINK("evil")' : `Car ${String(i + 1).padStart(2, '0')}`,
  city: i % 2 ? 'Pune' : 'Delhi',
}));

const columns: GridColumn<Car>[] = [
  { key: 'id', title: 'Id', sortable: true },
  { key: 'name', title: 'Name', sortable: true },
  { key: 'city', title: 'City' },
];

/** An in-memory server: the grid is tested against real paging, not against a mock of itself. */
const server = (rows: Car[] = CARS) => {
  const matching = (filters: Record<string, string>) => rows.filter((r) => !filters.city || r.city === filters.city);
  const requests: PageRequest[] = [];
  return {
    requests,
    fetchPage: async (req: PageRequest) => {
      requests.push(req);
      const sorted = [...matching(req.filters)];
      if (req.sort?.field === 'id' && req.sort.direction === 'desc') sorted.reverse();
      return sorted.slice(req.page * req.size, (req.page + 1) * req.size);
    },
    fetchCount: async ({ filters }: { filters: Record<string, string> }) => matching(filters).length,
    fetchAll: async ({ filters }: { filters: Record<string, string> }) => matching(filters),
  };
};

const renderGrid = (props: Partial<DataGridProps<Car>> = {}, url = '/', defaultPageSize = 10) => {
  const api = server();
  const view = renderWithProviders(
    <GridSettingsProvider defaultPageSize={defaultPageSize}>
      <DataGrid<Car>
        gridKey="cars"
        columns={columns}
        rowKey={(c) => c.id}
        fetchPage={api.fetchPage}
        fetchCount={api.fetchCount}
        filters={[
          {
            name: 'city',
            label: 'City',
            type: 'select',
            options: [
              { label: 'Pune', value: 'Pune' },
              { label: 'Delhi', value: 'Delhi' },
            ],
          },
        ]}
        {...props}
      />
    </GridSettingsProvider>,
    { url },
  );
  return { ...view, api };
};

const bodyRows = () => document.querySelectorAll('tbody tr.ant-table-row');
const search = (router: { state: { location: { search: string } } }) =>
  new URLSearchParams(router.state.location.search);

describe('DataGrid', () => {
  it('pages on the server with the default size and keeps the page in the URL', async () => {
    const user = userEvent.setup();
    const { router, api } = renderGrid();
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(screen.getByText('1-10 of 95')).toBeInTheDocument();
    await user.click(screen.getByTitle('2'));
    await waitFor(() => expect(screen.getByText('Car 11')).toBeInTheDocument());
    expect(search(router).get('page')).toBe('2');
    expect(api.requests.at(-1)).toMatchObject({ page: 1, size: 10 });
  });

  it('starts at 30 rows when the vertical says so (AU)', async () => {
    renderGrid({}, '/', 30);
    await waitFor(() => expect(bodyRows()).toHaveLength(30));
  });

  it('restores page, size, sort and filters from the URL', async () => {
    const { api } = renderGrid({}, '/?page=2&size=30&sort=id,desc&f.city=Pune');
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    expect(api.requests[0]).toEqual({
      page: 1,
      size: 30,
      sort: { field: 'id', direction: 'desc' },
      filters: { city: 'Pune' },
    });
  });

  it('sorts from the header, from the keyboard too, and writes the sort to the URL', async () => {
    const user = userEvent.setup();
    const { router } = renderGrid();
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    const header = screen.getAllByRole('columnheader').find((h) => h.textContent?.includes('Id'));
    if (!header) throw new Error('no Id header');
    // antd reads keyCode, which happy-dom's KeyboardEvent does not fill in from user-event.
    expect(header).toHaveAttribute('tabindex', '0');
    fireEvent.keyDown(header, { key: 'Enter', keyCode: 13 });
    await waitFor(() => expect(search(router).get('sort')).toBe('id,asc'));
    await waitFor(() => expect(document.querySelector('.ant-spin-spinning')).toBeNull());
    await user.click(header);
    await waitFor(() => expect(search(router).get('sort')).toBe('id,desc'));
    await waitFor(() => expect(screen.getByText('Car 95')).toBeInTheDocument());
  });

  it('remembers the chosen columns under the grid\u2019s own key', async () => {
    const user = userEvent.setup();
    const first = renderGrid();
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    await user.click(screen.getByRole('button', { name: /Columns/ }));
    await user.click(await screen.findByRole('checkbox', { name: 'City' }));
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: 'City' })).not.toBeInTheDocument());
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.gridColumns('cars')) ?? 'null')).toEqual(['id', 'name']);
    first.unmount();

    renderGrid();
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(screen.queryByRole('columnheader', { name: 'City' })).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Name/ })).toBeInTheDocument();
  });

  it('caps the selection at 25 with SPEC\u2019s warning and blocks the 26th', async () => {
    const user = userEvent.setup();
    const run = vi.fn<(rows: Car[]) => Promise<void>>(async () => undefined);
    const batch: BatchAction<Car>[] = [{ key: 'move', label: 'Bulk move', run }];
    renderGrid({ batchActions: batch }, '/?size=30');
    await waitFor(() => expect(bodyRows()).toHaveLength(30));

    await user.click(screen.getByRole('checkbox', { name: /select all/i }));
    expect(await screen.findByText('Maximum allowed inventories for bulk action is 25')).toBeInTheDocument();
    expect(screen.getByText('25 selected')).toBeInTheDocument();

    const rowBoxes = [...bodyRows()].map((row) => within(row as HTMLElement).getByRole('checkbox'));
    const unchecked = rowBoxes.find((box) => !(box as HTMLInputElement).checked);
    if (!unchecked) throw new Error('expected an unchecked row');
    await user.click(unchecked);
    expect(unchecked).not.toBeChecked();
    expect(screen.getByText('25 selected')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Bulk move' }));
    await waitFor(() => expect(run).toHaveBeenCalledOnce());
    expect(run.mock.calls[0]?.[0]).toHaveLength(25);
    await waitFor(() => expect(screen.getByText('0 selected')).toBeInTheDocument());
  });

  it('exports the whole filtered set as CSV with formula cells escaped', async () => {
    const user = userEvent.setup();
    const api = server();
    const blobs: Blob[] = [];
    const create = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      if (blob instanceof Blob) blobs.push(blob);
      return 'blob:test';
    });
    renderGrid({ fetchAll: api.fetchAll }, '/?f.city=Delhi');
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    await user.click(screen.getByRole('button', { name: /Export CSV/ }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    const text = (await blobs[0]?.text())?.replace(/^\uFEFF/, '') ?? '';
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('Id,Name,City');
    expect(lines).toHaveLength(1 + 48); // every Delhi car, not just the page
    expect(lines[1]).toBe(`1,"'=HYPERLINK(""evil"")",Delhi`);
    create.mockRestore();
  });

  it('applies filters to the URL, resets the page, and saves them as a named search', async () => {
    const user = userEvent.setup();
    const { router } = renderGrid({}, '/?page=3');
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    await user.click(screen.getByRole('combobox', { name: 'City' }));
    await user.click(await screen.findByTitle('Pune'));
    await user.click(screen.getByRole('button', { name: /Search/ }));
    await waitFor(() => expect(search(router).get('f.city')).toBe('Pune'));
    expect(search(router).get('page')).toBeNull();

    // The router commits the URL before React re-renders (a transition); wait for the UI.
    const save = screen.getByRole('button', { name: 'Save search' });
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    await user.type(await screen.findByRole('textbox', { name: 'Search name' }), 'Pune cars{Enter}');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.savedSearches('cars')) ?? '[]')).toEqual([
      { name: 'Pune cars', filters: { city: 'Pune' } },
    ]);
  });

  it('shows the empty state and, on failure, an error with a retry', async () => {
    const user = userEvent.setup();
    renderGrid({ fetchPage: async () => [], fetchCount: async () => 0 });
    expect(await screen.findByText('No records found')).toBeInTheDocument();

    let fail = true;
    renderGrid({
      fetchPage: async () => {
        if (fail) throw new Error('down');
        return CARS.slice(0, 10);
      },
    });
    expect(await screen.findByText('The list could not be loaded.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByText('Car 02')).toBeInTheDocument());
  });
});
