import { useCallback, useMemo, useState } from 'react';
import { STORAGE_KEYS } from '@b2c/domain';
import { isStringArray, readJson, writeJson } from '../storage/browser-storage.ts';
import type { GridColumn } from './data-grid-types.ts';

const defaults = <T>(columns: readonly GridColumn<T>[]) => columns.filter((c) => !c.defaultHidden).map((c) => c.key);

/**
 * The visible column keys, remembered under the grid's own key (SPEC §2). Keys of columns a later
 * release removed are ignored; at least one column always stays visible.
 */
export const useColumnVisibility = <T>(gridKey: string, columns: readonly GridColumn<T>[]) => {
  const storageKey = STORAGE_KEYS.gridColumns(gridKey);
  const [stored, setStored] = useState<string[] | undefined>(() => readJson(storageKey, isStringArray));
  const visibleKeys = useMemo(() => {
    const known = new Set(columns.map((c) => c.key));
    const keys = (stored ?? defaults(columns)).filter((k) => known.has(k));
    return keys.length > 0 ? keys : defaults(columns);
  }, [stored, columns]);

  const setVisibleKeys = useCallback(
    (keys: string[]) => {
      if (keys.length === 0) return;
      // Column order is the screen's, not the click order.
      const ordered = columns.map((c) => c.key).filter((k) => keys.includes(k));
      writeJson(storageKey, ordered);
      setStored(ordered);
    },
    [columns, storageKey],
  );

  const visibleColumns = useMemo(() => columns.filter((c) => visibleKeys.includes(c.key)), [columns, visibleKeys]);
  return { visibleKeys, visibleColumns, setVisibleKeys };
};
