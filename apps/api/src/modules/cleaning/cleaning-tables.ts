import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { CleaningChecklistItem, CleaningTaskEvent, CleaningTaskState } from '@b2c/domain';
import {
  bigserialIdAndVertical,
  createdAtColumn,
  editableColumns,
  timestamptz,
} from '../../plugins/db/table-columns.ts';

/**
 * Car cleaning tasks (issue 17): one row per round of cleaning a car at a location. A send-back closes
 * the row (REJECTED) and opens the next round as a new row (`reclean_of`), so each round keeps its photos.
 * The cleaner is a staff member of type CLEANER of the drivers' staff list; the name is kept as assigned.
 */
export const cleaningTasks = pgTable(
  'cleaning_tasks',
  {
    ...bigserialIdAndVertical(),
    appointmentId: text('appointment_id').notNull(),
    locationCode: text('location_code').notNull(),
    state: text('state').$type<CleaningTaskState>().notNull(),
    round: integer('round').notNull().default(1),
    recleanOf: bigint('reclean_of', { mode: 'number' }),
    cleanerId: integer('cleaner_id'),
    cleanerName: text('cleaner_name'),
    beforeKey: text('before_key'),
    beforeBy: text('before_by'),
    beforeAt: timestamptz('before_at'),
    afterKey: text('after_key'),
    afterBy: text('after_by'),
    afterAt: timestamptz('after_at'),
    checklist: jsonb('checklist').$type<Partial<Record<CleaningChecklistItem, boolean>>>(),
    reasons: jsonb('reasons').$type<CleaningChecklistItem[]>().notNull().default([]),
    remarks: text('remarks'),
    assignedAt: timestamptz('assigned_at'),
    submittedAt: timestamptz('submitted_at'),
    reviewedAt: timestamptz('reviewed_at'),
    reviewedBy: text('reviewed_by'),
    /** X-Client-Type of the last change (SPEC §7); each change's own is in cleaning_task_events. */
    clientType: text('client_type'),
    ...editableColumns(),
  },
  (t) => [
    index('cleaning_tasks_state_idx').on(t.country, t.vehicleType, t.state, t.createdAt),
    index('cleaning_tasks_car_idx').on(t.country, t.vehicleType, t.appointmentId),
    index('cleaning_tasks_reclean_idx').on(t.recleanOf),
    // The start page's QA pass rate (issue 29): the rounds reviewed in the last 30 days.
    index('cleaning_tasks_reviewed_idx')
      .on(t.country, t.vehicleType, t.reviewedAt)
      .where(sql`${t.reviewedAt} is not null`),
  ],
);

/** Every step of a task with the client that asked for it (SPEC §7 X-Client-Type), shown on the detail. */
export const cleaningTaskEvents = pgTable(
  'cleaning_task_events',
  {
    ...bigserialIdAndVertical(),
    taskId: bigint('task_id', { mode: 'number' })
      .notNull()
      .references(() => cleaningTasks.id, { onDelete: 'cascade' }),
    event: text('event').$type<CleaningTaskEvent | 'PHOTO'>().notNull(),
    fromState: text('from_state'),
    toState: text('to_state').notNull(),
    detail: text('detail'),
    clientType: text('client_type'),
    actor: text('actor').notNull(),
    ...createdAtColumn(),
  },
  (t) => [index('cleaning_task_events_task_idx').on(t.taskId)],
);
