import { afterEach, beforeEach, vi } from 'vitest';

/** A drawn bar (or a series' part of it) in a tile, found by what it says: the drawing is aria-hidden. */
export const barOf = (tile: HTMLElement, label: string, series?: string): HTMLElement => {
  const parts = [...tile.querySelectorAll<HTMLElement>('[data-bar]')].filter(
    (e) => e.dataset.bar === label && (series === undefined || e.dataset.series === series),
  );
  if (parts.length !== 1) throw new Error(`${parts.length} bars "${label}" ${series ?? ''} in the tile`);
  return parts[0]!;
};

/**
 * jsdom's IntersectionObserver never reports an element near, so the tiles below the first screen would
 * stay boxes: these tests draw every tile at once, as a browser without one does (the drawing when near
 * has its own test, dashboard-tile-when-near.test.tsx).
 */
export const drawEveryTileAtOnce = () => {
  beforeEach(() => vi.stubGlobal('IntersectionObserver', undefined));
  afterEach(() => vi.unstubAllGlobals());
};
