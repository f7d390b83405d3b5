import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing/render-with-providers.tsx';
import { fakeAccess, fakeAuth, fakeUser } from '../../testing/fake-session.ts';
import { RequireRouteAccess } from '../guards/require-route-access.tsx';
import { ROUTE_ACCESS } from '../../shared/routing/route-access.ts';
import { ErrorFallback } from './error-fallback.tsx';
import { LandingPage } from './landing-page.tsx';
import { UnauthorizedPage } from './unauthorized-page.tsx';

describe('public pages', () => {
  it('/unauthorized shows SPEC\u2019s sentence verbatim', () => {
    renderWithProviders(<UnauthorizedPage />);
    expect(
      screen.getByText(
        'Unauthorized Access: You are trying to access a page for which you are not authorized, please contact administrator',
      ),
    ).toBeInTheDocument();
  });

  // Issue 24 #9: "Go to home" went to `/`, which sent a user with no menu permission straight back here.
  it('/unauthorized sends a signed-in user home to the dashboard (issue 29), even one who may open no screen', async () => {
    const user = userEvent.setup();
    const ctx = fakeAccess();
    const none = Object.fromEntries(Object.keys(ctx.uiRules.uiPermissions).map((k) => [k, false]));
    const viewer = { ...ctx, uiRules: { ...ctx.uiRules, uiPermissions: { ...ctx.uiRules.uiPermissions, ...none } } };
    const { router, unmount } = renderWithProviders(<UnauthorizedPage />, {
      url: '/unauthorized',
      path: '/unauthorized',
      auth: fakeAuth(fakeUser()),
      access: viewer,
    });
    await user.click(screen.getByRole('button', { name: 'Go to home' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    unmount();
    // Signed in without a vertical (no access context): only Logout, no way back into a loop.
    renderWithProviders(<UnauthorizedPage />, {
      url: '/unauthorized',
      path: '/unauthorized',
      auth: fakeAuth(fakeUser()),
    });
    expect(screen.queryByRole('button', { name: 'Go to home' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('the fallback asks to refresh and to contact the admin team', () => {
    renderWithProviders(<ErrorFallback />);
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText(/refresh the page.*contact the admin team/i)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
  });

  it('the landing page signs in through the IdP and carries a safe return path', async () => {
    const user = userEvent.setup();
    const signinRedirect = vi.fn(async () => undefined);
    renderWithProviders(<LandingPage />, {
      url: '/?returnTo=%2Fdriver%3Fpage%3D2',
      auth: fakeAuth(null, { signinRedirect }),
    });
    expect(screen.getByRole('heading', { name: 'B2C Admin Panel' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Sign in/ }));
    expect(signinRedirect).toHaveBeenCalledWith({ state: { returnTo: '/driver?page=2' } });
  });

  it('never turns returnTo into an open redirect', async () => {
    const user = userEvent.setup();
    const signinRedirect = vi.fn(async () => undefined);
    renderWithProviders(<LandingPage />, {
      url: '/?returnTo=%2F%2Fevil.com',
      auth: fakeAuth(null, { signinRedirect }),
    });
    await user.click(screen.getByRole('button', { name: /Sign in/ }));
    expect(signinRedirect).toHaveBeenCalledWith({ state: { returnTo: null } });
  });

  it('tells the user when the IdP cannot be reached', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LandingPage />, {
      auth: fakeAuth(null, { signinRedirect: async () => Promise.reject(new TypeError('Failed to fetch')) }),
    });
    await user.click(screen.getByRole('button', { name: /Sign in/ }));
    expect(await screen.findByText(/sign-in service is not reachable/)).toBeInTheDocument();
  });

  it('a signed-in user with a return path goes straight there', async () => {
    const { router } = renderWithProviders(<LandingPage />, {
      url: '/?returnTo=%2Fdriver',
      auth: fakeAuth(fakeUser()),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/driver'));
  });
});

describe('route guard', () => {
  it('sends a user without the permission to /unauthorized', async () => {
    const ctx = fakeAccess();
    const denied = {
      ...ctx,
      uiRules: { ...ctx.uiRules, uiPermissions: { ...ctx.uiRules.uiPermissions, crudDriver: false } },
    };
    const { router } = renderWithProviders(
      <RequireRouteAccess access={ROUTE_ACCESS.driver}>
        <p>driver screen</p>
      </RequireRouteAccess>,
      { url: '/driver', path: '/driver', access: denied },
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/unauthorized'));
  });

  it('lets a permitted user through', () => {
    renderWithProviders(
      <RequireRouteAccess access={ROUTE_ACCESS.userPreferences}>
        <p>preferences</p>
      </RequireRouteAccess>,
      { access: fakeAccess({ groups: ['CC_ADMIN'] }) },
    );
    expect(screen.getByText('preferences')).toBeInTheDocument();
  });
});
