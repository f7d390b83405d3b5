import { WEB_STORAGE_KEYS } from '../storage/storage-keys.ts';

const CHUNK_ERROR = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
  /Loading (CSS )?chunk [\w-]+ failed/i,
];

/** A dynamic import that failed, typically because a deploy replaced the hashed chunk files. */
export const isChunkLoadError = (error: unknown): boolean => {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || CHUNK_ERROR.some((re) => re.test(error.message));
};

/**
 * When this tab last reloaded for a stale chunk. A reload is allowed only if none happened in the last
 * minute: a timestamp, not an on/off flag, because a failed preload can still "succeed" with an empty
 * module before the reload happens, and clearing a flag then would loop forever.
 */
const RELOAD_WINDOW_MS = 60_000;

const reloadedRecently = (): boolean => {
  try {
    const at = Number(window.sessionStorage.getItem(WEB_STORAGE_KEYS.chunkReloaded));
    return Number.isFinite(at) && at > 0 && Date.now() - at < RELOAD_WINDOW_MS;
  } catch {
    return true; // without sessionStorage a reload could loop; show the fallback instead
  }
};

const markReload = (): void => {
  try {
    window.sessionStorage.setItem(WEB_STORAGE_KEYS.chunkReloaded, String(Date.now()));
  } catch {
    // see reloadedRecently
  }
};

/**
 * Reloads the page once to pick up the new deploy's index.html. Returns false when a reload was
 * already tried in this tab within the last minute, so the caller shows the error page instead of looping.
 */
export const reloadOnceForStaleChunk = (reload: () => void = () => window.location.reload()): boolean => {
  if (reloadedRecently()) return false;
  markReload();
  reload();
  return true;
};

/**
 * Wraps a dynamic import: a chunk failure reloads once and otherwise rethrows to the error page.
 * @example lazy: () => importWithReload(() => import('./landing-page.tsx'))
 */
export const importWithReload = async <T>(load: () => Promise<T>): Promise<T> => {
  try {
    return await load();
  } catch (error) {
    // A pending reload leaves the promise unsettled so nothing flashes an error before it happens.
    if (isChunkLoadError(error) && reloadOnceForStaleChunk()) return new Promise<T>(() => undefined);
    throw error;
  }
};
