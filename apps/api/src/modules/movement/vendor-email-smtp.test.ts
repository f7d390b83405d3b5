import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MovementVendor } from '@b2c/domain';
import type { OutboxEntry } from '@b2c/contracts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createMailer } from '../../plugins/mail/mailer.ts';
import { closedPort, startTestSmtpServer, type TestSmtpServer } from '../../plugins/mail/smtp-test-server.ts';
import { freeCar, otherLocation, pickupBody, type FreeCar } from '../../test/movement-test-support.ts';
import { deliverVendorEmail } from './vendor-email-delivery.ts';
import { VENDOR_EMAIL_QUEUE } from './vendor-notification-service.ts';

/** The vendor e-mail through a real SMTP server on 127.0.0.1 (SMTP_URL set), from the API call to the wire. */
const MAIL_FROM = 'B2C Panel <panel@b2c.example.com>';
let smtp: TestSmtpServer;
let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  smtp = await startTestSmtpServer();
  t = await buildTestApp({ SMTP_URL: smtp.url, MAIL_FROM });
  admin = await t.as('admin');
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

/** A car with an open movement assigned to `vendor`, and the e-mail about it asked for: its outbox entry. */
async function vendorEmailFor(vendor: MovementVendor): Promise<{ car: FreeCar; entry: OutboxEntry }> {
  const car = await freeCar(t);
  const to = await otherLocation(t, 'IN', car.locationCode);
  const created = await t.app.inject({
    method: 'POST',
    url: `/api/inventory/${car.id}/movement`,
    headers: admin,
    payload: pickupBody('IN', car, to, { vendor }),
  });
  expect(created.statusCode).toBe(201);
  const res = await t.app.inject({
    url: `/api/notification/VENDOR_ASSIGNED?appointmentId=${car.appointmentId}`,
    headers: admin,
  });
  expect(res.json().data.outbox).toMatchObject({ status: 'QUEUED', attempts: 0, lastError: null });
  return { car, entry: res.json().data.outbox };
}

const outboxEntry = async (appointmentId: string): Promise<OutboxEntry> =>
  (await t.app.inject({ url: `/api/notification/outbox?appointmentId=${appointmentId}`, headers: admin })).json()
    .data[0];

const poll = { timeout: 15_000, interval: 200 };

describe('vendor e-mail over SMTP', () => {
  it('is sent to the vendor desk by the job and the entry ends SENT', async () => {
    const { car, entry } = await vendorEmailFor('DRIVEU');
    await expect.poll(() => outboxEntry(car.appointmentId), poll).toMatchObject({ status: 'SENT' });
    const sent = await outboxEntry(car.appointmentId);
    expect(sent).toMatchObject({ transport: 'SMTP', attempts: 1, lastError: null, processedAt: expect.any(String) });

    const mails = smtp.received.filter((m) => m.to.includes('dispatch@driveu.example.com'));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ from: 'panel@b2c.example.com', subject: entry.subject, text: entry.body });
    expect(mails[0]!.subject).toContain(`apt-${car.appointmentId}`);
    expect(mails[0]!.text).toContain(`registration ${car.registrationNumber}`);

    // A late duplicate of the job changes nothing and sends nothing.
    await deliverVendorEmail(t.database.db, createMailer({ mail: { smtpUrl: smtp.url, from: MAIL_FROM } }), {
      outboxId: entry.id,
      finalAttempt: true,
    });
    expect(await outboxEntry(car.appointmentId)).toEqual(sent);
    expect(smtp.received.filter((m) => m.to.includes('dispatch@driveu.example.com'))).toHaveLength(1);
  });

  it('keeps a refused e-mail queued for retries with the error, and FAILED after the last one', async () => {
    const desk = 'bookings@zofeur.example.com';
    smtp.refusedRecipients.add(desk);
    const { car, entry } = await vendorEmailFor('ZOFEUR');

    // First attempt, by the job: counted, the server's answer kept, still QUEUED, and the job set to retry.
    await expect.poll(async () => (await outboxEntry(car.appointmentId)).attempts, poll).toBe(1);
    expect(await outboxEntry(car.appointmentId)).toMatchObject({
      status: 'QUEUED',
      transport: null,
      processedAt: null,
      lastError: expect.stringMatching(/550.*bookings@zofeur\.example\.com/),
    });
    const job = async () =>
      (
        await t.database.pool.query<{ state: string; output: unknown }>(
          `select state, output from pgboss.job where name = $1 and data->>'outboxId' = $2`,
          [VENDOR_EMAIL_QUEUE, String(entry.id)],
        )
      ).rows[0];
    await expect.poll(async () => (await job())?.state, poll).toBe('retry');
    expect(JSON.stringify((await job())!.output)).toMatch(/550/);

    // A retry that cannot reach the server (nothing listens on the port): counted, error replaced.
    const unreachable = createMailer({ mail: { smtpUrl: `smtp://127.0.0.1:${await closedPort()}`, from: MAIL_FROM } });
    await expect(
      deliverVendorEmail(t.database.db, unreachable, { outboxId: entry.id, finalAttempt: false }),
    ).rejects.toThrow(/ECONNREFUSED/);
    expect(await outboxEntry(car.appointmentId)).toMatchObject({
      status: 'QUEUED',
      attempts: 2,
      lastError: expect.stringMatching(/ECONNREFUSED/),
    });

    // The last attempt, as pg-boss runs it when no retry is left: the entry ends FAILED.
    await t.jobs.send(VENDOR_EMAIL_QUEUE, { outboxId: entry.id }, { retryLimit: 0 });
    await expect.poll(() => outboxEntry(car.appointmentId), poll).toMatchObject({ status: 'FAILED' });
    const failed = await outboxEntry(car.appointmentId);
    expect(failed).toMatchObject({
      transport: 'SMTP',
      attempts: 3,
      processedAt: expect.any(String),
      lastError: expect.stringMatching(/550/),
    });
    expect(failed.lastError).not.toContain(smtp.password);

    // After FAILED nothing moves it again, and the vendor never got a copy.
    await deliverVendorEmail(t.database.db, unreachable, { outboxId: entry.id, finalAttempt: true });
    expect(await outboxEntry(car.appointmentId)).toEqual(failed);
    expect(smtp.received.filter((m) => m.to.includes(desk))).toHaveLength(0);
  });
});
