import {
  MESSAGES,
  codeLabel,
  formatMoney,
  inventoryActionRefusalMessage,
  isSubStageOf,
  listPriceNeedsApproval,
  priceProblem,
  type Country,
  publishChangeNeedsApproval,
  type InventoryUpdateAction,
  type PendingActionSubReason,
  type PendingActionType,
  type PublishRequest,
  stateActionOf,
  type VerticalFlags,
} from '@b2c/domain';
import type { InventoryActionBody } from '@b2c/contracts';
import { badRequest } from '../../kits/http-errors.ts';
import type { InventoryPatch, InventoryRecord } from './inventory-repository.ts';

/**
 * The rules of every inventory update, without I/O: given the locked row and the request, either a patch
 * to apply, or a pending action to create (maker-checker). Which states allow an action is the domain's
 * one table (`inventory-action-rules.ts`); this adds the rules of the request itself (prices, sub-stages,
 * what blocks a publish). A refusal throws a 400 and nothing is written.
 */
export type ChangeOutcome =
  | { kind: 'apply'; patch: InventoryPatch; message: string }
  | { kind: 'pending'; request: PendingRequest; message: string };

export interface PendingRequest {
  type: PendingActionType;
  subReason: PendingActionSubReason | null;
  currentValue: string | null;
  proposedValue: string;
  remarks: string | null;
}

export interface ChangeContext {
  /** Prices are bounded by the country's currency (domain PRICE_MAX). */
  country: Country;
  flags: VerticalFlags;
  canApprove: boolean;
  label: string;
}

const refuse = (message: string, field?: string) => badRequest(message, field);
export const money = (n: number): string => n.toFixed(2);
const same = (a: string | null, b: string) => a !== null && Number(a) === Number(b);

const PRICE_NAMES = { LIST_PRICE: 'Listing price', TARGET_PRICE: 'Target price' } as const;

/**
 * The one check of a price in the vertical's currency, for the price update and for an approver's
 * modified value alike (issue 24): "Listing price must be at most ₹10,00,00,000.00." on `field`.
 */
export function checkPrice(action: 'LIST_PRICE' | 'TARGET_PRICE', amount: number, country: Country, field: string) {
  const problem = priceProblem(amount, country);
  if (problem) throw refuse(`${PRICE_NAMES[action]} ${problem}.`, field);
}

/** Why our own rules keep a car off the storefront; none when it may be published. */
export const publishBlockers = (row: InventoryRecord): string[] =>
  [
    row.listingPrice === null ? 'it has no listing price' : null,
    row.sold ? 'it is sold' : null,
    row.status === 'SOURCING_CANCELLED' ? 'its sourcing was cancelled' : null,
    row.locationStatus === 'LOST' ? 'it is marked lost' : null,
    row.holdReason ? `it is on hold (${codeLabel(row.holdReason)})` : null,
  ].filter((r): r is string => r !== null);

/**
 * A publish our own rules forbid is refused and nothing is written: recording it as "Publish Failed"
 * answered 200, so the panel (and a bulk row) called it a success. PUBLISH_FAILED stays the catalogue's
 * verdict on a car we did send (SPEC §4), set by the import, never by a request we could refuse.
 */
export function publishPatch(row: InventoryRecord, request: PublishRequest, label: string): InventoryPatch {
  if (request === 'UNPUBLISH') return { published: false, publishStatus: 'UNPUBLISHED', publishFailureReason: null };
  if (request === 'PERMANENT_DELISTING')
    return { published: false, publishStatus: 'PERMANENTLY_DELISTED', publishFailureReason: null };
  const reasons = publishBlockers(row);
  if (reasons.length > 0) throw refuse(`${label} cannot be published: ${reasons.join(', ')}.`, 'body.publishStatus');
  return { published: true, publishStatus: 'PUBLISHED', publishFailureReason: null };
}

/** The storefront status in words ("Publish status updated: Unpublished"), never the column's code. */
export const publishMessage = (patch: InventoryPatch): string =>
  `Publish status updated: ${codeLabel(patch.publishStatus)}`;

function publishChange(
  row: InventoryRecord,
  body: InventoryActionBody<'PUBLISH_STATUS'>,
  ctx: ChangeContext,
): ChangeOutcome {
  const request = body.publishStatus;
  // Asking a second person to approve a publish that cannot happen would only defer the refusal.
  const blockers = request === 'PUBLISH' ? publishBlockers(row) : [];
  if (blockers.length > 0)
    throw refuse(`${ctx.label} cannot be published: ${blockers.join(', ')}.`, 'body.publishStatus');
  if (publishChangeNeedsApproval({ request, canApprove: ctx.canApprove })) {
    const request_: PendingRequest = {
      type: 'PUBLISH_STATUS_UPDATE',
      subReason: request,
      currentValue: row.publishStatus,
      proposedValue: request,
      remarks: body.remarks ?? null,
    };
    return { kind: 'pending', request: request_, message: 'Publish status change sent for approval' };
  }
  const patch = publishPatch(row, request, ctx.label);
  return { kind: 'apply', patch, message: publishMessage(patch) };
}

function priceChange(
  row: InventoryRecord,
  action: 'LIST_PRICE' | 'TARGET_PRICE',
  proposed: string,
  ctx: ChangeContext,
  extra: { reason?: PendingActionSubReason; remarks?: string | undefined },
): ChangeOutcome {
  const current = action === 'LIST_PRICE' ? row.listingPrice : row.targetPrice;
  const field = action === 'LIST_PRICE' ? 'body.listingPrice' : 'body.targetPrice';
  checkPrice(action, Number(proposed), ctx.country, field);
  if (same(current, proposed))
    // In the vertical's currency, as every other amount a person reads (issue 24: "1017000.00" in a message).
    throw refuse(
      `The ${action === 'LIST_PRICE' ? 'listing' : 'target'} price is already ${formatMoney(proposed, ctx.country)}.`,
      field,
    );
  const needsApproval =
    action === 'LIST_PRICE'
      ? listPriceNeedsApproval({
          current: current === null ? null : Number(current),
          proposed: Number(proposed),
          canApprove: ctx.canApprove,
        })
      : !ctx.canApprove;
  if (needsApproval) {
    // The target price is the lowest offer the business accepts: its requests are the "Offer Price" group.
    const type: PendingActionType = action === 'LIST_PRICE' ? 'LISTING_PRICE_UPDATE' : 'OFFER_PRICE_UPDATE';
    const subReason = extra.reason ?? (current === null ? 'INITIAL_PRICE_UPDATE' : 'PRICE_REVISION');
    return {
      kind: 'pending',
      request: { type, subReason, currentValue: current, proposedValue: proposed, remarks: extra.remarks ?? null },
      message: 'Price change sent for approval',
    };
  }
  return action === 'LIST_PRICE'
    ? {
        kind: 'apply',
        patch: { listingPrice: proposed, priceChangeReason: extra.reason ?? 'PRICE_REVISION' },
        message: 'Listing price updated',
      }
    : { kind: 'apply', patch: { targetPrice: proposed }, message: 'Target price updated' };
}

const requireFlag = (on: boolean, what: string, ctx: ChangeContext) => {
  if (!on) throw refuse(`${what} is not available in this country and vehicle type (${ctx.label}).`);
};

/** The field a state refusal names, where the request chose a direction. */
const REFUSAL_FIELD: Partial<Record<InventoryUpdateAction, string>> = {
  PUBLISH_STATUS: 'body.publishStatus',
  UPDATE_RESERVE_STATUS: 'body.reserveStatus',
};

/** An action with the body its contract schema produced. */
export type ParsedAction = {
  [A in InventoryUpdateAction]: { action: A; body: InventoryActionBody<A> };
}[InventoryUpdateAction];

/** One branch per action; the body has already passed the action's contract schema. */
export function changeFor(parsed: ParsedAction, row: InventoryRecord, ctx: ChangeContext): ChangeOutcome {
  const choice =
    parsed.action === 'PUBLISH_STATUS'
      ? parsed.body.publishStatus
      : parsed.action === 'UPDATE_RESERVE_STATUS'
        ? parsed.body.reserveStatus
        : undefined;
  const refused = inventoryActionRefusalMessage(stateActionOf(parsed.action, choice), row, ctx.label);
  if (refused) throw refuse(refused, REFUSAL_FIELD[parsed.action]);
  switch (parsed.action) {
    case 'LIST_PRICE': {
      const x = parsed.body;
      return priceChange(row, 'LIST_PRICE', money(x.listingPrice), ctx, {
        reason: x.priceChangeReason,
        remarks: x.remarks,
      });
    }
    case 'TARGET_PRICE':
      requireFlag(ctx.flags.showTargetPrice, 'Target price', ctx);
      return priceChange(row, 'TARGET_PRICE', money(parsed.body.targetPrice), ctx, {});
    case 'EGC':
      return { kind: 'apply', patch: { egc: parsed.body.egc }, message: MESSAGES.egcUpdated };
    case 'PUBLISH_STATUS':
      return publishChange(row, parsed.body, ctx);
    case 'SOLD':
      return {
        kind: 'apply',
        patch: {
          sold: true,
          status: 'SOLD',
          published: false,
          publishStatus: row.publishStatus === 'PUBLISHED' ? 'UNPUBLISHED' : row.publishStatus,
        },
        message: 'Marked as sold',
      };
    case 'SOURCING_CANCELLATION':
      return {
        kind: 'apply',
        patch: {
          status: 'SOURCING_CANCELLED',
          published: false,
          publishStatus: row.publishStatus === 'PUBLISHED' ? 'UNPUBLISHED' : row.publishStatus,
        },
        message: MESSAGES.sourcingCancelled,
      };
    case 'UPDATE_RESERVE_STATUS': {
      requireFlag(ctx.flags.reserveButton, 'Reservation', ctx);
      return parsed.body.reserveStatus
        ? { kind: 'apply', patch: { reserveStatus: 'RESERVED' }, message: MESSAGES.reserved }
        : { kind: 'apply', patch: { reserveStatus: null }, message: MESSAGES.unreserved };
    }
    case 'PARKING_SLOT':
      return {
        kind: 'apply',
        patch: { parkingSlot: parsed.body.parkingSlot.toUpperCase() },
        message: MESSAGES.parkingSlotUpdated,
      };
    case 'STAGE': {
      const x = parsed.body;
      if (!isSubStageOf(x.inventoryStage, x.inventorySubStage)) {
        throw refuse(`${x.inventorySubStage} is not a sub-stage of ${x.inventoryStage}.`, 'body.inventorySubStage');
      }
      return {
        kind: 'apply',
        patch: { inventoryStage: x.inventoryStage, inventorySubStage: x.inventorySubStage },
        message: MESSAGES.inventoryStageUpdated,
      };
    }
    case 'TYPE':
      return {
        kind: 'apply',
        patch: { inventoryType: parsed.body.inventoryType },
        message: MESSAGES.inventoryTypeUpdated,
      };
    case 'GPS_TRACKER':
      requireFlag(ctx.flags.gpsTracker, 'GPS tracker', ctx);
      return {
        kind: 'apply',
        patch: { gpsTrackerNumber: parsed.body.gpsTrackerNumber.toUpperCase() },
        message: MESSAGES.gpsTrackerUpdated,
      };
  }
}

/** The vertical flag an action depends on (SPEC §3 UI rules), if any. */
export const ACTION_FLAG: Partial<Record<InventoryUpdateAction, 'showTargetPrice' | 'reserveButton' | 'gpsTracker'>> = {
  TARGET_PRICE: 'showTargetPrice',
  UPDATE_RESERVE_STATUS: 'reserveButton',
  GPS_TRACKER: 'gpsTracker',
};
