import { useParams } from 'react-router';
import { InventoryDetailView } from '../../features/inventory/inventory-detail-page.tsx';
import { GuardedMovementPanel } from '../../features/movement/guarded-movement-panel.tsx';
import { MovementPanel } from '../../features/movement/movement-panel.tsx';
import { paths } from '../../shared/routing/paths.ts';

const BACK_TO_LOGISTICS = { path: paths.movement.list(), label: 'Back to logistics' };

/**
 * The vehicle detail, the one screen that shows both areas: the inventory area's detail of the car with the
 * movement area's panel under it. SPEC §2 `/inventory/{inventoryId}`: every movement action — a pickup
 * request for a car with no movement too — is a click away, for a user who may use them (the route's guard
 * is the inventory one, so the panel checks the logistics one).
 */
export const InventoryVehicleDetailPage = () => {
  const inventoryId = useParams().inventoryId ?? '';
  return <InventoryDetailView inventoryId={inventoryId} extra={<GuardedMovementPanel appointmentId={inventoryId} />} />;
};

/** SPEC §2 `/logistic/{inventoryId}`: the same screen, reached from the logistics grid and leading back to it. */
export const LogisticVehicleDetailPage = () => {
  const inventoryId = useParams().inventoryId ?? '';
  return (
    <InventoryDetailView
      inventoryId={inventoryId}
      backTo={BACK_TO_LOGISTICS}
      extra={<MovementPanel key={inventoryId} appointmentId={inventoryId} />}
    />
  );
};
