import { describe, expect, it } from 'vitest';
import { driverEndpoints, inventoryEndpoints, pathOf } from '@b2c/contracts';
import { call } from '../shared/api/call.ts';
import { fakeCar } from './factories.ts';
import {
  answer,
  callsTo,
  errorAnswer,
  fakeApi,
  queryOf,
  takeContractViolations,
  type RecordedCall,
} from './fake-api.ts';

const recorded = (method: string, path: string): RecordedCall => ({
  method,
  path,
  url: path,
  query: new URLSearchParams(),
  body: undefined,
});

describe('fake API by endpoint', () => {
  it('answers by method and path pattern, also inside a segment, with the parsed params and query', async () => {
    const seen: unknown[] = [];
    const calls = fakeApi(
      answer(inventoryEndpoints.get, (c) => {
        seen.push(c.params);
        return { body: fakeCar({ appointmentId: c.params.id }) };
      }),
      answer(driverEndpoints.list, (c) => ({ body: [], status: c.query.get('page') === '2' ? 200 : 500 })),
    );
    await expect(call(inventoryEndpoints.get, { params: { id: '1007' } })).resolves.toMatchObject({
      appointmentId: '1007',
    });
    await expect(call(driverEndpoints.list, { query: { page: 2 } })).resolves.toEqual([]);
    // A path nobody answers gets the fake's 404, so a wrong path shows.
    await expect(call(driverEndpoints.count)).rejects.toMatchObject({ status: 404 });

    expect(seen).toEqual([{ id: '1007' }]);
    expect(callsTo(calls, inventoryEndpoints.get).map((c) => c.path)).toEqual([
      pathOf(inventoryEndpoints.get.path, { id: '1007' }),
    ]);
    expect(callsTo(calls, driverEndpoints.list).map(queryOf)).toEqual([{ page: '2' }]);
    expect(callsTo(calls, driverEndpoints.count)).toHaveLength(1);
  });

  it('matches the method too and reads params through the endpoint schema (a static sibling is no id)', () => {
    const calls = [
      recorded('POST', pathOf(driverEndpoints.list.path, {})),
      recorded('POST', pathOf(inventoryEndpoints.batch.path, {})),
      recorded('POST', pathOf(inventoryEndpoints.idAction.path, { id: 42 })),
      recorded('POST', pathOf(inventoryEndpoints.aptAction.path, { id: '42' })),
    ];
    expect(callsTo(calls, inventoryEndpoints.idAction).map((c) => c.params)).toEqual([{ id: 42 }]);
    expect(callsTo(calls, inventoryEndpoints.aptAction).map((c) => c.params)).toEqual([{ id: '42' }]);
    expect(callsTo(calls, inventoryEndpoints.batch)).toHaveLength(1);
    expect(callsTo(calls, driverEndpoints.list)).toEqual([]);
    expect(callsTo(calls, driverEndpoints.save)).toHaveLength(1);
  });

  it('fails a 2xx answer outside the endpoint contract and keeps it for the test setup to fail on', async () => {
    fakeApi(answer(driverEndpoints.get, { body: { name: 'no id' } }));
    await expect(call(driverEndpoints.get, { params: { id: 12 } })).rejects.toMatchObject({ status: 0 });
    const violations = takeContractViolations();
    expect(violations).toHaveLength(1);
    expect(violations[0]).toContain(`fake answer to GET ${driverEndpoints.get.path} is outside its contract`);
  });

  it('sends error answers as they are', async () => {
    fakeApi(answer(driverEndpoints.get, errorAnswer(404, 'Driver 12 not found')));
    await expect(call(driverEndpoints.get, { params: { id: 12 } })).rejects.toMatchObject({
      status: 404,
      message: 'Driver 12 not found',
    });
    expect(takeContractViolations()).toEqual([]);
  });
});
