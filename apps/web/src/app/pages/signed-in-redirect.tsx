import { Navigate } from 'react-router';
import { FEATURE_MODULES } from '../feature-registry.ts';
import { firstScreenPath } from '../navigation/feature-modules.ts';
import { AccessGate } from '../access-gate.tsx';
import type { RedirectState } from '../navigation/redirect-notice.ts';

/**
 * After sign-in: back to the asked-for page, else the first screen this user may open in this vertical.
 * `redirect` (a path that matched no screen) goes along, so that screen says why it is shown.
 */
export const SignedInRedirect = ({ returnTo, redirect }: { returnTo: string | null; redirect?: RedirectState }) =>
  returnTo && returnTo !== '/' ? (
    <Navigate to={returnTo} replace />
  ) : (
    <AccessGate>
      {(ctx) => <Navigate to={firstScreenPath(FEATURE_MODULES, ctx) ?? '/unauthorized'} replace state={redirect} />}
    </AccessGate>
  );
