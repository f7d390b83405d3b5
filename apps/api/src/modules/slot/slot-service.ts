import {
  DAYS,
  DEFAULT_SLOT_LEAD_TIME_MINUTES,
  MESSAGES,
  SAME_DAY_CUTOFF,
  TIME_ZONES,
  availableSlots,
  isFeatureEnabled,
  openSlotCodes,
  slotCapacityAt,
  slotClosedReason,
  slotCodeToLabel,
  slotFullMessage,
  weekdayOf,
  type IsoDate,
  type SlotClosure,
  type SlotType,
  type Vertical,
} from '@b2c/domain';
import type { SlotAvailability, SlotNodeConfigBody } from '@b2c/contracts';
import type { Db } from '../../plugins/db/database.ts';
import type { Caller } from '../../plugins/auth.ts';
import { auditCreated } from '../../kits/audit.ts';
import { updateAudited } from '../../kits/audited-update.ts';
import { badRequest, conflict, forbidden, notFound } from '../../kits/http-errors.ts';
import { slotRepository } from './slot-repository.ts';
import { slotDefinitionService } from './slot-definition-service.ts';
import { activeLocationCheck, type SlotDeps } from './slot-deps.ts';

export const SLOT_NODE_CONFIG_ENTITY = 'slot-node-config';

/** One closure per slot and day (the last one sent wins), in a stable order so equal plans audit as equal. */
const uniqueClosures = (closures: readonly SlotClosure[]): SlotClosure[] =>
  [...new Map(closures.map((c) => [`${c.slotCode} ${DAYS.indexOf(c.day)}`, c])).entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, c]) => ({ slotCode: c.slotCode, day: c.day, reason: c.reason }));

const sortedRecord = (record: Record<string, number>): Record<string, number> =>
  Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : 1)));

const options = (codes: readonly string[]) => codes.map((code) => ({ code, label: slotCodeToLabel(code) }));

export function slotService(db: Db, deps: SlotDeps) {
  const now = deps.now ?? (() => new Date());
  const requireActiveLocation = activeLocationCheck(deps.locations);

  /**
   * The slots the planner opens at a location on a date (the plan's active slots running that weekday,
   * less the location's unchosen, closed or full ones — full by closure or by bookings) and its lead
   * time; the clock rules come after.
   */
  async function planFor(v: Vertical, locationCode: string, slotType: SlotType, date: IsoDate) {
    const repo = slotRepository(db);
    const [node, definition, bookings] = await Promise.all([
      repo.nodeConfig(v, locationCode, slotType),
      repo.definition(v, slotType),
      // Only pickups book a slot; the C2B plan has no bookings of its own here.
      slotType === 'PICKUP' ? deps.bookings(v, locationCode, date, date) : [],
    ]);
    const booked = Object.fromEntries(bookings.map((b) => [b.slotCode, b.booked]));
    const slots = await repo.slots(v, definition);
    const location = node ?? undefined;
    return {
      slots,
      location,
      booked,
      codes: openSlotCodes(slots, date, location, booked),
      leadTimeMinutes: node?.leadTimeMinutes ?? DEFAULT_SLOT_LEAD_TIME_MINUTES,
    };
  }

  /** SPEC §5 clock rules over the plan: from now + lead time, before the cut-off, 2 days ahead at most. */
  async function offeredOf(
    v: Vertical,
    q: { date: IsoDate; locationCode: string; slotType: SlotType },
    plan: Awaited<ReturnType<typeof planFor>>,
  ): Promise<SlotAvailability> {
    const flags = await deps.flags(v);
    const codes = availableSlots({
      now: now(),
      date: q.date,
      country: v.country,
      leadTimeMinutes: plan.leadTimeMinutes,
      slotCodes: plan.codes,
      futureDateRestriction: flags.futureDateRestriction,
    });
    return {
      date: q.date,
      locationCode: q.locationCode,
      slotType: q.slotType,
      timeZone: TIME_ZONES[v.country],
      sameDayCutoff: SAME_DAY_CUTOFF[v.country],
      leadTimeMinutes: plan.leadTimeMinutes,
      futureDateRestriction: flags.futureDateRestriction,
      slots: options(codes),
    };
  }

  const service = {
    /** The slot definitions and the planner's read (issue 16). */
    definitions: slotDefinitionService(db, requireActiveLocation, { bookings: deps.bookings, now }),

    /** SPEC §6: /configs/c2b-slots needs the configs feature in the caller's vertical. */
    async requireConfigs(v: Vertical): Promise<void> {
      if (!isFeatureEnabled(await deps.featureMatrix(), 'configs', v))
        throw forbidden(`Configs are not enabled for ${v.country} ${v.vehicleType}.`);
    },

    /** GET /api/slot: SPEC §5 — from now + lead time, same day only before the cut-off, 2 days ahead at most where the flag is on. */
    async offered(
      v: Vertical,
      q: { date: IsoDate; locationCode: string; slotType: SlotType },
    ): Promise<SlotAvailability> {
      await requireActiveLocation(v, q.locationCode, 'querystring.locationCode');
      return offeredOf(v, q, await planFor(v, q.locationCode, q.slotType, q.date));
    },

    /**
     * For pickup requests: the slot must be one `offered` would list right now; a slot that is closed
     * only because its bookings reached its capacity is a 409 (it was open, others took it). Answers the
     * slot's capacity here, which the booking checks again under lock.
     */
    async assertBookable(
      v: Vertical,
      q: { date: IsoDate; locationCode: string; slot: string },
    ): Promise<{ capacity: number }> {
      await requireActiveLocation(v, q.locationCode, 'querystring.locationCode');
      const plan = await planFor(v, q.locationCode, 'PICKUP', q.date);
      const slot = plan.slots.find((s) => s.code === q.slot);
      const capacity = slot ? slotCapacityAt(slot, plan.location) : 0;
      const booked = plan.booked[q.slot] ?? 0;
      if (slot && booked >= capacity && slotClosedReason(slot, weekdayOf(q.date), plan.location) === null)
        throw conflict(slotFullMessage({ ...q, booked, capacity }));
      const { slots } = await offeredOf(v, { ...q, slotType: 'PICKUP' }, plan);
      if (!slots.some((s) => s.code === q.slot)) {
        const label = slotCodeToLabel(q.slot);
        throw badRequest(
          slots.length === 0
            ? `No pickup slot is open on ${q.date} at ${q.locationCode}; choose another date.`
            : `Slot ${label} on ${q.date} is not available at ${q.locationCode}; choose one of ${slots.map((s) => s.label).join(', ')}.`,
          'body.slot',
        );
      }
      return { capacity };
    },

    async definition(v: Vertical, slotType: SlotType) {
      const row = await slotRepository(db).definition(v, slotType);
      return { id: row.id, slotType: row.slotType, slots: options(row.codes) };
    },

    /** PUT /api/slot/config/{id}/node: a location's slots (among the plan's) and lead time; audited, versioned. */
    async saveNodeConfig(caller: Caller, definitionId: number, body: SlotNodeConfigBody) {
      const v = caller.vertical;
      const definition = await slotRepository(db).definitionById(v, definitionId);
      if (!definition) throw notFound(`Slot definition ${definitionId}`);
      const notInPlan = (codes: string[], field: string) => {
        const unknown = [...new Set(codes.filter((c) => !definition.codes.includes(c)))];
        if (unknown.length > 0)
          throw badRequest(`Slots ${unknown.join(', ')} are not in the ${definition.slotType} plan.`, field);
      };
      notInPlan(body.slotCodes, 'body.slotCodes');
      notInPlan(
        body.closures.map((c) => c.slotCode),
        'body.closures',
      );
      notInPlan(Object.keys(body.capacities), 'body.capacities');
      await requireActiveLocation(v, body.locationCode, 'body.locationCode');
      const slotCodes = [...new Set(body.slotCodes)].sort();
      const saved = await db.transaction(async (tx) => {
        const repo = slotRepository(tx);
        const current = await repo.nodeConfig(v, body.locationCode, definition.slotType, true);
        const after = {
          slotCodes,
          leadTimeMinutes: body.leadTimeMinutes,
          closures: uniqueClosures(body.closures),
          capacities: sortedRecord(body.capacities),
        };
        const entityId = `${body.locationCode}:${definition.slotType}`;
        if (!current) {
          if (body.version !== undefined)
            throw conflict(
              `${body.locationCode} has no ${definition.slotType} slot preference yet; save it without a version.`,
            );
          const row = await repo.insertNodeConfig({
            ...v,
            definitionId,
            locationCode: body.locationCode,
            slotType: definition.slotType,
            ...after,
            updatedBy: caller.userName,
          });
          await auditCreated(tx, caller, SLOT_NODE_CONFIG_ENTITY, entityId, after);
          return row;
        }
        return updateAudited(tx, caller, {
          entity: SLOT_NODE_CONFIG_ENTITY,
          id: entityId,
          label: () => `The slot preference of ${body.locationCode}`,
          version: body.version ?? 0,
          lock: async () => current, // locked above, where it chose between create and update
          fieldsOf: (r) => ({
            slotCodes: r.slotCodes,
            leadTimeMinutes: r.leadTimeMinutes,
            closures: r.closures,
            capacities: r.capacities,
          }),
          next: () => after,
          write: (values) => repo.updateNodeConfig(v, current.id, values),
        });
      });
      return {
        definitionId,
        locationCode: saved.locationCode,
        slotType: saved.slotType,
        slotCodes: saved.slotCodes,
        leadTimeMinutes: saved.leadTimeMinutes,
        closures: saved.closures,
        capacities: saved.capacities,
        version: saved.version,
        message: MESSAGES.slotPreferenceSaved,
      };
    },
  };
  return service;
}
export type SlotService = ReturnType<typeof slotService>;
