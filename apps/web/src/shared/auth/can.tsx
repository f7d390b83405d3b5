import type { ReactNode } from 'react';
import { isOneOf, UI_PERMISSIONS, type ActionPermission, type Permission, type UiPermission } from '@b2c/domain';
import { useAccess, useOptionalAccess } from '../session/access-provider.tsx';

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

/**
 * Whether the user holds `permission` in this vertical (true outside the secure layout, where the
 * server decides): a form the user may not submit says so before it is filled (issue 24, finding 14).
 */
export const useHasPermission = (permission: Permission | undefined): boolean => {
  const access = useOptionalAccess();
  if (!permission || !access) return true;
  const { uiRules } = access;
  return isOneOf(UI_PERMISSIONS, permission)
    ? uiRules.uiPermissions[permission]
    : uiRules.actionPermissions[permission as ActionPermission];
};
