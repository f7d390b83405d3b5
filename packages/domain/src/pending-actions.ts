import type { Labels } from './one-of.ts';

/**
 * SPEC §3: what a pending action proposes to change. Issue 28 adds MARK_MISSING: a yard audit reports a
 * car missing, and an approver's decision marks it lost (never a silent write).
 */
export const PENDING_ACTION_TYPES = [
  'OFFER_PRICE_UPDATE',
  'LISTING_PRICE_UPDATE',
  'PUBLISH_STATUS_UPDATE',
  'MARK_MISSING',
] as const;
export type PendingActionType = (typeof PENDING_ACTION_TYPES)[number];

/**
 * SPEC §4 price-change reasons. They double as the pending-action sub-reasons: SPEC's filter groups
 * (Delisting = unpublish + permanent delisting …) are defined in exactly these words.
 */
export const PRICE_CHANGE_REASONS = [
  'PRICE_REVISION',
  'INITIAL_PRICE_UPDATE',
  'PUBLISH',
  'UNPUBLISH',
  'PERMANENT_DELISTING',
] as const;
export type PriceChangeReason = (typeof PRICE_CHANGE_REASONS)[number];
export const PRICE_CHANGE_REASON_LABELS: Labels<PriceChangeReason> = {
  PRICE_REVISION: 'Price Revision',
  INITIAL_PRICE_UPDATE: 'Initial Price Update',
  PUBLISH: 'Publish',
  UNPUBLISH: 'Unpublish',
  PERMANENT_DELISTING: 'Permanent Delisting',
};

export const PENDING_ACTION_SUB_REASONS = PRICE_CHANGE_REASONS;
export type PendingActionSubReason = PriceChangeReason;

/** SPEC §4 pending-action decisions. */
export const PENDING_ACTION_DECISIONS = ['APPROVE', 'MODIFY', 'REJECT'] as const;
export type PendingActionDecision = (typeof PENDING_ACTION_DECISIONS)[number];

/** SPEC §4 filter groups of the pending-action screen. */
export const PENDING_ACTION_FILTER_GROUPS = [
  'OFFER_PRICE',
  'PRICE_REVISION',
  'LISTING_PRICE',
  'DELISTING',
  'RELISTING',
] as const;
export type PendingActionFilterGroup = (typeof PENDING_ACTION_FILTER_GROUPS)[number];
export const PENDING_ACTION_FILTER_GROUP_LABELS: Labels<PendingActionFilterGroup> = {
  OFFER_PRICE: 'Offer Price',
  PRICE_REVISION: 'Price Revision',
  LISTING_PRICE: 'Listing Price',
  DELISTING: 'Delisting',
  RELISTING: 'Relisting',
};

/** A query on pending actions: one type, and either any sub-reason (null) or one of a list. */
export interface PendingActionCriteria {
  type: PendingActionType;
  subReasons: readonly PendingActionSubReason[] | null;
}

/**
 * SPEC names the groups but not how Price Revision and Listing Price differ; both concern the listing
 * price, so we split them by sub-reason: a revision of a live price versus the first price set.
 */
const criteriaByGroup: Record<PendingActionFilterGroup, PendingActionCriteria> = {
  OFFER_PRICE: { type: 'OFFER_PRICE_UPDATE', subReasons: null },
  PRICE_REVISION: { type: 'LISTING_PRICE_UPDATE', subReasons: ['PRICE_REVISION'] },
  LISTING_PRICE: { type: 'LISTING_PRICE_UPDATE', subReasons: ['INITIAL_PRICE_UPDATE'] },
  DELISTING: { type: 'PUBLISH_STATUS_UPDATE', subReasons: ['UNPUBLISH', 'PERMANENT_DELISTING'] },
  RELISTING: { type: 'PUBLISH_STATUS_UPDATE', subReasons: ['PUBLISH'] },
};

export const filterGroupCriteria = (group: PendingActionFilterGroup): PendingActionCriteria => criteriaByGroup[group];

export const matchesFilterGroup = (
  group: PendingActionFilterGroup,
  action: { type: PendingActionType; subReason: PendingActionSubReason | null },
): boolean => {
  const { type, subReasons } = criteriaByGroup[group];
  if (action.type !== type) return false;
  return subReasons === null || (action.subReason !== null && subReasons.includes(action.subReason));
};

/** SPEC §4: unpublish is a temporary delisting, permanent delisting a permanent one, publish a relisting. */
export type ListingChange = 'TEMPORARY_DELISTING' | 'PERMANENT_DELISTING' | 'RELISTING';

export const listingChangeOf = (subReason: PendingActionSubReason): ListingChange | null => {
  if (subReason === 'UNPUBLISH') return 'TEMPORARY_DELISTING';
  if (subReason === 'PERMANENT_DELISTING') return 'PERMANENT_DELISTING';
  if (subReason === 'PUBLISH') return 'RELISTING';
  return null;
};
