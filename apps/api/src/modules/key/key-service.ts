import { KEY_TOASTS, type KeyDetailType } from '@b2c/domain';
import type { KeyBatchResultRow, KeyDetail, OutKeyReceiveBody, keyMoveInput, outKeyCountQuery } from '@b2c/contracts';
import type { z } from 'zod';
import type { Db } from '../../plugins/db/database.ts';
import type { Caller } from '../../plugins/auth.ts';
import type { Paged } from '../../plugins/db/vertical-list.ts';
import { HttpError, notFound } from '../../kits/http-errors.ts';
import { httpErrorOfDatabase } from '../../kits/database-errors.ts';
import { checkLocation, keyLabel, moveKey, toKeyDetail, type KeyDeps } from './key-custody-service.ts';
import { keyRepository } from './key-repository.ts';

type OutKeyFilter = z.infer<typeof outKeyCountQuery>;
type KeyMoveBody = z.infer<typeof keyMoveInput>;

const HOUR_MS = 3_600_000;

/** Key in / key out of the main and spare key, the out-keys and the teams' status (issue 14). */
export function keyService(db: Db, deps: KeyDeps) {
  const overdueHours = async (caller: Caller) => (await deps.flags(caller.vertical)).keyOutOverdueHours;

  /** `overdue=true|false` → the moment the out keys are compared with. */
  const outFilter = async (caller: Caller, q: OutKeyFilter) => {
    const { overdue, ...rest } = q;
    if (overdue === undefined) return rest;
    const cutoff = new Date(Date.now() - (await overdueHours(caller)) * HOUR_MS);
    return overdue ? { ...rest, outBefore: cutoff } : { ...rest, outSince: cutoff };
  };

  return {
    /** POST /api/inventory/key and …/spare-key: SPEC §8's toast comes back with the key. */
    async move(caller: Caller, keyType: KeyDetailType, input: KeyMoveBody) {
      const v = caller.vertical;
      const car = await deps.findCar(v, { appointmentId: input.appointmentId });
      // Another vertical's car is as unknown here as no car at all: 404, like a car named in the path.
      if (!car) throw notFound(`Car ${input.appointmentId}`);
      if (input.action === 'KEY_IN') await checkLocation(deps, v, input.locationCode!, 'body.locationCode');
      const move =
        input.action === 'KEY_IN'
          ? { action: 'KEY_IN' as const, locationCode: input.locationCode! }
          : { action: 'KEY_OUT' as const, holder: input.holder! };
      const row = await db.transaction((tx) =>
        moveKey(tx, caller, car.appointmentId, keyType, move, {
          version: input.version,
          versionField: 'body.version',
          remarks: input.remarks,
        }),
      );
      return { key: toKeyDetail(row, await overdueHours(caller)), message: KEY_TOASTS[keyType] };
    },

    /** PUT outkey/action/MARK_RECEIVED: each key back at a desk in its own transaction, one result per key. */
    async receiveOutKeys(caller: Caller, body: OutKeyReceiveBody): Promise<KeyBatchResultRow[]> {
      const v = caller.vertical;
      if (body.locationCode) await checkLocation(deps, v, body.locationCode, 'body.locationCode');
      const results: KeyBatchResultRow[] = [];
      for (const item of body.items) {
        const key = await keyRepository(db).keys.byId(v, item.id);
        try {
          if (!key) throw notFound(`Key ${item.id}`);
          const locationCode = body.locationCode ?? key.lastLocationCode;
          const row = await db.transaction((tx) =>
            moveKey(
              tx,
              caller,
              key.appointmentId,
              key.keyType,
              { action: 'KEY_IN', locationCode },
              {
                version: item.version,
                versionField: 'body.items.version',
                action: 'OUTKEY_MARK_RECEIVED',
              },
            ),
          );
          results.push({
            id: item.id,
            appointmentId: row.appointmentId,
            success: true,
            message: `${keyLabel(row.appointmentId, row.keyType)} received at ${locationCode}.`,
            version: row.version,
          });
        } catch (err) {
          const known = err instanceof HttpError ? err : httpErrorOfDatabase(err);
          if (!known) throw err;
          results.push({
            id: item.id,
            appointmentId: key?.appointmentId ?? null,
            success: false,
            message: known.message,
            version: null,
          });
        }
      }
      return results;
    },

    async listOutKeys(caller: Caller, q: OutKeyFilter & Paged): Promise<KeyDetail[]> {
      const hours = await overdueHours(caller);
      const rows = await keyRepository(db).keys.list(caller.vertical, { ...(await outFilter(caller, q)), ...q });
      return rows.map((r) => toKeyDetail(r, hours));
    },
    countOutKeys: async (caller: Caller, q: OutKeyFilter) =>
      keyRepository(db).keys.count(caller.vertical, await outFilter(caller, q)),

    async carKeys(caller: Caller, appointmentId: string): Promise<KeyDetail[]> {
      const hours = await overdueHours(caller);
      return (await keyRepository(db).keysOfCar(caller.vertical, appointmentId)).map((r) => toKeyDetail(r, hours));
    },

    async teamsStatus(caller: Caller) {
      const hours = await overdueHours(caller);
      const counts = await keyRepository(db).status(caller.vertical, new Date(Date.now() - hours * HOUR_MS));
      return { ...counts, overdueHours: hours };
    },

    auditTrail: (caller: Caller, q: { page: number; size: number; appointmentId?: string | undefined }) =>
      keyRepository(db).auditTrail(caller.vertical, q),
    auditCount: (caller: Caller, appointmentId: string | undefined) =>
      keyRepository(db).auditCount(caller.vertical, appointmentId),
  };
}
export type KeyService = ReturnType<typeof keyService>;
