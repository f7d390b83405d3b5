import { useMemo, useRef, useState } from 'react';
import { Flex } from 'antd';
import type { DocumentRow } from '@b2c/contracts';
import { DOCUMENT_ACTION_LABELS, DOCUMENT_ACTIONS, type DocumentAction } from '@b2c/domain';
import { DataGrid } from '../../shared/data-table/data-grid.tsx';
import type { BatchAction } from '../../shared/data-table/data-grid-types.ts';
import { useFormatters } from '../../shared/format/use-formatters.ts';
import { PageCard } from '../../shared/ui/page-card.tsx';
import { pendencyGrid, useInvalidateAfterBatch } from './document-api.ts';
import { DocumentActionDialog, DocumentBatchDialog } from './document-action-dialog.tsx';
import { documentColumns, documentFilters } from './document-columns.tsx';
import { PendencySummary } from './document-pendency-summary.tsx';

interface Open {
  rows: DocumentRow[];
  action: DocumentAction;
  batch: boolean;
}

/**
 * SPEC §2 /document-pendency: the documents still owed, the count per location on top, ageing per
 * row; a row's own buttons or a batch action (≤ 25 rows) take the next step of the transition table.
 */
export const DocumentPendencyPage = () => {
  const f = useFormatters();
  const [open, setOpen] = useState<Open | undefined>();
  // A batch action keeps the grid's selection until its dialog closes; then the grid refetches.
  const finishBatch = useRef<() => void>(() => undefined);
  const columns = useMemo(
    () => documentColumns(f, (row, action) => setOpen({ rows: [row], action, batch: false })),
    [f],
  );
  const batchActions = useMemo<BatchAction<DocumentRow>[]>(
    () =>
      DOCUMENT_ACTIONS.map((action) => ({
        key: action,
        label: `${DOCUMENT_ACTION_LABELS[action]}…`,
        danger: action === 'MARK_LOST',
        run: (rows) =>
          new Promise<void>((resolve) => {
            finishBatch.current = resolve;
            setOpen({ rows, action, batch: true });
          }),
      })),
    [],
  );
  const invalidate = useInvalidateAfterBatch();
  const close = () => {
    // A batch run changed rows the counts on top include; a single step refreshed them on success.
    if (open?.batch) void invalidate();
    setOpen(undefined);
    finishBatch.current();
    finishBatch.current = () => undefined;
  };
  return (
    <PageCard title="Document Pendency">
      <Flex vertical gap={16}>
        <PendencySummary />
        <DataGrid<DocumentRow>
          {...pendencyGrid}
          columns={columns}
          filters={documentFilters}
          rowKey={(row) => row.id}
          batchActions={batchActions}
          exportFileName="document-pendency"
        />
      </Flex>
      {open && open.batch ? <DocumentBatchDialog rows={open.rows} action={open.action} onClose={close} /> : null}
      {open && !open.batch ? (
        <DocumentActionDialog document={open.rows[0]!} action={open.action} onClose={close} />
      ) : null}
    </PageCard>
  );
};
