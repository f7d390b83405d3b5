import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { FastagDocumentType, FastagKycStatus, FastagOrderState } from '@b2c/domain';
import { createdAtColumn, editableColumns, serialIdAndVertical, timestamptz } from '../../plugins/db/table-columns.ts';

/**
 * FASTag orders (SPEC §3 "FASTag fulfilment detail"): one per tag sold with a car. `status` moves only by
 * the table in fastag-order-transitions.ts, which also sets `kyc_status` (stored so the grid filters on
 * it). A tag's serial number is on one order of the vertical at most.
 */
export const fastagOrders = pgTable(
  'fastag_orders',
  {
    ...serialIdAndVertical(),
    orderNumber: text('order_number').notNull(),
    appointmentId: text('appointment_id').notNull(),
    registrationNumber: text('registration_number'),
    customerName: text('customer_name').notNull(),
    customerMobile: text('customer_mobile').notNull(),
    serialNumber: text('serial_number'),
    tagClass: text('tag_class'),
    status: text('status').$type<FastagOrderState>().notNull(),
    kycStatus: text('kyc_status').$type<FastagKycStatus>().notNull(),
    kycRejectionReason: text('kyc_rejection_reason'),
    activatedAt: timestamptz('activated_at'),
    ...editableColumns(),
  },
  (t) => [
    uniqueIndex('fastag_orders_number_uq').on(t.country, t.vehicleType, t.orderNumber),
    uniqueIndex('fastag_orders_serial_uq')
      .on(t.country, t.vehicleType, t.serialNumber)
      .where(sql`${t.serialNumber} is not null`),
    index('fastag_orders_grid_idx').on(t.country, t.vehicleType, t.createdAt),
    // The table's last row: an activated order always has its tag.
    check('fastag_orders_activated_ck', sql`${t.status} <> 'ACTIVATED' or ${t.serialNumber} is not null`),
  ],
);

/** The current file of each document type of an order; a replacement overwrites the row (audited). */
export const fastagDocuments = pgTable(
  'fastag_documents',
  {
    ...serialIdAndVertical(),
    orderId: integer('order_id')
      .notNull()
      .references(() => fastagOrders.id),
    documentType: text('document_type').$type<FastagDocumentType>().notNull(),
    documentNumber: text('document_number'),
    fileName: text('file_name').notNull(),
    storageKey: text('storage_key').notNull(),
    uploadedBy: text('uploaded_by').notNull(),
    uploadedAt: timestamptz('uploaded_at').notNull().defaultNow(),
    ...createdAtColumn(),
  },
  (t) => [
    uniqueIndex('fastag_documents_type_uq').on(t.orderId, t.documentType),
    uniqueIndex('fastag_documents_key_uq').on(t.storageKey),
    index('fastag_documents_vertical_idx').on(t.country, t.vehicleType, t.orderId),
  ],
);

/** One row per vertical once an admin saved it; until then the domain's defaults apply. */
export const fastagConfigs = pgTable(
  'fastag_configs',
  {
    ...serialIdAndVertical(),
    issuer: text('issuer').notNull(),
    tagClasses: text('tag_classes').array().notNull(),
    requiredDocuments: text('required_documents').array().$type<FastagDocumentType[]>().notNull(),
    ...editableColumns(),
  },
  (t) => [uniqueIndex('fastag_configs_vertical_uq').on(t.country, t.vehicleType)],
);
