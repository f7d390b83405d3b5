import { Navigate } from 'react-router';
import { homeScreenPath } from '../home-screen.ts';
import { AccessGate } from '../access-gate.tsx';
import type { RedirectState } from '../navigation/redirect-notice.ts';
import { paths } from '../../shared/routing/paths.ts';

/**
 * After sign-in: back to the asked-for page, else the user's home (`homeScreenPath`: the first screen they may open in this vertical).
 * `redirect` (a path that matched no screen) goes along, so that screen says why it is shown.
 */
export const SignedInRedirect = ({ returnTo, redirect }: { returnTo: string | null; redirect?: RedirectState }) =>
  returnTo && returnTo !== '/' ? (
    <Navigate to={returnTo} replace />
  ) : (
    <AccessGate>
      {(ctx) => <Navigate to={homeScreenPath(ctx) ?? paths.public.unauthorized()} replace state={redirect} />}
    </AccessGate>
  );
