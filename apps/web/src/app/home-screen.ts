import type { AccessContext } from '../shared/routing/route-access.ts';
import { FEATURE_MODULES } from './feature-registry.ts';
import { firstScreenPath } from './navigation/feature-modules.ts';

/**
 * The signed-in user's home: where sign-in lands and where /unauthorized's "Go to home" goes. One
 * function, so a dashboard can take its place later; null when the user may open no screen at all.
 */
export const homeScreenPath = (ctx: AccessContext): string | null => firstScreenPath(FEATURE_MODULES, ctx);
