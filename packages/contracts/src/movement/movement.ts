import { z } from 'zod';
import {
  INVENTORY_ALLOWED_ACTIONS,
  INVENTORY_APT_ACTIONS,
  INVENTORY_ID_ACTIONS,
  LOGISTICS_MODES,
  MOVEMENT_ACTIONS,
  MOVEMENT_PHASES,
  MOVEMENT_STATUSES,
  MOVEMENT_TYPES,
  MOVEMENT_VENDORS,
  PICKUP_OPTIONS,
  REQUEST_TYPES,
  CUSTOMER_ADDRESS_LIMITS,
  CUSTOMER_AREA_LIMITS,
  CUSTOMER_PLACE_MESSAGES,
  isSlotCode,
  takesCustomerAddress,
  type PickupOption,
} from '@b2c/domain';
import { envelope, versioned } from '../common.ts';
import { codeField } from '../masterdata/masterdata-fields.ts';

/**
 * Movements (SPEC §7 movement, logistic, next-hop, reschedule, stock-in, bulk): a pickup request and
 * its life cycle. `{id}` in these paths is the inventory's numeric id; `apt-{id}` its appointment id.
 * Every edit carries the `version` it was based on: the open movement's, or the inventory's where the
 * action needs no movement (stock out, transfer, movement-less stock-in).
 */
const isoDate = z.iso.date();
const slotCode = z.string().refine(isSlotCode, 'must be a slot code HHMM_HHMM, start before end');
const remarks = z.string().trim().max(500).optional();
const email = z.email().max(120);

export const movementLogistic = z.object({
  vendor: z.enum(MOVEMENT_VENDORS).nullable(),
  logisticsMode: z.enum(LOGISTICS_MODES).nullable(),
  driverName: z.string().nullable(),
  driverMobile: z.string().nullable(),
  driverEmail: z.string().nullable(),
  locusTeamId: z.string().nullable(),
  /** The instant the chosen slot starts, in the vertical's zone; with the date and slot it was picked as. */
  requestedPickupTime: z.string(),
  requestedPickupDate: z.string(),
  slot: z.string(),
  slotFrom: z.string(),
  slotTo: z.string(),
});

export const movement = z.object({
  id: z.number().int(),
  inventoryId: z.number().int(),
  appointmentId: z.string(),
  movementType: z.enum(MOVEMENT_TYPES),
  phase: z.enum(MOVEMENT_PHASES),
  status: z.enum(MOVEMENT_STATUSES),
  complete: z.boolean(),
  fromLocationCode: z.string(),
  toLocationCode: z.string(),
  nextHopLocationCode: z.string().nullable(),
  requestType: z.enum(REQUEST_TYPES),
  pickupOption: z.enum(PICKUP_OPTIONS),
  /** A home pick-up's customer address and area (SPEC §3 options, §5 area); null for a drop at hub. */
  customerAddress: z.string().nullable(),
  customerArea: z.string().nullable(),
  externalPickup: z.boolean(),
  externalDelivery: z.boolean(),
  externalMovement: z.boolean(),
  logistic: movementLogistic,
  tags: z.array(z.string()),
  remarks: z.string().nullable(),
  tripStartedAt: z.string().nullable(),
  tripEndedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  createdAt: z.string(),
  createdBy: z.string(),
  updatedAt: z.string(),
  updatedBy: z.string(),
  version: z.number().int(),
});
export type Movement = z.infer<typeof movement>;

/** The car's side of a movement: where it is now. */
export const movementInventory = z.object({
  id: z.number().int(),
  appointmentId: z.string(),
  registrationNumber: z.string().nullable(),
  chassisNumber: z.string().nullable(),
  locationCode: z.string().nullable(),
  lastLocationCode: z.string().nullable(),
  locationStatus: z.string().nullable(),
  movementActive: z.boolean(),
  version: z.number().int(),
});
export type MovementInventory = z.infer<typeof movementInventory>;

const movementEvent = z.enum(['CREATE_PICKUP_REQUEST', 'SET_VENDOR', ...MOVEMENT_ACTIONS]);

/** GET /api/inventory/{id}/movement: the open movement, the car's recent ones, and what may happen next. */
export const movementView = z.object({
  movement: movement.nullable(),
  history: z.array(movement),
  inventory: movementInventory,
  allowedActions: z.array(z.enum(INVENTORY_ALLOWED_ACTIONS)),
  /** Every event the transition table accepts now (the panel's action menu). */
  legalActions: z.array(movementEvent),
});
export type MovementView = z.infer<typeof movementView>;
export const movementViewResponse = envelope(movementView);

/** Every movement write answers with the movement (null when the action needed none), the car and SPEC's toast. */
export const movementResult = z.object({
  movement: movement.nullable(),
  inventory: movementInventory,
  message: z.string(),
});
export type MovementResult = z.infer<typeof movementResult>;
export const movementResultResponse = envelope(movementResult);

const boundedText = (limits: { min: number; max: number }) =>
  z
    .string()
    .trim()
    .min(limits.min, `must have at least ${limits.min} characters`)
    .max(limits.max, `must be at most ${limits.max} characters`);
const customerPlace = {
  customerAddress: boundedText(CUSTOMER_ADDRESS_LIMITS).optional(),
  customerArea: boundedText(CUSTOMER_AREA_LIMITS).optional(),
};

/**
 * A home pick-up needs the customer's address and area; a drop at hub takes neither (a value sent with
 * it would be dropped, so it is refused instead). Applied where a body is complete: a refined object
 * cannot be extended (zod), so the bulk and upload rows add it to their own schemas.
 */
export const homePickupPlaceRule = (
  body: {
    pickupOption?: PickupOption | undefined;
    customerAddress?: string | undefined;
    customerArea?: string | undefined;
  },
  ctx: z.RefinementCtx,
) => {
  if (body.pickupOption === undefined) return;
  const home = takesCustomerAddress(body.pickupOption);
  for (const [field, required] of [
    ['customerAddress', CUSTOMER_PLACE_MESSAGES.addressRequired],
    ['customerArea', CUSTOMER_PLACE_MESSAGES.areaRequired],
  ] as const) {
    if (home && body[field] === undefined) ctx.addIssue({ code: 'custom', path: [field], message: required });
    if (!home && body[field] !== undefined)
      ctx.addIssue({ code: 'custom', path: [field], message: CUSTOMER_PLACE_MESSAGES.onlyForHomePickup });
  }
};

const pickupFields = {
  movementType: z.enum(MOVEMENT_TYPES).optional(),
  fromLocationCode: codeField.optional(),
  toLocationCode: codeField,
  requestType: z.enum(REQUEST_TYPES),
  pickupOption: z.enum(PICKUP_OPTIONS),
  ...customerPlace,
  vendor: z.enum(MOVEMENT_VENDORS).optional(),
  logisticsMode: z.enum(LOGISTICS_MODES).optional(),
  requestedPickupDate: isoDate,
  slot: slotCode,
  externalPickup: z.boolean().optional(),
  externalDelivery: z.boolean().optional(),
  remarks,
};
/** A pickup request's fields without the home pick-up rule, for schemas built on it (bulk rows). */
export const pickupRequestFields = versioned.extend(pickupFields);
/** POST /api/inventory/{id}/movement; `version` is the inventory's. */
export const createPickupRequestBody = pickupRequestFields.superRefine(homePickupPlaceRule);
export type CreatePickupRequestBody = z.infer<typeof createPickupRequestBody>;

export const movementActionQuery = z.object({ action: z.enum(MOVEMENT_ACTIONS) });
/** `locationCode`: where a stock-in, transfer or return puts the car (transfer and scan need it). */
export const movementActionBody = versioned.extend({ locationCode: codeField.optional(), remarks });
export type MovementActionBody = z.infer<typeof movementActionBody>;
export const movementVersionBody = versioned;

/**
 * PUT …/movement-update: edit the request while it waits for pickup. The home pick-up rule needs the
 * stored request too (an address given before), so the service applies it to the request as edited.
 */
export const movementUpdateBody = versioned.extend({
  movementType: pickupFields.movementType,
  toLocationCode: codeField.optional(),
  requestType: z.enum(REQUEST_TYPES).optional(),
  pickupOption: z.enum(PICKUP_OPTIONS).optional(),
  ...customerPlace,
  vendor: pickupFields.vendor,
  logisticsMode: pickupFields.logisticsMode,
  requestedPickupDate: isoDate.optional(),
  slot: slotCode.optional(),
  remarks,
});
export type MovementUpdateBody = z.infer<typeof movementUpdateBody>;

/** PUT …/update/movement-details: the driver and the external legs, at any point of an open movement. */
export const movementDetailsBody = versioned.extend({
  driverName: z.string().trim().min(1).max(80).optional(),
  driverMobile: z
    .string()
    .trim()
    .regex(/^\+?[0-9]{7,15}$/, 'must be a phone number')
    .optional(),
  driverEmail: email.optional(),
  locusTeamId: z.string().trim().min(1).max(40).optional(),
  externalPickup: z.boolean().optional(),
  externalDelivery: z.boolean().optional(),
  externalMovement: z.boolean().optional(),
  remarks,
});
export type MovementDetailsBody = z.infer<typeof movementDetailsBody>;

export const rescheduleQuery = z.object({ tags: z.enum(['RESCHEDULED_INTERNAL']) });
export const rescheduleBody = versioned.extend({ requestedPickupDate: isoDate, slot: slotCode, remarks });
export const nextHopQuery = z.object({ locationCode: codeField });

/** POST /api/inventory/{id}/logistic: the vendor, and the driver where the vendor names one. */
export const setLogisticBody = versioned.extend({
  vendor: z.enum(MOVEMENT_VENDORS),
  logisticsMode: z.enum(LOGISTICS_MODES).optional(),
  driverName: movementDetailsBody.shape.driverName,
  driverMobile: movementDetailsBody.shape.driverMobile,
  driverEmail: movementDetailsBody.shape.driverEmail,
  locusTeamId: movementDetailsBody.shape.locusTeamId,
});
export type SetLogisticBody = z.infer<typeof setLogisticBody>;

/** POST /api/inventory/{id}?action=… takes the inventory's own actions and these movement ones (SPEC §7). */
export const INVENTORY_MOVEMENT_ID_ACTIONS = ['STOCK_IN', 'STOCK_OUT', 'RETURN', 'TRIP_START', 'TRIP_END'] as const;
export const inventoryIdOrMovementActionQuery = z.object({
  action: z.enum([...INVENTORY_ID_ACTIONS, ...INVENTORY_MOVEMENT_ID_ACTIONS]),
});
/** POST /api/inventory/apt-{id}?action=…: the inventory's actions plus the stock-in scan (`comment`). */
export const inventoryAptOrStockInQuery = z.object({
  action: z.enum([...INVENTORY_APT_ACTIONS, 'STOCK_IN']),
  comment: z.string().trim().max(500).optional(),
});
/** The inventory actions need `version` (their own schemas check it); a stock-in scan sends `locationCode` only. */
export const inventoryActionOrStockInBody = z.looseObject({ version: z.number().int().min(1).optional() });

/** Stock-in by identifier: POST /api/inventory/reg-{value} | chassis-{value} | apt-{value}?action=STOCK_IN&comment=… */
export const stockInQuery = z.object({ action: z.literal('STOCK_IN'), comment: z.string().trim().max(500).optional() });
export const stockInBody = z.object({ locationCode: codeField });
export const identifierParam = z.object({ value: z.string().trim().min(1).max(40) });
export const stockInResult = movementResult.extend({ locationCode: z.string() });
export type StockInResult = z.infer<typeof stockInResult>;
export const stockInResponse = envelope(stockInResult);
