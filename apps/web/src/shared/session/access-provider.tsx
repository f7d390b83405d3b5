import { createContext, useContext, type ReactNode } from 'react';
import type { AccessContext } from '../routing/route-access.ts';

const Access = createContext<AccessContext | undefined>(undefined);

/** Set by the secure layout once the vertical's ui-rules and the user's groups are known. */
export const AccessProvider = ({ value, children }: { value: AccessContext; children: ReactNode }) => (
  <Access.Provider value={value}>{children}</Access.Provider>
);

/** The access context of the secure area; screens only render inside it. */
export const useAccess = (): AccessContext => {
  const value = useContext(Access);
  if (!value) throw new Error('useAccess() outside the secure layout');
  return value;
};

/** The access context when inside the secure layout, else undefined (a page that also shows signed out). */
export const useOptionalAccess = (): AccessContext | undefined => useContext(Access);
