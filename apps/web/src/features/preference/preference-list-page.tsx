import { useMemo, useState } from 'react';
import { Button, Space } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { UserPreference } from '@b2c/contracts';
import { DataGrid } from '../../shared/data-table/data-grid.tsx';
import { RowLink } from '../../shared/ui/row-link.tsx';
import { PageCard } from '../../shared/ui/page-card.tsx';
import { preferenceGrid } from './preference-api.ts';
import { preferenceColumns, preferenceFilters } from './preference-columns.tsx';
import { PreferenceFormDialog } from './preference-form-dialog.tsx';
import { paths } from '../../shared/routing/paths.ts';

type Dialog = { preference?: UserPreference } | undefined;

/** SPEC §2 /user-preferences: customers' contact preferences by mobile number, and the way to the DND list. */
export const PreferenceListPage = () => {
  const [dialog, setDialog] = useState<Dialog>();
  const columns = useMemo(() => preferenceColumns((preference) => setDialog({ preference })), []);
  return (
    <PageCard title="User Preferences" extra={<RowLink to={paths.preference.dnd()}>Do-not-disturb list</RowLink>}>
      <Space wrap style={{ marginBottom: 16 }}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({})}>
          Add preference
        </Button>
      </Space>
      <DataGrid
        {...preferenceGrid}
        columns={columns}
        filters={preferenceFilters}
        rowKey={(row) => row.id}
        exportFileName="user-preferences"
      />
      {dialog && (
        <PreferenceFormDialog
          {...(dialog.preference ? { preference: dialog.preference } : {})}
          onClose={() => setDialog(undefined)}
        />
      )}
    </PageCard>
  );
};
