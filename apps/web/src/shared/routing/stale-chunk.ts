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

const readFlag = (): boolean => {
  try {
    return window.sessionStorage.getItem(WEB_STORAGE_KEYS.chunkReloaded) !== null;
  } catch {
    return true; // without sessionStorage a reload could loop; show the fallback instead
  }
};

const setFlag = (on: boolean): void => {
  try {
    if (on) window.sessionStorage.setItem(WEB_STORAGE_KEYS.chunkReloaded, '1');
    else window.sessionStorage.removeItem(WEB_STORAGE_KEYS.chunkReloaded);
  } catch {
    // see readFlag
  }
};

/**
 * Reloads the page once to pick up the new deploy's index.html. Returns false when a reload was
 * already tried in this tab, so the caller shows the error page instead of looping.
 */
export const reloadOnceForStaleChunk = (reload: () => void = () => window.location.reload()): boolean => {
  if (readFlag()) return false;
  setFlag(true);
  reload();
  return true;
};

/**
 * Wraps a dynamic import: success clears the reload flag (the next stale chunk may reload again),
 * a chunk failure reloads once and otherwise rethrows to the error page.
 * @example lazy: () => importWithReload(() => import('./landing-page.tsx'))
 */
export const importWithReload = async <T>(load: () => Promise<T>): Promise<T> => {
  try {
    const module = await load();
    setFlag(false);
    return module;
  } catch (error) {
    // A pending reload leaves the promise unsettled so nothing flashes an error before it happens.
    if (isChunkLoadError(error) && reloadOnceForStaleChunk()) return new Promise<T>(() => undefined);
    throw error;
  }
};
