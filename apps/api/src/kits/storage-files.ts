import { link, mkdir, stat } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import { randomBytes } from 'node:crypto';
import { contentRules } from './content-sniffer.ts';
import { receiveToFile } from './upload-receiver.ts';
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

/** The one content type of each extension a signed upload may have (and a stored file is served as). */
const EXTENSION_TYPES: Record<string, UploadContentType> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  mp4: 'video/mp4',
  pdf: 'application/pdf',
};

/** The content type of an extension (`png`, `.PNG`), or undefined for one no upload may have. */
export const contentTypeOfExtension = (extension: string): UploadContentType | undefined => {
  const bare = extension.replace(/^\./, '').toLowerCase();
  return Object.hasOwn(EXTENSION_TYPES, bare) ? EXTENSION_TYPES[bare] : undefined;
};

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

const alreadyUsed = () => conflict('This upload link has already been used.');

/**
 * Streams a request body to `file` through the upload kit: refuses it past the type's size limit (413),
 * when its content is not that type (415) or when the file already exists (409: a signed link uploads
 * once, a replay cannot overwrite). The body goes to a temp file that is then hard-linked into place:
 * link() fails with EEXIST when the file exists, atomically, so of two racing PUTs exactly one wins.
 * A refused or broken upload leaves nothing, and no stream error escapes (issue 24).
 */
export async function writeUpload(
  body: AsyncIterable<Buffer>,
  file: string,
  type: UploadContentType,
  field = 'body',
): Promise<number> {
  const { maxBytes, label } = UPLOAD_TYPES[type];
  // Fail fast on a plain replay; the link() below is what actually guarantees it.
  if (await stat(file).catch(() => undefined)) throw alreadyUsed();
  await mkdir(dirname(file), { recursive: true });
  const temp = `${file}.${randomBytes(6).toString('hex')}.part`;
  const upload = await receiveToFile(body, contentRules(field, maxBytes, [type], label), temp);
  try {
    await link(temp, file).catch((err: NodeJS.ErrnoException) => {
      throw err.code === 'EEXIST' ? alreadyUsed() : err;
    });
    return upload.size;
  } finally {
    await upload.dispose();
  }
}
