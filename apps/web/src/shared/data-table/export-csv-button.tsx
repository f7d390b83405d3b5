import { useState } from 'react';
import { Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { errorMessage } from '../api/api-error.ts';
import { toast } from '../ui/toast.ts';
import { downloadCsv, toCsv } from './csv-export.ts';
import type { GridColumn, GridFilters, GridSort } from './data-grid-types.ts';
import { exportSummary, type ExportRequest } from './export-pages.ts';
import { formatCount } from '../format/format-values.ts';

interface ExportCsvButtonProps<T> {
  fetchAll: (request: ExportRequest) => Promise<T[]>;
  columns: readonly GridColumn<T>[];
  sort: GridSort | undefined;
  filters: GridFilters;
  fileName: string;
  /** The grid's count of the filtered set: the progress's "of N", and how a cut export is told apart. */
  total: { count: number; exact: boolean } | undefined;
}

/**
 * Exports the whole filtered set (not just the page) with the visible columns, saying how far it has
 * read while it reads, and afterwards how many rows the file holds — or, plainly, that it was cut.
 */
export const ExportCsvButton = <T,>({ fetchAll, columns, sort, filters, fileName, total }: ExportCsvButtonProps<T>) => {
  const [progress, setProgress] = useState<number>();
  const run = async () => {
    setProgress(0);
    try {
      const rows = await fetchAll({ ...(sort ? { sort } : {}), filters, onProgress: setProgress });
      downloadCsv(fileName, toCsv(rows, columns));
      const summary = exportSummary(rows.length, total);
      toast(summary.startsWith('Exported') ? 'success' : 'warning', summary);
    } catch (error) {
      toast('error', errorMessage(error));
    } finally {
      setProgress(undefined);
    }
  };
  const busy = progress !== undefined;
  const of = total ? ` of ${total.exact ? '' : 'about '}${formatCount(total.count)}` : '';
  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void run()} aria-live="polite">
      {busy ? `Exporting ${formatCount(progress)}${of} rows…` : 'Export CSV'}
    </Button>
  );
};
