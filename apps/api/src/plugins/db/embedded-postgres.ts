import { Worker } from 'node:worker_threads';
import { once } from 'node:events';
import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_PATHS } from '../../api-paths.ts';

interface WorkerMessage {
  type: 'ready' | 'dumped' | 'stopped';
}

/** A PGlite database served from a worker thread on a Unix socket only this user can reach. */
export interface EmbeddedPostgres {
  connectionString: string;
  /** The owner-only directory holding the socket; removed on stop. */
  socketDir: string;
  /** Writes the whole database image to a file (a template for fast test databases). */
  dumpTo(file: string): Promise<void>;
  stop(): Promise<void>;
}

// `pg` connects to `<host>/.s.PGSQL.<port>` when host is a directory; the server listens on that name.
const SOCKET_NAME = '.s.PGSQL.5432';
// A Unix socket path holds at most 107 bytes (sun_path); mkdtemp adds six characters to the prefix.
const MAX_SOCKET_PATH = 107;
const DIR_PREFIX = 'b2c-pglite-';

/** A fresh directory of mode 0700 (mkdtemp's), so no other user may even reach the socket inside. */
function makeSocketDir(): string {
  const fits = (root: string) => Buffer.byteLength(join(root, `${DIR_PREFIX}XXXXXX`, SOCKET_NAME)) <= MAX_SOCKET_PATH;
  const root = fits(tmpdir()) ? tmpdir() : '/tmp';
  return mkdtempSync(join(root, DIR_PREFIX));
}

export async function startEmbeddedPostgres(options: {
  dataDir?: string | undefined;
  templateFile?: string | undefined;
}): Promise<EmbeddedPostgres> {
  // The database files are the whole database (password hashes included): only this user may enter.
  if (options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true, mode: 0o700 });
    chmodSync(options.dataDir, 0o700);
  }
  const socketDir = makeSocketDir();
  const removeSocketDir = () => rmSync(socketDir, { recursive: true, force: true });
  // A process that exits without stop() (a crash, Ctrl-C in a test run) still leaves no directory behind.
  process.once('exit', removeSocketDir);
  const cleanUp = () => {
    process.removeListener('exit', removeSocketDir);
    removeSocketDir();
  };
  const worker = new Worker(API_PATHS.pgliteWorker, {
    workerData: {
      dataDir: options.dataDir,
      templateFile: options.templateFile,
      socketPath: join(socketDir, SOCKET_NAME),
    },
  });
  const next = async (type: WorkerMessage['type']): Promise<WorkerMessage> => {
    for (;;) {
      const [msg] = (await Promise.race([
        once(worker, 'message'),
        once(worker, 'error').then(([e]) => Promise.reject(e)),
      ])) as [WorkerMessage];
      if (msg.type === type) return msg;
    }
  };
  try {
    await next('ready');
  } catch (err) {
    await worker.terminate();
    cleanUp();
    throw err;
  }
  let stopped = false;
  return {
    // No password: the socket's directory is the access check (the server does not ask for one).
    connectionString: `postgresql://postgres@/postgres?host=${encodeURIComponent(socketDir)}`,
    socketDir,
    async dumpTo(file) {
      worker.postMessage({ type: 'dump', file });
      await next('dumped');
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      try {
        worker.postMessage({ type: 'stop' });
        await next('stopped');
        await worker.terminate();
      } finally {
        cleanUp();
      }
    },
  };
}

/** The embedded PGlite of DATA_DIR (or of a copy of the template file: tests), starting in its worker. */
export const startEmbedded = (options: { dataDir?: string | undefined; templateFile?: string | undefined }) =>
  startEmbeddedPostgres({
    dataDir: options.templateFile ? undefined : options.dataDir,
    templateFile: options.templateFile,
  });
