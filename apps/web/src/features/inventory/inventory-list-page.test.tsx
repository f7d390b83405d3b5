import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inventoryEndpoints as api } from '@b2c/contracts';
import { MESSAGES } from '@b2c/domain';
import { renderWithProviders } from '../../testing/render-with-providers.tsx';
import { fakeAccess } from '../../testing/fake-session.ts';
import { InventoryListPage } from './inventory-list-page.tsx';
import { answer, callsTo, fakeApi, type EndpointHandler } from '../../testing/fake-api.ts';
import { fakeCar } from '../../testing/factories.ts';

const CARS = Array.from({ length: 30 }, (_, i) =>
  fakeCar({
    id: i + 1,
    appointmentId: `1000000${String(i).padStart(4, '0')}`,
    registrationNumber: `MH01AA${1000 + i}`,
  }),
);

const grid = (batch: EndpointHandler<typeof api.batch> = () => undefined) =>
  fakeApi(
    answer(api.list, (c) => ({ body: CARS.slice(0, Number(c.query.get('size'))) })),
    answer(api.count, { body: { count: 10_000, exact: false, cap: 10_000 } }),
    answer(api.batch, batch),
  );

const toast = (text: string) => screen.findByText(text, { selector: '.ant-message *' }, { timeout: 5000 });
const rowCheckbox = (reg: string) =>
  within(screen.getByRole('cell', { name: reg }).closest('tr')!).getByRole('checkbox');

describe('InventoryListPage', () => {
  it('says "about 10,000+" when the count is capped, and asks with the search pair', async () => {
    const calls = grid();
    renderWithProviders(<InventoryListPage />, { access: fakeAccess(), url: '/?f.searchValue=MH01AA1000' });
    expect(await screen.findByText('1-10 of about 10,000+', {}, { timeout: 8000 })).toBeInTheDocument();
    const list = callsTo(calls, api.list)[0]!;
    expect(list.query.get('searchKey')).toBe('registrationNumber');
    expect(list.query.get('searchValue')).toBe('MH01AA1000');
  });

  it("warns with SPEC's message past 25 selected rows and keeps 25", async () => {
    const user = userEvent.setup();
    grid();
    renderWithProviders(<InventoryListPage />, { access: fakeAccess(), url: '/?size=30' });
    await screen.findByRole('cell', { name: 'MH01AA1029' }, { timeout: 8000 });
    await user.click(screen.getAllByRole('checkbox', { name: /select all/i })[0]!);
    expect(await toast(MESSAGES.batchActionLimit)).toBeInTheDocument();
    expect(screen.getByText('25 selected')).toBeInTheDocument();
  });

  it("runs a batch action on 3 rows and shows each row's outcome, counted alike in the toast", async () => {
    const user = userEvent.setup();
    const calls = grid((c) => {
      const items = (c.body as { items: { appointmentId: string }[] }).items;
      return {
        body: items.map((it, i) => ({
          id: i + 1,
          appointmentId: it.appointmentId,
          success: i < 2,
          message: [
            'Publish status updated: Unpublished',
            'Publish status change sent for approval',
            'is not published.',
          ][i],
          version: 4,
          pendingActionId: i === 1 ? 9 : null,
        })),
      };
    });
    renderWithProviders(<InventoryListPage />, { access: fakeAccess() });
    await screen.findByRole('cell', { name: 'MH01AA1000' }, { timeout: 8000 });
    for (const reg of ['MH01AA1000', 'MH01AA1001', 'MH01AA1002']) await user.click(rowCheckbox(reg));
    await user.click(screen.getByRole('button', { name: 'Bulk action…' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByLabelText('Publish status'));
    await user.click(await screen.findByTitle('Unpublish'));
    await user.click(within(dialog).getByRole('button', { name: 'Run' }));
    const results = await within(dialog).findByRole('table');
    // Only the row whose change happened is "Applied"; the toast counts the same three outcomes.
    expect(within(results).getAllByText('Applied')).toHaveLength(1);
    expect(within(results).getByText('Sent for approval')).toBeInTheDocument();
    expect(within(results).getByText('Refused')).toBeInTheDocument();
    expect(await toast('1 of 3 applied, 1 sent for approval, 1 refused')).toBeInTheDocument();
    const sent = callsTo(calls, api.batch)[0]!.body as { action: string; items: object[] };
    expect(sent.action).toBe('PUBLISH_STATUS');
    expect(sent.items).toEqual(
      [0, 1, 2].map((i) => ({ appointmentId: CARS[i]!.appointmentId, publishStatus: 'UNPUBLISH', version: 3 })),
    );
  });

  it("shows the message of an id-0 entry as the whole request's failure", async () => {
    const user = userEvent.setup();
    grid(() => ({
      body: [
        {
          id: 0,
          appointmentId: null,
          success: false,
          message: 'You need the UPDATE_INVENTORY permission for this action.',
          version: null,
          pendingActionId: null,
        },
      ],
    }));
    renderWithProviders(<InventoryListPage />, { access: fakeAccess() });
    await screen.findByRole('cell', { name: 'MH01AA1000' }, { timeout: 8000 });
    await user.click(rowCheckbox('MH01AA1000'));
    await user.click(screen.getByRole('button', { name: 'Bulk action…' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByLabelText('Action'));
    await user.click(await screen.findByTitle('Mark as sold'));
    await user.click(within(dialog).getByRole('button', { name: 'Run' }));
    expect(await toast('You need the UPDATE_INVENTORY permission for this action.')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).queryByRole('table')).not.toBeInTheDocument());
  });
});
