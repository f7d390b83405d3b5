import { z } from 'zod';
import { INSPECTION_TYPES } from '@b2c/domain';
import { envelope } from '../common.ts';

/**
 * Read-only facts around a car (SPEC §7): inspection (default POST_REFURB), refurbishment inspection,
 * payment status, booked order, orders, latest order, external delivery, chassis, catalogue details,
 * location holding period. `null` data means "none recorded", not an error.
 */
export const inspectionQuery = z.object({ inspectionType: z.enum(INSPECTION_TYPES).default('POST_REFURB') });

export const inspection = z.object({
  appointmentId: z.string(),
  inspectionType: z.enum(INSPECTION_TYPES),
  inspector: z.string(),
  score: z.string(),
  remarks: z.string().nullable(),
  refurbCost: z.string().nullable(),
  refurbStages: z.array(z.string()),
  inspectedAt: z.string(),
});
export type Inspection = z.infer<typeof inspection>;
export const inspectionResponse = envelope(inspection.nullable());

export const ORDER_STATUSES = ['CREATED', 'BOOKED', 'CANCELLED', 'DELIVERED'] as const;
export const order = z.object({
  orderId: z.string(),
  appointmentId: z.string(),
  status: z.enum(ORDER_STATUSES),
  customerName: z.string(),
  amount: z.string(),
  amountPaid: z.string(),
  deliveryMode: z.string(),
  createdAt: z.string(),
});
export type Order = z.infer<typeof order>;
export const orderResponse = envelope(order.nullable());
export const orderListResponse = envelope(z.array(order));

export const PAYMENT_STATES = ['NO_ORDER', 'PENDING', 'PARTIALLY_PAID', 'PAID'] as const;
export const paymentStatus = z.object({
  appointmentId: z.string(),
  orderId: z.string().nullable(),
  state: z.enum(PAYMENT_STATES),
  amount: z.string().nullable(),
  amountPaid: z.string().nullable(),
  balance: z.string().nullable(),
});
export type PaymentStatus = z.infer<typeof paymentStatus>;
export const paymentStatusResponse = envelope(paymentStatus);

export const externalDeliveryResponse = envelope(z.object({ allowed: z.boolean(), reasons: z.array(z.string()) }));

export const chassisQuery = z.object({ appointmentId: z.string().trim().min(1).max(40) });
export const chassisUpload = z.object({
  id: z.number().int(),
  fileName: z.string(),
  mimeType: z.string(),
  sizeBytes: z.number().int(),
  sha256: z.string(),
  uploadedBy: z.string(),
  uploadedAt: z.string(),
});
export const chassisResponse = envelope(
  z.object({ appointmentId: z.string(), chassisNumber: z.string().nullable(), uploads: z.array(chassisUpload) }),
);
export type ChassisUpload = z.infer<typeof chassisUpload>;
export const chassisUploadResult = chassisUpload.extend({ message: z.string() });
export type ChassisUploadResult = z.infer<typeof chassisUploadResult>;
export const chassisUploadResponse = envelope(chassisUploadResult);

export const catalogueQuery = z.object({
  appIds: z
    .string()
    .trim()
    .min(1)
    .transform((s) => [
      ...new Set(
        s
          .split(',')
          .map((x) => x.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(z.string().max(40)).min(1).max(100, 'must have at most 100 entries')),
});
export const catalogueCar = z.object({
  appointmentId: z.string(),
  make: z.string(),
  model: z.string(),
  variant: z.string().nullable(),
  year: z.number().int(),
  fuel: z.string().nullable(),
  colour: z.string().nullable(),
  odometer: z.number().int().nullable(),
  registrationNumber: z.string().nullable(),
  listingPrice: z.string().nullable(),
  currency: z.string(),
});
export const catalogueResponse = envelope(z.array(catalogueCar));

export const holdingPeriodResponse = envelope(
  z.object({
    appointmentId: z.string(),
    locationCode: z.string().nullable(),
    locationStatus: z.string().nullable(),
    since: z.string().nullable(),
    days: z.number().int().nullable(),
  }),
);
