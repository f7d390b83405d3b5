import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { DocumentStatus, DocumentType } from '@b2c/domain';
import { bigserialIdAndVertical, editableColumns, timestamptz } from '../../plugins/db/table-columns.ts';

/**
 * One document or asset of one car (SPEC §3 "Document or asset"): at most one row per car and type.
 * `procured_at` is when the car was procured (copied when the row is made, as documents are owed from
 * then); `requested_at` is the last request's time, shown but not aged from (a request must not make an
 * old document young, issue 24); `pending_since` is set only when a received document is lost, as it is
 * owed again from then. Ageing counts from `pending_since`, else `procured_at`.
 */
export const documents = pgTable(
  'documents',
  {
    ...bigserialIdAndVertical(),
    appointmentId: text('appointment_id').notNull(),
    documentType: text('document_type').$type<DocumentType>().notNull(),
    status: text('status').$type<DocumentStatus>().notNull(),
    documentLocation: text('document_location'),
    destinationLocation: text('destination_location'),
    slot: text('slot'),
    remarks: text('remarks'),
    procuredAt: timestamptz('procured_at').notNull(),
    requestedAt: timestamptz('requested_at'),
    pendingSince: timestamptz('pending_since'),
    ...editableColumns(),
  },
  (t) => [
    uniqueIndex('documents_car_type_uq').on(t.country, t.vehicleType, t.appointmentId, t.documentType),
    // The pendency grid and its per-location counts read only owed documents.
    index('documents_pending_idx')
      .on(t.country, t.vehicleType, t.documentLocation, t.status)
      .where(sql`${t.status} <> 'DONE'`),
  ],
);
