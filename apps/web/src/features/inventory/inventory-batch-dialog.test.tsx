import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inventoryEndpoints as api } from '@b2c/contracts';
import { renderWithProviders } from '../../testing/render-with-providers.tsx';
import { fakeAccess } from '../../testing/fake-session.ts';
import { answer, callsTo, fakeApi } from '../../testing/fake-api.ts';
import { fakeCar } from '../../testing/factories.ts';
import { InventoryBatchDialog } from './inventory-batch-dialog.tsx';
import { batchPreview } from './inventory-batch-preview.ts';

const CARS = [
  fakeCar({ id: 1, appointmentId: '10000001', publishStatus: 'PUBLISHED' }),
  fakeCar({ id: 2, appointmentId: '10000002', publishStatus: 'PUBLISHED' }),
  fakeCar({ id: 3, appointmentId: '10000003', publishStatus: 'UNPUBLISHED' }),
];

describe('the grid batch action says what it changes before it runs (issue 29)', () => {
  it('shows the change in words once the value is chosen, and sends nothing until Run', async () => {
    const user = userEvent.setup();
    const calls = fakeApi(answer(api.batch, { body: [] }));
    renderWithProviders(<InventoryBatchDialog rows={CARS} onClose={() => undefined} />, { access: fakeAccess() });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('region', { name: 'What running changes' })).toBeNull();
    await user.click(within(dialog).getByLabelText('Publish status'));
    await user.click(await screen.findByTitle('Unpublish'));
    const preview = await within(dialog).findByRole('region', { name: 'What running changes' });
    expect(preview).toHaveTextContent('What running it on the 3 selected cars changes');
    expect(preview).toHaveTextContent('2 cars change status: 2 from Published to Unpublished');
    expect(preview).toHaveTextContent('1 row changes nothing');
    expect(callsTo(calls, api.batch)).toHaveLength(0);
  });

  it('counts the cars that change and those that stay, in the upload preview’s words', () => {
    expect(batchPreview('PUBLISH_STATUS', { publishStatus: 'UNPUBLISH' }, CARS)).toEqual([
      { text: '2 cars change status: 2 from Published to Unpublished', warning: false },
      { text: '1 row changes nothing', warning: false },
    ]);
    expect(batchPreview('PUBLISH_STATUS', { publishStatus: 'PERMANENT_DELISTING' }, CARS)?.[0]?.warning).toBe(true);
    expect(batchPreview('TYPE', {}, CARS)).toBeNull();
    expect(batchPreview('SOLD', {}, [...CARS, fakeCar({ id: 4, sold: true })])).toEqual([
      { text: '3 cars are marked sold', warning: true },
      { text: '1 car is sold already', warning: false },
    ]);
  });
});
