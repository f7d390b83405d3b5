import { screenRoute, type FeatureRouteModule } from '../../shared/routing/feature-route.ts';
import { ROUTE_ACCESS } from '../../shared/routing/route-access.ts';

/** SPEC §2 /configs/c2b-slots…: only the configs feature guards them (SPEC §6); reached from /configs. */
const access = ROUTE_ACCESS.c2bSlots;
const form = () => import('./c2b-slot-form-page.tsx');

export const featureRoutes: FeatureRouteModule = {
  area: 'slot',
  routes: [
    screenRoute('/configs/c2b-slots', access, () => import('./c2b-slots-page.tsx').then((m) => m.C2bSlotsPage)),
    screenRoute('/configs/c2b-slots/add', access, () => form().then((m) => m.C2bSlotAddPage)),
    screenRoute('/configs/c2b-slots/edit/:code', access, () => form().then((m) => m.C2bSlotEditPage)),
  ],
};
