import {
  CONFIG_MESSAGES,
  TIME_ZONES,
  addDays,
  formatDate,
  slotCapacityAt,
  slotClosedReason,
  slotCodeToLabel,
  weekdayOf,
  slotDefinitionProblems,
  tryParseSlotCode,
  type PlannedSlot,
  type SlotType,
  type Vertical,
} from '@b2c/domain';
import type { SlotDefinitionAdd, SlotDefinitionEdit, SlotDefinitionSlot, SlotNodePlan } from '@b2c/contracts';
import type { Db } from '../../plugins/db/database.ts';
import type { Executor } from '../../plugins/db/vertical-scope.ts';
import type { Caller } from '../../plugins/auth.ts';
import { auditCreated } from '../../kits/audit.ts';
import { updateAudited } from '../../kits/audited-update.ts';
import { editStampOf } from '../../kits/audited-entity.ts';
import { conflict, invalidFields, notFound } from '../../kits/http-errors.ts';
import { slotRepository, type SlotRow } from './slot-repository.ts';
import type { LocationCheck, SlotBookingCounts } from './slot-deps.ts';

export const SLOT_DEFINITION_ENTITY = 'slot-definition';

const toSlot = (r: SlotRow): SlotDefinitionSlot => ({
  code: r.code,
  label: slotCodeToLabel(r.code),
  slotType: r.slotType,
  days: r.days,
  capacity: r.capacity,
  active: r.active,
  ...editStampOf(r),
});

const auditedFields = (r: PlannedSlot) => ({ days: [...r.days], capacity: r.capacity, active: r.active });

/** The domain's refusals (inverted, overlapping …) as one 400 naming each field. */
function refuseProblems(slot: PlannedSlot, others: readonly PlannedSlot[]): void {
  const problems = slotDefinitionProblems(slot, others);
  if (problems.length > 0) throw invalidFields(problems.map((p) => ({ field: `body.${p.field}`, message: p.message })));
}

/**
 * The slots of a vertical's plan (/configs/c2b-slots, issue 16): list, add, edit by code. Every write locks
 * the plan's row first, so two admins adding overlapping slots at once cannot both pass the overlap check.
 */
export function slotDefinitionService(
  db: Db,
  requireActiveLocation: LocationCheck,
  week: { bookings: SlotBookingCounts; now: () => Date },
) {
  async function lockedPlan(tx: Executor, v: Vertical, slotType: SlotType) {
    const repo = slotRepository(tx);
    const definition = await repo.definition(v, slotType);
    await repo.definitionById(v, definition.id, true);
    return { repo, definition, slots: await repo.slots(v, definition) };
  }
  /** Every code the plan has (active or not): what a location's preference may choose from. */
  const syncCodes = async (tx: Executor, v: Vertical, definitionId: number) => {
    const repo = slotRepository(tx);
    const definition = (await repo.definitionById(v, definitionId))!;
    await repo.setCodes(
      v,
      definitionId,
      (await repo.slots(v, definition)).map((r) => r.code),
    );
  };

  return {
    async list(v: Vertical, slotType: SlotType): Promise<SlotDefinitionSlot[]> {
      const repo = slotRepository(db);
      return (await repo.slots(v, await repo.definition(v, slotType))).map(toSlot);
    },

    async add(caller: Caller, body: SlotDefinitionAdd & { slotType: SlotType }) {
      const v = caller.vertical;
      // A malformed code is refused before anything is read or locked.
      if (!tryParseSlotCode(body.code)) refuseProblems(body, []);
      const row = await db.transaction(async (tx) => {
        const { repo, definition, slots } = await lockedPlan(tx, v, body.slotType);
        if (slots.some((s) => s.code === body.code))
          throw conflict(`Slot ${slotCodeToLabel(body.code)} already exists in the ${body.slotType} plan.`);
        refuseProblems(body, slots);
        const created = await repo.insertSlot({
          ...v,
          definitionId: definition.id,
          slotType: body.slotType,
          code: body.code,
          days: [...body.days],
          capacity: body.capacity,
          active: body.active,
          updatedBy: caller.userName,
        });
        await auditCreated(tx, caller, SLOT_DEFINITION_ENTITY, `${body.slotType}:${body.code}`, {
          code: body.code,
          ...auditedFields(created),
        });
        await syncCodes(tx, v, definition.id);
        return created;
      });
      return { ...toSlot(row), message: CONFIG_MESSAGES.c2bSlotAdded };
    },

    async edit(caller: Caller, code: string, body: SlotDefinitionEdit & { slotType: SlotType; version: number }) {
      const v = caller.vertical;
      const row = await db.transaction(async (tx) => {
        const { repo, slots } = await lockedPlan(tx, v, body.slotType);
        const current = slots.find((s) => s.code === code);
        if (!current) throw notFound(`Slot ${code} of the ${body.slotType} plan`);
        return updateAudited(tx, caller, {
          entity: SLOT_DEFINITION_ENTITY,
          id: `${body.slotType}:${code}`,
          label: () => `Slot ${slotCodeToLabel(code)}`,
          version: body.version,
          lock: () => repo.slot(v, body.slotType, code, true),
          fieldsOf: auditedFields,
          check: () => refuseProblems({ code, ...body }, slots),
          next: () => auditedFields({ code, ...body }),
          write: (values) => repo.updateSlot(v, current.id, values),
        });
      });
      return { ...toSlot(row), message: CONFIG_MESSAGES.c2bSlotUpdated };
    },

    /** The planner of one location: the plan's slots and the location's saved preference, if any. */
    async node(v: Vertical, q: { slotType: SlotType; locationCode: string }): Promise<SlotNodePlan> {
      await requireActiveLocation(v, q.locationCode, 'querystring.locationCode');
      const repo = slotRepository(db);
      const definition = await repo.definition(v, q.slotType);
      const today = formatDate(week.now(), TIME_ZONES[v.country]);
      const dates = Array.from({ length: 7 }, (_, i) => addDays(today, i));
      const [slots, node, bookings] = await Promise.all([
        repo.slots(v, definition),
        repo.nodeConfig(v, q.locationCode, q.slotType),
        q.slotType === 'PICKUP' ? week.bookings(v, q.locationCode, dates[0]!, dates[6]!) : [],
      ]);
      const upcoming = dates.map((date) => {
        const booked = Object.fromEntries(bookings.filter((b) => b.date === date).map((b) => [b.slotCode, b.booked]));
        const open = (s: SlotRow) => slotClosedReason(s, weekdayOf(date), node ?? undefined) === null;
        const full = slots.filter((s) => open(s) && (booked[s.code] ?? 0) >= slotCapacityAt(s, node ?? undefined));
        return { date, day: weekdayOf(date), booked, full: full.map((s) => s.code) };
      });
      return {
        upcoming,
        definitionId: definition.id,
        locationCode: q.locationCode,
        slotType: q.slotType,
        slots: slots.map(toSlot),
        node: node
          ? {
              slotCodes: node.slotCodes,
              leadTimeMinutes: node.leadTimeMinutes,
              closures: node.closures,
              capacities: node.capacities,
              ...editStampOf(node),
            }
          : null,
      };
    },
  };
}
export type SlotDefinitionService = ReturnType<typeof slotDefinitionService>;
