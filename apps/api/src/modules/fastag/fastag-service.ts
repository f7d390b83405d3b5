import { KYC_STATUS_OF_STATE, decideFastagStep, verticalKey, type FastagOrderEvent, type Vertical } from '@b2c/domain';
import type {
  FastagConfig,
  FastagConfigBody,
  FastagDetailsBody,
  FastagFulfilment,
  FastagKycBody,
  FastagOrder,
  FastagOrderFilter,
} from '@b2c/contracts';
import type { Db } from '../../plugins/db/database.ts';
import type { Caller } from '../../plugins/auth.ts';
import type { Paged } from '../../plugins/db/vertical-list.ts';
import type { Executor } from '../../plugins/db/vertical-scope.ts';
import { auditCreated } from '../../kits/audit.ts';
import { updateAudited } from '../../kits/audited-update.ts';
import { findPgError } from '../../kits/database-errors.ts';
import { badRequest, conflict, notFound } from '../../kits/http-errors.ts';
import {
  FASTAG_CONFIG_ENTITY,
  FASTAG_ORDER_ENTITY,
  fastagRepository,
  type FastagOrderRow,
} from './fastag-repository.ts';
import { toFastagConfig, toFastagOrder, toFulfilment } from './fastag-mapping.ts';

/** The order fields every step audits (old → new). */
const auditedFields = (r: FastagOrderRow) => ({
  serialNumber: r.serialNumber,
  tagClass: r.tagClass,
  status: r.status,
  kycStatus: r.kycStatus,
  kycRejectionReason: r.kycRejectionReason,
});
type OrderFields = ReturnType<typeof auditedFields>;

const serialTaken = (serial: string, other?: FastagOrderRow) =>
  conflict(`Serial number ${serial} is already assigned to FASTag order ${other?.orderNumber ?? 'another order'}.`);

export const configOf = async (db: Executor, v: Vertical): Promise<FastagConfig> =>
  toFastagConfig(v, await fastagRepository(db).configs.find(v, {}));

/** An order's fulfilment detail as it now is, or a 404 (another vertical's order does not exist for them). */
export async function fulfilmentOf(db: Executor, v: Vertical, id: number): Promise<FastagFulfilment> {
  const repo = fastagRepository(db);
  const order = await repo.orders.byId(v, id);
  if (!order) throw notFound(`FASTag order ${id}`);
  return toFulfilment(order, await repo.documents.ofOrder(v, id), await configOf(db, v));
}

/**
 * The versioned, audited step of one order through the transition table (fastag-order-transitions.ts):
 * the version is checked first, then the table (409 naming the state), then the step's own fields.
 */
async function stepOrder(
  db: Db,
  caller: Caller,
  id: number,
  version: number,
  event: FastagOrderEvent,
  fields: (current: FastagOrderRow) => Partial<OrderFields>,
): Promise<FastagFulfilment> {
  const v = caller.vertical;
  const repo = fastagRepository(db);
  if (!(await repo.orders.byId(v, id))) throw notFound(`FASTag order ${id}`);
  try {
    await db.transaction((tx) =>
      updateAudited(tx, caller, {
        entity: FASTAG_ORDER_ENTITY,
        id,
        action: event,
        label: (current) => `FASTag order ${current?.orderNumber ?? id}`,
        version,
        lock: () => fastagRepository(tx).orders.byId(v, id, true),
        fieldsOf: auditedFields,
        check(current) {
          const facts = { documentsComplete: true, serialAssigned: current.serialNumber !== null };
          const decision = decideFastagStep(current.orderNumber, current.status, event, facts);
          if (!decision.ok) throw conflict(decision.message);
        },
        next(current) {
          const decision = decideFastagStep(current.orderNumber, current.status, event, {
            documentsComplete: true,
            serialAssigned: current.serialNumber !== null,
          });
          const to = decision.ok ? decision.transition.to : current.status;
          return { ...auditedFields(current), status: to, kycStatus: KYC_STATUS_OF_STATE[to], ...fields(current) };
        },
        write: (values) =>
          fastagRepository(tx).orders.update(v, id, {
            ...values,
            ...(values.status === 'ACTIVATED' ? { activatedAt: values.updatedAt } : {}),
          }),
      }),
    );
  } catch (err) {
    // Two operators assigning one tag at the same moment: the partial unique index lets one in.
    if (findPgError(err)?.constraint === 'fastag_orders_serial_uq') throw serialTaken('this tag');
    throw err;
  }
  return fulfilmentOf(db, v, id);
}

/** FASTag orders of the caller's vertical: the grid, the detail, the details, KYC and activation steps, the config. */
export function fastagService(db: Db) {
  return {
    list: async (caller: Caller, q: FastagOrderFilter & Paged): Promise<FastagOrder[]> => {
      const now = Date.now();
      return (await fastagRepository(db).orders.list(caller.vertical, q)).map((r) => toFastagOrder(r, now));
    },
    count: (caller: Caller, q: FastagOrderFilter) => fastagRepository(db).orders.count(caller.vertical, q),
    fulfilment: (caller: Caller, id: number) => fulfilmentOf(db, caller.vertical, id),

    async updateDetails(caller: Caller, id: number, body: FastagDetailsBody): Promise<FastagFulfilment> {
      const v = caller.vertical;
      // Another vertical's order is a 404 before anything is said about the body.
      if (!(await fastagRepository(db).orders.byId(v, id))) throw notFound(`FASTag order ${id}`);
      const { tagClasses } = await configOf(db, v);
      if (body.tagClass !== null && !tagClasses.includes(body.tagClass))
        throw badRequest(
          tagClasses.length > 0
            ? `Tag class must be one of ${tagClasses.join(', ')}.`
            : `No tag classes are configured for ${v.country} ${v.vehicleType}.`,
          'body.tagClass',
        );
      if (body.serialNumber !== null) {
        const holder = await fastagRepository(db).orders.find(v, { serialNumber: body.serialNumber });
        if (holder && holder.id !== id) throw serialTaken(body.serialNumber, holder);
      }
      return stepOrder(db, caller, id, body.version, 'UPDATE_DETAILS', () => ({
        serialNumber: body.serialNumber,
        tagClass: body.tagClass,
      }));
    },

    /** SPEC §7 KYC update (PUT): verified, or rejected with the reason the customer is told. */
    updateKyc: (caller: Caller, id: number, body: FastagKycBody) =>
      body.kycStatus === 'VERIFIED'
        ? stepOrder(db, caller, id, body.version, 'VERIFY_KYC', () => ({ kycRejectionReason: null }))
        : stepOrder(db, caller, id, body.version, 'REJECT_KYC', () => ({ kycRejectionReason: body.reason! })),

    /** SPEC §7 activate order (PUT): only with KYC verified and a serial number assigned (the table's guard). */
    activate: (caller: Caller, id: number, version: number) =>
      stepOrder(db, caller, id, version, 'ACTIVATE', () => ({})),

    config: (caller: Caller) => configOf(db, caller.vertical),

    /** Creates the vertical's config on its first save, then edits it by version; audited either way. */
    async saveConfig(caller: Caller, body: FastagConfigBody): Promise<FastagConfig> {
      const v = caller.vertical;
      const key = verticalKey(v);
      const fields = { issuer: body.issuer, tagClasses: body.tagClasses, requiredDocuments: body.requiredDocuments };
      const stale = (version: number | null) =>
        conflict(
          `The FASTag config of ${v.country} ${v.vehicleType} was changed by someone else (version ${version ?? 'none'}, yours ${body.version ?? 'none'}). Reload it and try again.`,
        );
      try {
        const row = await db.transaction(async (tx) => {
          const rows = fastagRepository(tx).configs;
          const current = await rows.find(v, {}, true);
          if (!current) {
            if (body.version !== undefined) throw stale(null);
            const created = await rows.insert({ ...v, ...fields, updatedBy: caller.userName });
            await auditCreated(tx, caller, FASTAG_CONFIG_ENTITY, key, fields);
            return created;
          }
          if (body.version === undefined) throw stale(current.version);
          return updateAudited(tx, caller, {
            entity: FASTAG_CONFIG_ENTITY,
            id: key,
            label: () => `The FASTag config of ${v.country} ${v.vehicleType}`,
            version: body.version,
            lock: async () => current,
            fieldsOf: (r) => ({ issuer: r.issuer, tagClasses: r.tagClasses, requiredDocuments: r.requiredDocuments }),
            next: () => fields,
            write: (values) => rows.update(v, current.id, values),
          });
        });
        return toFastagConfig(v, row);
      } catch (err) {
        if (findPgError(err)?.constraint === 'fastag_configs_vertical_uq') throw stale(null);
        throw err;
      }
    },
  };
}
export type FastagService = ReturnType<typeof fastagService>;
