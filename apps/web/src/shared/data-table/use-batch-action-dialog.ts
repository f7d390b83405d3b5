import { useCallback, useMemo, useRef, useState } from 'react';
import type { BatchAction } from './data-grid-types.ts';

/**
 * A grid batch action that opens the screen's own dialog. The grid keeps its selection (and its button
 * busy) until the dialog closes, then refetches.
 * @example const batch = useBatchActionDialog<Row>('vendor', 'Assign vendor…');
 *   <DataGrid batchActions={batch.actions} /> {batch.rows ? <Dialog rows={batch.rows} onClose={batch.close} /> : null}
 */
export function useBatchActionDialog<Row>(key: string, label: string) {
  const [rows, setRows] = useState<Row[] | undefined>();
  const finish = useRef<() => void>(() => undefined);
  const actions = useMemo<BatchAction<Row>[]>(
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
