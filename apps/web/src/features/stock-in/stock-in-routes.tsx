import type { FeatureRouteModule } from '../../shared/routing/feature-route.ts';

/** SPEC §2 header stock-in: no screen of its own, only the dialog behind the header's barcode icon. */
export const featureRoutes: FeatureRouteModule = {
  area: 'stock-in',
  routes: [],
  stockIn: { load: () => import('./stock-in-dialog.tsx').then((m) => ({ Component: m.StockInDialog })) },
};
