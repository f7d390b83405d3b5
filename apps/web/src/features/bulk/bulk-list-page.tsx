import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { Flex, Tabs, Tag } from 'antd';
import { BULK_REQUEST_STATUS_LABELS, BULK_REQUEST_STATUSES } from '@b2c/domain';
import { DataGrid } from '../../shared/data-table/data-grid.tsx';
import { useFormatters } from '../../shared/format/use-formatters.ts';
import { PageCard } from '../../shared/ui/page-card.tsx';
import { bulkGrid, useBulkCounts } from './bulk-api.ts';
import { bulkColumns, bulkFilters } from './bulk-columns.tsx';
import { BulkUploadForm } from './bulk-upload-form.tsx';
import { BulkV1Grid } from './bulk-v1-grid.tsx';

/**
 * SPEC §2 /bulk-upload-v2: upload a file, and the grids of requests — v2 with its counts per state and live
 * progress, and v1, read-only in SPEC §4's upload states (`?tab=v1`, so Back and a shared link land on it).
 */
export const BulkListPage = () => {
  const counts = useBulkCounts();
  const { dateTime } = useFormatters();
  const columns = useMemo(() => bulkColumns(dateTime), [dateTime]);
  const [params, setParams] = useSearchParams();
  const tabs = [
    {
      key: 'v2',
      label: 'v2 requests',
      children: (
        <>
          <Flex wrap gap="small" style={{ marginBottom: 12 }}>
            {BULK_REQUEST_STATUSES.map((s) => (
              <Tag key={s}>
                {BULK_REQUEST_STATUS_LABELS[s]}: {counts.data?.byStatus[s] ?? 0}
              </Tag>
            ))}
          </Flex>
          <DataGrid
            {...bulkGrid}
            columns={columns}
            filters={bulkFilters}
            rowKey={(r) => r.id}
            exportFileName="bulk-uploads"
          />
        </>
      ),
    },
    { key: 'v1', label: 'v1 (read-only)', children: <BulkV1Grid /> },
  ];
  const active = params.get('tab') === 'v1' ? 'v1' : 'v2';
  return (
    <Flex vertical gap="middle">
      <PageCard title="Bulk Upload">
        <BulkUploadForm />
      </PageCard>
      <PageCard title="Requests">
        <Tabs activeKey={active} destroyOnHidden onChange={(tab) => setParams({ tab })} items={tabs} />
      </PageCard>
    </Flex>
  );
};
