import { useCallback, useState } from 'react';
import { STORAGE_KEYS } from '@b2c/domain';
import { readString, writeString } from '../../shared/storage/browser-storage.ts';

/** SPEC §2: the sidebar's collapsed state survives reloads (localStorage 'sidebarCollapsed'). */
export const useSidebarCollapsed = (): [boolean, (collapsed: boolean) => void] => {
  const [collapsed, setState] = useState(() => readString(STORAGE_KEYS.sidebarCollapsed) === 'true');
  const setCollapsed = useCallback((next: boolean) => {
    writeString(STORAGE_KEYS.sidebarCollapsed, String(next));
    setState(next);
  }, []);
  return [collapsed, setCollapsed];
};
