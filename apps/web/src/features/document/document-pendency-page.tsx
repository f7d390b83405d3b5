import { useMemo, useRef, useState } from 'react';
import { Flex } from 'antd';
import type { DocumentRow } from '@b2c/contracts';
import { DOCUMENT_ACTION_LABELS, DOCUMENT_ACTIONS, type DocumentAction } from '@b2c/domain';
import { DataGrid } from '../../shared/data-table/data-grid.tsx';
import type { BulkAction } from '../../shared/data-table/data-grid-types.ts';
import { useFormatters } from '../../shared/format/use-formatters.ts';
import { PageCard } from '../../shared/ui/page-card.tsx';
import { pendencyGrid, useInvalidateAfterBulk } from './document-api.ts';
import { DocumentActionDialog, DocumentBulkDialog } from './document-action-dialog.tsx';
import { documentColumns, documentFilters } from './document-columns.tsx';
import { PendencySummary } from './document-pendency-summary.tsx';

interface Open {
  rows: DocumentRow[];
  action: DocumentAction;
  bulk: boolean;
}

/**
 * SPEC §2 /document-pendency: the documents still owed, the count per location on top, ageing per
 * row; a row's own buttons or a bulk action (≤ 25 rows) take the next step of the transition table.
 */
export const DocumentPendencyPage = () => {
  const f = useFormatters();
  const [open, setOpen] = useState<Open | undefined>();
  // A bulk action keeps the grid's selection until its dialog closes; then the grid refetches.
  const finishBulk = useRef<() => void>(() => undefined);
  const columns = useMemo(
    () => documentColumns(f, (row, action) => setOpen({ rows: [row], action, bulk: false })),
    [f],
  );
  const bulkActions = useMemo<BulkAction<DocumentRow>[]>(
    () =>
      DOCUMENT_ACTIONS.map((action) => ({
        key: action,
        label: `${DOCUMENT_ACTION_LABELS[action]}…`,
        danger: action === 'MARK_LOST',
        run: (rows) =>
          new Promise<void>((resolve) => {
            finishBulk.current = resolve;
            setOpen({ rows, action, bulk: true });
          }),
      })),
    [],
  );
  const invalidate = useInvalidateAfterBulk();
  const close = () => {
    // A bulk run changed rows the counts on top include; a single step refreshed them on success.
    if (open?.bulk) void invalidate();
    setOpen(undefined);
    finishBulk.current();
    finishBulk.current = () => undefined;
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
          bulkActions={bulkActions}
          exportFileName="document-pendency"
        />
      </Flex>
      {open && open.bulk ? <DocumentBulkDialog rows={open.rows} action={open.action} onClose={close} /> : null}
      {open && !open.bulk ? (
        <DocumentActionDialog document={open.rows[0]!} action={open.action} onClose={close} />
      ) : null}
    </PageCard>
  );
};
