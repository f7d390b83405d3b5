import { InventoryListPage } from '../../features/inventory/inventory-list-page.tsx';
import { BatchPickupDialog } from '../../features/movement/batch-pickup-dialog.tsx';
import { canOpenRoute, ROUTE_ACCESS } from '../../shared/routing/route-access.ts';
import { useAccess } from '../../shared/session/access-provider.tsx';

/**
 * SPEC §2 `/inventory`: the inventory grid, and for a selection the movement area's pickup requests (≤ 25,
 * each car's outcome). Pickup requests are the logistics area's: offered only to a user who may use them.
 */
export const InventoryListWithPickupPage = () => {
  const mayCreatePickups = canOpenRoute(ROUTE_ACCESS.logistic, useAccess());
  return <InventoryListPage PickupDialog={mayCreatePickups ? BatchPickupDialog : undefined} />;
};
