import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inventoryEndpoints as api } from '@b2c/contracts';
import { renderWithProviders } from '../../testing/render-with-providers.tsx';
import { fakeAccess } from '../../testing/fake-session.ts';
import { answer, callsTo, errorAnswer, fakeApi, fileAnswer, type FakeAnswer } from '../../testing/fake-api.ts';
import { fakeCar } from '../../testing/factories.ts';
import { InventoryListPage } from './inventory-list-page.tsx';

// Issue 30: "Export CSV" on the inventory grid asks the server for the file instead of reading the grid
// page after page in the browser.
const CARS = Array.from({ length: 3 }, (_, i) =>
  fakeCar({ id: i + 1, appointmentId: `1000000000${i}`, registrationNumber: `MH01AA100${i}` }),
);
/** What the server streams: a quoted remark on two lines is one row, not two. */
const CSV = [
  'Appointment ID,Registration number,Vehicle',
  '10000000000,MH01AA1000,Toyota Corolla',
  '10000000001,MH01AA1001,"Honda City\r\nsecond line"',
  '10000000002,MH01AA1002,Maruti Swift',
  '',
].join('\r\n');

const grid = (exported: FakeAnswer) =>
  fakeApi(
    answer(api.list, { body: CARS }),
    answer(api.count, { body: { count: 3, exact: true, cap: 10_000 } }),
    answer(api.export, exported),
  );
const saved = () => {
  const blobs: Blob[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    if (blob instanceof Blob) blobs.push(blob);
    return 'blob:test';
  });
  return blobs;
};
afterEach(() => vi.restoreAllMocks());
const toast = (text: string) => screen.findByText(text, { selector: '.ant-message *' }, { timeout: 8000 });

describe('the inventory CSV export', () => {
  it("asks the server with the grid's filters, sort and visible columns, saves its file and counts its rows", async () => {
    const user = userEvent.setup();
    const calls = grid(fileAnswer(CSV, 'inventory-IN-CAR.csv'));
    const files = saved();
    renderWithProviders(<InventoryListPage />, {
      access: fakeAccess(),
      url: '/?f.status=READY_FOR_SALE&f.searchValue=MH01&sort=year,asc',
    });
    await screen.findByRole('cell', { name: 'MH01AA1000' }, { timeout: 8000 });
    await user.click(screen.getByRole('button', { name: /Export CSV/ }));
    expect(await toast('Exported 3 rows.')).toBeInTheDocument();

    const [sent] = callsTo(calls, api.export);
    expect(Object.fromEntries(sent!.query)).toMatchObject({
      status: 'READY_FOR_SALE',
      searchKey: 'registrationNumber',
      searchValue: 'MH01',
      sort: 'year,asc',
    });
    const columns = sent!.query.get('columns')!.split(',');
    // The visible columns, in the grid's order; hidden-by-default ones (chassis number) are not asked for.
    expect(columns.slice(0, 2)).toEqual(['appointmentId', 'registrationNumber']);
    expect(columns).not.toContain('chassisNumber');
    expect(columns).toContain('updatedAt');
    // The server's file as it came, behind one byte-order mark so Excel reads it as UTF-8.
    expect(files).toHaveLength(1);
    expect(await files[0]!.text()).toBe(`\uFEFF${CSV}`);
    // Nothing read page after page in the browser (it read 100-row pages before).
    expect(callsTo(calls, api.list).map((c) => c.query.get('size'))).not.toContain('100');
  });

  it("says the server's refusal of a set too large, and saves nothing", async () => {
    const user = userEvent.setup();
    const refusal =
      'An export holds at most 200,000 cars and these filters select more. Narrow the filters (the updated dates, the status or the location) and export again.';
    grid(errorAnswer(400, refusal));
    const files = saved();
    renderWithProviders(<InventoryListPage />, { access: fakeAccess() });
    await screen.findByRole('cell', { name: 'MH01AA1000' }, { timeout: 8000 });
    await user.click(screen.getByRole('button', { name: /Export CSV/ }));
    expect(await toast(refusal)).toBeInTheDocument();
    expect(files).toHaveLength(0);
    expect(screen.getByRole('button', { name: /Export CSV/ })).toBeEnabled();
  });
});
