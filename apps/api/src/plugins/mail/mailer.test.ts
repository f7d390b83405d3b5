import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createMailer, MailDeliveryError } from './mailer.ts';
import { closedPort, startTestSmtpServer, type TestSmtpServer } from './smtp-test-server.ts';

let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startTestSmtpServer();
});
afterAll(() => smtp?.close());

const message = {
  to: 'desk@vendor.example.com',
  subject: 'Pickup assigned: apt-1 A → B',
  text: 'Vehicle: Maruti — 2020.\nDrop: B.',
};

describe('mail configuration', () => {
  it('needs no mail server by default and reads SMTP_URL and MAIL_FROM', () => {
    expect(loadConfig({}).mail).toEqual({ smtpUrl: undefined, from: 'B2C Admin Panel <no-reply@b2c.example.com>' });
    const mail = loadConfig({ SMTP_URL: 'smtps://u:p@mail.example.com:465', MAIL_FROM: 'Ops <ops@example.com>' }).mail;
    expect(mail).toEqual({ smtpUrl: 'smtps://u:p@mail.example.com:465', from: 'Ops <ops@example.com>' });
  });

  it('names the bad variable without repeating its value', () => {
    expect(() => loadConfig({ SMTP_URL: 'https://u:hunter2secret@mail.example.com' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ SMTP_URL: 'https://u:hunter2secret@mail.example.com' })).not.toThrow(/hunter2secret/);
    expect(() => loadConfig({ SMTP_URL: 'not a url' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ MAIL_FROM: 'nobody' })).toThrow(/MAIL_FROM/);
  });
});

describe('the mailer', () => {
  it('is the outbox only, sending nothing, when SMTP_URL is unset', async () => {
    const mailer = createMailer(loadConfig({}));
    expect(mailer.transport).toBe('OUTBOX');
    await mailer.send(message);
    mailer.close();
    expect(smtp.received).toHaveLength(0);
  });

  it('hands the message to the SMTP server, logged in, from MAIL_FROM', async () => {
    const mailer = createMailer(loadConfig({ SMTP_URL: smtp.url, MAIL_FROM: 'Panel <panel@b2c.example.com>' }));
    expect(mailer.transport).toBe('SMTP');
    await mailer.send(message);
    mailer.close();
    expect(smtp.received.at(-1)).toMatchObject({
      from: 'panel@b2c.example.com',
      to: ['desk@vendor.example.com'],
      subject: message.subject,
      text: message.text,
    });
    expect(smtp.received.at(-1)!.raw).toMatch(/^From: Panel <panel@b2c\.example\.com>$/m);
  });

  it("fails with the server's answer but never the password", async () => {
    const wrong = 'Wrong-Pa55word-xyz';
    const mailer = createMailer(loadConfig({ SMTP_URL: smtp.url.replace(smtp.password, wrong) }));
    const failure = await mailer.send(message).then(
      () => null,
      (err: unknown) => err,
    );
    expect(failure).toBeInstanceOf(MailDeliveryError);
    expect((failure as Error).message).toMatch(/535/);
    expect((failure as Error).message).not.toContain(wrong);
  });

  it('fails when the server refuses the recipient or nothing listens', async () => {
    smtp.refusedRecipients.add(message.to);
    try {
      await expect(createMailer(loadConfig({ SMTP_URL: smtp.url })).send(message)).rejects.toThrow(/550/);
    } finally {
      smtp.refusedRecipients.delete(message.to);
    }
    const down = createMailer(loadConfig({ SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` }));
    await expect(down.send(message)).rejects.toThrow(/ECONNREFUSED/);
  });
});
