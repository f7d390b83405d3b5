import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from './app/app-providers.tsx';
import { appRoutes } from './app/app-routes.tsx';
import { afterSignIn, bootstrapApp } from './app/app-bootstrap.ts';
import { FEATURE_MODULES } from './app/feature-registry.ts';
import { AppErrorBoundary } from './app/pages/error-fallback.tsx';
import { getUserManager } from './shared/auth/user-manager.ts';
import { applyContentSecurityPolicy } from './shared/security/csp-nonce.ts';
import { keepScrollRegionsFocusable } from './shared/ui/focusable-scroll-regions.ts';

applyContentSecurityPolicy();
keepScrollRegionsFocusable();

const router = createBrowserRouter(appRoutes(FEATURE_MODULES));
const userManager = getUserManager();
bootstrapApp(router, userManager);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

createRoot(root).render(
  <StrictMode>
    <AppErrorBoundary>
      <AppProviders userManager={userManager} queryClient={createQueryClient()} onSigninCallback={afterSignIn(router)}>
        <RouterProvider router={router} />
      </AppProviders>
    </AppErrorBoundary>
  </StrictMode>,
);
