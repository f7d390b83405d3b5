import { useMemo, useState } from 'react';
import { Button, Space } from 'antd';
import { DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import type { DndEntry } from '@b2c/contracts';
import { PREFERENCE_MESSAGES } from '@b2c/domain';
import { errorMessage } from '../../shared/api/api-error.ts';
import { DataGrid } from '../../shared/data-table/data-grid.tsx';
import { downloadCsv, toCsv } from '../../shared/data-table/csv-export.ts';
import { RowLink } from '../../shared/ui/row-link.tsx';
import { FormModal } from '../../shared/ui/form-modal.tsx';
import { PageCard } from '../../shared/ui/page-card.tsx';
import { toast } from '../../shared/ui/toast.ts';
import { dndGrid, fetchActiveDnd, useRemoveDnd } from './preference-api.ts';
import { dndColumns, dndFilters } from './preference-columns.tsx';
import { DndFormDialog } from './dnd-form-dialog.tsx';
import { DndBulkDialog } from './dnd-bulk-dialog.tsx';
import { paths } from '../../shared/routing/paths.ts';

type Dialog = { kind: 'add' } | { kind: 'bulk' } | { kind: 'edit' | 'remove'; entry: DndEntry } | undefined;

const RemoveDialog = ({ entry, onClose }: { entry: DndEntry; onClose: () => void }) => {
  const remove = useRemoveDnd();
  const run = async () => {
    try {
      await remove.mutateAsync({ id: entry.id, version: entry.version });
      toast('success', PREFERENCE_MESSAGES.dndRemoved);
      onClose();
    } catch (error) {
      toast('error', errorMessage(error));
    }
  };
  return (
    <FormModal
      title="Remove DND number"
      saveLabel="Remove"
      danger
      saving={remove.isPending}
      onSave={() => void run()}
      onClose={onClose}
    >
      {`${entry.mobileNumber} will be contactable again on every channel.`}
    </FormModal>
  );
};

/** SPEC §2 /user-preferences/dnd: the vertical's do-not-disturb list, searchable by number. */
export const DndListPage = () => {
  const [dialog, setDialog] = useState<Dialog>();
  const [exporting, setExporting] = useState(false);
  const columns = useMemo(
    () =>
      dndColumns({
        onEdit: (entry) => setDialog({ kind: 'edit', entry }),
        onRemove: (entry) => setDialog({ kind: 'remove', entry }),
      }),
    [],
  );
  const exportActive = async () => {
    setExporting(true);
    try {
      downloadCsv('dnd-active', toCsv(await fetchActiveDnd(), columns));
    } catch (error) {
      toast('error', errorMessage(error));
    } finally {
      setExporting(false);
    }
  };
  const close = () => setDialog(undefined);
  return (
    <PageCard title="Do-not-disturb list" extra={<RowLink to={paths.preference.list()}>User preferences</RowLink>}>
      <Space wrap style={{ marginBottom: 16 }}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ kind: 'add' })}>
          Add number
        </Button>
        <Button onClick={() => setDialog({ kind: 'bulk' })}>Add many</Button>
        <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void exportActive()}>
          Export active list
        </Button>
      </Space>
      <DataGrid
        {...dndGrid}
        columns={columns}
        filters={dndFilters}
        rowKey={(row) => row.id}
        exportFileName="dnd-list"
      />
      {dialog?.kind === 'add' && <DndFormDialog onClose={close} />}
      {dialog?.kind === 'edit' && <DndFormDialog entry={dialog.entry} onClose={close} />}
      {dialog?.kind === 'bulk' && <DndBulkDialog onClose={close} />}
      {dialog?.kind === 'remove' && <RemoveDialog entry={dialog.entry} onClose={close} />}
    </PageCard>
  );
};
