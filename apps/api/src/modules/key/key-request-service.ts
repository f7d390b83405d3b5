import {
  KEY_REQUEST_STATE_LABELS,
  decideKeyRequest,
  keysForCount,
  mayTakeKeyStep,
  type KeyRequestEvent,
} from '@b2c/domain';
import type { KeyRequest, keyRequestCountQuery, keyRequestInput } from '@b2c/contracts';
import type { z } from 'zod';
import type { Db } from '../../plugins/db/database.ts';
import type { Caller } from '../../plugins/auth.ts';
import { actorOf } from '../../kits/audit.ts';
import { editStampOf } from '../../kits/audited-entity.ts';
import { nextVersionStamp } from '../../kits/audited-update.ts';
import { findPgError } from '../../kits/database-errors.ts';
import type { Paged } from '../../plugins/db/vertical-list.ts';
import { badRequest, conflict, forbidden, notFound } from '../../kits/http-errors.ts';
import { assertVersion } from '../../kits/versioning.ts';
import { custodyOf, keyLabel, moveKey, type KeyDeps } from './key-custody-service.ts';
import { keyRepository, type KeyRequestRow } from './key-repository.ts';
import { writeKeyAudit } from './key-audit.ts';

type RequestFilter = z.infer<typeof keyRequestCountQuery>;

export const toKeyRequest = (r: KeyRequestRow): KeyRequest => ({
  id: r.id,
  appointmentId: r.appointmentId,
  vinNumber: r.vinNumber,
  state: r.state,
  requestedBy: r.requestedBy,
  numberOfKeys: r.numberOfKeys,
  remarks: r.remarks,
  createdAt: r.createdAt.toISOString(),
  ...editStampOf(r),
});

const actorOfRequest = (caller: Caller, row: KeyRequestRow) => ({
  mayRequest: caller.permissions.has('REQUEST_KEYS'),
  mayManage: caller.permissions.has('MANAGE_KEYS'),
  isOwner: row.requestedBy === caller.userName,
});
const openRequestMessage = (appointmentId: string, open: KeyRequestRow | undefined) =>
  `Car ${appointmentId} already has an open key request${open ? ` (${open.id}, ${KEY_REQUEST_STATE_LABELS[open.state]})` : ''}.`;

/** The key request life cycle (issue 14): one transition table, roles per step, every step audited. */
export function keyRequestService(db: Db, deps: KeyDeps) {
  /** A requester sees only their own requests; a manager sees all of the vertical. */
  const scoped = (caller: Caller, q: RequestFilter): RequestFilter =>
    caller.permissions.has('MANAGE_KEYS') ? q : { ...q, requestedBy: caller.userName };

  async function findCar(caller: Caller, input: z.infer<typeof keyRequestInput>) {
    const v = caller.vertical;
    // Another vertical's car is as unknown here as no car at all: 404, like a car named in the path.
    if (input.appointmentId !== undefined) {
      const car = await deps.findCar(v, { appointmentId: input.appointmentId });
      if (!car) throw notFound(`Car ${input.appointmentId}`);
      if (input.vinNumber !== undefined && car.vin?.toUpperCase() !== input.vinNumber.toUpperCase())
        throw badRequest(`VIN ${input.vinNumber} is not the VIN of car ${car.appointmentId}.`, 'body.vinNumber');
      return car;
    }
    const car = await deps.findCar(v, { vin: input.vinNumber! });
    if (!car) throw notFound(`The car with VIN ${input.vinNumber}`);
    return car;
  }

  return {
    list: async (caller: Caller, q: RequestFilter & Paged) =>
      (await keyRepository(db).requests.list(caller.vertical, { ...q, ...scoped(caller, q) })).map(toKeyRequest),
    count: (caller: Caller, q: RequestFilter) => keyRepository(db).requests.count(caller.vertical, scoped(caller, q)),

    /** POST request: one open request per car (checked here and held by the partial unique index). */
    async create(caller: Caller, input: z.infer<typeof keyRequestInput>): Promise<KeyRequest> {
      const v = caller.vertical;
      const car = await findCar(caller, input);
      const open = await keyRepository(db).openRequestOf(v, car.appointmentId);
      if (open) throw conflict(openRequestMessage(car.appointmentId, open));
      try {
        const row = await db.transaction(async (tx) => {
          const created = await keyRepository(tx).requests.insert({
            ...v,
            appointmentId: car.appointmentId,
            vinNumber: car.vin,
            state: 'REQUESTED',
            requestedBy: caller.userName,
            remarks: input.remarks || null,
            updatedBy: caller.userName,
          });
          await writeKeyAudit(tx, {
            vertical: v,
            appointmentId: car.appointmentId,
            action: 'KEY_REQUEST',
            actor: actorOf(caller),
            changes: [
              { field: `request ${created.id}`, old: null, new: KEY_REQUEST_STATE_LABELS.REQUESTED },
              ...(created.remarks ? [{ field: `request ${created.id} remarks`, old: null, new: created.remarks }] : []),
            ],
          });
          return created;
        });
        return toKeyRequest(row);
      } catch (err) {
        // Two requesters at the same moment: the index lets one in; the other hears what the check says.
        if (findPgError(err)?.constraint === 'key_requests_one_open_uq')
          throw conflict(openRequestMessage(car.appointmentId, undefined));
        throw err;
      }
    },

    /** PUT request/{id}/cancel and request/{id}/action/{READY_TO_BE_PICKED|MARK_RECEIVED}. */
    async step(
      caller: Caller,
      id: number,
      event: Exclude<KeyRequestEvent, 'CREATE'>,
      input: { version: number; noOfKeysReceived?: number | undefined },
    ): Promise<KeyRequest> {
      const v = caller.vertical;
      const found = await keyRepository(db).requests.byId(v, id);
      if (!found) throw notFound(`Key request ${id}`);
      const first = decideKeyRequest(id, found.state, event);
      const by = first.ok ? first.transition.by : event === 'CANCEL' ? 'OWNER_OR_MANAGER' : 'MANAGER';
      if (!mayTakeKeyStep(by, actorOfRequest(caller, found)))
        throw forbidden(
          by === 'OWNER_OR_MANAGER'
            ? `Only ${found.requestedBy}, who asked, or a key manager may cancel key request ${id}.`
            : `Only a key manager may take this step on key request ${id}.`,
        );
      if (event === 'MARK_RECEIVED' && input.noOfKeysReceived === undefined)
        throw badRequest('noOfKeysReceived is required to mark a request received.', 'querystring.noOfKeysReceived');

      const row = await db.transaction(async (tx) => {
        const repo = keyRepository(tx);
        const current = await repo.requests.byId(v, id, true);
        assertVersion(`Key request ${id}`, current, input.version);
        const decision = decideKeyRequest(id, current!.state, event);
        if (!decision.ok) throw conflict(decision.message);
        const to = decision.transition.to;
        if (event === 'READY_TO_BE_PICKED') {
          // Ready means the main key is at the desk: not out with someone else, not unrecorded.
          const main = await repo.keyOf(v, current!.appointmentId, 'KEY_DETAILS');
          if (custodyOf(main).status !== 'KEY_IN')
            throw conflict(
              `${keyLabel(current!.appointmentId, 'KEY_DETAILS')} is not in: it cannot be ready to be picked.`,
            );
        }
        const updated = await repo.requests.update(v, id, {
          state: to,
          ...(event === 'MARK_RECEIVED' ? { numberOfKeys: input.noOfKeysReceived! } : {}),
          ...nextVersionStamp(current!, caller),
        });
        await writeKeyAudit(tx, {
          vertical: v,
          appointmentId: current!.appointmentId,
          action: event,
          actor: actorOf(caller),
          changes: [
            {
              field: `request ${id}`,
              old: KEY_REQUEST_STATE_LABELS[current!.state],
              new: KEY_REQUEST_STATE_LABELS[to],
            },
            ...(event === 'MARK_RECEIVED'
              ? [{ field: `request ${id} keys`, old: null, new: input.noOfKeysReceived }]
              : []),
          ],
        });
        // The requester now holds the keys they took: custody moves with the receipt, in one transaction.
        if (event === 'MARK_RECEIVED')
          for (const keyType of keysForCount(input.noOfKeysReceived!))
            await moveKey(
              tx,
              caller,
              current!.appointmentId,
              keyType,
              { action: 'KEY_OUT', holder: current!.requestedBy },
              {
                keyRequestId: id,
                action: 'MARK_RECEIVED',
              },
            );
        return updated;
      });
      return toKeyRequest(row);
    },
  };
}
export type KeyRequestService = ReturnType<typeof keyRequestService>;
