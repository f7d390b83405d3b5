import { z } from 'zod';
import { DAYS, SLOT_TYPES } from '@b2c/domain';
import { envelope } from '../common.ts';
import { endpoint } from '../endpoint.ts';
import { codeField, editableFields } from '../masterdata/masterdata-fields.ts';
import { slotClosure, slotOption } from './slot.ts';

/**
 * The slots of a vertical's plan with their days, capacity and active flag (/configs/c2b-slots, issue 16),
 * and a location's planner as saved by `PUT /api/slot/config/{id}/node`. Codes are HHMM_HHMM; the
 * overlap and order rules are the domain's (slot-plan.ts), checked by the API with the field named.
 */
export const slotDefinitionSlot = slotOption.extend({
  slotType: z.enum(SLOT_TYPES),
  days: z.array(z.enum(DAYS)),
  capacity: z.number().int(),
  active: z.boolean(),
  ...editableFields,
});
export type SlotDefinitionSlot = z.infer<typeof slotDefinitionSlot>;

const slotFields = {
  days: z.array(z.enum(DAYS)).min(1, 'must name at least one day').max(7),
  capacity: z.number().int().min(1).max(999),
  active: z.boolean(),
};
/** Format and order are the domain's (a 400 naming `body.code`), so the message can say which rule failed. */
export const slotDefinitionAdd = z.object({
  slotType: z.enum(SLOT_TYPES).default('C2B'),
  code: z.string().trim().min(1, 'is required').max(9),
  ...slotFields,
});
export type SlotDefinitionAdd = z.input<typeof slotDefinitionAdd>;
export const slotDefinitionEdit = z.object({
  slotType: z.enum(SLOT_TYPES).default('C2B'),
  ...slotFields,
  version: z.number().int().min(1),
});
export type SlotDefinitionEdit = z.input<typeof slotDefinitionEdit>;

export const slotTypeQuery = z.object({ slotType: z.enum(SLOT_TYPES).default('C2B') });
const savedSlot = envelope(slotDefinitionSlot.extend({ message: z.string() }));

export const slotNodeQuery = z.object({ slotType: z.enum(SLOT_TYPES).default('PICKUP'), locationCode: codeField });
/** A location's planner: the plan's slots and the location's saved preference (null before the first save). */
export const slotNodePlan = z.object({
  definitionId: z.number().int(),
  locationCode: z.string(),
  slotType: z.enum(SLOT_TYPES),
  slots: z.array(slotDefinitionSlot),
  node: z
    .object({
      slotCodes: z.array(z.string()),
      leadTimeMinutes: z.number().int(),
      closures: z.array(slotClosure),
      capacities: z.record(z.string(), z.number().int()),
      ...editableFields,
    })
    .nullable(),
  /**
   * The next seven days here, today first (in the country's time zone): pickups booked per slot, and
   * the slots those bookings fill — Capacity Full by themselves, without a closure.
   */
  upcoming: z.array(
    z.object({
      date: z.string(),
      day: z.enum(DAYS),
      booked: z.record(z.string(), z.number().int()),
      full: z.array(z.string()),
    }),
  ),
});
export type SlotNodePlan = z.infer<typeof slotNodePlan>;

const tags = ['slot'];
export const slotDefinitionEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/slot/definition/slots',
    query: slotTypeQuery,
    response: envelope(z.array(slotDefinitionSlot)),
    // Document requests pick their slot from the plan too (issue 24 #17).
    access: { anyOf: ['configMenu', 'logisticMenu', 'documentsMenu'] },
    tags,
  }),
  add: endpoint({
    method: 'POST',
    path: '/api/slot/definition/slots',
    body: slotDefinitionAdd,
    response: savedSlot,
    access: 'MANAGE_CONFIG',
    tags,
  }),
  edit: endpoint({
    method: 'PUT',
    path: '/api/slot/definition/slots/:code',
    params: z.object({ code: z.string().max(9) }),
    body: slotDefinitionEdit,
    response: savedSlot,
    access: 'MANAGE_CONFIG',
    tags,
  }),
  /** The planner of one location (read before `PUT /api/slot/config/{id}/node`). */
  node: endpoint({
    method: 'GET',
    path: '/api/slot/config/node',
    query: slotNodeQuery,
    response: envelope(slotNodePlan),
    access: 'logisticMenu',
    tags,
  }),
};
