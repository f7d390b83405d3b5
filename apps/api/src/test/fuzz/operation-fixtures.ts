import fc from 'fast-check';
import type { z } from 'zod';
import { seededDealer } from '../dealer-factories.ts';
import { inventoryFixtures } from './inventory-fixtures.ts';
import { makers, nextUnique, type FuzzRecords } from './fuzz-records.ts';

/**
 * What the fuzz pass needs to know per operation beyond its contract: which record its path names, the
 * current version of what it edits, and values for fields whose valid choices are data, not schema.
 * Operations not listed here are fuzzed from their contract and the shared field values alone.
 */
export type Values = Record<string, unknown>;
export interface OperationFixture {
  /** Path parameters naming a real record, made afresh before every request. */
  params?: () => Promise<Values>;
  /** Field values by name for this operation (override the shared ones). */
  known?: Record<string, fc.Arbitrary<unknown>>;
  /** Field values by name that need a fresh record per request (a user to add, a car to clean). */
  fields?: (params: Values) => Promise<Values>;
  /** Where the stored record is read back, when not at the GET of the same path. */
  readBack?: (params: Values) => string;
  /** The version of the record the request edits, read just before it is sent. */
  version?: (params: Values, body: Values) => Promise<number>;
  /**
   * What the server is expected to store for an accepted body, where it differs on purpose (each a
   * documented rule of the area, with its reason beside it); absent: exactly what was accepted.
   */
  expectedStored?: (accepted: Values) => Values;
  /** Why what was sent is not read back to compare (an answer of per-row results, not records). */
  notReadBack?: string;
  /** The body's own schema where the contract's is open (an action chosen by the query). */
  body?: (query: Values) => z.ZodType | undefined;
}

export function operationFixtures(r: FuzzRecords): Record<string, OperationFixture> {
  const make = makers(r);
  const versionOf =
    (table: string, column = 'id') =>
    async (params: Values) =>
      (await r.one<{ version: number }>(`SELECT version FROM ${table} WHERE ${column} = $1`, [params.id])).version;
  const userId = async () => ({ id: (await make.user()).id });
  let pendingTaken = 0;
  // A location always serves its own vertical (location-service `servedBy`): the list sent is added to it.
  const servesOwnVertical = (body: Values) => ({
    ...body,
    servesVerticals: [...new Set(['IN:CAR', ...((body.servesVerticals as string[] | undefined) ?? [])])],
  });
  return {
    ...inventoryFixtures(r),
    'POST /api/v1/car-cleaning/task': {
      fields: async () => {
        const { car, hub } = await make.carToClean();
        return { appointmentId: car.appointmentId, locationCode: hub };
      },
    },
    'POST /api/v1/resource-planner': { fields: async () => ({ driverId: (await make.driver()).id }) },
    'PUT /api/fastag/orders/:id/documents/:type': {
      params: async () => ({ id: (await make.fastagOrder()).id, type: 'RC' }),
      version: versionOf('fastag_orders'),
    },
    'POST /api/v1/big-dealer/:id/allocate': {
      params: async () => ({ id: (await seededDealer(r.t, 'IN')).id }),
      fields: async () => ({
        locationCode: (await seededDealer(r.t, 'IN')).activeLocation,
        items: [{ appointmentId: (await make.car()).appointmentId }],
      }),
    },
    // A new driver: no id in the query or the body, no version.
    'POST /api/v1/driver': { known: { id: fc.constant(undefined), version: fc.constant(undefined) } },
    'POST /api/inventory/key': { fields: async () => ({ appointmentId: (await make.car()).appointmentId }) },
    'POST /api/inventory/key/spare-key': { fields: async () => ({ appointmentId: (await make.car()).appointmentId }) },
    'PUT /api/v1/zone/:id': { params: async () => ({ id: (await make.zone()).id }), version: versionOf('zones') },
    'PUT /api/v2/store-location/:id': {
      params: async () => ({ id: (await make.location()).id }),
      // A location's code never changes (the service refuses it): left out, as the panel does.
      known: { code: fc.constant(undefined) },
      expectedStored: servesOwnVertical,
    },
    'POST /api/v2/store-location': { expectedStored: servesOwnVertical },
    'PUT /api/v1/pincode/:id': {
      params: async () => ({
        id: (
          await r.one<{ id: number }>(
            "SELECT id FROM pincodes WHERE country = 'IN' AND vehicle_type = 'CAR' ORDER BY id LIMIT 1",
          )
        ).id,
      }),
      version: versionOf('pincodes'),
      known: { pincode: fc.constant(null).map(() => `4${nextUnique().slice(-5)}`) },
    },
    'POST /api/v1/pincode': { known: { pincode: fc.constant(null).map(() => `5${nextUnique().slice(-5)}`) } },
    'PUT /api/v1/locus-team/:id': {
      params: async () => ({
        id: (
          await r.one<{ id: number }>(
            "SELECT id FROM locus_teams WHERE country = 'IN' AND vehicle_type = 'CAR' ORDER BY id LIMIT 1",
          )
        ).id,
      }),
      version: versionOf('locus_teams'),
    },
    'PUT /api/v2/route/:code': {
      params: async () => ({
        code: (
          await r.one<{ code: string }>(
            "SELECT code FROM intercity_routes WHERE country = 'IN' AND vehicle_type = 'CAR' ORDER BY id LIMIT 1",
          )
        ).code,
      }),
      version: async (p) =>
        (
          await r.one<{ version: number }>(
            "SELECT version FROM intercity_routes WHERE country = 'IN' AND vehicle_type = 'CAR' AND code = $1",
            [p.code],
          )
        ).version,
    },
    // Another vertical's configuration, so the flags and features the rest of the pass relies on stay as set.
    'PUT /api/config/feature-matrix': {
      known: { vertical: fc.constant('ID:BIKE') },
      version: async (_p, body) =>
        (await r.one<{ version: number }>('SELECT version FROM feature_matrix WHERE feature = $1', [body.feature]))
          .version,
    },
    'PUT /api/config/vertical-flags': {
      known: { vertical: fc.constant('ID:BIKE') },
      version: async () =>
        (
          await r.one<{ version: number }>(
            "SELECT version FROM vertical_flags WHERE country = 'ID' AND vehicle_type = 'BIKE'",
          )
        ).version,
    },
    'POST /api/pendingAction': {
      fields: async () => {
        const row = await r.one<{ id: number; version: number }>(
          `SELECT id, version FROM pending_actions WHERE country = 'IN' AND vehicle_type = 'CAR' AND status = 'PENDING' ORDER BY id OFFSET $1 LIMIT 1`,
          [(pendingTaken += 1) % 3],
        );
        return { id: row.id };
      },
      version: async (_p, body) =>
        (await r.one<{ version: number }>('SELECT version FROM pending_actions WHERE id = $1', [body.id])).version,
    },
    'POST /api/user-preference/dnd/bulk': { notReadBack: 'it answers with a result per row, not the rows stored' },
    'PUT /api/v1/big-dealer/:id': {
      params: async () => ({ id: (await seededDealer(r.t, 'IN')).id }),
      version: versionOf('dealers'),
    },
    'PUT /api/fastag/orders/:id/fulfilment-details': {
      params: async () => ({ id: (await make.fastagOrder()).id }),
      version: versionOf('fastag_orders'),
    },
    'PUT /api/fastag/orders/:id/kyc': {
      params: async () => ({ id: (await make.fastagOrder()).id }),
      version: versionOf('fastag_orders'),
    },
    'PUT /api/fastag/orders/:id/activate': {
      params: async () => ({ id: (await make.fastagOrder()).id }),
      version: versionOf('fastag_orders'),
    },
    'POST /api/fastag/orders/:id/documents/upload-url': {
      params: async () => ({ id: (await make.fastagOrder()).id }),
    },
    'PUT /api/v2/users/:id': { params: userId, version: versionOf('users') },
    'PUT /api/v2/users/:id/active': {
      params: userId,
      version: versionOf('users'),
      known: { active: fc.constant(false) },
    },
    'DELETE /api/v2/users/:id': { params: userId },
    'PUT /api/v1/user/:id': { params: userId, version: versionOf('users') },
    'DELETE /api/v1/user/:id': { params: userId },
    'PUT /api/v2/groups/:id': { params: async () => ({ id: (await make.group()).id }), version: versionOf('groups') },
    'PUT /api/v1/user/group/:id': {
      params: async () => ({ id: (await make.group()).id }),
      version: versionOf('groups'),
    },
    'DELETE /api/v1/user/group/:id': {
      params: async () => ({ id: (await make.group()).id }),
      version: versionOf('groups'),
    },
    'PUT /api/v2/organisations/:id': {
      params: async () => ({ id: (await make.organisation()).id }),
      version: versionOf('organisations'),
    },
    'PUT /api/v1/leaves/:id/revoke': {
      params: async () => ({ id: (await make.leave()).id }),
      version: versionOf('user_leaves'),
    },
    'POST /api/v1/leaves': { fields: async () => ({ userId: (await make.user()).id }) },
    'POST /api/v1/user/:id/group/:groupId': {
      params: async () => ({ id: (await make.user()).id, groupId: (await make.group()).id }),
      version: versionOf('users'),
    },
    'DELETE /api/v1/user/:id/group/:groupId': {
      params: async () => {
        const [user, group] = [await make.user(), await make.group()];
        await r.t.database.pool.query('INSERT INTO user_groups (user_id, group_id) VALUES ($1, $2)', [
          user.id,
          group.id,
        ]);
        return { id: user.id, groupId: group.id };
      },
      version: versionOf('users'),
    },
    'DELETE /api/v2/groups/:id/users/:userId': {
      params: async () => {
        const [user, group] = [await make.user(), await make.group()];
        await r.t.database.pool.query('INSERT INTO user_groups (user_id, group_id) VALUES ($1, $2)', [
          user.id,
          group.id,
        ]);
        return { id: group.id, userId: user.id };
      },
    },
    'DELETE /api/v2/users/:id/image': { params: userId, version: versionOf('users') },
    'POST /api/v2/groups/:id/users': {
      params: async () => ({ id: (await make.group()).id }),
      fields: async () => ({ userId: (await make.user()).id }),
    },
  };
}
