import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  bigserialIdAndVertical,
  timestamptz,
  userUpdateStamps,
  verticalColumns,
  versionColumn,
} from '../../plugins/db/table-columns.ts';

/**
 * One yard audit (issue 28): a count of the cars at one location. The location's name is kept as it was,
 * so the history reads the same after a rename. The figures move with each counted scan, in the scan's
 * transaction (no scan re-counts thousands of rows for its answer), and are counted again at the finish.
 */
export const yardAudits = pgTable(
  'yard_audits',
  {
    ...bigserialIdAndVertical(),
    locationCode: text('location_code').notNull(),
    locationName: text('location_name').notNull(),
    status: text('status').notNull().default('OPEN'),
    startedBy: text('started_by').notNull(),
    startedByName: text('started_by_name').notNull(),
    startedAt: timestamptz('started_at').notNull().defaultNow(),
    finishedBy: text('finished_by'),
    finishedByName: text('finished_by_name'),
    finishedAt: timestamptz('finished_at'),
    expectedCount: integer('expected_count').notNull(),
    foundCount: integer('found_count').notNull().default(0),
    unexpectedCount: integer('unexpected_count').notNull().default(0),
    unknownCount: integer('unknown_count').notNull().default(0),
    ...versionColumn(),
    ...userUpdateStamps(),
  },
  (t) => [
    index('yard_audits_location_idx').on(t.country, t.vehicleType, t.locationCode, t.startedAt.desc(), t.id),
    // One open audit per location: everyone there scans into the same one.
    uniqueIndex('yard_audits_open_uq')
      .on(t.country, t.vehicleType, t.locationCode)
      .where(sql`${t.status} = 'OPEN'`),
  ],
);

/**
 * The cars the system held at the location when the audit started (frozen: later moves do not change
 * what was expected), with what identifies them on the finish screen.
 */
export const yardAuditExpected = pgTable(
  'yard_audit_expected',
  {
    auditId: bigint('audit_id', { mode: 'number' })
      .notNull()
      .references(() => yardAudits.id, { onDelete: 'cascade' }),
    ...verticalColumns(),
    appointmentId: text('appointment_id').notNull(),
    registrationNumber: text('registration_number'),
    chassisNumber: text('chassis_number'),
    vehicle: text('vehicle').notNull(),
    // The missing car's fix: a mark-lost request for an approver.
    pendingActionId: bigint('pending_action_id', { mode: 'number' }),
    missingReason: text('missing_reason'),
    reportedBy: text('reported_by'),
    reportedAt: timestamptz('reported_at'),
  },
  (t) => [primaryKey({ columns: [t.auditId, t.appointmentId] })],
);

/**
 * The scans that counted: the first scan of each car (or of each unknown identifier) in an audit. The
 * client's key makes a re-sent scan an answer, not a count; a second scan of a counted car answers
 * "Already scanned" from this row. What the system said of an unexpected car is kept as it was then.
 */
export const yardAuditScans = pgTable(
  'yard_audit_scans',
  {
    ...bigserialIdAndVertical(),
    auditId: bigint('audit_id', { mode: 'number' })
      .notNull()
      .references(() => yardAudits.id, { onDelete: 'cascade' }),
    clientKey: text('client_key').notNull(),
    /** The appointment id of a known car, else `?` and the identifier as normalised. */
    subject: text('subject').notNull(),
    identifier: text('identifier').notNull(),
    outcome: text('outcome').notNull(),
    message: text('message').notNull(),
    appointmentId: text('appointment_id'),
    registrationNumber: text('registration_number'),
    chassisNumber: text('chassis_number'),
    vehicle: text('vehicle'),
    systemLocationCode: text('system_location_code'),
    systemLocationName: text('system_location_name'),
    systemLocationStatus: text('system_location_status'),
    systemSince: timestamptz('system_since'),
    scannedBy: text('scanned_by').notNull(),
    scannedByName: text('scanned_by_name').notNull(),
    scannedAt: timestamptz('scanned_at').notNull().defaultNow(),
    // The unexpected car's fix: stocked in at the audited location through the stock-in service.
    stockedInBy: text('stocked_in_by'),
    stockedInAt: timestamptz('stocked_in_at'),
  },
  (t) => [
    uniqueIndex('yard_audit_scans_key_uq').on(t.auditId, t.clientKey),
    uniqueIndex('yard_audit_scans_subject_uq').on(t.auditId, t.subject),
    index('yard_audit_scans_outcome_idx').on(t.auditId, t.outcome),
  ],
);
