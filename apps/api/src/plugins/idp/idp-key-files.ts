import { chmod, mkdir, open, readFile, rename, stat, unlink } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';

/**
 * Owner-only files for the IdP's secrets. Every write goes to a fresh temporary file (0600) that is then
 * renamed over the target, so a reader never sees half a file; writers take a lock file made with
 * O_EXCL, so several processes sharing DATA_DIR never both create or rotate keys and then disagree.
 */

/** Permission bits a secret file must not have: anything for group or others. */
const NOT_OWNER_BITS = 0o077;
const LOCK_FILE = 'keys.lock';
/** A lock older than this was left by a process that died while holding it. */
const STALE_LOCK_MS = 30_000;
const LOCK_WAIT_MS = 50;
/** POSIX permission bits mean nothing on Windows: the checks there would only refuse every start. */
const checksPermissions = process.platform !== 'win32';

export class KeyFileError extends Error {}

export async function ensureKeyDirectory(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  if (!checksPermissions) return;
  const { mode } = await stat(dir);
  // An existing folder made by hand (or by an older umask) is tightened, not trusted as it is.
  if (mode & NOT_OWNER_BITS) await chmod(dir, 0o700);
}

/** Refuses a key file that others could read: a copied or restored file must be fixed by hand first. */
async function assertOwnerOnly(path: string): Promise<void> {
  if (!checksPermissions) return;
  const { mode } = await stat(path);
  if (mode & NOT_OWNER_BITS) {
    const octal = (mode & 0o777).toString(8);
    throw new KeyFileError(
      `${path} is readable by other users (mode ${octal}); it holds the sign-in keys. Run: chmod 600 ${path}`,
    );
  }
}

/** The parsed file, or undefined when there is none yet. */
export async function readKeyFile<T>(path: string, parse: (value: unknown) => T): Promise<T | undefined> {
  let text: string;
  try {
    await assertOwnerOnly(path);
    text = await readFile(path, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
  try {
    return parse(JSON.parse(text));
  } catch (err) {
    throw new KeyFileError(`${path} is not a valid key file: ${(err as Error).message}`);
  }
}

/** Atomically replaces `path` with `value` as JSON, readable by the owner only. Call under `withKeyLock`. */
export async function writeKeyFile(path: string, value: unknown): Promise<void> {
  const temporary = `${path}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  const file = await open(temporary, 'wx', 0o600);
  try {
    await file.writeFile(`${JSON.stringify(value, null, 2)}\n`);
    await file.sync();
  } finally {
    await file.close();
  }
  // The umask cannot widen 0600, but an explicit chmod keeps it so on every platform that has modes.
  if (checksPermissions) await chmod(temporary, 0o600);
  await rename(temporary, path).catch(async (err: unknown) => {
    await unlink(temporary).catch(() => undefined);
    throw err;
  });
}

/** Runs `work` while holding the key folder's lock (one process at a time creates or rotates keys). */
export async function withKeyLock<T>(dir: string, work: () => Promise<T>): Promise<T> {
  const lock = join(dir, LOCK_FILE);
  const deadline = Date.now() + 2 * STALE_LOCK_MS;
  for (;;) {
    try {
      await (await open(lock, 'wx', 0o600)).close();
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const age = await stat(lock).then(
        (s) => Date.now() - s.mtimeMs,
        () => 0,
      );
      if (age > STALE_LOCK_MS) await unlink(lock).catch(() => undefined);
      else if (Date.now() > deadline) throw new KeyFileError(`${lock} is held by another process; try again.`);
      else await new Promise((resolve) => setTimeout(resolve, LOCK_WAIT_MS));
    }
  }
  try {
    return await work();
  } finally {
    await unlink(lock).catch(() => undefined);
  }
}
