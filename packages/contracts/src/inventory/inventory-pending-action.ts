import { z } from 'zod';
import {
  PENDING_ACTION_DECISIONS,
  PENDING_ACTION_FILTER_GROUPS,
  PENDING_ACTION_TYPES,
  PUBLISH_REQUESTS,
} from '@b2c/domain';
import { envelope, pagingQuery, versioned } from '../common.ts';
import { priceField } from './inventory-price.ts';

/**
 * Pending actions, maker-checker (SPEC §7): GET /api/pendingAction, /api/pendingAction/count,
 * POST /api/pendingAction (approve, modify, reject), GET /api/audit-log/inventory/{x}/pending-updates.
 */
/** CANCELLED (issue 29): withdrawn because the change that raised it was undone (a bulk upload rolled back). */
export const PENDING_ACTION_STATUSES = ['PENDING', 'APPROVED', 'MODIFIED', 'REJECTED', 'CANCELLED'] as const;
export type PendingActionStatus = (typeof PENDING_ACTION_STATUSES)[number];

export const PENDING_ACTION_SORT_FIELDS = ['requestedAt', 'decidedAt', 'id'] as const;

export const pendingActionFilters = z.object({
  filterGroup: z.enum(PENDING_ACTION_FILTER_GROUPS).optional(),
  type: z.enum(PENDING_ACTION_TYPES).optional(),
  /** Open requests unless asked otherwise: that is the approver's queue. */
  status: z.enum(PENDING_ACTION_STATUSES).default('PENDING'),
  appointmentId: z.string().trim().min(1).max(40).optional(),
});
export const pendingActionQuery = pagingQuery.extend({
  size: z.coerce.number().int().min(1).max(100).default(10),
  ...pendingActionFilters.shape,
});
export type PendingActionQuery = z.infer<typeof pendingActionQuery>;
export const pendingActionCountQuery = pendingActionFilters;
export type PendingActionFilters = z.infer<typeof pendingActionFilters>;

export const pendingAction = z.object({
  id: z.number().int(),
  appointmentId: z.string(),
  type: z.enum(PENDING_ACTION_TYPES),
  subReason: z.string().nullable(),
  currentValue: z.string().nullable(),
  proposedValue: z.string(),
  status: z.enum(PENDING_ACTION_STATUSES),
  requestedBy: z.string(),
  requestedAt: z.string(),
  decision: z.enum(PENDING_ACTION_DECISIONS).nullable(),
  decidedValue: z.string().nullable(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  remarks: z.string().nullable(),
  version: z.number().int(),
});
export type PendingAction = z.infer<typeof pendingAction>;

/** A list row carries enough of the vehicle for the approver to judge without opening it. */
export const pendingActionListRow = pendingAction.extend({
  vehicle: z
    .object({
      make: z.string(),
      model: z.string(),
      year: z.number().int(),
      registrationNumber: z.string().nullable(),
      listingPrice: z.string().nullable(),
    })
    .nullable(),
});
export type PendingActionListRow = z.infer<typeof pendingActionListRow>;
export const pendingActionListResponse = envelope(z.array(pendingActionListRow));
export const pendingActionHistoryResponse = envelope(z.array(pendingAction));

/**
 * MODIFY applies `value` instead of the proposal: a price (the same field as the price update, and the
 * vertical's bound checked by the API as there), or a publish request.
 */
export const pendingActionDecisionBody = versioned.extend({
  id: z.number().int().positive(),
  decision: z.enum(PENDING_ACTION_DECISIONS),
  value: z.union([priceField, z.enum(PUBLISH_REQUESTS)]).optional(),
  remarks: z.string().trim().max(500).optional(),
});
export type PendingActionDecisionBody = z.infer<typeof pendingActionDecisionBody>;
