import { screenRoute, type FeatureRouteModule } from '../../shared/routing/feature-route.ts';
import { paths } from '../../shared/routing/paths.ts';

/** SPEC §2 /configs/c2b-slots…: only the configs feature guards them (SPEC §6); reached from /configs. */
const form = () => import('./c2b-slot-form-page.tsx');

export const featureRoutes: FeatureRouteModule = {
  area: 'slot',
  routes: [
    screenRoute(paths.config.c2bSlots, () => import('./c2b-slots-page.tsx').then((m) => m.C2bSlotsPage)),
    screenRoute(paths.config.c2bSlotAdd, () => form().then((m) => m.C2bSlotAddPage)),
    screenRoute(paths.config.c2bSlotEdit, () => form().then((m) => m.C2bSlotEditPage)),
  ],
};
