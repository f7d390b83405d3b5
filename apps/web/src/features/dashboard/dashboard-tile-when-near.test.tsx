import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { fakeAuth, fakeUser } from '../../testing/fake-session.ts';
import { renderWithProviders } from '../../testing/render-with-providers.tsx';
import { DashboardTileWhenNear } from './dashboard-tile-when-near.tsx';
import type { TileModel } from './dashboard-tiles.ts';

const tile: TileModel = {
  key: 'location',
  title: 'Stock by location',
  caption: 'cars at the ten fullest locations',
  total: 12,
  bars: [{ label: 'Delhi Hub', count: 12, to: '/inventory?f.locationCode=HUB-DEL-1' }],
};

/** A browser's IntersectionObserver, told by the test when its element comes near. */
const installObserver = () => {
  const observers: { callback: IntersectionObserverCallback; watched: Element[]; margin?: string }[] = [];
  class FakeObserver {
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      observers.push({ callback, watched: this.watched, margin: options?.rootMargin });
    }
    watched: Element[] = [];
    observe = (element: Element) => void this.watched.push(element);
    disconnect = () => void this.watched.splice(0);
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  const comeNear = (isIntersecting: boolean) =>
    act(() => {
      for (const o of observers)
        o.callback(
          o.watched.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry),
          {} as IntersectionObserver,
        );
    });
  return { observers, comeNear };
};

const render = () =>
  renderWithProviders(<DashboardTileWhenNear tile={tile} />, {
    url: '/dashboard',
    path: '/dashboard',
    auth: fakeAuth(fakeUser()),
  });

afterEach(() => vi.unstubAllGlobals());

describe('a tile below the first screen', () => {
  it('holds a tile-high box until it comes within a screen, then draws the tile', async () => {
    const { observers, comeNear } = installObserver();
    render();
    const box = await screen.findByTestId('dashboard-tile-location-later');
    expect(box).toHaveStyle({ height: '360px' });
    expect(observers.at(-1)?.margin).toBe('100% 0px');
    expect(screen.queryByTestId('dashboard-tile-location')).toBeNull();

    await comeNear(false);
    expect(screen.queryByTestId('dashboard-tile-location')).toBeNull();

    await comeNear(true);
    const drawn = await screen.findByTestId('dashboard-tile-location');
    expect(drawn).toHaveTextContent('cars at the ten fullest locations');
    expect(screen.queryByTestId('dashboard-tile-location-later')).toBeNull();
  });

  it('is drawn at once where the browser has no IntersectionObserver', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render();
    expect(await screen.findByTestId('dashboard-tile-location')).toHaveTextContent('Stock by location');
  });
});
