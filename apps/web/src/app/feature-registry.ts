import type { FeatureRouteModule } from '../shared/routing/feature-route.ts';
import { sidebarPaths } from './navigation/feature-modules.ts';

/**
 * Every feature area's route module, found by file name: a new area only adds
 * `src/features/<area>/<area>-routes.tsx` exporting `featureRoutes`. The modules are tiny (paths, access,
 * lazy loaders); the screens behind them stay in their own chunks.
 */
const found = import.meta.glob<FeatureRouteModule>('../features/*/*-routes.tsx', {
  eager: true,
  import: 'featureRoutes',
});

export const FEATURE_MODULES: readonly FeatureRouteModule[] = Object.keys(found)
  .sort()
  .flatMap((file) => {
    const module = found[file];
    return module ? [module] : [];
  });

export const SIDEBAR_PATHS = sidebarPaths(FEATURE_MODULES);
