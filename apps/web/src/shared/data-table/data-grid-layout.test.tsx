import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Select } from 'antd';
import { renderWithProviders } from '../../testing/render-with-providers.tsx';
import { formName } from '../forms/form-name.ts';
import { DataGrid } from './data-grid.tsx';
import type { GridFilterField } from './data-grid-types.ts';

interface Car {
  id: number;
  plate: string;
  status: string;
  vendor: string;
}

const CARS: Car[] = Array.from({ length: 12 }, (_, i) => ({
  id: i + 1,
  plate: `MH12AB${1000 + i}`,
  status: i % 2 ? 'READY' : 'SOLD',
  vendor: 'Porter',
}));

const options = (...values: string[]) => values.map((v) => ({ value: v, label: `${v[0]}${v.slice(1).toLowerCase()}` }));

/** Fourteen filters, as the inventory grid has: only the search pair stays in view. */
const FILTERS: GridFilterField[] = [
  { name: 'plate', label: 'Plate', type: 'text', primary: true },
  { name: 'status', label: 'Status', type: 'select', options: options('READY', 'SOLD') },
  { name: 'vendor', label: 'Vendor', type: 'select', options: options('PORTER') },
  ...Array.from({ length: 11 }, (_, i): GridFilterField => ({ name: `extra${i}`, label: `Extra ${i}`, type: 'text' })),
];

const renderGrid = (url = '/', extra: ReactNode = null) =>
  renderWithProviders(
    <>
      <DataGrid<Car>
        gridKey="cars"
        columns={[
          { key: 'plate', title: 'Plate' },
          { key: 'status', title: 'Status' },
          { key: 'vendor', title: 'Vendor' },
        ]}
        rowKey={(c) => c.id}
        fetchPage={async (r) => CARS.slice(r.page * r.size, (r.page + 1) * r.size)}
        fetchCount={async () => CARS.length}
        filters={FILTERS}
      />
      {extra}
    </>,
    { url },
  );

/** A phone: every `max-width` query up to 575 px matches. */
const asPhone = () =>
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: /max-width: 575px/.test(query),
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );

afterEach(() => vi.restoreAllMocks());

describe('DataGrid layout', () => {
  it('folds all but the search box under "More filters" and shows applied filters as removable tags', async () => {
    const user = userEvent.setup();
    const { router } = renderGrid('/?f.plate=MH12&f.status=SOLD');
    const bar = await screen.findByRole('search', { name: 'Filters' });
    expect(within(bar).getByRole('textbox', { name: 'Plate' })).toBeVisible();
    expect(within(bar).queryByRole('combobox', { name: 'Status' })).not.toBeInTheDocument();
    // Issue 30: folded fields are not built until first unfolded (they were most of a phone's first render).
    expect(document.getElementById('filters-cars_status')).toBeNull();
    expect(document.getElementById('filters-cars_extra0')).toBeNull();
    const more = within(bar).getByRole('button', { name: /More filters \(1\)/ });
    expect(more).toHaveAttribute('aria-expanded', 'false');

    // Folded filters applied are tags with the option's label, not its code; the search box shows its own.
    const tags = screen.getByRole('list', { name: 'Active filters' });
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((t) => t.textContent),
    ).toEqual(['Status: Sold']);
    expect(within(bar).getByRole('textbox', { name: 'Plate' })).toHaveValue('MH12');

    await user.click(more);
    expect(within(bar).getByRole('combobox', { name: 'Status' })).toBeInTheDocument();
    // Built late, the folded field still shows the URL's value.
    expect(within(bar).getByTitle('Sold')).toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: /Fewer filters/ })).toHaveAttribute('aria-expanded', 'true');

    await user.click(within(tags).getByRole('button', { name: 'Remove filter Status: Sold' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('f.status')).toBeNull());
    expect(new URLSearchParams(router.state.location.search).get('f.plate')).toBe('MH12');
  });

  it('keeps a folded filter when searching from the search box', async () => {
    const user = userEvent.setup();
    const { router } = renderGrid('/?f.status=SOLD');
    const plate = await screen.findByRole('textbox', { name: 'Plate' });
    await user.type(plate, 'MH{Enter}');
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('f.plate')).toBe('MH'));
    expect(new URLSearchParams(router.state.location.search).get('f.status')).toBe('SOLD');
  });

  it('gives every element a unique id: the filter bar beside a dialog form with the same field names', async () => {
    const Dialog = () => (
      <Form name={formName('Assign vendor')}>
        <Form.Item name="vendor" label="Vendor">
          <Select options={options('PORTER')} />
        </Form.Item>
      </Form>
    );
    renderGrid('/', <Dialog />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /More filters/ }));
    const ids = [...document.querySelectorAll('form [id]')].map((e) => e.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    // Each label points at its own field.
    expect(screen.getAllByRole('combobox', { name: 'Vendor' })).toHaveLength(2);
    expect(document.getElementById('filters-cars_vendor')).not.toBeNull();
    expect(document.getElementById('assign-vendor_vendor')).not.toBeNull();
  });

  it('shows rows as cards on a phone: the first column as title, the others as label and value', async () => {
    asPhone();
    renderGrid();
    const cards = await screen.findByRole('list', { name: 'Rows' });
    await waitFor(() => expect(within(cards).getAllByRole('listitem')).toHaveLength(10));
    const first = within(cards).getAllByRole('listitem')[0]!;
    expect(first).toHaveTextContent('MH12AB1000');
    expect([...first.querySelectorAll('dt')].map((d) => d.textContent)).toEqual(['Status', 'Vendor']);
    expect([...first.querySelectorAll('dd')].map((d) => d.textContent)).toEqual(['SOLD', 'Porter']);
    expect(document.querySelector('table')).toBeNull();
  });

  it('shows no list on a phone when there are no rows, only the empty text (axe: a list needs items)', async () => {
    asPhone();
    renderWithProviders(
      <DataGrid<Car>
        gridKey="none"
        aria-label="Past cars"
        columns={[{ key: 'plate', title: 'Plate' }]}
        rowKey={(c) => c.id}
        rows={[]}
        emptyText="No past cars."
      />,
    );
    expect(await screen.findByText('No past cars.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Past cars' })).toBeNull();
  });
});
