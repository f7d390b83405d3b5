import type { ComponentType } from 'react';
import { paths } from '../../shared/routing/paths.ts';

/**
 * The screens that show two areas, composed here from both features (DESIGN §2: app → features, a feature
 * never imports another), keyed by the path their area declares with `composedRoute`. Each is a lazy chunk;
 * `featureModuleProblems` fails on a composed route without a page here, or a page no route declares.
 */
export const COMPOSED_PAGES: ReadonlyMap<string, () => Promise<ComponentType>> = new Map([
  // The inventory grid, with the movement area's pickup requests for a selection.
  [
    paths.inventory.list.pattern,
    () => import('./inventory-list-with-pickup-page.tsx').then((m) => m.InventoryListWithPickupPage),
  ],
  // The vehicle detail (SPEC §2: `/logistic/{inventoryId}` is the same screen): the car and its movement panel.
  [paths.inventory.detail.pattern, () => import('./vehicle-detail-page.tsx').then((m) => m.InventoryVehicleDetailPage)],
  [paths.movement.detail.pattern, () => import('./vehicle-detail-page.tsx').then((m) => m.LogisticVehicleDetailPage)],
  // Issue 28: the yard audit scans with the stock-in camera reader, fetched only when the camera is asked for.
  [
    paths.yardAudit.detail.pattern,
    () => import('./yard-audit-with-camera-page.tsx').then((m) => m.YardAuditWithCameraPage),
  ],
]);
