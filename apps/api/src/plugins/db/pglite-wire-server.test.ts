import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connect, type Socket } from 'node:net';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { serialize } from 'pg-protocol';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres.ts';

/** One backend message as read off the socket: its type letter and body. */
interface WireMessage {
  type: string;
  body: Buffer;
}

/** A bare wire-protocol client, to send what `pg` never does (pipelines, split and cut messages). */
class RawClient {
  private received = Buffer.alloc(0);
  private wake: (() => void) | undefined;
  closed = false;

  private constructor(readonly socket: Socket) {
    socket.on('data', (data) => {
      this.received = Buffer.concat([this.received, data]);
      this.wake?.();
    });
    socket.on('close', () => {
      this.closed = true;
      this.wake?.();
    });
  }

  static async open(embedded: EmbeddedPostgres): Promise<RawClient> {
    const socket = connect(join(embedded.socketDir, '.s.PGSQL.5432'));
    await new Promise((resolve) => socket.once('connect', resolve));
    return new RawClient(socket);
  }

  /** Connects as `pg` does and reads the server's greeting up to its ReadyForQuery. */
  static async started(embedded: EmbeddedPostgres): Promise<RawClient> {
    const client = await RawClient.open(embedded);
    client.socket.write(serialize.startup({ user: 'postgres', database: 'postgres' }));
    await client.readUntilReady();
    return client;
  }

  /** The next `count` raw bytes (answers that are not typed messages: the SSL refusal). */
  async readBytes(count: number): Promise<Buffer> {
    while (this.received.length < count) await this.next();
    const bytes = this.received.subarray(0, count);
    this.received = this.received.subarray(count);
    return bytes;
  }

  /** Messages up to and including the next ReadyForQuery. */
  async readUntilReady(): Promise<WireMessage[]> {
    const messages: WireMessage[] = [];
    for (;;) {
      while (this.received.length < 5 || this.received.length < 1 + this.received.readInt32BE(1)) await this.next();
      const length = 1 + this.received.readInt32BE(1);
      const message = { type: String.fromCharCode(this.received[0]!), body: this.received.subarray(5, length) };
      this.received = this.received.subarray(length);
      messages.push(message);
      if (message.type === 'Z') return messages;
    }
  }

  private next(): Promise<void> {
    if (this.closed) throw new Error('the server closed the connection');
    return new Promise((resolve) => (this.wake = resolve));
  }
}

/** One statement as `pg` sends it with parameters: Parse, Bind, Describe, Execute, Sync. */
const extended = (text: string, values: string[] = []) =>
  Buffer.concat([
    serialize.parse({ text, types: [] }),
    serialize.bind({ values }),
    serialize.describe({ type: 'P' }),
    serialize.execute({ rows: 0 }),
    serialize.sync(),
  ]);
const types = (messages: WireMessage[]) => messages.map((m) => m.type).join('');
const readyStatus = (messages: WireMessage[]) => String.fromCharCode(messages.at(-1)!.body[0]!);
const firstValue = (messages: WireMessage[]) => {
  const row = messages.find((m) => m.type === 'D')!.body;
  return row.subarray(6, 6 + row.readInt32BE(2)).toString();
};

const template = inject('databaseTemplate');

// With TEST_DATABASE_URL the suite runs on PostgreSQL and the embedded database is not in use.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('the embedded database wire server', () => {
  let embedded: EmbeddedPostgres;
  const pgClient = async () => {
    const client = new pg.Client({ connectionString: embedded.connectionString });
    await client.connect();
    return client;
  };

  beforeAll(async () => {
    embedded = await startEmbeddedPostgres({ templateFile: template });
    const client = await pgClient();
    await client.query('CREATE TABLE wire_test (id int PRIMARY KEY, note text)');
    await client.end();
  });
  afterAll(() => embedded.stop());

  it('answers an error inside a pipeline as PostgreSQL does: skips to its Sync, then runs the next statement', async () => {
    const raw = await RawClient.started(embedded);
    raw.socket.write(Buffer.concat([extended('SELECT * FROM no_such_table'), extended('SELECT $1::int + 1', ['41'])]));
    const failed = await raw.readUntilReady();
    expect(types(failed)).toBe('EZ');
    expect(failed[0]!.body.toString()).toContain('no_such_table');
    expect(readyStatus(failed)).toBe('I');
    const good = await raw.readUntilReady();
    expect(types(good)).toBe('12TDCZ');
    expect(firstValue(good)).toBe('42');

    // Inside a transaction the error leaves it failed ('E') until the client ends it.
    raw.socket.write(Buffer.concat([serialize.query('BEGIN'), extended('SELECT 1/0')]));
    expect(readyStatus(await raw.readUntilReady())).toBe('T');
    expect(readyStatus(await raw.readUntilReady())).toBe('E');
    raw.socket.write(serialize.query('ROLLBACK'));
    expect(readyStatus(await raw.readUntilReady())).toBe('I');
    raw.socket.end();
  });

  it("holds another connection's statements until the transaction on the session ends", async () => {
    const [writer, reader] = [await pgClient(), await pgClient()];
    await writer.query('BEGIN');
    await writer.query('INSERT INTO wire_test VALUES (1, $1)', ['in a transaction']);
    let answered = false;
    const count = reader.query<{ n: number }>('SELECT count(*)::int AS n FROM wire_test WHERE id = 1').then((r) => {
      answered = true;
      return r.rows[0]!.n;
    });
    await sleep(150);
    expect(answered).toBe(false);
    await writer.query('COMMIT');
    expect(await count).toBe(1);
    await Promise.all([writer.end(), reader.end()]);
  });

  it('rolls back the transaction of a connection that drops inside it, and frees the session', async () => {
    const raw = await RawClient.started(embedded);
    raw.socket.write(
      Buffer.concat([serialize.query('BEGIN'), extended('INSERT INTO wire_test VALUES (2, $1)', ['x'])]),
    );
    await raw.readUntilReady();
    expect(readyStatus(await raw.readUntilReady())).toBe('T');
    // Another connection's startup and statement wait for the session, till the holder drops.
    const other = new pg.Client({ connectionString: embedded.connectionString });
    const count = other
      .connect()
      .then(() => other.query<{ n: number }>('SELECT count(*)::int AS n FROM wire_test WHERE id = 2'));
    await sleep(100);
    raw.socket.destroy();
    expect((await count).rows[0]!.n).toBe(0);
    expect((await other.query<{ n: number }>('SELECT count(*)::int AS n FROM wire_test')).rows[0]!.n).toBe(1);
    await other.end();
  });

  it('waits for a message split across socket chunks', async () => {
    const raw = await RawClient.started(embedded);
    const statement = extended('SELECT $1::text AS v', ['split']);
    for (const cut of [1, 3, 7, statement.length - 2]) {
      raw.socket.write(statement.subarray(0, cut));
      await sleep(20);
      raw.socket.write(statement.subarray(cut));
      const answer = await raw.readUntilReady();
      expect(types(answer)).toBe('12TDCZ');
      expect(firstValue(answer)).toBe('split');
    }
    raw.socket.end();
  });

  it('takes and returns messages larger than 64 KB', async () => {
    const client = await pgClient();
    const note = 'abcdefghij'.repeat(50_000); // 500 KB in one Bind
    await client.query('INSERT INTO wire_test VALUES (3, $1)', [note]);
    const { rows } = await client.query<{ note: string }>('SELECT note FROM wire_test WHERE id = 3');
    expect(rows[0]!.note).toBe(note);
    const many = await client.query('SELECT g, repeat($1, 100) FROM generate_series(1, 5000) g', ['y']);
    expect(many.rowCount).toBe(5000);
    await client.end();
  });

  it('refuses SSL, closes on Terminate and on a CancelRequest, and keeps serving', async () => {
    const ssl = await RawClient.open(embedded);
    ssl.socket.write(Buffer.from([0, 0, 0, 8, 0x04, 0xd2, 0x16, 0x2f]));
    expect((await ssl.readBytes(1)).toString()).toBe('N');
    ssl.socket.write(serialize.startup({ user: 'postgres', database: 'postgres' }));
    expect(readyStatus(await ssl.readUntilReady())).toBe('I');
    ssl.socket.write(Buffer.concat([extended('SELECT 1'), serialize.end()]));
    expect(types(await ssl.readUntilReady())).toBe('12TDCZ');
    await sleep(50);
    expect(ssl.closed).toBe(true);

    const cancel = await RawClient.open(embedded);
    cancel.socket.write(serialize.cancel(1234, 5678));
    await sleep(50);
    expect(cancel.closed).toBe(true);

    const client = await pgClient();
    expect((await client.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    await client.end();
  });

  it('refuses a connection beyond four with a message, not a hang', async () => {
    const open = await Promise.all([1, 2, 3, 4].map(() => pgClient()));
    const fifth = new pg.Client({ connectionString: embedded.connectionString });
    await expect(fifth.connect()).rejects.toThrow(/too many clients/);
    await Promise.all(open.map((c) => c.end()));
  });
});
