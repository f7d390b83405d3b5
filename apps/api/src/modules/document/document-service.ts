import {
  DOCUMENT_TYPE_LABELS,
  MESSAGES,
  ageInDays,
  ageingBucketOf,
  documentDone,
  documentName,
  documentRefusal,
  documentStatusLabel,
  documentTransition,
  owedSince,
  type DocumentAction,
  type DocumentType,
  type Vertical,
} from '@b2c/domain';
import type {
  DocumentActionBody,
  DocumentActionFields,
  DocumentBatchBody,
  DocumentBatchRow,
  DocumentFilter,
  DocumentRow,
  DocumentSearchQuery,
  ZoneLocation,
} from '@b2c/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../plugins/db/database.ts';
import type { Caller } from '../../plugins/auth.ts';
import { actorOf, writeAudit } from '../../kits/audit.ts';
import { editStampOf } from '../../kits/audited-entity.ts';
import { updateAudited } from '../../kits/audited-update.ts';
import { HttpError, badRequest, conflict, notFound } from '../../kits/http-errors.ts';
import { documentRepository, type DocumentRecord } from './document-repository.ts';

/** The document audit log's entity (SPEC §7), keyed by the document's id. */
export const DOCUMENT_ENTITY = 'document';
/**
 * The car's own trail (the inventory area's entity, keyed by appointment id) also gets one row per
 * action, so the car's timeline shows what happened to its papers without reading another area.
 */
const CAR_ENTITY = 'inventory';
const CAR_ACTIONS: Record<DocumentAction, string> = {
  REQUEST: 'DOCUMENT_REQUESTED',
  DISPATCH: 'DOCUMENT_DISPATCHED',
  RECEIVE: 'DOCUMENT_RECEIVED',
  MARK_LOST: 'DOCUMENT_MARKED_LOST',
};

/** What documents need of the location area (passed in by app.ts). */
export interface LocationLookup {
  byCodes(v: Vertical, codes: readonly string[]): Promise<ZoneLocation[]>;
}

export interface DocumentKey {
  appointmentId: string;
  documentType: DocumentType;
}

export const toDocument = (r: DocumentRecord, now = new Date()): DocumentRow => {
  const age = r.status === 'DONE' ? null : ageInDays(owedSince(r), now);
  return {
    id: r.id,
    appointmentId: r.appointmentId,
    documentType: r.documentType,
    status: r.status,
    documentLocation: r.documentLocation,
    destinationLocation: r.destinationLocation,
    slot: r.slot,
    remarks: r.remarks,
    procuredAt: r.procuredAt.toISOString(),
    requestedAt: r.requestedAt?.toISOString() ?? null,
    ageDays: age,
    ageBucket: age === null ? null : ageingBucketOf(age).key,
    ...editStampOf(r),
  };
};

/** The audited fields; times as ISO text, so the audit rows read as the API answers them. */
const auditedFields = (r: DocumentRecord) => ({
  status: r.status,
  documentLocation: r.documentLocation,
  destinationLocation: r.destinationLocation,
  slot: r.slot,
  remarks: r.remarks,
  requestedAt: r.requestedAt?.toISOString() ?? null,
  pendingSince: r.pendingSince?.toISOString() ?? null,
});
type AuditedFields = ReturnType<typeof auditedFields>;

/** The row after the step (the table says where the document goes; a request names its destination). */
function nextFields(current: DocumentRecord, action: DocumentAction, input: DocumentActionFields, now: Date) {
  const step = documentTransition(action, current.status)!;
  const before = auditedFields(current);
  const arrived = step.location === 'ARRIVE';
  return {
    ...before,
    status: step.to,
    documentLocation: arrived ? current.destinationLocation : current.documentLocation,
    destinationLocation:
      action === 'REQUEST' ? input.destinationLocation! : arrived ? null : before.destinationLocation,
    slot: action === 'REQUEST' ? (input.slot ?? null) : arrived ? null : before.slot,
    remarks: input.remarks || before.remarks,
    requestedAt: action === 'REQUEST' ? now.toISOString() : before.requestedAt,
    // Owed again from the moment a received document is lost; every other step keeps when it became owed.
    pendingSince: current.status === 'DONE' && step.to !== 'DONE' ? now.toISOString() : before.pendingSince,
  } satisfies AuditedFields;
}

export function documentService(db: Db, deps: { locations: LocationLookup }) {
  const repo = documentRepository(db);

  /** What an action needs beyond the body's schema, named by field (once for a whole bulk request). */
  async function checkInput(v: Vertical, action: DocumentAction, input: DocumentActionFields, at: string) {
    if (action === 'REQUEST' && !input.destinationLocation)
      throw badRequest('A request needs the destination location.', `${at}.destinationLocation`);
    if (action !== 'REQUEST' && input.destinationLocation)
      throw badRequest('Only a request sets the destination location.', `${at}.destinationLocation`);
    if (action !== 'REQUEST' && input.slot) throw badRequest('Only a request sets the slot.', `${at}.slot`);
    if (action === 'MARK_LOST' && !input.remarks)
      throw badRequest('Say in the remarks how the document was lost.', `${at}.remarks`);
    const code = input.destinationLocation;
    if (code && (await deps.locations.byCodes(v, [code])).length === 0)
      throw badRequest(
        `Location ${code} is not a location of ${v.country} ${v.vehicleType}.`,
        `${at}.destinationLocation`,
      );
  }

  /** One versioned, audited step of the table; the input is already checked. */
  async function apply(caller: Caller, key: DocumentKey, action: DocumentAction, body: DocumentActionBody) {
    const v = caller.vertical;
    const { appointmentId, documentType } = key;
    const name = documentName(documentType, appointmentId);
    const found = await repo.byCar(v, appointmentId, documentType);
    if (!found) throw notFound(name);
    const now = new Date();
    // The status the step left, as read under the lock (the car's trail names it).
    let left = found.status;
    const row = await db.transaction(async (tx) => {
      const rows = documentRepository(tx);
      const updated = await updateAudited(tx, caller, {
        entity: DOCUMENT_ENTITY,
        id: found.id,
        action,
        label: () => name,
        version: body.version,
        lock: () => rows.byCar(v, appointmentId, documentType, true),
        fieldsOf: auditedFields,
        check(current) {
          left = current.status;
          if (!documentTransition(action, current.status))
            throw conflict(documentRefusal(documentType, appointmentId, current.status, action));
        },
        next: (current) => nextFields(current, action, body, now),
        write: ({ requestedAt, pendingSince, ...values }) =>
          rows.update(v, found.id, {
            ...values,
            requestedAt: requestedAt ? new Date(requestedAt) : null,
            pendingSince: pendingSince ? new Date(pendingSince) : null,
          }),
      });
      await writeAudit(tx, {
        vertical: v,
        entity: CAR_ENTITY,
        entityId: appointmentId,
        action: CAR_ACTIONS[action],
        actor: actorOf(caller),
        changes: [
          {
            field: `${DOCUMENT_TYPE_LABELS[documentType]} document`,
            old: documentStatusLabel(left),
            new: documentStatusLabel(updated.status),
          },
        ],
      });
      return updated;
    });
    return { document: toDocument(row, now), message: documentDone(documentType, appointmentId, action) };
  }

  return {
    search: async (caller: Caller, q: DocumentSearchQuery) => {
      const now = new Date();
      return (await repo.list(caller.vertical, q)).map((r) => toDocument(r, now));
    },
    count: (caller: Caller, q: DocumentFilter) => repo.count(caller.vertical, q),
    pendency: (caller: Caller, q: DocumentFilter) => repo.pendency(caller.vertical, q),

    async get(caller: Caller, key: DocumentKey): Promise<DocumentRow> {
      const row = await repo.byCar(caller.vertical, key.appointmentId, key.documentType);
      if (!row) throw notFound(documentName(key.documentType, key.appointmentId));
      return toDocument(row);
    },

    async act(caller: Caller, key: DocumentKey, action: DocumentAction, body: DocumentActionBody) {
      // Another vertical's document is a 404 before anything about the body is said.
      if (!(await repo.byCar(caller.vertical, key.appointmentId, key.documentType)))
        throw notFound(documentName(key.documentType, key.appointmentId));
      await checkInput(caller.vertical, action, body, 'body');
      return apply(caller, key, action, body);
    },

    /**
     * Each row its own step in its own transaction, so one stale or refused row never undoes the others;
     * the shared fields are checked once, for the whole request.
     */
    async batch(caller: Caller, body: DocumentBatchBody, log: Pick<FastifyBaseLogger, 'error'>) {
      const { action, items, ...fields } = body;
      await checkInput(caller.vertical, action, fields, 'body');
      const seen = new Set<string>();
      const results: DocumentBatchRow[] = [];
      for (const [index, item] of items.entries()) {
        const { appointmentId, documentType, version } = item;
        const row = { id: index + 1, appointmentId, documentType };
        const key = `${appointmentId}|${documentType}`;
        if (seen.has(key)) {
          const message = `${documentName(documentType, appointmentId)} is selected twice; it was updated once.`;
          results.push({ ...row, success: false, message, version: null });
          continue;
        }
        seen.add(key);
        try {
          const done = await apply(caller, item, action, { ...fields, version });
          results.push({ ...row, success: true, message: done.message, version: done.document.version });
        } catch (err) {
          if (!(err instanceof HttpError)) log.error({ err, appointmentId }, 'document bulk row failed');
          const message = err instanceof HttpError ? err.message : MESSAGES.unknownError;
          results.push({ ...row, success: false, message, version: null });
        }
      }
      return results;
    },
  };
}
export type DocumentService = ReturnType<typeof documentService>;
