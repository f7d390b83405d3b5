import {
  DEFAULT_SLOT_LEAD_TIME_MINUTES,
  MESSAGES,
  SAME_DAY_CUTOFF,
  TIME_ZONES,
  availableSlots,
  slotCodeToLabel,
  type IsoDate,
  type SlotType,
  type Vertical,
  type VerticalFlags,
} from '@b2c/domain';
import type { SlotAvailability, SlotNodeConfigBody } from '@b2c/contracts';
import type { Db } from '../../plugins/db/database.ts';
import type { Caller } from '../../plugins/auth.ts';
import { auditCreated } from '../../plugins/audit.ts';
import { updateAudited } from '../../plugins/audited-update.ts';
import { badRequest, conflict, notFound } from '../../plugins/http-errors.ts';
import { slotRepository } from './slot-repository.ts';

export const SLOT_NODE_CONFIG_ENTITY = 'slot-node-config';

/** What slots need of other areas (passed in by app.ts): the vertical's flags and its locations. */
export interface SlotDeps {
  flags(vertical: Vertical): Promise<VerticalFlags>;
  locations: { byCodes(v: Vertical, codes: readonly string[]): Promise<{ code: string; active: boolean }[]> };
  /** The clock; tests set it to stand either side of a cut-off. */
  now?: () => Date;
}

const options = (codes: readonly string[]) => codes.map((code) => ({ code, label: slotCodeToLabel(code) }));

export function slotService(db: Db, deps: SlotDeps) {
  const now = deps.now ?? (() => new Date());

  async function requireActiveLocation(v: Vertical, code: string, field: string): Promise<void> {
    const [location] = await deps.locations.byCodes(v, [code]);
    if (!location) throw badRequest(`Location ${code} does not exist in ${v.country} ${v.vehicleType}.`, field);
    if (!location.active) throw badRequest(`Location ${code} is inactive.`, field);
  }

  /** The location's own slots and lead time when it saved a preference, else the vertical's plan. */
  async function planFor(v: Vertical, locationCode: string, slotType: SlotType) {
    const repo = slotRepository(db);
    const node = await repo.nodeConfig(v, locationCode, slotType);
    if (node) return { codes: node.slotCodes, leadTimeMinutes: node.leadTimeMinutes };
    return { codes: (await repo.definition(v, slotType)).codes, leadTimeMinutes: DEFAULT_SLOT_LEAD_TIME_MINUTES };
  }

  const service = {
    /** GET /api/slot: SPEC §5 — from now + lead time, same day only before the cut-off, 2 days ahead at most where the flag is on. */
    async offered(
      v: Vertical,
      q: { date: IsoDate; locationCode: string; slotType: SlotType },
    ): Promise<SlotAvailability> {
      await requireActiveLocation(v, q.locationCode, 'querystring.locationCode');
      const [plan, flags] = await Promise.all([planFor(v, q.locationCode, q.slotType), deps.flags(v)]);
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
    },

    /** For pickup requests: the slot must be one `offered` would list right now. */
    async assertBookable(v: Vertical, q: { date: IsoDate; locationCode: string; slot: string }): Promise<void> {
      const { slots } = await service.offered(v, { ...q, slotType: 'PICKUP' });
      if (!slots.some((s) => s.code === q.slot)) {
        const label = slotCodeToLabel(q.slot);
        throw badRequest(
          slots.length === 0
            ? `No pickup slot is open on ${q.date} at ${q.locationCode}; choose another date.`
            : `Slot ${label} on ${q.date} is not available at ${q.locationCode}; choose one of ${slots.map((s) => s.label).join(', ')}.`,
          'body.slot',
        );
      }
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
      const unknown = body.slotCodes.filter((c) => !definition.codes.includes(c));
      if (unknown.length > 0)
        throw badRequest(`Slots ${unknown.join(', ')} are not in the ${definition.slotType} plan.`, 'body.slotCodes');
      await requireActiveLocation(v, body.locationCode, 'body.locationCode');
      const slotCodes = [...new Set(body.slotCodes)].sort();
      const saved = await db.transaction(async (tx) => {
        const repo = slotRepository(tx);
        const current = await repo.nodeConfig(v, body.locationCode, definition.slotType, true);
        const after = { slotCodes, leadTimeMinutes: body.leadTimeMinutes };
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
          fieldsOf: (r) => ({ slotCodes: r.slotCodes, leadTimeMinutes: r.leadTimeMinutes }),
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
        version: saved.version,
        message: MESSAGES.slotPreferenceSaved,
      };
    },
  };
  return service;
}
export type SlotService = ReturnType<typeof slotService>;
