import {
  FASTAG_DOCUMENT_EXTENSIONS,
  FASTAG_DOCUMENT_LABELS,
  KYC_STATUS_OF_STATE,
  decideFastagStep,
  documentsComplete,
  hasDocumentNumber,
  type FastagDocumentType,
  type Vertical,
} from '@b2c/domain';
import type { FastagDocumentBody, FastagDocumentView, FastagFulfilment, FastagUploadRequest } from '@b2c/contracts';
import type { Db } from '../../plugins/db/database.ts';
import type { Caller } from '../../plugins/auth.ts';
import type { ObjectStorage, UploadTicket } from '../../plugins/storage.ts';
import { contentTypeOfExtension } from '../../kits/storage-files.ts';
import { uploadTicket } from '../../kits/upload-ticket.ts';
import { actorOf, writeAudit } from '../../kits/audit.ts';
import { nextVersionStamp } from '../../kits/audited-update.ts';
import { assertVersion } from '../../kits/versioning.ts';
import { badRequest, conflict, notFound } from '../../kits/http-errors.ts';
import { FASTAG_ORDER_ENTITY, fastagRepository, type FastagOrderRow } from './fastag-repository.ts';
import { configOf, fulfilmentOf } from './fastag-service.ts';
import { uploadedTypes } from './fastag-mapping.ts';

/** A document's signed type: the storage then refuses bytes that are not that type (415) or past its cap (413). */
const documentTypeOf = (extension: string) =>
  (FASTAG_DOCUMENT_EXTENSIONS as readonly string[]).includes(extension) ? contentTypeOfExtension(extension) : undefined;

/** Where one order's files of one type live; the record step accepts only a key under it. */
const folderOf = (v: Vertical, orderId: number, type: FastagDocumentType) =>
  `fastag/${v.country}/${v.vehicleType}/${orderId}/${type}/`;

/**
 * FASTag documents (SPEC §7 "document view and upload"): a pre-signed URL for one file of an order of the
 * caller's vertical; the panel PUTs the file to it (the storage checks its bytes and size), then records
 * it against the order's document type, replacing the file before. Recording is an order step: versioned,
 * audited (file and number old → new) and run through the transition table.
 */
export function fastagDocumentService(db: Db, storage: ObjectStorage) {
  async function orderOf(v: Vertical, id: number): Promise<FastagOrderRow> {
    const order = await fastagRepository(db).orders.byId(v, id);
    if (!order) throw notFound(`FASTag order ${id}`);
    return order;
  }

  function checkKey(v: Vertical, order: FastagOrderRow, type: FastagDocumentType, key: string): void {
    const folder = folderOf(v, order.id, type);
    const file = key.startsWith(folder) ? key.slice(folder.length) : '';
    const extension = file.split('.').pop()?.toLowerCase() ?? '';
    if (!file || file.includes('/') || !documentTypeOf(extension))
      throw badRequest(
        `This file was not uploaded for the ${FASTAG_DOCUMENT_LABELS[type]} of FASTag order ${order.orderNumber}.`,
        'body.key',
      );
  }

  return {
    async uploadUrl(caller: Caller, id: number, request: FastagUploadRequest): Promise<UploadTicket> {
      const v = caller.vertical;
      const order = await orderOf(v, id);
      return uploadTicket(storage, {
        fileName: request.fileName,
        extension: request.extension,
        allowed: FASTAG_DOCUMENT_EXTENSIONS,
        folder: () => {
          if (order.status === 'ACTIVATED')
            throw conflict(`FASTag order ${order.orderNumber} is Activated: its documents can no longer change.`);
          return folderOf(v, id, request.documentType);
        },
      });
    },

    async record(
      caller: Caller,
      id: number,
      type: FastagDocumentType,
      body: Required<FastagDocumentBody>,
    ): Promise<FastagFulfilment> {
      const v = caller.vertical;
      const label = FASTAG_DOCUMENT_LABELS[type];
      const order = await orderOf(v, id);
      checkKey(v, order, type, body.key);
      if (hasDocumentNumber(type) && body.documentNumber === null)
        throw badRequest(`The ${label} number is required.`, 'body.documentNumber');
      if (!(await storage.exists(body.key)))
        throw badRequest('The file has not been uploaded yet: upload it, then record it.', 'body.key');
      const { requiredDocuments } = await configOf(db, v);
      const replaced = await db.transaction(async (tx) => {
        const repo = fastagRepository(tx);
        const current = await repo.orders.byId(v, id, true);
        assertVersion(`FASTag order ${order.orderNumber}`, current, body.version);
        const docs = await repo.documents.ofOrder(v, id);
        const before = docs.find((d) => d.documentType === type);
        if (before?.storageKey === body.key) throw conflict(`This file is already the ${label} of this order.`);
        const complete = documentsComplete(requiredDocuments, [...uploadedTypes(docs), type]);
        const decision = decideFastagStep(order.orderNumber, current!.status, 'UPLOAD_DOCUMENT', {
          documentsComplete: complete,
          serialAssigned: current!.serialNumber !== null,
        });
        if (!decision.ok) throw conflict(decision.message);
        const to = decision.transition.to;
        const file = {
          documentNumber: hasDocumentNumber(type) ? body.documentNumber : null,
          fileName: body.fileName,
          storageKey: body.key,
          uploadedBy: caller.userName,
          uploadedAt: new Date(),
        };
        if (before) await repo.documents.update(v, before.id, file);
        else await repo.documents.insert({ ...v, orderId: id, documentType: type, ...file });
        await repo.orders.update(v, id, {
          status: to,
          kycStatus: KYC_STATUS_OF_STATE[to],
          ...nextVersionStamp(current!, caller),
        });
        await writeAudit(tx, {
          vertical: v,
          entity: FASTAG_ORDER_ENTITY,
          entityId: id,
          action: before ? 'DOCUMENT_REPLACED' : 'DOCUMENT_UPLOADED',
          actor: actorOf(caller),
          changes: [
            { field: `${label} file`, old: before?.fileName ?? null, new: body.fileName },
            { field: `${label} number`, old: before?.documentNumber ?? null, new: file.documentNumber },
            { field: 'status', old: current!.status, new: to },
            { field: 'kycStatus', old: current!.kycStatus, new: KYC_STATUS_OF_STATE[to] },
          ],
        });
        return before;
      });
      // After the commit: a failed delete leaves an orphan file, never a record pointing at nothing.
      if (replaced) await storage.remove(replaced.storageKey);
      return fulfilmentOf(db, v, id);
    },

    /** The view of the type's current file: a signed link served as an image or a PDF, never as a page. */
    async view(caller: Caller, id: number, type: FastagDocumentType): Promise<FastagDocumentView> {
      const v = caller.vertical;
      await orderOf(v, id);
      const doc = await fastagRepository(db).documents.find(v, { orderId: id, documentType: type });
      if (!doc) throw notFound(`The ${FASTAG_DOCUMENT_LABELS[type]} of FASTag order ${id}`);
      const extension = doc.storageKey.split('.').pop()?.toLowerCase() ?? '';
      return {
        documentType: type,
        fileName: doc.fileName,
        contentType: documentTypeOf(extension) ?? 'application/octet-stream',
        url: await storage.signDownloadUrl(doc.storageKey),
        uploadedAt: doc.uploadedAt.toISOString(),
        uploadedBy: doc.uploadedBy,
      };
    },
  };
}
export type FastagDocumentService = ReturnType<typeof fastagDocumentService>;
