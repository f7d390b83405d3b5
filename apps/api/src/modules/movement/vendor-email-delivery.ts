import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../plugins/db/database.ts';
import type { Mailer } from '../../plugins/mail/mailer.ts';
import { notificationOutbox } from './movement-tables.ts';

/** Enough of the server's answer to tell what went wrong, not a whole transcript. */
const MAX_ERROR_LENGTH = 1000;

export interface DeliveryAttempt {
  outboxId: number;
  /** No retry follows this attempt (pg-boss's `retryCount >= retryLimit`): a failure is final. */
  finalAttempt: boolean;
}

/**
 * One attempt at handing a QUEUED outbox entry to the mailer (the vendor-email job calls it; tests may too).
 * Without SMTP the entry ends RECORDED (transport OUTBOX). With SMTP a success ends SENT; a failure counts
 * the attempt, keeps the error and rethrows so pg-boss retries, and the final failure ends FAILED.
 * Only QUEUED entries move, so a repeated job after SENT/RECORDED/FAILED does nothing. Delivery is
 * at-least-once: if the server accepted the mail but the process died before the update, a retry resends.
 */
export async function deliverVendorEmail(db: Db, mailer: Mailer, attempt: DeliveryAttempt): Promise<void> {
  const queued = and(eq(notificationOutbox.id, attempt.outboxId), eq(notificationOutbox.status, 'QUEUED'));
  if (mailer.transport === 'OUTBOX') {
    await db
      .update(notificationOutbox)
      .set({ status: 'RECORDED', transport: 'OUTBOX', processedAt: new Date() })
      .where(queued);
    return;
  }
  const [entry] = await db.select().from(notificationOutbox).where(queued);
  if (!entry) return;
  const attempts = sql`${notificationOutbox.attempts} + 1`;
  try {
    await mailer.send({ to: entry.recipient, subject: entry.subject, text: entry.body });
  } catch (err) {
    const lastError = (err instanceof Error ? err.message : String(err)).slice(0, MAX_ERROR_LENGTH);
    await db
      .update(notificationOutbox)
      .set(
        attempt.finalAttempt
          ? { attempts, lastError, status: 'FAILED', transport: 'SMTP', processedAt: new Date() }
          : { attempts, lastError },
      )
      .where(queued);
    throw err;
  }
  await db
    .update(notificationOutbox)
    .set({ attempts, status: 'SENT', transport: 'SMTP', processedAt: new Date() })
    .where(queued);
}
