import { describe, expect, it } from 'vitest';
import { inventoryEndpoints as api } from '@b2c/contracts';
import { answer, callsTo, fakeApi, queryOf } from '../../testing/fake-api.ts';
import { fakeCar } from '../../testing/factories.ts';
import { fetchInventoryPage } from './inventory-api.ts';

/** Keyset paging (issue 12): the next page is asked for after the previous page's cursor, not by number. */
describe('fetchInventoryPage', () => {
  const request = { page: 0, size: 2, filters: { status: 'READY_FOR_SALE' } };

  it('sends the cursor the previous page gave, and goes by number when it has none', async () => {
    const calls = fakeApi(
      answer(api.list, (c) => ({
        body: [fakeCar({ id: 1 }), fakeCar({ id: 2 })],
        beside: { next: `after-page-${c.query.get('page')}` },
      })),
    );
    await fetchInventoryPage(request);
    await fetchInventoryPage({ ...request, page: 1 });
    await fetchInventoryPage({ ...request, page: 5 });
    await fetchInventoryPage({ ...request, page: 1, filters: { status: 'BOOKED' } });
    const sent = callsTo(calls, api.list).map(queryOf);
    expect(sent[0]).not.toHaveProperty('after');
    expect(sent[1]).toMatchObject({ page: '1', after: 'after-page-0' });
    expect(sent[2]).not.toHaveProperty('after');
    expect(sent[3]).not.toHaveProperty('after');
  });
});
