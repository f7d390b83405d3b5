import {
  TIME_ZONES,
  formatDate,
  occurrenceAfter,
  scheduledTransition,
  type Country,
  type VehicleType,
  type Vertical,
} from '@b2c/domain';
import type { CreatePickupRequestBody } from '@b2c/contracts';
import type { Db } from '../../plugins/db/database.ts';
import type { Executor } from '../../plugins/db/vertical-scope.ts';
import type { Caller } from '../../plugins/auth.ts';
import { diff, writeAudit } from '../../kits/audit.ts';
import { HttpError } from '../../kits/http-errors.ts';
import { scheduledRepository, type ScheduleRow } from './scheduled-repository.ts';
import { auditedFieldsOf, columnsOf } from './scheduled-mapping.ts';
import { SCHEDULED_ENTITY } from './scheduled-service.ts';

/** What raising needs of the movement area (its `hooks.raisePickup`, passed in by app.ts). */
export interface PickupRaiser {
  raisePickup(
    caller: Caller,
    appointmentId: string,
    body: Omit<CreatePickupRequestBody, 'version'>,
    alongside: (tx: Executor, movementId: number) => Promise<void>,
  ): Promise<{ movementId: number }>;
}

/** Who raises: the job, acting for the schedule's author (the movement's and the audit's `scheduler`). */
export const SCHEDULER = 'scheduler';
const JOB_SOURCE = 'scheduled-tasks job';

/** Thrown inside the request's transaction when this car's occurrence already has its record: rolls it back. */
class AlreadyDone extends Error {}

/** Schedules raised per sweep; the next minute's sweep takes the rest. */
const SWEEP_LIMIT = 20;

export interface SweepSummary {
  schedules: number;
  raised: number;
  failed: number;
}

const verticalOf = (s: ScheduleRow): Vertical => ({
  country: s.country as Country,
  vehicleType: s.vehicleType as VehicleType,
});

/** The job's caller: the movement rules need one; routes never see it, so it carries no permissions. */
const schedulerCaller = (v: Vertical): Caller => ({
  subject: SCHEDULER,
  userName: SCHEDULER,
  name: 'Scheduled tasks',
  groups: [],
  countries: [v.country],
  vehicleTypes: [v.vehicleType],
  vertical: v,
  permissions: new Set(),
});

/**
 * Raises the schedules whose time has come (`raiseDue`, the pg-boss job's handler). Exactly once per car
 * and occurrence, whatever runs it how often: each pickup request is created in one transaction with its
 * `scheduled_movement_runs` record, whose unique index refuses a second one — a second run (a crash and
 * retry, a restart across the time, two API processes) rolls its request back. A refused request (the car
 * moved, a slot closed) is recorded as FAILED with the reason, in the same slot. Once every car of the
 * occurrence has its record, the schedule moves on (transition table) in one audited, versioned step.
 */
export function scheduledRaiser(db: Db, movements: PickupRaiser, log: { error(obj: object, msg: string): void }) {
  async function raiseCar(s: ScheduleRow, occurrence: Date, appointmentId: string, now: Date) {
    const v = verticalOf(s);
    const run = { ...v, scheduleId: s.id, occurrenceAt: occurrence, appointmentId };
    const timeZone = TIME_ZONES[v.country];
    // A late run (the app was down at the time) raises for today: a pickup day in the past is never bookable.
    const day = formatDate(occurrence > now ? occurrence : now, timeZone);
    try {
      await movements.raisePickup(
        schedulerCaller(v),
        appointmentId,
        {
          movementType: 'STOCK_TRANSFER',
          requestType: 'INTERNAL',
          pickupOption: s.pickupOption,
          fromLocationCode: s.fromLocationCode,
          toLocationCode: s.toLocationCode,
          vendor: s.vendor,
          logisticsMode: s.logisticsMode,
          requestedPickupDate: day,
          slot: s.slotCode,
          remarks: `Scheduled movement ${s.id}${s.remarks ? `: ${s.remarks}` : ''}`,
        },
        async (tx, movementId) => {
          if (!(await scheduledRepository(tx).claimRun({ ...run, outcome: 'RAISED', movementId })))
            throw new AlreadyDone();
        },
      );
      return 'RAISED';
    } catch (err) {
      if (err instanceof AlreadyDone) return 'DONE_BEFORE';
      // Anything but a refusal is the system's (the database away): the next sweep tries again.
      if (!(err instanceof HttpError)) throw err;
      const reason = `apt-${appointmentId}: ${err.message}`;
      const recorded = await scheduledRepository(db).claimRun({ ...run, outcome: 'FAILED', reason });
      return recorded ? 'FAILED' : 'DONE_BEFORE';
    }
  }

  /** The schedule after its occurrence: done (RAISE / FAIL) or armed for the next one (REPEAT). */
  async function settle(s: ScheduleRow, occurrence: Date, now: Date): Promise<void> {
    const v = verticalOf(s);
    const timeZone = TIME_ZONES[v.country];
    await db.transaction(async (tx) => {
      const repo = scheduledRepository(tx);
      const current = await repo.byIdForJob(s.id, true);
      // Settled by another run meanwhile (edits and cancels are refused once a schedule is due).
      if (current?.state !== 'SCHEDULED' || current.nextRunAt.getTime() !== occurrence.getTime()) return;
      const runs = await repo.runsOf(s.id, occurrence);
      if (runs.length < current.appointmentIds.length) return;
      const failures = runs.filter((r) => r.outcome === 'FAILED');
      const plan = { repeat: current.repeat, time: current.runTime, weekdays: current.weekdays };
      // Occurrences missed while the app was down are skipped: one late raise, then the next on time.
      let next = occurrenceAfter(plan, occurrence, timeZone);
      while (next && next <= now) next = occurrenceAfter(plan, next, timeZone);
      const event = next ? 'REPEAT' : failures.length > 0 ? 'FAIL' : 'RAISE';
      const before = auditedFieldsOf(current);
      const after = {
        ...before,
        state: scheduledTransition(current.state, event)!,
        failureReason: failures.length > 0 ? failures.map((r) => r.reason).join('\n') : null,
        runAt: (next ?? occurrence).toISOString(),
      };
      await repo.update(v, s.id, {
        ...columnsOf(after),
        lastRunAt: occurrence,
        version: current.version + 1,
        updatedAt: new Date(),
        updatedBy: SCHEDULER,
      });
      await writeAudit(tx, {
        vertical: v,
        entity: SCHEDULED_ENTITY,
        entityId: s.id,
        action: event,
        actor: { authType: 'SYSTEM', initiator: current.createdBy, source: JOB_SOURCE },
        changes: [
          ...diff(before, after),
          { field: 'lastRunAt', old: current.lastRunAt?.toISOString() ?? null, new: occurrence.toISOString() },
          { field: 'movements', old: null, new: runs.filter((r) => r.movementId).map((r) => r.movementId) },
        ],
      });
    });
  }

  return {
    /** Raises every schedule due at `now` (the job passes the clock; tests pass a fake one). */
    async raiseDue(now: Date): Promise<SweepSummary> {
      const summary: SweepSummary = { schedules: 0, raised: 0, failed: 0 };
      for (const s of await scheduledRepository(db).due(now, SWEEP_LIMIT)) {
        const occurrence = s.nextRunAt;
        try {
          // Cars with a record for this occurrence are done; the claim in the request's transaction still decides.
          const done = new Set((await scheduledRepository(db).runsOf(s.id, occurrence)).map((r) => r.appointmentId));
          for (const appointmentId of s.appointmentIds.filter((id) => !done.has(id))) {
            const outcome = await raiseCar(s, occurrence, appointmentId, now);
            if (outcome === 'RAISED') summary.raised++;
            if (outcome === 'FAILED') summary.failed++;
          }
          await settle(s, occurrence, now);
          summary.schedules++;
        } catch (err) {
          // One schedule's trouble must not hold up the others; it stays due and is retried next sweep.
          log.error({ err, scheduleId: s.id }, 'scheduled movement could not be raised');
        }
      }
      return summary;
    },
  };
}
export type ScheduledRaiser = ReturnType<typeof scheduledRaiser>;
