import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BULK_UPLOAD_MAX_BYTES } from '@b2c/domain';
import { HttpError, badRequest } from '../../plugins/http-errors.ts';
import { CONTENT_SAMPLE_BYTES } from '../../plugins/storage-files.ts';
import { formatOf, type TableFileFormat } from '../../plugins/table-file-reader.ts';

/** An upload kept on local disk while it is checked and read; `dispose` removes it. */
export interface SpooledFile {
  path: string;
  size: number;
  format: TableFileFormat;
  dispose(): Promise<void>;
}

const MB = 1024 * 1024;

/** Streams the uploaded file to a temporary file (never into memory), refusing it past the size limit. */
export async function spoolUpload(body: AsyncIterable<Buffer>): Promise<SpooledFile> {
  const dir = await mkdtemp(join(tmpdir(), 'b2c-bulk-'));
  const path = join(dir, 'upload');
  const dispose = () => rm(dir, { recursive: true, force: true });
  const out = createWriteStream(path);
  let size = 0;
  let head = Buffer.alloc(0);
  try {
    for await (const chunk of body) {
      size += chunk.length;
      if (size > BULK_UPLOAD_MAX_BYTES)
        throw new HttpError(413, `The file is larger than ${BULK_UPLOAD_MAX_BYTES / MB} MB.`);
      if (head.length < CONTENT_SAMPLE_BYTES) head = Buffer.concat([head, chunk]);
      if (!out.write(chunk)) await once(out, 'drain');
    }
    out.end();
    await once(out, 'finish');
    if (size === 0) throw badRequest('The file is empty.', 'body.file');
    return { path, size, format: await formatOf(head), dispose };
  } catch (err) {
    out.destroy();
    await dispose();
    throw err;
  }
}
