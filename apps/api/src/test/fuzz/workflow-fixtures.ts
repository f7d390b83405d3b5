import fc from 'fast-check';
import { insertCarToClean, photograph, cleaningCaller } from '../cleaning-factories.ts';
import { uploadedBulk, csvOf } from '../bulk-factories.ts';
import { insertDriver, insertInventory } from '../factories.ts';
import { nextUnique, type FuzzRecords } from './fuzz-records.ts';
import type { OperationFixture, Values } from './operation-fixtures.ts';

/**
 * Fixtures of operations that act on a record in a given state of its workflow (a cleaning task waiting
 * for review, a key request, an uploaded bulk file, a schedule): each request gets a record made afresh
 * through the API, the way a user would have brought it there.
 */
export function workflowFixtures(r: FuzzRecords, headers: Record<string, string>): Record<string, OperationFixture> {
  const post = async (url: string, payload: unknown, method: 'POST' | 'PUT' = 'POST') => {
    const res = await r.t.app.inject({ method, url, headers, payload: payload as object });
    if (res.statusCode >= 300) throw new Error(`fuzz fixture: ${url} ${res.statusCode} ${res.body.slice(0, 200)}`);
    return (res.json() as { data: Values & { id: number; version: number } }).data;
  };
  const call = cleaningCaller(r.t);
  const newTask = async () => {
    const made = await insertCarToClean(r.t);
    const task = await post('/api/v1/car-cleaning/task', {
      appointmentId: made.car.appointmentId,
      locationCode: made.hub,
    });
    return { task, cleaner: made.cleaner };
  };
  const assignedTask = async () => {
    const { task, cleaner } = await newTask();
    return post(
      `/api/v1/car-cleaning/task/${task.id}/action/ASSIGN`,
      { version: task.version, cleanerId: cleaner.id },
      'PUT',
    );
  };
  const photographedTask = async () => {
    let task: { id: number; version: number } = await assignedTask();
    task = await photograph(r.t, (m, p, b) => call(m, p, b, 'admin'), task, 'BEFORE');
    task = await photograph(r.t, (m, p, b) => call(m, p, b, 'admin'), task, 'AFTER');
    return task;
  };
  const submittedTask = async () => {
    const task = await photographedTask();
    return post(`/api/v1/car-cleaning/task/${task.id}/action/SUBMIT`, { version: task.version }, 'PUT');
  };
  const taskVersion = async (p: Values) =>
    (await r.one<{ version: number }>('SELECT version FROM cleaning_tasks WHERE id = $1', [p.id])).version;

  const keyRequest = async () => {
    const car = await insertInventory(r.t.database.db, {
      locationCode: r.locationCodes[0],
      locationStatus: 'STOCKED_IN',
    });
    return post('/api/v1/asset/key/request', { appointmentId: car.appointmentId });
  };
  const keyVersion = async (p: Values) =>
    (await r.one<{ version: number }>('SELECT version FROM key_requests WHERE id = $1', [p.id])).version;

  const bulk = async () => {
    const file = csvOf(
      ['mobileNumber', 'reason', 'channels', 'expiresOn'],
      [[`98${nextUnique().slice(-8)}`, 'Fuzz drill', 'SMS', '']],
    );
    return uploadedBulk(r.t, headers, 'DND', file, 'dnd.csv');
  };
  const bulkVersion = async (p: Values) =>
    (await r.one<{ version: number }>('SELECT version FROM bulk_requests WHERE id = $1', [p.id])).version;

  const dnd = () =>
    post('/api/user-preference/dnd', {
      mobileNumber: `+9194${nextUnique().slice(-8)}`,
      reason: 'Fuzz drill',
      channels: ['SMS'],
    });
  const dndVersion = async (p: Values) =>
    (await r.one<{ version: number }>('SELECT version FROM dnd_entries WHERE id = $1', [p.id])).version;
  const freeApt = async () =>
    (await insertInventory(r.t.database.db, { locationCode: r.locationCodes[0], locationStatus: 'STOCKED_IN' }))
      .appointmentId;
  const schedule = async () =>
    post('/api/v2/inventory/scheduled-movement', {
      appointmentIds: [await freeApt()],
      fromLocationCode: r.locationCodes[0],
      toLocationCode: r.locationCodes[1],
      vendor: 'IN_HOUSE',
      logisticsMode: 'OWN_TRUCK',
      slot: r.slotCodes[0],
      runDate: r.day,
      runTime: '07:00',
    });
  const slotPlan = async () =>
    r.one<{ id: number; codes: string[] }>(
      "SELECT id, codes FROM slot_definitions WHERE country = 'IN' AND vehicle_type = 'CAR' AND slot_type = 'PICKUP'",
    );
  // HHMM_HHMM codes no plan has yet: one-minute slots just after midnight, unique per request.
  let slotMinute = 0;
  const newSlotCode = fc.constant(null).map(() => {
    const from = (slotMinute += 1) % 58;
    const hhmm = (m: number) => `00${String(m).padStart(2, '0')}`;
    return `${hhmm(from)}_${hhmm(from + 1)}`;
  });

  return {
    'PUT /api/v1/car-cleaning/task/:id/action/ASSIGN': {
      params: async () => ({ id: (await newTask()).task.id }),
      fields: async () => ({
        cleanerId: (await insertDriver(r.t.database.db, { staffType: 'CLEANER', driverType: 'YARD' })).id,
      }),
      version: taskVersion,
    },
    'PUT /api/v1/car-cleaning/task/:id/action/SUBMIT': {
      params: async () => ({ id: (await photographedTask()).id }),
      version: taskVersion,
    },
    'PUT /api/v1/car-cleaning/task/:id/action/APPROVE': {
      params: async () => ({ id: (await submittedTask()).id }),
      version: taskVersion,
    },
    'PUT /api/v1/car-cleaning/task/:id/action/REJECT': {
      params: async () => ({ id: (await submittedTask()).id }),
      version: taskVersion,
    },
    'POST /api/v1/car-cleaning/pre-signed-url': { fields: async () => ({ taskId: (await assignedTask()).id }) },
    'PUT /api/v1/car-cleaning/task/:id/photo/:kind': {
      params: async () => ({ id: (await assignedTask()).id, kind: 'BEFORE' }),
      version: taskVersion,
    },
    'POST /api/v1/asset/key/request': {
      fields: async () => ({ appointmentId: await freeApt(), vinNumber: undefined }),
    },
    'PUT /api/v1/asset/key/request/:id/cancel': {
      params: async () => ({ id: (await keyRequest()).id }),
      version: keyVersion,
    },
    'PUT /api/v1/asset/key/request/:id/action/:action': {
      params: async () => ({ id: (await keyRequest()).id, action: 'READY_TO_BE_PICKED' }),
      version: keyVersion,
    },
    'POST /api/bulk-upload/v2/:id/validate': { params: async () => ({ id: (await bulk()).id }) },
    'POST /api/bulk-upload/v2/:id/apply': { params: async () => ({ id: (await bulk()).id }), version: bulkVersion },
    'PUT /api/bulk-upload/v2/:id/abort': { params: async () => ({ id: (await bulk()).id }) },
    'POST /api/bulk-upload/v2/:id/retry': { params: async () => ({ id: (await bulk()).id }) },
    'POST /api/bulk-upload/v2/:id/rollback': { params: async () => ({ id: (await bulk()).id }) },
    'PUT /api/user-preference/dnd/:id': { params: async () => ({ id: (await dnd()).id }), version: dndVersion },
    'DELETE /api/user-preference/dnd/:id': {
      params: async () => ({ id: (await dnd()).id }),
      version: dndVersion,
    },
    'POST /api/user-preference': { known: { version: fc.constant(undefined) } },
    'POST /api/v2/inventory/scheduled-movement': { fields: async () => ({ appointmentIds: [await freeApt()] }) },
    'PUT /api/v2/inventory/scheduled-movement/:id': {
      params: async () => ({ id: (await schedule()).id }),
      fields: async () => ({ appointmentIds: [await freeApt()] }),
    },
    'PUT /api/v2/inventory/scheduled-movement/:id/cancel': {
      params: async () => ({ id: (await schedule()).id }),
      version: async (p) =>
        (await r.one<{ version: number }>('SELECT version FROM scheduled_movements WHERE id = $1', [p.id])).version,
    },
    'PUT /api/slot/config/:id/node': {
      params: async () => ({ id: (await slotPlan()).id }),
      fields: async () => ({ slotCodes: (await slotPlan()).codes.slice(0, 2), closures: [], capacities: {} }),
      // The location's preference, once it has one (the first save has none).
      version: async (p, body) =>
        (
          await r.one<{ version: number }>(
            'SELECT version FROM slot_node_configs WHERE definition_id = $1 AND location_code = $2',
            [p.id, body.locationCode],
          )
        ).version,
    },
    'POST /api/slot/definition/slots': { known: { code: newSlotCode, slotType: fc.constant('PICKUP') } },
    'PUT /api/slot/definition/slots/:code': {
      params: async () => ({ code: (await slotPlan()).codes[0] }),
      known: { slotType: fc.constant('PICKUP') },
      version: async (p) =>
        (
          await r.one<{ version: number }>(
            "SELECT version FROM slot_definition_slots WHERE country = 'IN' AND vehicle_type = 'CAR' AND slot_type = 'PICKUP' AND code = $1",
            [p.code],
          )
        ).version,
    },
    'PUT /api/fastag/config': {},
  };
}
