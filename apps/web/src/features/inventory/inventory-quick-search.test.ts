import { describe, expect, it } from 'vitest';
import { inventoryEndpoints } from '@b2c/contracts';
import { answer, callsTo, fakeApi, queryOf } from '../../testing/fake-api.ts';
import { fakeCar } from '../../testing/factories.ts';
import { resolveVehicle } from './inventory-quick-search.tsx';

const KEYS = ['registrationNumber', 'chassisNumber'] as const;

describe('header quick search', () => {
  it('asks the search lists for a registration and never the appointment lookup (no 404 in the log)', async () => {
    const car = fakeCar({ appointmentId: '10000000022', registrationNumber: 'MH12AB1234' });
    const calls = fakeApi(
      answer(inventoryEndpoints.list, (c) => ({ body: queryOf(c).searchKey === 'registrationNumber' ? [car] : [] })),
    );
    expect(await resolveVehicle('mh12 ab1234', KEYS)).toBe('/inventory/10000000022');
    expect(callsTo(calls, inventoryEndpoints.get)).toEqual([]);
  });

  it('looks a value of digits up as an appointment id only when no search key found it', async () => {
    const calls = fakeApi(
      answer(inventoryEndpoints.list, { body: [] }),
      answer(inventoryEndpoints.get, (c) => ({ body: fakeCar({ appointmentId: c.params.id }) })),
    );
    expect(await resolveVehicle('10000000047', KEYS)).toBe('/inventory/10000000047');
    expect(callsTo(calls, inventoryEndpoints.get)).toHaveLength(1);
    expect(await resolveVehicle('ZZ99', KEYS)).toBeNull();
    expect(callsTo(calls, inventoryEndpoints.get)).toHaveLength(1);
  });
});
