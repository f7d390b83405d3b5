import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  bigserialIdAndVertical,
  timestamptz,
  userUpdateStamps,
  versionColumn,
} from '../../plugins/db/table-columns.ts';

/**
 * A change that waits for a second person (SPEC §3 Pending action, maker-checker). `current_value` is
 * what the field held when the request was made: an approval is refused when it no longer does, so
 * nobody approves a change against a price they never saw.
 */
export const pendingActions = pgTable(
  'pending_actions',
  {
    ...bigserialIdAndVertical(),
    appointmentId: text('appointment_id').notNull(),
    type: text('type').notNull(),
    subReason: text('sub_reason'),
    currentValue: text('current_value'),
    proposedValue: text('proposed_value').notNull(),
    status: text('status').notNull().default('PENDING'),
    requestedBy: text('requested_by').notNull(),
    requestedAt: timestamptz('requested_at').notNull().defaultNow(),
    decision: text('decision'),
    decidedValue: text('decided_value'),
    decidedBy: text('decided_by'),
    decidedAt: timestamptz('decided_at'),
    remarks: text('remarks'),
    ...versionColumn(),
    ...userUpdateStamps(),
  },
  (t) => [
    index('pending_actions_list_idx').on(t.country, t.vehicleType, t.status, t.type, t.subReason, t.requestedAt),
    index('pending_actions_apt_idx').on(t.country, t.vehicleType, t.appointmentId, t.requestedAt),
    // One open request per car and kind: a second one would race the first to the approver.
    uniqueIndex('pending_actions_open_uq')
      .on(t.country, t.vehicleType, t.appointmentId, t.type)
      .where(sql`${t.status} = 'PENDING'`),
  ],
);
