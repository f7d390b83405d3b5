import { createServer, type AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on 127.0.0.1 for tests: it checks the login, can refuse chosen recipients and keeps
 * every accepted message, decoded just enough (headers, quoted-printable or base64 text) to assert on.
 */
export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  /** The whole message as sent over the wire. */
  raw: string;
}

export interface TestSmtpServer {
  /** SMTP_URL for the mailer, with the credentials the server accepts. */
  url: string;
  user: string;
  password: string;
  received: ReceivedMail[];
  /** RCPT TO for these addresses gets a permanent 550. */
  refusedRecipients: Set<string>;
  close(): Promise<void>;
}

const USER = 'panel-mailer';
const PASSWORD = 'Sm7p-test-Pa55word';

export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const refusedRecipients = new Set<string>();
  const server = new SMTPServer({
    logger: false,
    // Plain text on loopback: no certificate to fake; the login is still required.
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    socketTimeout: 10_000,
    onAuth(auth, _session, callback) {
      if (auth.username === USER && auth.password === PASSWORD) return callback(null, { user: USER });
      // Echo what the client sent, as careless servers do: the mailer must not pass the password on.
      callback(smtpError(`Invalid login ${auth.username ?? ''}:${auth.password ?? ''}`, 535));
    },
    onRcptTo(address, _session, callback) {
      if (refusedRecipients.has(address.address))
        return callback(smtpError(`Mailbox ${address.address} unavailable`, 550));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          ...decodeMessage(raw),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://${USER}:${PASSWORD}@127.0.0.1:${port}`,
    user: USER,
    password: PASSWORD,
    received,
    refusedRecipients,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A loopback port nothing listens on (bound, then released), for connection-refused failures. */
export async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', () => resolve()));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

function smtpError(message: string, responseCode: number): Error {
  return Object.assign(new Error(message), { responseCode });
}

function decodeMessage(raw: string): { subject: string; text: string } {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const header = (name: string) => new RegExp(`^${name}:[ \\t]*(.*)$`, 'im').exec(head)?.[1] ?? '';
  const body = raw.slice(split + 4);
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const text =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(body.replace(/=\r\n/g, ''))
        : body;
  return { subject: decodeEncodedWords(header('Subject')), text: text.replace(/\r\n/g, '\n').replace(/\n$/, '') };
}

/** RFC 2047 `=?UTF-8?Q|B?…?=` words; the space between two adjacent words is not part of the text. */
function decodeEncodedWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_m, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const hex = text[i] === '=' ? text.slice(i + 1, i + 3) : '';
    if (/^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(text[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}
