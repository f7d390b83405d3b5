import { z } from 'zod';
import { CAPACITY_REASONS, DAYS, SLOT_TYPES, isSlotCode } from '@b2c/domain';
import { distinctItems, envelope, idParam } from '../common.ts';
import { endpoint } from '../endpoint.ts';
import { codeField } from '../masterdata/masterdata-fields.ts';

/**
 * Slot planner (SPEC §7): GET /api/slot (slots still bookable for a day and location, SPEC §5 rules),
 * GET /api/slot/definition?slotType (the plan's slots), PUT /api/slot/config/{id}/node (a location's
 * slot preference under the plan `{id}`).
 */
export const slotQuery = z.object({
  date: z.iso.date(),
  locationCode: codeField,
  slotType: z.enum(SLOT_TYPES).default('PICKUP'),
});
export const slotOption = z.object({ code: z.string(), label: z.string() });
export const slotAvailability = z.object({
  date: z.string(),
  locationCode: z.string(),
  slotType: z.enum(SLOT_TYPES),
  timeZone: z.string(),
  sameDayCutoff: z.string(),
  leadTimeMinutes: z.number().int(),
  futureDateRestriction: z.boolean(),
  slots: z.array(slotOption),
});
export type SlotAvailability = z.infer<typeof slotAvailability>;
export const slotAvailabilityResponse = envelope(slotAvailability);

export const slotDefinitionQuery = z.object({ slotType: z.enum(SLOT_TYPES) });
/** `id` is the plan's: a location's preference is saved under it (`PUT /api/slot/config/{id}/node`). */
export const slotDefinition = z.object({
  id: z.number().int(),
  slotType: z.enum(SLOT_TYPES),
  slots: z.array(slotOption),
});
export type SlotDefinition = z.infer<typeof slotDefinition>;
export const slotDefinitionResponse = envelope(slotDefinition);

const slotCodeField = z.string().refine(isSlotCode, 'must be a slot code HHMM_HHMM, start before end');
export const slotClosure = z.object({
  slotCode: slotCodeField,
  day: z.enum(DAYS),
  reason: z.enum(CAPACITY_REASONS),
});
export type SlotClosureInput = z.infer<typeof slotClosure>;

/** A location (node of the logistics network) picks its slots among the plan's and sets its lead time. */
export const slotNodeConfigBody = z.object({
  locationCode: codeField,
  slotCodes: z.array(slotCodeField).min(1).max(48).refine(distinctItems, 'must not repeat a slot'),
  leadTimeMinutes: z
    .number()
    .int()
    .min(0)
    .max(24 * 60),
  /** The planner: the weekdays a slot is closed at this location, each with its capacity reason. */
  closures: z
    .array(slotClosure)
    .max(7 * 48)
    .default([]),
  /** The planner: pickups a slot takes at this location; 0 means full. Absent: the plan's capacity. */
  capacities: z.record(slotCodeField, z.number().int().min(0).max(999)).default({}),
  /** The preference's version when editing one; absent for the first. */
  version: z.number().int().min(1).optional(),
});
export type SlotNodeConfigBody = z.infer<typeof slotNodeConfigBody>;
export const slotNodeConfig = z.object({
  definitionId: z.number().int(),
  locationCode: z.string(),
  slotType: z.enum(SLOT_TYPES),
  slotCodes: z.array(z.string()),
  leadTimeMinutes: z.number().int(),
  closures: z.array(slotClosure),
  capacities: z.record(z.string(), z.number().int()),
  version: z.number().int(),
  message: z.string(),
});
export type SlotNodeConfig = z.infer<typeof slotNodeConfig>;
export const slotNodeConfigResponse = envelope(slotNodeConfig);

/** The slot planner's endpoints; the panel reaches them on the inventory host. */
const tags = ['slot'];
export const slotEndpoints = {
  /** The slots still bookable for a day and an origin (the pickup form's choices). */
  offered: endpoint({
    method: 'GET',
    path: '/api/slot',
    query: slotQuery,
    response: slotAvailabilityResponse,
    access: 'logisticMenu',
    tags,
  }),
  definition: endpoint({
    method: 'GET',
    path: '/api/slot/definition',
    query: slotDefinitionQuery,
    response: slotDefinitionResponse,
    access: 'logisticMenu',
    tags,
  }),
  /** A slot preference is part of a location's set-up, so it needs the master-data write permission. */
  saveNodeConfig: endpoint({
    method: 'PUT',
    path: '/api/slot/config/:id/node',
    params: idParam,
    body: slotNodeConfigBody,
    response: slotNodeConfigResponse,
    access: 'MANAGE_MASTERDATA',
    tags,
  }),
};
