import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configEndpoints } from '@b2c/contracts';
import { answer, fakeApi } from '../../testing/fake-api.ts';
import { fakeAccess, fakeAuth, fakeUiRules, fakeUser } from '../../testing/fake-session.ts';
import { renderWithProviders } from '../../testing/render-with-providers.tsx';
import { AccessProvider } from '../../shared/session/access-provider.tsx';
import { AppLayout } from '../layout/app-layout.tsx';
import { unknownPathNotice } from '../navigation/redirect-notice.ts';
import { LandingPage } from './landing-page.tsx';
import { UnknownPathRedirect } from './unknown-path-redirect.tsx';

/**
 * The real way an unknown path takes: the catch-all redirect, the landing page (which sends a signed-in
 * user home: the dashboard, issue 29) and the shell on that screen.
 */
const renderFrom = (url: string) => {
  fakeApi(answer(configEndpoints.uiRules, { body: fakeUiRules() }));
  return renderWithProviders(<LandingPage />, {
    url,
    path: '/',
    auth: fakeAuth(fakeUser()),
    access: fakeAccess(),
    extraRoutes: [
      { path: '/fastag/*', Component: UnknownPathRedirect },
      { path: '/no-such-page', Component: UnknownPathRedirect },
      {
        path: '/dashboard',
        element: (
          <AccessProvider value={fakeAccess()}>
            <AppLayout stockIn={null} />
          </AccessProvider>
        ),
      },
    ],
  });
};

describe('an unknown path', () => {
  it('lands on the first screen with a notice naming the path and the screen', async () => {
    const { router } = renderFrom('/no-such-page?tab=2');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('The page /no-such-page?tab=2 does not exist; you were taken to the dashboard.');
  });

  it('names an unbuilt screen the same way, and the notice goes when closed', async () => {
    const { router } = renderFrom('/fastag/orders');
    await screen.findByText(unknownPathNotice('/fastag/orders', 'the dashboard'));
    await userEvent.click(screen.getByRole('button', { name: 'Close notice' }));
    await waitFor(() => expect(screen.queryByText(/does not exist/)).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('says nothing on a screen the user opened themselves', async () => {
    const { router } = renderFrom('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    await screen.findByRole('navigation', { name: 'Sidebar' });
    expect(screen.queryByText(/does not exist/)).not.toBeInTheDocument();
  });
});
