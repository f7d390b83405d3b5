import { Flex, Tag } from 'antd';
import { BULK_REQUEST_STATUS_LABELS, BULK_REQUEST_STATUSES } from '@b2c/domain';
import { DataGrid } from '../../shared/data-table/data-grid.tsx';
import { PageCard } from '../../shared/ui/page-card.tsx';
import { bulkGrid, useBulkCounts } from './bulk-api.ts';
import { bulkColumns, bulkFilters } from './bulk-columns.tsx';
import { BulkUploadForm } from './bulk-upload-form.tsx';

/** SPEC §2 /bulk-upload-v2: upload a file, and the grid of requests with their counts per state. */
export const BulkListPage = () => {
  const counts = useBulkCounts();
  return (
    <Flex vertical gap="middle">
      <PageCard title="Bulk Upload">
        <BulkUploadForm />
      </PageCard>
      <PageCard title="Requests">
        <Flex wrap gap="small" style={{ marginBottom: 12 }}>
          {BULK_REQUEST_STATUSES.map((s) => (
            <Tag key={s}>
              {BULK_REQUEST_STATUS_LABELS[s]}: {counts.data?.byStatus[s] ?? 0}
            </Tag>
          ))}
        </Flex>
        <DataGrid
          {...bulkGrid}
          columns={bulkColumns}
          filters={bulkFilters}
          rowKey={(r) => r.id}
          exportFileName="bulk-uploads"
        />
      </PageCard>
    </Flex>
  );
};
