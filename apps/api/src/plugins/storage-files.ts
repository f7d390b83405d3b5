import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { once } from 'node:events';
import { dirname, resolve, sep } from 'node:path';
import { randomBytes } from 'node:crypto';
import { HttpError } from './http-errors.ts';

const MB = 1024 * 1024;

/** What may be uploaded (hub images and videos), how big, and how its first bytes must look. */
export const UPLOAD_TYPES = {
  'image/jpeg': { maxBytes: 10 * MB, magic: (h: Buffer) => h.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff])) },
  'image/png': {
    maxBytes: 10 * MB,
    magic: (h: Buffer) => h.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  'image/webp': {
    maxBytes: 10 * MB,
    magic: (h: Buffer) => h.toString('latin1', 0, 4) === 'RIFF' && h.toString('latin1', 8, 12) === 'WEBP',
  },
  'video/mp4': { maxBytes: 100 * MB, magic: (h: Buffer) => h.toString('latin1', 4, 8) === 'ftyp' },
} as const;
export type UploadContentType = keyof typeof UPLOAD_TYPES;

export const isUploadType = (value: unknown): value is UploadContentType =>
  typeof value === 'string' && Object.hasOwn(UPLOAD_TYPES, value);

/** Keys are path segments of letters, digits, `.`, `_`, `-`, never starting with a dot: no traversal. */
const KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

/** The file of a key under the upload root, or a 400 for a key that could leave it. */
export function fileOfKey(root: string, key: string): string {
  const file = resolve(root, key);
  if (!KEY_PATTERN.test(key) || key.length > 300 || !file.startsWith(resolve(root) + sep)) {
    throw new HttpError(400, 'The storage key is not valid.');
  }
  return file;
}

/**
 * Streams a request body to `file`: refuses it past the type's size limit (413) or when its first bytes
 * are not that type (415), and only then moves it into place, so a refused upload leaves nothing behind.
 */
export async function writeUpload(body: AsyncIterable<Buffer>, file: string, type: UploadContentType): Promise<number> {
  const { maxBytes, magic } = UPLOAD_TYPES[type];
  await mkdir(dirname(file), { recursive: true });
  const temp = `${file}.${randomBytes(6).toString('hex')}.part`;
  const out = createWriteStream(temp);
  let size = 0;
  let head = Buffer.alloc(0);
  try {
    for await (const chunk of body) {
      size += chunk.length;
      if (size > maxBytes) throw new HttpError(413, `The file is larger than ${maxBytes / MB} MB.`);
      if (head.length < 16) head = Buffer.concat([head, chunk]).subarray(0, 16);
      if (!out.write(chunk)) await once(out, 'drain');
    }
    if (size === 0) throw new HttpError(400, 'The file is empty.');
    if (!magic(head)) throw new HttpError(415, `The file content is not ${type}.`);
    out.end();
    await once(out, 'finish');
    await rename(temp, file);
    return size;
  } catch (err) {
    out.destroy();
    await rm(temp, { force: true });
    throw err;
  }
}
