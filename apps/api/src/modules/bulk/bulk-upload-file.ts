import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { BULK_UPLOAD_MAX_BYTES } from '@b2c/domain';
import { HttpError, badRequest } from '../../plugins/http-errors.ts';
import { CONTENT_SAMPLE_BYTES } from '../../plugins/storage-files.ts';
import type { BulkFileFormat } from './bulk-file-reader.ts';
import { XLSX_TYPE } from './bulk-file-writer.ts';

/** An upload kept on local disk while it is checked and read; `dispose` removes it. */
export interface SpooledFile {
  path: string;
  size: number;
  format: BulkFileFormat;
  dispose(): Promise<void>;
}

const MB = 1024 * 1024;

/**
 * What the bytes are, never the name or the declared type: an XLSX workbook (file-type reads the zip's
 * entries), or plain UTF-8 text (CSV) — no format file-type knows, no NUL byte, valid UTF-8.
 */
export async function formatOf(head: Buffer): Promise<BulkFileFormat> {
  const sample = head.subarray(0, CONTENT_SAMPLE_BYTES);
  const detected = (await fileTypeFromBuffer(sample))?.mime;
  if (detected === XLSX_TYPE) return 'XLSX';
  let text = true;
  try {
    // `stream: true` lets a character cut at the sample's end pass; anything else invalid throws.
    new TextDecoder('utf-8', { fatal: true }).decode(sample, { stream: true });
  } catch {
    text = false;
  }
  if (detected === undefined && text && !sample.includes(0)) return 'CSV';
  throw new HttpError(415, 'The file content is not a CSV or XLSX file.');
}

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
