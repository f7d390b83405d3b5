import { Navigate } from 'react-router';
import { FEATURE_MODULES } from '../feature-registry.ts';
import { firstScreenPath } from '../navigation/feature-modules.ts';
import { AccessGate } from '../access-gate.tsx';

/** After sign-in: back to the asked-for page, else the first screen this user may open in this vertical. */
export const SignedInRedirect = ({ returnTo }: { returnTo: string | null }) =>
  returnTo && returnTo !== '/' ? (
    <Navigate to={returnTo} replace />
  ) : (
    <AccessGate>
      {(ctx) => <Navigate to={firstScreenPath(FEATURE_MODULES, ctx) ?? '/unauthorized'} replace />}
    </AccessGate>
  );
