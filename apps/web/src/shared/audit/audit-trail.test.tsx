import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { auditLogEndpoints, type AuditLogEntry } from '@b2c/contracts';
import { answer, callsTo, fakeApi, queryOf } from '../../testing/fake-api.ts';
import { renderWithProviders } from '../../testing/render-with-providers.tsx';
import { isGridStartingWith } from '../data-table/grid-keys.ts';
import { AuditTrail, auditGridKey } from './audit-trail.tsx';

const trail = auditLogEndpoints.storeLocation;
const ENTRY: AuditLogEntry = {
  id: 31,
  entity: 'store_location',
  entityId: '7',
  action: 'UPDATE',
  field: 'holdingPeriodDays',
  oldValue: '14',
  newValue: '21',
  authType: 'USER',
  actor: 'asha',
  createdAt: '2026-01-05T10:00:00Z',
};

describe('AuditTrail', () => {
  it("reads the entity's trail and count by its id and shows each changed field with its actor", async () => {
    const calls = fakeApi(answer(trail.list, { body: [ENTRY] }), answer(trail.count, { body: { count: 1 } }));
    renderWithProviders(<AuditTrail endpoints={trail} id={7} listGridKey="location" />);
    const row = (await screen.findByRole('cell', { name: 'Holding period days' })).closest('tr');
    expect(row).not.toBeNull();
    for (const text of ['Update', '14', '21', 'asha']) expect(within(row!).getByText(text)).toBeTruthy();
    await waitFor(() => expect(callsTo(calls, trail.count)).toHaveLength(1));
    const [list] = callsTo(calls, trail.list);
    expect(list?.params).toEqual({ id: '7' });
    expect(queryOf(list!)).toMatchObject({ page: '0' });
    // The inventory trail is another endpoint pair: nothing went there.
    expect(callsTo(calls, auditLogEndpoints.inventory.list)).toEqual([]);
  });

  it("is keyed after its list grid, so refreshing the list's grids refreshes the trail", async () => {
    fakeApi(answer(trail.list, { body: [ENTRY] }), answer(trail.count, { body: { count: 1 } }));
    const { queryClient } = renderWithProviders(<AuditTrail endpoints={trail} id={7} listGridKey="location" />);
    await screen.findByRole('cell', { name: 'Holding period days' });
    const trailQueries = queryClient.getQueryCache().findAll({ predicate: isGridStartingWith('location') });
    expect(trailQueries.map((q) => q.queryKey[1])).toContain(auditGridKey('location', 7));
    expect(queryClient.getQueryCache().findAll({ predicate: isGridStartingWith('inventory') })).toEqual([]);
  });
});
