import { useCallback, useRef, useState, type Key } from 'react';
import { BATCH_ACTION_MAX, MESSAGES } from '@b2c/domain';
import { toast } from '../ui/toast.ts';

/** The keys to keep when a change asks for more than `limit`: the current ones, then new ones up to the cap. */
export const capSelection = (current: readonly Key[], requested: readonly Key[], limit: number): Key[] => {
  if (requested.length <= limit) return [...requested];
  const kept = current.filter((k) => requested.includes(k)).slice(0, limit);
  const added = requested.filter((k) => !kept.includes(k));
  return [...kept, ...added.slice(0, limit - kept.length)];
};

/**
 * Row selection across pages, capped at `limit` (SPEC §5: 25). A change past the cap warns with SPEC's
 * message and keeps the selection at the cap: a single 26th click is refused.
 */
export const useBoundedSelection = <T>(rowKey: (row: T) => Key, limit: number = BATCH_ACTION_MAX) => {
  const [selectedKeys, setSelectedKeys] = useState<Key[]>([]);
  const rows = useRef(new Map<Key, T>());

  const onChange = useCallback(
    (requested: Key[], requestedRows: (T | undefined)[]) => {
      requestedRows.forEach((row) => row !== undefined && rows.current.set(rowKey(row), row));
      if (requested.length > limit) toast('warning', MESSAGES.batchActionLimit, { key: 'batch-limit' });
      setSelectedKeys(capSelection(selectedKeys, requested, limit));
    },
    [rowKey, limit, selectedKeys],
  );

  const clear = useCallback(() => setSelectedKeys([]), []);
  const selectedRows = useCallback(
    (): T[] =>
      selectedKeys.flatMap((k) => {
        const row = rows.current.get(k);
        return row === undefined ? [] : [row];
      }),
    [selectedKeys],
  );
  return { selectedKeys, onChange, clear, selectedRows };
};
