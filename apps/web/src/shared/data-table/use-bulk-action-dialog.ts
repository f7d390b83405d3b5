import { useCallback, useMemo, useRef, useState } from 'react';
import type { BulkAction } from './data-grid-types.ts';

/**
 * A grid bulk action that opens the screen's own dialog. The grid keeps its selection (and its button
 * busy) until the dialog closes, then refetches.
 * @example const bulk = useBulkActionDialog<Row>('vendor', 'Assign vendor…');
 *   <DataGrid bulkActions={bulk.actions} /> {bulk.rows ? <Dialog rows={bulk.rows} onClose={bulk.close} /> : null}
 */
export function useBulkActionDialog<Row>(key: string, label: string) {
  const [rows, setRows] = useState<Row[] | undefined>();
  const finish = useRef<() => void>(() => undefined);
  const actions = useMemo<BulkAction<Row>[]>(
    () => [
      {
        key,
        label,
        run: (selected) =>
          new Promise<void>((resolve) => {
            finish.current = resolve;
            setRows(selected);
          }),
      },
    ],
    [key, label],
  );
  const close = useCallback(() => {
    setRows(undefined);
    finish.current();
  }, []);
  return { actions, rows, close };
}
