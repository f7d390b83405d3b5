import { useState } from 'react';
import { Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { errorMessage } from '../api/api-error.ts';
import { toast } from '../ui/toast.ts';
import { downloadCsv, toCsv } from './csv-export.ts';
import type { GridColumn, GridFilters, GridSort } from './data-grid-types.ts';
import { exportSummary, type ExportRequest } from './export-pages.ts';
import { fileExportSummary, type ExportFile } from './export-file.ts';
import { formatCount } from '../format/format-values.ts';

interface ExportCsvButtonProps<T> {
  /** The rows, read by the browser page after page; the CSV is written here. */
  fetchAll?: ((request: ExportRequest) => Promise<T[]>) | undefined;
  /** Or the file, written by the server (issue 30); preferred when given. */
  exportFile?: ExportFile | undefined;
  columns: readonly GridColumn<T>[];
  sort: GridSort | undefined;
  filters: GridFilters;
  fileName: string;
  /** The grid's count of the filtered set: the progress's "of N", and how a cut export is told apart. */
  total: { count: number; exact: boolean } | undefined;
}

/**
 * Exports the whole filtered set (not just the page) with the visible columns, saying how far it has
 * read while it reads, and afterwards how many rows the file holds — or, plainly, that it was cut (a
 * server export is never cut: the server refuses a set too large, in words, before the first row).
 */
export const ExportCsvButton = <T,>(props: ExportCsvButtonProps<T>) => {
  const { fetchAll, exportFile, columns, sort, filters, fileName, total } = props;
  const [progress, setProgress] = useState<number>();
  const request = { ...(sort ? { sort } : {}), filters, onProgress: setProgress };
  const fromServer = async (file: ExportFile) => {
    const exported = await file({
      ...request,
      columns: columns.filter((c) => c.exportable !== false).map((c) => c.key),
    });
    downloadCsv(exported.fileName ?? fileName, exported.blob);
    toast('success', fileExportSummary(exported.rows));
  };
  const inBrowser = async (read: (request: ExportRequest) => Promise<T[]>) => {
    const rows = await read(request);
    downloadCsv(fileName, toCsv(rows, columns));
    const summary = exportSummary(rows.length, total);
    toast(summary.startsWith('Exported') ? 'success' : 'warning', summary);
  };
  const run = async () => {
    setProgress(0);
    try {
      if (exportFile) await fromServer(exportFile);
      else if (fetchAll) await inBrowser(fetchAll);
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
