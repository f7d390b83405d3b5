import fc from 'fast-check';
import type { z } from 'zod';
import { INVENTORY_ACTION_BODIES } from '@b2c/contracts';
import { normalizeIdentifier } from '@b2c/domain';
import { makers, nextUnique, type FuzzRecords } from './fuzz-records.ts';
import type { OperationFixture, Values } from './operation-fixtures.ts';

/** Fixtures of the inventory, movement and document operations: cars in the state each step needs. */
const actionBody = (query: Values) =>
  INVENTORY_ACTION_BODIES[query.action as keyof typeof INVENTORY_ACTION_BODIES] as z.ZodType | undefined;

export function inventoryFixtures(r: FuzzRecords): Record<string, OperationFixture> {
  const make = makers(r);
  const versionOf =
    (table: string, column = 'id') =>
    async (params: Values) =>
      (await r.one<{ version: number }>(`SELECT version FROM ${table} WHERE ${column} = $1`, [params.id])).version;
  const aptVersion = versionOf('inventory', 'appointment_id');
  const movementVersion = async (params: Values) =>
    (
      await r.one<{ version: number }>(
        'SELECT version FROM inventory_movements WHERE inventory_id = $1 ORDER BY id DESC LIMIT 1',
        [params.id],
      )
    ).version;
  const carWithMovement = async () => {
    const car = await make.car();
    const res = await r.t.app.inject({
      method: 'POST',
      url: `/api/inventory/${car.id}/movement`,
      headers: r.headers,
      payload: {
        version: car.version,
        toLocationCode: r.locationCodes.find((c) => c !== car.locationCode),
        requestType: 'INTERNAL',
        pickupOption: 'DROP_AT_HUB',
        requestedPickupDate: r.day,
        // Spread over the day's slots: each takes 10 pickups a location.
        slot: r.slotCodes[(pickups += 1) % r.slotCodes.length],
      },
    });
    if (res.statusCode >= 300) throw new Error(`fuzz fixture: pickup request ${res.statusCode} ${res.body}`);
    return car;
  };
  /** A car whose pickup has started: what a stock-in scan at the destination finds. */
  const carOnTheWay = async () => {
    const car = await carWithMovement();
    const vendor = await r.t.app.inject({
      method: 'POST',
      url: `/api/inventory/${car.id}/logistic`,
      headers: r.headers,
      payload: { version: await movementVersion({ id: car.id }), vendor: 'IN_HOUSE' },
    });
    if (vendor.statusCode >= 300) throw new Error(`fuzz fixture: vendor ${vendor.statusCode} ${vendor.body}`);
    const res = await r.t.app.inject({
      method: 'PUT',
      url: `/api/inventory/${car.id}/movement?action=TRIP_START`,
      headers: r.headers,
      payload: { version: await movementVersion({ id: car.id }) },
    });
    if (res.statusCode >= 300) throw new Error(`fuzz fixture: trip start ${res.statusCode} ${res.body}`);
    return car;
  };
  const standsAt = async (id: unknown) =>
    (await r.one<{ code: string }>('SELECT location_code AS code FROM inventory WHERE id = $1', [id])).code;
  const destinationOf = async (column: string, value: unknown) =>
    (
      await r.one<{ code: string }>(
        `SELECT m.to_location_code AS code FROM inventory_movements m JOIN inventory i ON i.id = m.inventory_id
         WHERE i.${column} = $1 AND NOT m.complete ORDER BY m.id DESC LIMIT 1`,
        [value],
      )
    ).code;
  let pickups = 0;
  return {
    'POST /api/inventory/apt-:id': {
      params: async () => ({ id: (await make.car()).appointmentId }),
      version: aptVersion,
      body: actionBody,
      readBack: (p) => `/api/inventory/v2/apt-${String(p.id)}`,
    },
    'POST /api/inventory/:id': {
      params: async () => ({ id: (await make.car()).id }),
      version: versionOf('inventory'),
      body: actionBody,
    },
    // The one numeric field, the one a server could round or clamp; the code fields take codes only.
    'PUT /api/inventory/apt-:id/:x/update': {
      params: async () => ({ id: (await make.car()).appointmentId, x: 'avgMarketPrice' }),
      known: {
        value: fc.oneof(
          fc.constant(null),
          fc.integer({ min: 1, max: 10_000_000_00 }).map((n) => n / 100),
        ),
      },
      version: aptVersion,
      readBack: (p) => `/api/inventory/v2/apt-${String(p.id)}`,
      expectedStored: (body) => ({ avgMarketPrice: body.value }),
    },
    'PUT /api/inventory/apt-:id/registration-number': {
      params: async () => ({ id: (await make.car()).appointmentId }),
      version: aptVersion,
      known: { registrationNumber: fc.constant(null).map(() => `KA01FZ${nextUnique().slice(-4)}`) },
      // An identifier is stored in its canonical form (domain `normalizeIdentifier`: upper case, no
      // spaces or line breaks), so "ka 01 ab 1234" finds KA01AB1234: a documented rule, not a silent one.
      expectedStored: (body) => ({ ...body, registrationNumber: normalizeIdentifier(String(body.registrationNumber)) }),
    },
    'POST /api/admin-utils/inventory/apt-:id/hard-refresh': {
      params: async () => ({ id: (await make.car()).appointmentId }),
      version: aptVersion,
    },
    'POST /api/inventory/:id/movement': {
      params: async () => ({ id: (await make.car()).id }),
      // A pickup starts where the car stands.
      fields: async (p) => ({ fromLocationCode: await standsAt(p.id) }),
      version: versionOf('inventory'),
    },
    'PUT /api/inventory/:id/movement': {
      params: async () => ({ id: (await carWithMovement()).id }),
      version: movementVersion,
    },
    'PUT /api/inventory/:id/movement/refresh': {
      params: async () => ({ id: (await carWithMovement()).id }),
      version: movementVersion,
    },
    'PUT /api/inventory/:id/movement-update': {
      params: async () => ({ id: (await carWithMovement()).id }),
      version: movementVersion,
    },
    'PUT /api/inventory/:id/update/movement-details': {
      params: async () => ({ id: (await carWithMovement()).id }),
      version: movementVersion,
    },
    'PUT /api/inventory/:id/next-hop': {
      params: async () => ({ id: (await carWithMovement()).id }),
      version: movementVersion,
    },
    'POST /api/inventory/:id/logistic': {
      params: async () => ({ id: (await carWithMovement()).id }),
      version: movementVersion,
    },
    'PUT /api/inventory/apt-:id/reschedule': {
      params: async () => ({ id: (await carWithMovement()).appointmentId }),
      version: async (p) =>
        (
          await r.one<{ version: number }>(
            'SELECT version FROM inventory_movements WHERE appointment_id = $1 ORDER BY id DESC LIMIT 1',
            [p.id],
          )
        ).version,
    },
    // A scan stocks in a car at the end of its pickup: at its destination.
    'POST /api/inventory/reg-:value': {
      params: async () => ({ value: (await carOnTheWay()).registrationNumber }),
      fields: async (p) => ({ locationCode: await destinationOf('registration_number', p.value) }),
    },
    'POST /api/inventory/chassis-:value': {
      params: async () => ({ value: (await carOnTheWay()).chassisNumber }),
      fields: async (p) => ({ locationCode: await destinationOf('chassis_number', p.value) }),
    },
    'PUT /api/inventory/asset/apt-:id/:type': {
      params: async () => ({ id: (await make.document()).appointmentId, type: 'RC' }),
      version: async (p) =>
        (await r.one<{ version: number }>('SELECT version FROM documents WHERE appointment_id = $1', [p.id])).version,
    },
  };
}
