import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AuthContext, type AuthContextProps } from 'react-oidc-context';
import { QueryClient } from '@tanstack/react-query';
import { UiProviders } from '../app/app-providers.tsx';
import { AccessProvider } from '../shared/session/access-provider.tsx';
import type { AccessContext } from '../shared/routing/route-access.ts';
import { ToastBridge } from '../shared/ui/toast-bridge.tsx';
import { fakeAuth } from './fake-session.ts';

export interface RenderOptions {
  /** Initial URL, e.g. '/inventory?page=2'. */
  url?: string;
  /** The route pattern the UI is mounted at; other routes render their path as text. */
  path?: string;
  auth?: AuthContextProps;
  access?: AccessContext;
  extraRoutes?: RouteObject[];
}

export type RenderWithProvidersResult = RenderResult & {
  router: ReturnType<typeof createMemoryRouter>;
  queryClient: QueryClient;
};

/**
 * Renders UI inside the real providers (antd theme, toasts, TanStack Query, a memory router, auth,
 * access); only the IdP is replaced by an in-memory AuthContext value.
 * @example const { router } = renderWithProviders(<DataGrid … />, { url: '/?size=30' });
 */
export const renderWithProviders = (ui: ReactElement, options: RenderOptions = {}): RenderWithProvidersResult => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
  const element = options.access ? <AccessProvider value={options.access}>{ui}</AccessProvider> : ui;
  const router = createMemoryRouter(
    [
      { path: options.path ?? '/', element },
      ...(options.extraRoutes ?? []),
      { path: '*', Component: () => <p data-testid="elsewhere">elsewhere</p> },
    ],
    { initialEntries: [options.url ?? '/'] },
  );
  const result = render(
    <AuthContext.Provider value={options.auth ?? fakeAuth(null)}>
      <UiProviders queryClient={queryClient}>
        <ToastBridge />
        <RouterProvider router={router} />
      </UiProviders>
    </AuthContext.Provider>,
  );
  return { ...result, router, queryClient };
};
