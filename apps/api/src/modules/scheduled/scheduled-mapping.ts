import { TIME_ZONES, localRunOf, type Country } from '@b2c/domain';
import type { ScheduledMovement, ScheduledMovementInput } from '@b2c/contracts';
import { editStampOf } from '../../kits/audited-entity.ts';
import type { RunRow, ScheduleRow } from './scheduled-repository.ts';

/** The fields an edit may change, as the audit log shows them (the instant as ISO text). */
export const auditedFieldsOf = (r: ScheduleRow) => ({
  appointmentIds: r.appointmentIds,
  fromLocationCode: r.fromLocationCode,
  toLocationCode: r.toLocationCode,
  vendor: r.vendor,
  logisticsMode: r.logisticsMode,
  pickupOption: r.pickupOption,
  slotCode: r.slotCode,
  repeat: r.repeat,
  weekdays: r.weekdays,
  runTime: r.runTime,
  runAt: r.nextRunAt.toISOString(),
  remarks: r.remarks,
  state: r.state,
  failureReason: r.failureReason,
});
export type AuditedFields = ReturnType<typeof auditedFieldsOf>;

/** A body's fields as audited fields; `runAt` is the first occurrence the service computed. */
export const fieldsOfInput = (input: ScheduledMovementInput, runAt: Date) => ({
  appointmentIds: input.appointmentIds,
  fromLocationCode: input.fromLocationCode,
  toLocationCode: input.toLocationCode,
  vendor: input.vendor,
  logisticsMode: input.logisticsMode,
  pickupOption: input.pickupOption,
  slotCode: input.slot,
  repeat: input.repeat,
  weekdays: input.weekdays,
  runTime: input.runTime,
  runAt: runAt.toISOString(),
  remarks: input.remarks || null,
});

/** Audited fields → columns: the instant is stored as a timestamp. */
export const columnsOf = <F extends { runAt: string }>({ runAt, ...rest }: F) => ({
  ...rest,
  nextRunAt: new Date(runAt),
});

export function toScheduledMovement(r: ScheduleRow, runs: readonly RunRow[] = []): ScheduledMovement {
  const timeZone = TIME_ZONES[r.country as Country];
  const local = localRunOf(r.nextRunAt, timeZone);
  return {
    id: r.id,
    appointmentIds: r.appointmentIds,
    fromLocationCode: r.fromLocationCode,
    toLocationCode: r.toLocationCode,
    vendor: r.vendor,
    logisticsMode: r.logisticsMode,
    pickupOption: r.pickupOption,
    slot: r.slotCode,
    repeat: r.repeat,
    weekdays: r.weekdays,
    remarks: r.remarks,
    runAt: r.nextRunAt.toISOString(),
    runDate: local.date,
    runTime: r.runTime,
    timeZone,
    state: r.state,
    failureReason: r.failureReason,
    lastRunAt: r.lastRunAt ? r.lastRunAt.toISOString() : null,
    lastRuns: runs.map((run) => ({
      appointmentId: run.appointmentId,
      outcome: run.outcome,
      movementId: run.movementId,
      reason: run.reason,
    })),
    createdBy: r.createdBy,
    ...editStampOf(r),
  };
}
