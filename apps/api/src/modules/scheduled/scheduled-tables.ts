import { bigint, bigserial, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type {
  Day,
  LogisticsMode,
  MovementVendor,
  PickupOption,
  ScheduleRepeat,
  ScheduledRunOutcome,
  ScheduledState,
} from '@b2c/domain';
import {
  createdAtColumn,
  editableColumns,
  serialIdAndVertical,
  timestamptz,
  verticalColumns,
} from '../../plugins/db/table-columns.ts';

/**
 * Movements planned ahead (SPEC §2 /scheduled-tasks). `next_run_at` is the occurrence to raise next (the
 * last one, once a one-off schedule ran); `run_time` keeps the wall-clock time in the vertical's zone, so a
 * repeating schedule stays at 09:00 across a daylight-saving change.
 */
export const scheduledMovements = pgTable(
  'scheduled_movements',
  {
    ...serialIdAndVertical(),
    appointmentIds: jsonb('appointment_ids').$type<string[]>().notNull(),
    fromLocationCode: text('from_location_code').notNull(),
    toLocationCode: text('to_location_code').notNull(),
    vendor: text('vendor').$type<MovementVendor>().notNull(),
    logisticsMode: text('logistics_mode').$type<LogisticsMode>().notNull(),
    pickupOption: text('pickup_option').$type<PickupOption>().notNull(),
    slotCode: text('slot_code').notNull(),
    repeat: text('repeat').$type<ScheduleRepeat>().notNull(),
    weekdays: jsonb('weekdays').$type<Day[]>().notNull(),
    runTime: text('run_time').notNull(),
    nextRunAt: timestamptz('next_run_at').notNull(),
    state: text('state').$type<ScheduledState>().notNull(),
    failureReason: text('failure_reason'),
    lastRunAt: timestamptz('last_run_at'),
    remarks: text('remarks'),
    createdBy: text('created_by').notNull(),
    ...editableColumns(),
  },
  (t) => [
    // The job's sweep: armed schedules whose time has come, across verticals.
    index('scheduled_movements_due_idx').on(t.state, t.nextRunAt),
    index('scheduled_movements_list_idx').on(t.country, t.vehicleType, t.nextRunAt),
  ],
);

/**
 * The idempotency record of one car at one occurrence: written in the same transaction as the pickup request
 * it raised, and unique per (schedule, occurrence, car), so a job run twice — after a crash, on a second API
 * process, after a restart across the time — cannot raise the car twice. A failure takes the same slot.
 */
export const scheduledMovementRuns = pgTable(
  'scheduled_movement_runs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ...verticalColumns(),
    scheduleId: integer('schedule_id')
      .notNull()
      .references(() => scheduledMovements.id, { onDelete: 'cascade' }),
    occurrenceAt: timestamptz('occurrence_at').notNull(),
    appointmentId: text('appointment_id').notNull(),
    outcome: text('outcome').$type<ScheduledRunOutcome>().notNull(),
    movementId: bigint('movement_id', { mode: 'number' }),
    reason: text('reason'),
    ...createdAtColumn(),
  },
  (t) => [uniqueIndex('scheduled_movement_runs_once_uq').on(t.scheduleId, t.occurrenceAt, t.appointmentId)],
);
