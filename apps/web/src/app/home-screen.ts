import type { AccessContext } from '../shared/routing/route-access.ts';
import { paths } from '../shared/routing/paths.ts';

/**
 * The signed-in user's home: where sign-in lands and where /unauthorized's "Go to home" goes. Issue 29:
 * the dashboard, for everyone — it shows only the tiles the user's permissions allow, and to a user who
 * may open nothing it says what they may do and whom to ask. Null is kept for callers that handle it.
 */
export const homeScreenPath = (_ctx?: AccessContext): string | null => paths.dashboard.home();
