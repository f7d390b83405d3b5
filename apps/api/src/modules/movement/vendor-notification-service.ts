import { and, desc, eq } from 'drizzle-orm';
import {
  MESSAGES,
  MOVEMENT_VENDOR_LABELS,
  PICKUP_OPTION_LABELS,
  TIME_ZONES,
  slotCodeToLabel,
  takesCustomerAddress,
  type MovementVendor,
} from '@b2c/domain';
import type { OutboxEntry } from '@b2c/contracts';
import type { Db } from '../../plugins/db/database.ts';
import type { Jobs } from '../../kits/jobs.ts';
import type { Mailer } from '../../plugins/mail/mailer.ts';
import type { Caller } from '../../plugins/auth.ts';
import { ownedBy } from '../../plugins/db/vertical-scope.ts';
import { actorOf, writeAudit } from '../../kits/audit.ts';
import { badRequest, conflict, notFound } from '../../kits/http-errors.ts';
import { notificationOutbox } from './movement-tables.ts';
import { movementRepository, type MovementRow } from './movement-repository.ts';
import type { InventoryCars } from './movement-cars.ts';
import { deliverVendorEmail } from './vendor-email-delivery.ts';
import { MOVEMENT_ENTITY } from './movement-transition-service.ts';

export const VENDOR_EMAIL_QUEUE = 'vendor-email';

/**
 * Dispatch desks of the vendors that take e-mail (demo addresses; a deployment edits this list). In-house
 * and offline moves have no desk: their e-mail goes to the driver named on the movement, if any.
 */
const VENDOR_DESKS: Partial<Record<MovementVendor, string>> = {
  DRIVEU: 'dispatch@driveu.example.com',
  C2B: 'c2b-logistics@example.com',
  LOCUS: 'dispatch@locus.example.com',
  ZOFEUR: 'bookings@zofeur.example.com',
};

type OutboxRow = typeof notificationOutbox.$inferSelect;

/** How the car reaches the vendor (SPEC §3 options) and, for a home pick-up, where the customer is. */
const customerPlaceLines = (m: MovementRow): string[] => [
  `Option: ${PICKUP_OPTION_LABELS[m.pickupOption]}.`,
  ...(takesCustomerAddress(m.pickupOption)
    ? [`Customer address: ${m.customerAddress ?? '—'}.`, `Area: ${m.customerArea ?? '—'}.`]
    : []),
];
const toEntry = (r: OutboxRow): OutboxEntry => ({
  id: r.id,
  kind: r.kind,
  appointmentId: r.appointmentId,
  recipient: r.recipient,
  subject: r.subject,
  body: r.body,
  status: r.status as OutboxEntry['status'],
  transport: r.transport,
  createdAt: r.createdAt.toISOString(),
  createdBy: r.createdBy,
  processedAt: r.processedAt ? r.processedAt.toISOString() : null,
  attempts: r.attempts,
  lastError: r.lastError,
});

/**
 * GET /api/notification/VENDOR_ASSIGNED: the e-mail is written to the outbox (with an audit row) and a
 * durable job is queued in the same breath. The job hands it to the mailer (`vendor-email-delivery.ts`):
 * SENT through SMTP_URL when one is configured, otherwise RECORDED (transport OUTBOX) for the panel to show.
 */
export function vendorNotificationService(db: Db, cars: InventoryCars, jobs: Jobs, mailer: Mailer) {
  return {
    async start(): Promise<void> {
      if (!(await jobs.getQueue(VENDOR_EMAIL_QUEUE))) await jobs.createQueue(VENDOR_EMAIL_QUEUE);
      // One job per fetch (pg-boss's default batch): a thrown error fails, and retries, that e-mail alone.
      const options = { pollingIntervalSeconds: 1, includeMetadata: true } as const;
      await jobs.work<{ outboxId: number }>(VENDOR_EMAIL_QUEUE, options, async (batch) => {
        for (const job of batch) {
          const finalAttempt = job.retryCount >= job.retryLimit;
          await deliverVendorEmail(db, mailer, { outboxId: job.data.outboxId, finalAttempt });
        }
      });
    },

    async vendorAssigned(caller: Caller, appointmentId: string) {
      const v = caller.vertical;
      const car = await cars.find(db, v, { appointmentId });
      if (!car) throw notFound(`Inventory apt-${appointmentId}`);
      const open = await movementRepository(db).openOf(v, car.id);
      if (!open) throw conflict(`Inventory apt-${appointmentId} has no open movement to notify a vendor about.`);
      if (!open.vendor) throw conflict(`No logistic vendor is set on the movement of apt-${appointmentId}.`);
      const recipient = VENDOR_DESKS[open.vendor] ?? open.driverEmail;
      if (!recipient) {
        throw badRequest(
          `No e-mail address is known for vendor ${MOVEMENT_VENDOR_LABELS[open.vendor]}; add the driver's e-mail in the movement details.`,
          'vendor',
        );
      }
      const subject = `Pickup assigned: apt-${appointmentId} ${open.fromLocationCode} → ${open.toLocationCode}`;
      const body = [
        `Vehicle: ${car.make} ${car.model} ${car.year}, registration ${car.registrationNumber ?? '—'}, chassis ${car.chassisNumber ?? '—'}.`,
        `Pickup: ${open.fromLocationCode} on ${open.requestedPickupDate}, slot ${slotCodeToLabel(open.slotCode)} (${TIME_ZONES[v.country]}).`,
        ...customerPlaceLines(open),
        `Drop: ${open.toLocationCode}${open.nextHopLocationCode ? ` via ${open.nextHopLocationCode}` : ''}.`,
        open.driverName
          ? `Driver: ${open.driverName} ${open.driverMobile ?? ''}`.trim()
          : 'Driver: to be assigned by the vendor.',
      ].join('\n');
      const row = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(notificationOutbox)
          .values({
            ...v,
            kind: 'VENDOR_ASSIGNED',
            appointmentId,
            movementId: open.id,
            recipient,
            subject,
            body,
            status: 'QUEUED',
            createdBy: caller.userName,
          })
          .returning();
        await writeAudit(tx, {
          vertical: v,
          entity: MOVEMENT_ENTITY,
          entityId: appointmentId,
          action: 'SEND_NOTIFICATION',
          actor: actorOf(caller),
          changes: [{ field: 'vendorEmail', old: null, new: recipient }],
        });
        return created!;
      });
      await jobs.send(VENDOR_EMAIL_QUEUE, { outboxId: row.id }, { retryLimit: 5, retryDelay: 30 });
      return { outbox: toEntry(row), message: MESSAGES.vendorEmailSent };
    },

    async outbox(caller: Caller, appointmentId: string): Promise<OutboxEntry[]> {
      const rows = await db
        .select()
        .from(notificationOutbox)
        .where(and(ownedBy(notificationOutbox, caller.vertical), eq(notificationOutbox.appointmentId, appointmentId)))
        .orderBy(desc(notificationOutbox.createdAt), desc(notificationOutbox.id))
        .limit(50);
      return rows.map(toEntry);
    },
  };
}
export type VendorNotificationService = ReturnType<typeof vendorNotificationService>;
