// A PostgreSQL wire-protocol server in front of one PGlite session, for the worker (pglite-worker.mjs).
// It replaces @electric-sql/pglite-socket's server (issue 30), which ran every wire message (Parse, Bind,
// Describe, Execute, Sync: five per statement as `pg` sends one) as its own queued, mutex-guarded
// execProtocolRawStream call with a syncToFs after it and a socket write per answer. Here everything
// complete that a connection sent goes to PGlite in ONE call (PGlite's main loop runs the whole buffer:
// errors skip to the Sync as on PostgreSQL) and its answer leaves in one write. Plain JS like the worker.
//
// Why no syncToFs: the worker opens PGlite on a directory (NodeFS) or in memory, and both inherit
// EmscriptenBuiltinFilesystem's empty syncToFs (@electric-sql/pglite 0.5.14, src/fs/base.ts, nodefs.ts):
// PostgreSQL writes its files itself through Emscripten's NODEFS. A filesystem that buffers writes in
// memory (IndexedDB, OPFS) would need it after every write; this worker never uses one.
import { createServer } from 'node:net';

const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;
const PROTOCOL_3 = 196608;
/** A startup packet is a few names and values; anything longer is not PostgreSQL talking. */
const MAX_STARTUP_LENGTH = 10_000;
const TERMINATE = 0x58; // 'X'
const READY_FOR_QUERY = 0x5a; // 'Z'
const IDLE = 0x49; // 'I': ReadyForQuery outside any transaction
/** Ends whatever a dropped connection left unfinished: a COPY from the client (CopyFail, ignored
 *  by PostgreSQL outside COPY), an extended-protocol sequence or its error state (Sync). */
const ABANDON = Buffer.concat([message(0x66, cString('connection closed')), message(0x53, Buffer.alloc(0))]);
const ROLLBACK = message(0x51, cString('ROLLBACK'));
const TOO_MANY = message(
  0x45,
  Buffer.concat([cString('SFATAL'), cString('C53300'), cString('Msorry, too many clients already'), Buffer.alloc(1)]),
);

function cString(text) {
  return Buffer.from(`${text}\0`);
}

function message(type, body) {
  const head = Buffer.alloc(5);
  head[0] = type;
  head.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([head, body]);
}

/** Whether PGlite's answer ends with ReadyForQuery 'I': the session is free for another connection. */
function endsIdle(answer) {
  const at = answer.length - 6;
  return at >= 0 && answer[at] === READY_FOR_QUERY && answer.readInt32BE(at + 1) === 5 && answer[at + 5] === IDLE;
}

/**
 * Serves `db` on the Unix socket `path`. PGlite is ONE session, so one connection holds it from its
 * first statement until PGlite answers ReadyForQuery 'I' (idle): a transaction, an unfinished
 * extended-protocol sequence or a COPY keeps it, and the others' messages wait, in arrival order.
 * A connection that drops while holding it is rolled back. `maxConnections` bounds the sockets.
 */
export async function serveWire({ db, path, maxConnections, debug = false }) {
  const log = debug ? (...args) => console.log('[pglite-wire]', ...args) : () => {};
  const connections = new Set();
  /** Sockets beyond maxConnections, told so; destroyed on stop if their client never closes them. */
  const refused = new Set();
  /** The connection holding the session between its messages, or null. */
  let owner = null;
  /** Connections with data that came while another held the session, in arrival order. */
  const waiting = [];
  /** Set while the worker works on the database itself (the dump): every connection waits. */
  let held = false;

  /** One call into PGlite; the answer as one buffer. execProtocolRawStream with syncToFs off runs
   *  synchronously up to its end (its only await is the syncToFs), so the answer is whole on return. */
  function execute(batch) {
    const chunks = [];
    db.execProtocolRawStream(batch, {
      syncToFs: false,
      // PGlite hands a view of its WebAssembly memory, reused by the next call: copy it.
      onRawData: (bytes) => chunks.push(Buffer.from(bytes)),
    }).catch((err) => log('PGlite failed', err));
    return chunks.length === 1 ? chunks[0] : Buffer.concat(chunks);
  }

  const mayRun = (conn) => !held && (owner === null || owner === conn);

  function onData(conn, data) {
    conn.pending.push(data);
    conn.pendingBytes += data.length;
    // A large message arrives in many chunks: wait until it is whole before joining them (once).
    if (conn.pendingBytes < conn.needed) return;
    if (!mayRun(conn)) {
      if (!waiting.includes(conn)) waiting.push(conn);
      return;
    }
    serve(conn);
    admitWaiting();
  }

  function admitWaiting() {
    while (!held && owner === null && waiting.length > 0) serve(waiting.shift());
  }

  /** Runs everything complete `conn` sent, in one PGlite call per startup packet or batch. */
  function serve(conn) {
    if (conn.closed || conn.pendingBytes === 0) return;
    let buffer = conn.pending.length === 1 ? conn.pending[0] : Buffer.concat(conn.pending, conn.pendingBytes);
    for (;;) {
      const used = conn.started ? serveMessages(conn, buffer) : serveStartup(conn, buffer);
      buffer = buffer.subarray(used);
      if (used === 0 || conn.closed || buffer.length === 0) break;
    }
    conn.pending = buffer.length > 0 && !conn.closed ? [buffer] : [];
    conn.pendingBytes = conn.pending.length > 0 ? buffer.length : 0;
    conn.needed = neededBytes(conn, buffer);
  }

  /** How many bytes make the first message in `buffer` whole (its header first). */
  function neededBytes(conn, buffer) {
    if (!conn.started) return buffer.length < 4 ? 8 : Math.max(8, buffer.readInt32BE(0));
    return buffer.length < 5 ? 5 : 1 + buffer.readInt32BE(1);
  }

  /** Before the startup packet: SSLRequest / GSSENCRequest (answered 'N': no encryption on a Unix
   *  socket), CancelRequest (PGlite cannot interrupt a statement: consumed and the connection closed,
   *  as PostgreSQL does), then the startup packet itself, which PGlite answers. Returns bytes used. */
  function serveStartup(conn, buffer) {
    if (buffer.length < 8) return 0;
    const length = buffer.readInt32BE(0);
    const code = buffer.readInt32BE(4);
    if (length === 8 && (code === SSL_REQUEST || code === GSSENC_REQUEST)) {
      conn.socket.write('N');
      return 8;
    }
    if (length === 16 && code === CANCEL_REQUEST) {
      close(conn);
      return 16;
    }
    if (code !== PROTOCOL_3 || length > MAX_STARTUP_LENGTH) {
      log('not a PostgreSQL 3.0 startup packet');
      close(conn);
      return 0;
    }
    if (buffer.length < length) return 0;
    reply(conn, execute(buffer.subarray(0, length)));
    conn.started = true;
    return length;
  }

  /** After the startup: every complete message up to a Terminate, in one call. Returns bytes used. */
  function serveMessages(conn, buffer) {
    let end = 0;
    let terminate = false;
    while (end + 5 <= buffer.length) {
      const length = buffer.readInt32BE(end + 1);
      if (length < 4) {
        log('malformed message length', length);
        close(conn);
        return 0;
      }
      if (end + 1 + length > buffer.length) break;
      // PGlite ignores a Terminate only at the start of a call; it is ours to handle.
      if (buffer[end] === TERMINATE) {
        terminate = true;
        break;
      }
      end += 1 + length;
    }
    if (end > 0) reply(conn, execute(buffer.subarray(0, end)));
    if (terminate) close(conn);
    return end;
  }

  function reply(conn, answer) {
    owner = endsIdle(answer) ? null : conn;
    if (answer.length > 0 && conn.socket.writable) conn.socket.write(answer);
  }

  /** Ends a connection; if it held the session, ends what it left open there and frees it. */
  function close(conn) {
    if (conn.closed) return;
    conn.closed = true;
    connections.delete(conn);
    const queued = waiting.indexOf(conn);
    if (queued >= 0) waiting.splice(queued, 1);
    if (owner === conn && !db.closed) {
      execute(ABANDON);
      if (db.isInTransaction()) execute(ROLLBACK);
      owner = null;
      log('a connection closed holding the session: rolled back');
    }
    if (owner === conn) owner = null;
    conn.socket.end();
    conn.socket.destroy();
    admitWaiting();
  }

  const server = createServer((socket) => {
    if (connections.size >= maxConnections) {
      // Answered after its startup packet, as PostgreSQL does (earlier, the client's write fails first).
      refused.add(socket);
      socket.once('data', () => socket.end(TOO_MANY));
      socket.on('error', () => socket.destroy());
      socket.on('close', () => refused.delete(socket));
      return;
    }
    const conn = { socket, pending: [], pendingBytes: 0, needed: 8, started: false, closed: false };
    connections.add(conn);
    socket.on('data', (data) => onData(conn, data));
    socket.on('error', (err) => {
      log('socket error', err.message);
      close(conn);
    });
    socket.on('close', () => close(conn));
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => {
      server.off('error', reject);
      resolve();
    });
  });

  return {
    /** Runs `work` on the database with every connection held off (their data waits). */
    async exclusive(work) {
      // Only between two connections' turns: a connection holding the session keeps it till idle.
      while (owner !== null) await new Promise((resolve) => setTimeout(resolve, 5));
      held = true;
      try {
        return await work();
      } finally {
        held = false;
        admitWaiting();
      }
    },
    /** Closes every connection and the server (which removes the socket file). */
    async stop() {
      held = true;
      for (const conn of [...connections]) close(conn);
      for (const socket of refused) socket.destroy();
      await new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
