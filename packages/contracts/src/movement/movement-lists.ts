import { z } from 'zod';
import { LOGISTICS_MODES, MOVEMENT_STATUSES, MOVEMENT_TYPES, MOVEMENT_VENDORS } from '@b2c/domain';
import { envelope, pagingQuery } from '../common.ts';
import { booleanQuery, codeField } from '../masterdata/masterdata-fields.ts';
import { homePickupPlaceRule, movement, pickupRequestFields } from './movement.ts';

/**
 * The logistics grid (GET /api/inventory/logistic + /count), the open-movement export, the two bulk
 * calls and the vendor e-mail (SPEC §7). The grid's order is fixed by SPEC §2: requested pickup time,
 * then slot from, then slot to, all ascending.
 */
export const logisticFilters = z.object({
  status: z.enum(MOVEMENT_STATUSES).optional(),
  movementType: z.enum(MOVEMENT_TYPES).optional(),
  vendor: z.enum(MOVEMENT_VENDORS).optional(),
  logisticsMode: z.enum(LOGISTICS_MODES).optional(),
  /** Matches the origin or the destination. */
  locationCode: codeField.optional(),
  /** The requested pickup day (yyyy-MM-dd, the vertical's calendar). */
  date: z.iso.date().optional(),
  /** Open movements only unless `false`. */
  open: booleanQuery,
});
export type LogisticFilters = z.infer<typeof logisticFilters>;
export const logisticListQuery = pagingQuery
  .omit({ sort: true })
  .extend({ size: z.coerce.number().int().min(1).max(100).default(10), ...logisticFilters.shape });
export type LogisticListQuery = z.infer<typeof logisticListQuery>;

export const logisticRow = movement.extend({
  registrationNumber: z.string().nullable(),
  chassisNumber: z.string().nullable(),
  make: z.string(),
  model: z.string(),
  year: z.number().int(),
  locationStatus: z.string().nullable(),
});
export type LogisticRow = z.infer<typeof logisticRow>;
export const logisticListResponse = envelope(z.array(logisticRow));

/** At most BATCH_ACTION_MAX items (checked by the service, which answers SPEC's wording). */
export const internalMovementBatchBody = z.object({
  items: z
    .array(
      pickupRequestFields
        .partial({ version: true })
        .extend({ appointmentId: z.string().trim().min(1).max(40) })
        .superRefine(homePickupPlaceRule),
    )
    .min(1, 'must name at least one car'),
});
export type InternalMovementBatchBody = z.infer<typeof internalMovementBatchBody>;
export const logisticBatchBody = z.object({
  vendor: z.enum(MOVEMENT_VENDORS),
  logisticsMode: z.enum(LOGISTICS_MODES).optional(),
  items: z
    .array(z.object({ appointmentId: z.string().trim().min(1).max(40), version: z.number().int().min(1).optional() }))
    .min(1, 'must name at least one car'),
});
export type LogisticBatchBody = z.infer<typeof logisticBatchBody>;

/** Per row; `id` is the row's 1-based position, 0 for a whole-request failure (SPEC §8). */
export const movementBatchRow = z.object({
  id: z.number().int(),
  appointmentId: z.string().nullable(),
  success: z.boolean(),
  message: z.string(),
  movementId: z.number().int().nullable(),
  version: z.number().int().nullable(),
});
export type MovementBatchRow = z.infer<typeof movementBatchRow>;
export const movementBatchResponse = envelope(z.array(movementBatchRow));

/** GET /api/notification/VENDOR_ASSIGNED?appointmentId=…: queues the vendor e-mail. */
export const vendorNotificationQuery = z.object({ appointmentId: z.string().trim().min(1).max(40) });
export const NOTIFICATION_STATUSES = ['QUEUED', 'RECORDED', 'SENT', 'FAILED'] as const;
export const outboxEntry = z.object({
  id: z.number().int(),
  kind: z.string(),
  appointmentId: z.string(),
  recipient: z.string(),
  subject: z.string(),
  body: z.string(),
  /**
   * QUEUED until the job runs (and while SMTP retries are pending); RECORDED when no mail server is
   * configured; SENT once the SMTP server accepted it; FAILED when the last retry failed too.
   */
  status: z.enum(NOTIFICATION_STATUSES),
  /** `OUTBOX`: recorded only (no SMTP_URL is configured); `SMTP` once handed to, or given up on, the mail server. */
  transport: z.string().nullable(),
  createdAt: z.string(),
  createdBy: z.string(),
  processedAt: z.string().nullable(),
  /** SMTP hand-overs tried so far; 0 when only recorded. */
  attempts: z.number().int(),
  /** The mail server's answer to the latest failed attempt (kept after a later success), else null. */
  lastError: z.string().nullable(),
});
export type OutboxEntry = z.infer<typeof outboxEntry>;
export const vendorNotification = z.object({ outbox: outboxEntry, message: z.string() });
export type VendorNotification = z.infer<typeof vendorNotification>;
export const vendorNotificationResponse = envelope(vendorNotification);
export const outboxQuery = z.object({ appointmentId: z.string().trim().min(1).max(40) });
export const outboxListResponse = envelope(z.array(outboxEntry));
