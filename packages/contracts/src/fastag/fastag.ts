import { z } from 'zod';
import {
  FASTAG_DOCUMENT_EXTENSIONS,
  FASTAG_DOCUMENT_TYPES,
  FASTAG_KYC_DECISIONS,
  FASTAG_KYC_STATUSES,
  FASTAG_ORDER_STATES,
  VEHICLE_TYPES,
} from '@b2c/domain';
import { envelope, pagingQuery, versioned } from '../common.ts';
import { editableFields, prefixQuery } from '../masterdata/masterdata-fields.ts';

/**
 * FASTag order fulfilment (SPEC §3 "FASTag fulfilment detail", §7 FASTag calls; SPEC shows neither paths
 * nor bodies, these are ours). Every text is shown as text, never as HTML; the limits are the forms' too.
 */

/** The tag's printed serial (issuer prefix, batch, number): capitals, digits and "-". */
export const fastagSerialNumber = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9][A-Z0-9-]{5,29}$/, 'must be 6 to 30 capital letters, digits or "-"');
export const fastagTagClass = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{2,10}$/, 'must be 2 to 10 capital letters or digits');
export const fastagDocumentNumber = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(30, 'must be at most 30 characters')
  .regex(/^[A-Za-z0-9][A-Za-z0-9 /-]*$/, 'must use only letters, digits, spaces, "/" and "-"');
export const fastagRejectReason = z
  .string()
  .trim()
  .min(3, 'must have at least 3 characters')
  .max(300, 'must be at most 300 characters');

export const FASTAG_SORT_FIELDS = ['createdAt', 'orderNumber', 'status', 'kycStatus', 'customerName', 'updatedAt'];

export const fastagOrderQuery = pagingQuery.extend({
  orderNumber: prefixQuery,
  appointmentId: prefixQuery,
  customerMobile: z
    .string()
    .trim()
    .regex(/^\+?\d{1,15}$/, 'must be digits, optionally starting with +')
    .optional(),
  serialNumber: prefixQuery,
  status: z.enum(FASTAG_ORDER_STATES).optional(),
  kycStatus: z.enum(FASTAG_KYC_STATUSES).optional(),
});
export type FastagOrderQuery = z.infer<typeof fastagOrderQuery>;
export const fastagOrderCountQuery = fastagOrderQuery.omit({ page: true, size: true, sort: true });
export type FastagOrderFilter = z.infer<typeof fastagOrderCountQuery>;

export const fastagOrder = z.object({
  id: z.number().int(),
  orderNumber: z.string(),
  appointmentId: z.string(),
  registrationNumber: z.string().nullable(),
  customerName: z.string(),
  customerMobile: z.string(),
  serialNumber: z.string().nullable(),
  tagClass: z.string().nullable(),
  status: z.enum(FASTAG_ORDER_STATES),
  kycStatus: z.enum(FASTAG_KYC_STATUSES),
  kycRejectionReason: z.string().nullable(),
  createdAt: z.string(),
  /** Whole days since the order was placed (the grid's age column). */
  ageDays: z.number().int(),
  ...editableFields,
});
export type FastagOrder = z.infer<typeof fastagOrder>;
export const fastagOrderListResponse = envelope(z.array(fastagOrder));

export const fastagDocument = z.object({
  documentType: z.enum(FASTAG_DOCUMENT_TYPES),
  required: z.boolean(),
  documentNumber: z.string().nullable(),
  /** null until a file is uploaded. */
  fileName: z.string().nullable(),
  uploadedAt: z.string().nullable(),
  uploadedBy: z.string().nullable(),
});
export type FastagDocument = z.infer<typeof fastagDocument>;

/** SPEC §3 view fields: serial number, customer name, customer mobile, other document labels and numbers. */
export const fastagViewField = z.object({ label: z.string(), value: z.string().nullable() });

export const fastagFulfilment = z.object({
  order: fastagOrder,
  viewFields: z.array(fastagViewField),
  documents: z.array(fastagDocument),
  missingDocuments: z.array(z.enum(FASTAG_DOCUMENT_TYPES)),
  /** The tag classes the vertical's config offers for the serial-number form. */
  tagClasses: z.array(z.string()),
});
export type FastagFulfilment = z.infer<typeof fastagFulfilment>;
export const fastagFulfilmentResponse = envelope(fastagFulfilment);

export const fastagOrderParams = z.object({ id: z.coerce.number().int().positive() });
export const fastagDocumentParams = fastagOrderParams.extend({ type: z.enum(FASTAG_DOCUMENT_TYPES) });

export const fastagDetailsBody = versioned.extend({
  serialNumber: fastagSerialNumber.nullable(),
  tagClass: fastagTagClass.nullable(),
});
export type FastagDetailsBody = z.infer<typeof fastagDetailsBody>;

export const fastagKycBody = versioned
  .extend({ kycStatus: z.enum(FASTAG_KYC_DECISIONS), reason: fastagRejectReason.optional() })
  .refine((b) => b.kycStatus !== 'REJECTED' || b.reason !== undefined, {
    path: ['reason'],
    message: 'is required to reject the KYC',
  });
export type FastagKycBody = z.infer<typeof fastagKycBody>;
export const fastagActivateBody = versioned;

/** POST …/documents/upload-url: then PUT the file once to `uploadUrl` with every header of `headers`. */
export const fastagUploadBody = z.object({
  documentType: z.enum(FASTAG_DOCUMENT_TYPES),
  fileName: z.string().trim().min(1).max(200),
  extension: z
    .string()
    .trim()
    .transform((e) => e.replace(/^\./, '').toLowerCase())
    .pipe(z.enum(FASTAG_DOCUMENT_EXTENSIONS, `must be one of ${FASTAG_DOCUMENT_EXTENSIONS.join(', ')}`)),
});
export type FastagUploadRequest = z.input<typeof fastagUploadBody>;

/** Records (or replaces) the type's file once its PUT succeeded; the order's version guards the change. */
export const fastagDocumentBody = versioned.extend({
  key: z.string().trim().min(1).max(300),
  fileName: z.string().trim().min(1).max(200),
  /** Required for every type but the vehicle photo (the API names it when missing). */
  documentNumber: fastagDocumentNumber.nullable().default(null),
});
export type FastagDocumentBody = z.input<typeof fastagDocumentBody>;

/**
 * The view of one uploaded file: a signed link, valid for an hour, served as the image or PDF its bytes
 * were checked to be (`contentType`), never as HTML.
 */
export const fastagDocumentView = z.object({
  documentType: z.enum(FASTAG_DOCUMENT_TYPES),
  fileName: z.string(),
  contentType: z.string(),
  url: z.string(),
  uploadedAt: z.string(),
  uploadedBy: z.string(),
});
export type FastagDocumentView = z.infer<typeof fastagDocumentView>;
export const fastagDocumentViewResponse = envelope(fastagDocumentView);

/** The vertical's FASTag config; `version` is null while the vertical still runs on the defaults. */
export const fastagConfig = z.object({
  vehicleType: z.enum(VEHICLE_TYPES),
  issuer: z.string(),
  /** The tag classes sold for this vertical's vehicle type. */
  tagClasses: z.array(z.string()),
  requiredDocuments: z.array(z.enum(FASTAG_DOCUMENT_TYPES)),
  version: z.number().int().nullable(),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type FastagConfig = z.infer<typeof fastagConfig>;
export const fastagConfigResponse = envelope(fastagConfig);

const distinct = <T>(items: readonly T[]) => new Set(items).size === items.length;
export const fastagConfigBody = z.object({
  /** Required once the vertical has a saved config. */
  version: z.number().int().min(1).optional(),
  issuer: z.string().trim().min(2, 'must have at least 2 characters').max(80, 'must be at most 80 characters'),
  tagClasses: z
    .array(fastagTagClass)
    .max(20, 'must list at most 20 classes')
    .refine(distinct, 'must not repeat a class'),
  requiredDocuments: z
    .array(z.enum(FASTAG_DOCUMENT_TYPES))
    .min(1, 'must require at least one document')
    .refine(distinct, 'must not repeat a document type'),
});
export type FastagConfigBody = z.infer<typeof fastagConfigBody>;
