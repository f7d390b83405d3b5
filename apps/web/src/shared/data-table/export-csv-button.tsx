import { useState } from 'react';
import { Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { errorMessage } from '../api/api-error.ts';
import { toast } from '../ui/toast.ts';
import { downloadCsv, toCsv } from './csv-export.ts';
import type { GridColumn, GridFilters, GridSort } from './data-grid-types.ts';

interface ExportCsvButtonProps<T> {
  fetchAll: (request: { sort?: GridSort; filters: GridFilters }) => Promise<T[]>;
  columns: readonly GridColumn<T>[];
  sort: GridSort | undefined;
  filters: GridFilters;
  fileName: string;
}

/** Exports the whole filtered set (not just the page) with the visible columns. */
export const ExportCsvButton = <T,>({ fetchAll, columns, sort, filters, fileName }: ExportCsvButtonProps<T>) => {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const rows = await fetchAll({ ...(sort ? { sort } : {}), filters });
      downloadCsv(fileName, toCsv(rows, columns));
    } catch (error) {
      toast('error', errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void run()}>
      Export CSV
    </Button>
  );
};
