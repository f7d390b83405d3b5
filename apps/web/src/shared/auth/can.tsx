import type { ReactNode } from 'react';
import type { ActionPermission, UiPermission } from '@b2c/domain';
import { useAccess } from '../session/access-provider.tsx';

type CanProps = { children: ReactNode; fallback?: ReactNode } & (
  { permission: UiPermission; action?: never } | { action: ActionPermission; permission?: never }
);

/**
 * Renders its children only when the user holds the permission in this vertical (DESIGN §4: the
 * panel hides buttons and columns with the same keys the API enforces).
 * @example <Can action="PRICE_UPDATE"><Button>Update price</Button></Can>
 */
export const Can = ({ children, fallback = null, ...need }: CanProps) => {
  const { uiRules } = useAccess();
  const allowed = need.permission
    ? uiRules.uiPermissions[need.permission]
    : need.action
      ? uiRules.actionPermissions[need.action]
      : false;
  return <>{allowed ? children : fallback}</>;
};
