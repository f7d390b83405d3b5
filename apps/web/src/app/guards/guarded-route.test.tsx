import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render-with-providers.tsx';
import { fakeAccess } from '../../testing/fake-session.ts';
import { loadScreen } from '../../shared/routing/screen-loads.ts';
import type { MountedRoute } from '../../shared/routing/feature-route.ts';
import { guardedRouteComponent } from './guarded-route.tsx';

const routeTo = (path: string, words: string): MountedRoute => ({
  path,
  access: {},
  load: () => Promise.resolve({ Component: () => <p>{words}</p> }),
});

describe('guardedRouteComponent', () => {
  it('draws a screen whose chunk is already in with its first render: no spinner in between (issue 30)', async () => {
    const route = routeTo('/already-in', 'the screen');
    // What the first load's warm-up does beside the rules.
    await loadScreen(route);
    const Guarded = guardedRouteComponent(route);
    renderWithProviders(<Guarded />, { access: fakeAccess() });
    expect(screen.getByText('the screen')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading' })).toBeNull();
  });

  it('shows the spinner while a screen not yet fetched comes, then the screen', async () => {
    const Guarded = guardedRouteComponent(routeTo('/not-yet', 'the other screen'));
    renderWithProviders(<Guarded />, { access: fakeAccess() });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(await screen.findByText('the other screen')).toBeInTheDocument();
  });
});
