import { Navigate, useLocation } from 'react-router';
import type { RedirectState } from '../navigation/redirect-notice.ts';

/**
 * Any path no screen serves (a typo, an old bookmark, a screen not built yet): on to `/`, which sends a
 * signed-in user to their first screen, taking the path along so that screen can say why it is shown.
 */
export const UnknownPathRedirect = () => {
  const { pathname, search } = useLocation();
  const state: RedirectState = { unknownPath: `${pathname}${search}` };
  return <Navigate to="/" replace state={state} />;
};
