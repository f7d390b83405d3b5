import { createTransport } from 'nodemailer';
import type { AppConfig } from '../../config.ts';

export interface MailMessage {
  to: string;
  subject: string;
  /** Plain text: the vendor desks' mail tools read it as is. */
  text: string;
}

export interface Mailer {
  /** `OUTBOX`: no mail server is configured and `send` does nothing; the outbox row is the record. */
  transport: 'SMTP' | 'OUTBOX';
  /** Resolves once the server accepted the message for every recipient; rejects with a `MailDeliveryError`. */
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** A failed hand-over to the SMTP server, with the server's words but never the credentials of SMTP_URL. */
export class MailDeliveryError extends Error {
  override name = 'MailDeliveryError';
}

/**
 * Bounded waits: a hung server must fail the attempt well within pg-boss's job expiry (15 min), so the
 * job is retried instead of hanging, and a shutdown is not held up by nodemailer's 2- and 10-minute defaults.
 */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export function createMailer(config: Pick<AppConfig, 'mail'>): Mailer {
  const { smtpUrl, from } = config.mail;
  if (!smtpUrl) return { transport: 'OUTBOX', send: async () => {}, close: () => {} };

  // One connection per message, none pooled: vendor e-mails are few, and nothing sits idle for the server to drop.
  const transporter = createTransport({ url: smtpUrl, ...TIMEOUTS, logger: false }, { from });
  const secrets = passwordOf(smtpUrl);
  const scrub = (text: string) => secrets.reduce((t, s) => t.split(s).join('[redacted]'), text);

  return {
    transport: 'SMTP',
    async send(message) {
      let info: { rejected?: unknown[] };
      try {
        info = await transporter.sendMail(message);
      } catch (err) {
        throw new MailDeliveryError(scrub(err instanceof Error ? err.message : String(err)));
      }
      // A server may accept the message for some recipients only; ours have one, so any rejection is a failure.
      if (info.rejected?.length) throw new MailDeliveryError(`Recipient rejected: ${message.to}`);
    },
    close: () => transporter.close(),
  };
}

/**
 * The URL's password, as written and decoded, to keep it out of any message we pass on (error texts end
 * up in logs, in the outbox's last_error and in pg-boss's job output): a server may echo the login it
 * refused in its reply, and nodemailer passes replies on verbatim.
 */
function passwordOf(smtpUrl: string): string[] {
  const { password } = new URL(smtpUrl);
  // Scrubbing a very short password would mangle every message while protecting next to nothing.
  return [...new Set([password, safeDecode(password)])].filter((s) => s.length >= 4);
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
