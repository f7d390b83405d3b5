// `npm start`'s build step (issue 25): builds the panel and the server only when their sources changed
// since the last build, so a second process started from the same folder serves what is there instead of
// rebuilding it (vite empties apps/web/dist, deleting the chunks the first process is serving). Each
// build's output keeps a hash of the sources it was built from; a fresh clone has none, so it builds.
// Issue 30: reading and hashing every source took 0.1–0.3 s of each start, so the output also keeps the
// sources' names, sizes and change times when they matched; while those are the same, nothing is read.
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const STAMP = '.source-hash';
const STAT_STAMP = '.source-stat';
/**
 * File times have the kernel clock's coarse granularity (a few ms): a file written this recently could
 * change again without its time changing, so its times are not trusted to stand for its content (git's
 * "racily clean" rule). The contents are then hashed, as before.
 */
const RACY_MS = 2_000;
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'coverage', '.vite']);
/** A lock older than this is a build that died: taken over. */
const STALE_LOCK_MS = 10 * 60_000;

/** Files under `inputs` (files or folders, relative to `root`), tests and build output left out, sorted. */
function inputFiles(root, inputs) {
  const files = [];
  const walk = (path) => {
    let stat;
    try {
      stat = statSync(path);
    } catch {
      return; // an optional input (e.g. a folder a fresh clone lacks) counts as empty
    }
    if (stat.isDirectory()) {
      for (const name of readdirSync(path)) if (!SKIPPED_DIRS.has(name)) walk(join(path, name));
    } else if (!/\.test\.[cm]?[jt]sx?$/.test(path)) files.push(path);
  };
  for (const input of inputs) walk(join(root, input));
  return files.map((f) => relative(root, f)).sort();
}

/** One hash of the inputs' names and contents (not times: a fresh checkout gives every file a new one). */
export function sourceHash(root, inputs) {
  const hash = createHash('sha256');
  for (const file of inputFiles(root, inputs)) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** True when `outDir` holds a complete build of exactly these sources (the stamp is written last). */
export function isBuilt(outDir, hash) {
  try {
    return readFileSync(join(outDir, STAMP), 'utf8') === hash;
  } catch {
    return false;
  }
}

export function markBuilt(outDir, hash) {
  rmSync(join(outDir, STAT_STAMP), { force: true });
  writeFileSync(join(outDir, STAMP), hash);
}

/** The inputs' names, sizes and change times (no content), and the newest change time, in ms. */
export function statFingerprint(root, inputs) {
  const hash = createHash('sha256');
  let newestMs = 0;
  for (const file of inputFiles(root, inputs)) {
    const stat = statSync(join(root, file), { bigint: true });
    hash.update(`${file}\0${stat.size}\0${stat.mtimeNs}\0${stat.ctimeNs}\0`);
    newestMs = Math.max(newestMs, Number(stat.mtimeMs), Number(stat.ctimeMs));
  }
  return { hash: hash.digest('hex'), newestMs };
}

/**
 * True when `outDir` is a complete build of the target's sources: by their times when those are what
 * they were at the last check, otherwise by their contents (a fresh checkout gives every file new times),
 * keeping the times then for the next start.
 */
export function isUpToDate(root, target, racyMs = RACY_MS) {
  const outDir = join(root, target.out);
  const stats = statFingerprint(root, target.inputs);
  try {
    if (readFileSync(join(outDir, STAT_STAMP), 'utf8') === stats.hash) return true;
  } catch {
    // no times kept: compare the contents
  }
  if (!isBuilt(outDir, sourceHash(root, target.inputs))) return false;
  if (stats.newestMs < Date.now() - racyMs) writeFileSync(join(outDir, STAT_STAMP), stats.hash);
  return true;
}

const SHARED = ['packages/domain/src', 'packages/contracts/src', 'package-lock.json'];
export const TARGETS = [
  {
    name: 'panel',
    out: 'apps/web/dist',
    inputs: [
      'apps/web/src',
      'apps/web/build',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/tsconfig.json',
      'apps/web/package.json',
      ...SHARED,
    ],
    build: (root) => execFileSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' }),
  },
  {
    name: 'server',
    out: 'apps/api/dist',
    inputs: ['apps/api/src', 'apps/api/build-server.mjs', 'apps/api/package.json', ...SHARED],
    build: (root) => execFileSync(process.execPath, ['apps/api/build-server.mjs'], { cwd: root, stdio: 'inherit' }),
  },
];

/** One builder at a time per folder: two starts at once must not both empty the panel's folder. */
function withBuildLock(root, work) {
  const lock = join(root, 'node_modules', '.b2c-build.lock');
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      const age = Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > STALE_LOCK_MS) rmSync(lock, { recursive: true, force: true });
      else Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 500);
    }
  }
  try {
    return work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** Builds each target whose sources differ from its last build; answers the names built. */
export function buildIfChanged(root, targets = TARGETS, { racyMs = RACY_MS } = {}) {
  const stale = () => targets.filter((t) => !isUpToDate(root, t, racyMs));
  if (stale().length === 0) return [];
  return withBuildLock(root, () => {
    const built = [];
    // Checked again under the lock: another start may have built meanwhile.
    for (const target of stale()) {
      const hash = sourceHash(root, target.inputs);
      target.build(root);
      markBuilt(join(root, target.out), hash);
      built.push(target.name);
    }
    return built;
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  const built = buildIfChanged(root);
  console.log(built.length ? `built: ${built.join(', ')}` : 'panel and server are up to date: serving them as built');
}
