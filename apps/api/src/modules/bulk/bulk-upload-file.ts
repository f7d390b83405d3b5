import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BULK_UPLOAD_MAX_BYTES } from '@b2c/domain';
import { receiveToFile } from '../../kits/upload-receiver.ts';
import { formatOf, type TableFileFormat } from '../../kits/table-file-reader.ts';

/** An upload kept on local disk while it is checked and read; `dispose` removes it. */
export interface SpooledFile {
  path: string;
  size: number;
  format: TableFileFormat;
  dispose(): Promise<void>;
}

const rules = { field: 'body.file', maxBytes: BULK_UPLOAD_MAX_BYTES, accept: formatOf };

/**
 * Streams the uploaded file to a temporary file (never into memory) through the upload kit: refused past
 * the size limit, when empty, or when it is neither CSV nor XLSX by its bytes; a refusal leaves nothing.
 */
export async function spoolUpload(body: AsyncIterable<Buffer>): Promise<SpooledFile> {
  const dir = await mkdtemp(join(tmpdir(), 'b2c-bulk-'));
  const dispose = () => rm(dir, { recursive: true, force: true });
  try {
    const { path, size, type } = await receiveToFile(body, rules, join(dir, 'upload'));
    return { path, size, format: type, dispose };
  } catch (err) {
    await dispose();
    throw err;
  }
}
