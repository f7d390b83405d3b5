import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../../shared/auth/use-session.ts';
import { landingWithReturn } from '../../shared/auth/return-path.ts';
import { GridSettingsProvider } from '../../shared/data-table/grid-settings.tsx';
import { AccessProvider } from '../../shared/session/access-provider.tsx';
import { LiveChangesProvider } from '../../shared/live/live-changes.tsx';
import { ToastBridge } from '../../shared/ui/toast-bridge.tsx';
import { useVerticalSync } from '../../shared/vertical/use-vertical.ts';
import { useAfterFirstScreen } from '../../shared/ui/after-first-screen.ts';
import { AppLayout } from './app-layout.tsx';
import { LayoutSkeleton } from './layout-skeleton.tsx';
import { AccessGate } from '../access-gate.tsx';

// Its own chunk (with Dexie): nothing on the first paint waits for it.
const KeptScansRunner = lazy(() =>
  import('../../shared/scan-queue/kept-scans-runner.tsx')
    .then((m) => ({ default: m.KeptScansRunner }))
    // Without signal and before the service worker has the chunk: the next load starts it.
    .catch(() => ({ default: () => null })),
);

/**
 * Scans kept without signal go out from every screen, not only the stock-in dialog (issue 28); a few
 * seconds after the first screen (its chunk brings IndexedDB's library and the scan endpoints).
 */
const KeptScansAfterFirstScreen = () =>
  useAfterFirstScreen() ? (
    <Suspense fallback={null}>
      <KeptScansRunner />
    </Suspense>
  ) : null;

/** Loads the vertical's ui-rules and the user's groups, then renders the layout inside them. */
const SessionGate = ({ noVertical }: { noVertical?: ReactNode }) => (
  <AccessGate {...(noVertical === undefined ? {} : { noVertical })}>
    {(ctx) => (
      <AccessProvider value={ctx}>
        <GridSettingsProvider defaultPageSize={ctx.uiRules.flags.defaultPageSize}>
          {/* Toasts belong to the screens; mounting them here keeps their code off the landing page. */}
          <ToastBridge />
          <KeptScansAfterFirstScreen />
          {/* One event stream per tab (issue 29): the grids follow what others change. */}
          <LiveChangesProvider vertical={ctx.vertical}>
            <AppLayout />
          </LiveChangesProvider>
        </GridSettingsProvider>
      </AccessProvider>
    )}
  </AccessGate>
);

/**
 * The secure area's root (lazy, so the landing page does not load it). Without a session the user
 * goes to `/` and comes back here after signing in (SPEC §2).
 */
export const SecureLayout = () => {
  const session = useSession();
  const location = useLocation();
  useVerticalSync();
  if (session.isAuthenticated) return <SessionGate />;
  if (session.isLoading) return <LayoutSkeleton />;
  return <Navigate to={landingWithReturn(`${location.pathname}${location.search}${location.hash}`)} replace />;
};

/**
 * /unauthorized's root: signed in, the page shows inside the layout (sidebar, header, footer), so the
 * user sees where they may go (issue 24: the viewer saw a bare page); signed out, or with no vertical in
 * the claims, the bare page (its child route) — never a redirect, which would loop.
 */
export const UnauthorizedLayout = () => {
  const session = useSession();
  useVerticalSync();
  if (session.isAuthenticated) return <SessionGate noVertical={<Outlet />} />;
  if (session.isLoading) return <LayoutSkeleton />;
  return <Outlet />;
};
