import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Flex, Select, Typography } from 'antd';
import type { BulkUploadType } from '@b2c/contracts';
import { BULK_UPLOAD_MAX_ROWS } from '@b2c/domain';
import { SpreadsheetFileInput } from '../../shared/ui/spreadsheet-file-input.tsx';
import { toast } from '../../shared/ui/toast.ts';
import { useBulkTypes, useUploadBulk } from './bulk-api.ts';
import { useBulkDownload } from './bulk-download.ts';
import { formatCount } from '../../shared/format/format-values.ts';
import { errorMessage } from '../../shared/api/api-error.ts';
import { paths } from '../../shared/routing/paths.ts';

// The server's message with its codes in words (errorMessage); a download's own failure ("Upload failed") as it is.
const messageOf = (err: unknown) => errorMessage(err, err instanceof Error ? err.message : undefined);

/** Choose a type, download its template, upload the filled file: it is validated, nothing is applied. */
export const BulkUploadForm = () => {
  const types = useBulkTypes();
  const upload = useUploadBulk();
  const download = useBulkDownload();
  const navigate = useNavigate();
  const [type, setType] = useState<BulkUploadType>();
  const [file, setFile] = useState<File>();
  const columns = types.data?.find((t) => t.type === type)?.columns ?? [];

  const submit = async () => {
    if (!type || !file) return;
    try {
      const request = await upload.mutateAsync({ type, file });
      navigate(paths.bulk.detail(request.id));
    } catch (err) {
      toast('error', messageOf(err));
    }
  };
  const template = (format: 'csv' | 'xlsx') =>
    type && download({ kind: 'template', type, format }).catch((err: unknown) => toast('error', messageOf(err)));

  return (
    <Flex vertical gap="small">
      <Flex wrap gap="small" align="center">
        <Select
          aria-label="Upload type"
          placeholder="Upload type"
          style={{ minWidth: 200 }}
          value={type}
          onChange={setType}
          options={types.data?.map((t) => ({ label: t.label, value: t.type })) ?? []}
        />
        <Button disabled={!type} onClick={() => template('csv')}>
          CSV template
        </Button>
        <Button disabled={!type} onClick={() => template('xlsx')}>
          XLSX template
        </Button>
      </Flex>
      {columns.length > 0 && (
        <Typography.Text type="secondary">
          Columns: {columns.map((c) => `${c.name}${c.required ? '*' : ''} (${c.hint})`).join(', ')}
        </Typography.Text>
      )}
      <Flex wrap gap="small" align="center">
        <SpreadsheetFileInput label="File" onFile={setFile} />
        <Button type="primary" disabled={!type || !file} loading={upload.isPending} onClick={submit}>
          Upload and validate
        </Button>
      </Flex>
      <Typography.Text type="secondary">CSV or XLSX, up to {formatCount(BULK_UPLOAD_MAX_ROWS)} rows.</Typography.Text>
    </Flex>
  );
};
