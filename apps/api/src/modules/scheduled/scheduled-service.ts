import {
  SCHEDULED_MESSAGES,
  SCHEDULED_STATE_LABELS,
  TIME_ZONES,
  occurrenceOn,
  scheduledTransition,
  type ScheduledEvent,
  type Vertical,
} from '@b2c/domain';
import type { ScheduledMovement, ScheduledMovementInput, ScheduledMovementUpdate } from '@b2c/contracts';
import type { Db } from '../../plugins/db/database.ts';
import type { Caller } from '../../plugins/auth.ts';
import type { Paged } from '../../plugins/db/vertical-list.ts';
import { auditCreated } from '../../kits/audit.ts';
import { updateAudited } from '../../kits/audited-update.ts';
import { badRequest, conflict, notFound } from '../../kits/http-errors.ts';
import { scheduledRepository, type ScheduleFilter, type ScheduleRow } from './scheduled-repository.ts';
import { auditedFieldsOf, columnsOf, fieldsOfInput, toScheduledMovement } from './scheduled-mapping.ts';

export const SCHEDULED_ENTITY = 'scheduled-movement';

/** What scheduling needs of other areas, passed in by app.ts (a module never imports another). */
export interface ScheduledLookups {
  locations: { byCodes(v: Vertical, codes: readonly string[]): Promise<{ code: string; active: boolean }[]> };
  /** Whether the vertical has a car with this appointment id (the inventory area's). */
  findCar(v: Vertical, key: { appointmentId: string }): Promise<object | undefined>;
}

const label = (id: number) => `Scheduled movement ${id}`;

/**
 * Scheduled movements (SPEC §2 /scheduled-tasks): listed, created, edited and cancelled while armed, each
 * change audited old → new and version-checked. Raising them is the job's (`scheduled-raiser.ts`).
 * `now` is the clock the "has its time passed" rules read.
 */
export function scheduledService(db: Db, deps: ScheduledLookups, now: () => Date = () => new Date()) {
  const withLastRuns = async (v: Vertical, rows: ScheduleRow[]): Promise<ScheduledMovement[]> => {
    const runs = await scheduledRepository(db).lastRunsOf(v, rows);
    return rows.map((r) => toScheduledMovement(r, runs.get(r.id)));
  };

  async function checkLocation(v: Vertical, code: string, field: string) {
    const [location] = await deps.locations.byCodes(v, [code]);
    if (!location) throw badRequest(`Location ${code} does not exist in ${v.country} ${v.vehicleType}.`, field);
    if (!location.active) throw badRequest(`Location ${code} is inactive.`, field);
  }

  /** The body's references and time; answers the first occurrence. Runs before any transaction. */
  async function checkInput(v: Vertical, input: ScheduledMovementInput): Promise<Date> {
    await checkLocation(v, input.fromLocationCode, 'body.fromLocationCode');
    await checkLocation(v, input.toLocationCode, 'body.toLocationCode');
    for (const [index, appointmentId] of input.appointmentIds.entries()) {
      if (!(await deps.findCar(v, { appointmentId })))
        throw badRequest(
          `Inventory apt-${appointmentId} does not exist in ${v.country} ${v.vehicleType}.`,
          `body.appointmentIds.${index}`,
        );
    }
    const timeZone = TIME_ZONES[v.country];
    const plan = { repeat: input.repeat, time: input.runTime, weekdays: input.weekdays };
    const runAt = occurrenceOn(plan, input.runDate, timeZone);
    if (runAt <= now())
      throw badRequest(
        `${input.runDate} ${input.runTime} (${timeZone}) has passed; choose a later time to raise it.`,
        'body.runTime',
      );
    return runAt;
  }

  /** The transition table says whether the event may happen; once due, the job owns the schedule. */
  function assertAllowed(current: ScheduleRow, event: ScheduledEvent, verb: string) {
    if (!scheduledTransition(current.state, event))
      throw conflict(
        `${label(current.id)} is ${SCHEDULED_STATE_LABELS[current.state].toLowerCase()}; only a scheduled or failed one can be ${verb}.`,
      );
    if (current.state === 'SCHEDULED' && current.nextRunAt <= now())
      throw conflict(`${label(current.id)} is being raised now; it can no longer be ${verb}.`);
  }

  async function get(v: Vertical, id: number): Promise<ScheduleRow> {
    const row = await scheduledRepository(db).byId(v, id);
    if (!row) throw notFound(label(id));
    return row;
  }

  /** The versioned, audited change of an armed or failed schedule. */
  async function change(
    caller: Caller,
    id: number,
    version: number,
    event: 'EDIT' | 'CANCEL',
    next: (current: ScheduleRow) => ReturnType<typeof auditedFieldsOf>,
  ): Promise<ScheduleRow> {
    const v = caller.vertical;
    return db.transaction(async (tx) => {
      const repo = scheduledRepository(tx);
      return updateAudited(tx, caller, {
        entity: SCHEDULED_ENTITY,
        id,
        action: event === 'EDIT' ? 'UPDATE' : 'CANCEL',
        label: () => label(id),
        version,
        lock: () => repo.byId(v, id, true),
        fieldsOf: auditedFieldsOf,
        check: (current) => assertAllowed(current, event, event === 'EDIT' ? 'edited' : 'cancelled'),
        next,
        write: (values) => repo.update(v, id, columnsOf(values)),
      });
    });
  }

  return {
    list: async (caller: Caller, q: ScheduleFilter & Paged) =>
      withLastRuns(caller.vertical, await scheduledRepository(db).list(caller.vertical, q)),
    count: (caller: Caller, q: ScheduleFilter) => scheduledRepository(db).count(caller.vertical, q),
    get: async (caller: Caller, id: number) =>
      (await withLastRuns(caller.vertical, [await get(caller.vertical, id)]))[0]!,

    async create(caller: Caller, input: ScheduledMovementInput) {
      const v = caller.vertical;
      const runAt = await checkInput(v, input);
      const row = await db.transaction(async (tx) => {
        const created = await scheduledRepository(tx).insert({
          ...v,
          ...columnsOf(fieldsOfInput(input, runAt)),
          state: 'SCHEDULED',
          createdBy: caller.userName,
          updatedBy: caller.userName,
        });
        await auditCreated(tx, caller, SCHEDULED_ENTITY, created.id, auditedFieldsOf(created));
        return created;
      });
      return { ...toScheduledMovement(row), message: SCHEDULED_MESSAGES.created };
    },

    /** The whole schedule again; a failed one is armed anew (its reason cleared). */
    async update(caller: Caller, id: number, body: ScheduledMovementUpdate) {
      const v = caller.vertical;
      // 404 for another vertical's id before anything about the body is said.
      await get(v, id);
      const { version, ...input } = body;
      const runAt = await checkInput(v, input);
      const row = await change(caller, id, version, 'EDIT', () => ({
        ...fieldsOfInput(input, runAt),
        state: 'SCHEDULED',
        failureReason: null,
      }));
      return { ...(await withLastRuns(v, [row]))[0]!, message: SCHEDULED_MESSAGES.updated };
    },

    async cancel(caller: Caller, id: number, version: number) {
      const v = caller.vertical;
      await get(v, id);
      const row = await change(caller, id, version, 'CANCEL', (current) => ({
        ...auditedFieldsOf(current),
        state: 'CANCELLED',
      }));
      return { ...(await withLastRuns(v, [row]))[0]!, message: SCHEDULED_MESSAGES.cancelled };
    },
  };
}
export type ScheduledService = ReturnType<typeof scheduledService>;
