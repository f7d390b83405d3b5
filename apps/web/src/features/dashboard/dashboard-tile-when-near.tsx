import { startTransition, useEffect, useRef, useState } from 'react';
import { DashboardTile } from './dashboard-tile.tsx';
import type { TileModel } from './dashboard-tiles.ts';

/** A tile's likely height, held by its box until it is drawn (the cell's intrinsic size says the same). */
export const TILE_HEIGHT_GUESS = 360;

/** Drawn a screen before it scrolls into view, so it is there when the user reaches it. */
const NEAR = { rootMargin: '100% 0px' };

/**
 * A tile below a phone's first screen: an empty box of a tile's height until it comes within a screen of
 * the viewport, then the tile, drawn in a transition (React yields to the browser between tiles). Issue 30:
 * on a phone's CPU, rendering thirteen tiles before the first screen's caption could paint held the largest
 * paint for seconds; the answers are fetched as before, only the drawing waits. Without an
 * IntersectionObserver (an old browser, jsdom) the tile is drawn at once.
 */
export const DashboardTileWhenNear = ({ tile }: { tile: TileModel }) => {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (near || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      startTransition(() => setNear(true));
    }, NEAR);
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  if (near) return <DashboardTile tile={tile} />;
  return <div ref={box} data-testid={`dashboard-tile-${tile.key}-later`} style={{ height: TILE_HEIGHT_GUESS }} />;
};
