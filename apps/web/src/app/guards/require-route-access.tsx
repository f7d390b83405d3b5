import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useAccess } from '../../shared/session/access-provider.tsx';
import { canOpenRoute, type RouteAccess } from '../../shared/routing/route-access.ts';
import { paths } from '../../shared/routing/paths.ts';

/** SPEC §6 route guard: a user without the route's permission, flag or group goes to /unauthorized. */
export const RequireRouteAccess = ({ access, children }: { access: RouteAccess; children: ReactNode }) => {
  const ctx = useAccess();
  return canOpenRoute(access, ctx) ? <>{children}</> : <Navigate to={paths.public.unauthorized()} replace />;
};
