import { canOpenRoute, ROUTE_ACCESS } from '../../shared/routing/route-access.ts';
import { useAccess } from '../../shared/session/access-provider.tsx';
import { MovementPanel } from './movement-panel.tsx';

export interface GuardedMovementPanelProps {
  /** The appointment id. */
  appointmentId: string;
}

/**
 * The movement panel where the page's own guard is not the logistics one (the vehicle detail under
 * `/inventory/{inventoryId}`): every movement endpoint needs the logistics menu, so a user without it
 * sees no panel rather than a 403.
 */
export const GuardedMovementPanel = ({ appointmentId }: GuardedMovementPanelProps) => {
  const access = useAccess();
  if (!canOpenRoute(ROUTE_ACCESS.logistic, access)) return null;
  return <MovementPanel key={appointmentId} appointmentId={appointmentId} />;
};
