import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '@b2c/domain';
import { renderWithProviders } from '../../testing/render-with-providers.tsx';
import { asPhone } from '../../testing/viewport.ts';
import { DataGrid } from './data-grid.tsx';
import type { GridColumn, LocalDataGridProps } from './data-grid-types.ts';

interface Member {
  id: number;
  name: string;
  seat: number | null;
}

// Out of order on purpose, with an empty seat: the grid sorts them itself.
const MEMBERS: Member[] = Array.from({ length: 23 }, (_, i) => ({
  id: i + 1,
  name: `Member ${String(23 - i).padStart(2, '0')}`,
  seat: i === 4 ? null : (i * 7) % 23,
}));

const columns: GridColumn<Member>[] = [
  { key: 'name', title: 'Name', sortable: true },
  { key: 'seat', title: 'Seat', sortable: true },
  { key: 'id', title: 'Id' },
];

const renderGrid = (props: Partial<LocalDataGridProps<Member>> = {}) =>
  renderWithProviders(
    <DataGrid<Member>
      gridKey="members"
      aria-label="Members"
      columns={columns}
      rowKey={(m) => m.id}
      rows={MEMBERS}
      {...props}
    />,
  );

const table = () => screen.getByRole('table', { name: 'Members' });
/** The text of column `i` in each body row (antd adds a hidden measuring row, left out here). */
const cells = (i: number) =>
  [...table().querySelectorAll('tbody tr.ant-table-row')].map((r) => r.querySelectorAll('td')[i]!.textContent);
const names = () => cells(0);
const seats = () => cells(1);
const header = (title: string) => {
  const found = screen.getAllByRole('columnheader').find((h) => h.textContent === title);
  if (!found) throw new Error(`no ${title} header`);
  return found;
};
const headers = () => [...table().querySelectorAll('thead th')].map((h) => h.textContent).filter((t) => t !== '');

afterEach(() => vi.restoreAllMocks());

describe('DataGrid over rows already in the browser', () => {
  it('pages the rows itself, ten at a time unless told, and leaves the URL alone', async () => {
    const user = userEvent.setup();
    const { router } = renderGrid();
    expect(names()).toHaveLength(10);
    expect(screen.getByText('1-10 of 23')).toBeInTheDocument();
    await user.click(screen.getByTitle('3'));
    expect(names()).toEqual(['Member 03', 'Member 02', 'Member 01']);
    expect(router.state.location.search).toBe('');
  });

  it('sorts by a column’s value from its header, empty cells last either way, and back to page one', async () => {
    const user = userEvent.setup();
    renderGrid();
    await user.click(screen.getByTitle('2'));
    await user.click(header('Name'));
    expect(names().slice(0, 2)).toEqual(['Member 01', 'Member 02']);
    await user.click(header('Seat'));
    expect(seats().slice(0, 3)).toEqual(['0', '1', '2']);
    await user.click(header('Seat'));
    expect(seats().slice(0, 2)).toEqual(['22', '21']);
    await user.click(screen.getByTitle('3'));
    expect(seats().at(-1)).toBe('');
  });

  it('remembers the chosen columns under its own key, across a remount', async () => {
    const user = userEvent.setup();
    const first = renderGrid();
    await user.click(screen.getByRole('button', { name: /Columns/ }));
    await user.click(await screen.findByRole('checkbox', { name: 'Seat' }));
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.gridColumns('members')) ?? '[]')).toEqual(['name', 'id']);
    first.unmount();
    renderGrid();
    expect(headers()).toEqual(['Name', 'Id']);
  });

  it('has no pager for a list that fits one page, and says its own empty words', () => {
    const { unmount } = renderGrid({ rows: MEMBERS.slice(0, 4) });
    expect(names()).toHaveLength(4);
    expect(screen.queryByText(/of 4/)).not.toBeInTheDocument();
    unmount();
    renderGrid({ rows: [], emptyText: 'Nobody yet.' });
    expect(screen.getByText('Nobody yet.')).toBeInTheDocument();
  });

  it('says why the rows could not be read, with Retry', async () => {
    const retry = vi.fn();
    renderGrid({ rows: undefined, error: new Error('boom'), onRetry: retry });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('exports every row, sorted, with the visible columns', async () => {
    const user = userEvent.setup();
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      if (blob instanceof Blob) blobs.push(blob);
      return 'blob:test';
    });
    renderGrid({ exportFileName: 'members' });
    await user.click(header('Name'));
    await user.click(screen.getByRole('button', { name: /Export CSV/ }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    const lines = ((await blobs[0]?.text()) ?? '').replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Name,Seat,Id');
    expect(lines).toHaveLength(1 + 23);
    expect(lines[1]).toBe('Member 01,16,23');
  });

  it('shows one card a row on a phone, the list named like the table', () => {
    asPhone();
    renderGrid();
    const cards = screen.getByRole('list', { name: 'Members' });
    expect(within(cards).getAllByRole('listitem')).toHaveLength(10);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
