import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from './app/app-providers.tsx';
import { appRoutes } from './app/app-routes.tsx';
import { afterSignIn, bootstrapApp } from './app/app-bootstrap.ts';
import { FEATURE_MODULES } from './app/feature-registry.ts';
import { allRoutes } from './app/navigation/feature-modules.ts';
import { AppErrorBoundary } from './app/pages/error-fallback.tsx';
import { getUserManager } from './shared/auth/user-manager.ts';
import { applyContentSecurityPolicy } from './shared/security/csp-nonce.ts';
import { markDocumentScheme } from './shared/ui/color-scheme.ts';
import { keepScrollRegionsFocusable } from './shared/ui/focusable-scroll-regions.ts';
import { registerServiceWorker } from './shared/offline/register-service-worker.ts';

applyContentSecurityPolicy();
// The light or dark pick (issue 29) marks <html> before React's first render, so the page behind it is
// already the right colour; boot-shell.js did the same before this module loaded.
markDocumentScheme();
keepScrollRegionsFocusable();
registerServiceWorker();

const router = createBrowserRouter(appRoutes(FEATURE_MODULES));
const userManager = getUserManager();
bootstrapApp(router, userManager);
const queryClient = createQueryClient();
// A signed-in first load, and the first screen after sign-in, start the rules, groups, chunks and the
// screen's first queries at once (issue 12, issue 29).
const warmUp = (location?: Pick<Location, 'pathname' | 'search'>) =>
  void import('./app/warm-up/session-warm-up.ts')
    .then((m) => m.warmUpSession(queryClient, userManager, allRoutes(FEATURE_MODULES), location))
    .catch(() => undefined);
warmUp();
const warmUpAfterSignIn = (path: string) => warmUp(new URL(path, window.location.origin));

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

createRoot(root).render(
  <StrictMode>
    <AppErrorBoundary>
      <AppProviders
        userManager={userManager}
        queryClient={queryClient}
        onSigninCallback={afterSignIn(router, warmUpAfterSignIn)}
      >
        <RouterProvider router={router} />
      </AppProviders>
    </AppErrorBoundary>
  </StrictMode>,
);
