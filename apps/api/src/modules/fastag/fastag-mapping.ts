import {
  FASTAG_DOCUMENT_LABELS,
  FASTAG_DOCUMENT_TYPES,
  defaultFastagConfig,
  hasDocumentNumber,
  missingDocuments,
  type FastagDocumentType,
  type Vertical,
} from '@b2c/domain';
import type { FastagConfig, FastagFulfilment, FastagOrder } from '@b2c/contracts';
import { editStampOf } from '../../kits/audited-entity.ts';
import type { FastagConfigRow, FastagDocumentRow, FastagOrderRow } from './fastag-repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export const toFastagOrder = (r: FastagOrderRow, now = Date.now()): FastagOrder => ({
  id: r.id,
  orderNumber: r.orderNumber,
  appointmentId: r.appointmentId,
  registrationNumber: r.registrationNumber,
  customerName: r.customerName,
  customerMobile: r.customerMobile,
  serialNumber: r.serialNumber,
  tagClass: r.tagClass,
  status: r.status,
  kycStatus: r.kycStatus,
  kycRejectionReason: r.kycRejectionReason,
  createdAt: r.createdAt.toISOString(),
  ageDays: Math.max(0, Math.floor((now - r.createdAt.getTime()) / DAY_MS)),
  ...editStampOf(r),
});

/** The vertical's saved config, or the defaults it runs on until an admin saves one. */
export const toFastagConfig = (v: Vertical, row: FastagConfigRow | undefined): FastagConfig =>
  row
    ? {
        vehicleType: v.vehicleType,
        issuer: row.issuer,
        tagClasses: row.tagClasses,
        requiredDocuments: row.requiredDocuments,
        ...editStampOf(row),
      }
    : {
        vehicleType: v.vehicleType,
        ...defaultFastagConfig(v.vehicleType),
        version: null,
        updatedAt: null,
        updatedBy: null,
      };

export const uploadedTypes = (docs: readonly FastagDocumentRow[]): FastagDocumentType[] =>
  docs.map((d) => d.documentType);

/**
 * SPEC §3's detail: the view fields (serial number, customer name and mobile, then each uploaded
 * document's label and number), every document type with its file, and what is still missing.
 */
export function toFulfilment(
  order: FastagOrderRow,
  docs: readonly FastagDocumentRow[],
  config: FastagConfig,
): FastagFulfilment {
  const byType = new Map(docs.map((d) => [d.documentType, d]));
  const numbered = FASTAG_DOCUMENT_TYPES.filter((t) => hasDocumentNumber(t) && byType.has(t));
  return {
    order: toFastagOrder(order),
    viewFields: [
      { label: 'Serial number', value: order.serialNumber },
      { label: 'Customer name', value: order.customerName },
      { label: 'Customer mobile', value: order.customerMobile },
      ...numbered.map((t) => ({ label: `${FASTAG_DOCUMENT_LABELS[t]} number`, value: byType.get(t)!.documentNumber })),
    ],
    documents: FASTAG_DOCUMENT_TYPES.map((t) => {
      const d = byType.get(t);
      return {
        documentType: t,
        required: config.requiredDocuments.includes(t),
        documentNumber: d?.documentNumber ?? null,
        fileName: d?.fileName ?? null,
        uploadedAt: d?.uploadedAt.toISOString() ?? null,
        uploadedBy: d?.uploadedBy ?? null,
      };
    }),
    missingDocuments: missingDocuments(config.requiredDocuments, uploadedTypes(docs)),
    tagClasses: config.tagClasses,
  };
}
