import { bulkEndpoints, type BulkUploadType } from '@b2c/contracts';
import { callFile } from '../../shared/api/call.ts';
import { saveFile } from '../../shared/data-table/csv-export.ts';
import { useVertical } from '../../shared/vertical/use-vertical.ts';

export type BulkFile =
  | { kind: 'template'; type: BulkUploadType; format: 'csv' | 'xlsx' }
  | { kind: 'original' | 'errors' | 'result'; id: number };

/** Templates and downloads are files: fetched through the shared file call, handed to the browser. */
export const useBulkDownload = () => {
  const { vertical } = useVertical();
  return async (file: BulkFile): Promise<void> => {
    if (!vertical) return;
    const answer =
      file.kind === 'template'
        ? await callFile(bulkEndpoints.template, { query: { type: file.type, format: file.format } })
        : await callFile(bulkEndpoints.download, { params: { id: file.id }, query: { kind: file.kind } });
    saveFile(answer.fileName ?? 'download', answer.blob);
  };
};
