import { createWriteStream } from 'node:fs';
import { link, mkdir, rm, stat } from 'node:fs/promises';
import { once } from 'node:events';
import { dirname, resolve, sep } from 'node:path';
import { randomBytes } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { HttpError, conflict } from './http-errors.ts';

const MB = 1024 * 1024;

/** What may be uploaded through a signed URL (hub images and videos), how big, and how to name it. */
export const UPLOAD_TYPES = {
  'image/jpeg': { maxBytes: 10 * MB, label: 'a JPEG image' },
  'image/png': { maxBytes: 10 * MB, label: 'a PNG image' },
  'image/webp': { maxBytes: 10 * MB, label: 'a WebP image' },
  'video/mp4': { maxBytes: 100 * MB, label: 'an MP4 video' },
  // Training tutorials and documents (issue 17): opened in a new tab, never run as a page.
  'application/pdf': { maxBytes: 20 * MB, label: 'a PDF document' },
} as const;
export type UploadContentType = keyof typeof UPLOAD_TYPES;

export const isUploadType = (value: unknown): value is UploadContentType =>
  typeof value === 'string' && Object.hasOwn(UPLOAD_TYPES, value);

/** file-type's own sample size: enough leading bytes for it to recognise every format it knows. */
export const CONTENT_SAMPLE_BYTES = 4100;

/**
 * What the bytes really are (magic bytes, via file-type), when that is one of `allowed`; otherwise a 415
 * naming what is allowed. The declared type is never trusted: a browser or client sends whatever it is told.
 */
export async function contentTypeOf<T extends string>(
  head: Buffer,
  allowed: readonly T[],
  allowedLabel: string,
): Promise<T> {
  const detected = (await fileTypeFromBuffer(head.subarray(0, CONTENT_SAMPLE_BYTES)))?.mime;
  const match = allowed.find((type) => type === detected);
  if (!match) throw new HttpError(415, `The file content is not ${allowedLabel}.`);
  return match;
}

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

const alreadyUsed = () => conflict('This upload link has already been used.');

/**
 * Streams a request body to `file`: refuses it past the type's size limit (413), when its content is not
 * that type (415) or when the file already exists (409: a signed link uploads once, a replay cannot
 * overwrite). The body goes to a temp file that is then hard-linked into place: link() fails with EEXIST
 * when the file exists, atomically, so of two racing PUTs exactly one wins. A refused upload leaves nothing.
 */
export async function writeUpload(body: AsyncIterable<Buffer>, file: string, type: UploadContentType): Promise<number> {
  const { maxBytes, label } = UPLOAD_TYPES[type];
  // Fail fast on a plain replay; the link() below is what actually guarantees it.
  if (await stat(file).catch(() => undefined)) throw alreadyUsed();
  await mkdir(dirname(file), { recursive: true });
  const temp = `${file}.${randomBytes(6).toString('hex')}.part`;
  const out = createWriteStream(temp);
  let size = 0;
  let head = Buffer.alloc(0);
  let checked = false;
  try {
    for await (const chunk of body) {
      size += chunk.length;
      if (size > maxBytes) throw new HttpError(413, `The file is larger than ${maxBytes / MB} MB.`);
      if (!checked) {
        head = Buffer.concat([head, chunk]);
        // Check as soon as the sample is complete, so a wrong file is not streamed to the end.
        if (head.length >= CONTENT_SAMPLE_BYTES) {
          await contentTypeOf(head, [type], label);
          checked = true;
        }
      }
      if (!out.write(chunk)) await once(out, 'drain');
    }
    if (size === 0) throw new HttpError(400, 'The file is empty.');
    if (!checked) await contentTypeOf(head, [type], label);
    out.end();
    await once(out, 'finish');
    await link(temp, file).catch((err: NodeJS.ErrnoException) => {
      throw err.code === 'EEXIST' ? alreadyUsed() : err;
    });
    return size;
  } finally {
    out.destroy();
    await rm(temp, { force: true });
  }
}
