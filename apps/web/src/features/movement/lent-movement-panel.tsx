import type { MovementPanelProps } from '../../shared/routing/feature-route.ts';
import { canOpenRoute, ROUTE_ACCESS } from '../../shared/routing/route-access.ts';
import { useAccess } from '../../shared/session/access-provider.tsx';
import { MovementPanel } from './movement-panel.tsx';

/**
 * The movement panel as this area lends it to the inventory detail: every movement endpoint needs the
 * logistics menu, so a user without it sees no panel rather than a 403.
 */
export const LentMovementPanel = ({ appointmentId }: MovementPanelProps) => {
  const access = useAccess();
  if (!canOpenRoute(ROUTE_ACCESS.logistic, access)) return null;
  return <MovementPanel key={appointmentId} appointmentId={appointmentId} />;
};
