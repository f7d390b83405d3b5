import { fileTypeFromBuffer } from 'file-type';
import { HttpError } from './http-errors.ts';
import { CONTENT_SAMPLE_BYTES, type FileEnds, type UploadRules } from './upload-receiver.ts';

/**
 * What the bytes really are (magic bytes, via file-type), when that is one of `allowed`; otherwise a 415
 * naming what is allowed. The declared type is never trusted: a browser or client sends whatever it is told.
 */
export async function contentTypeOf<T extends string>(
  head: Buffer,
  allowed: readonly T[],
  allowedLabel: string,
): Promise<T> {
  // A file cut short inside its own header makes file-type throw (end of buffer): it is still not the type.
  const detected = (await fileTypeFromBuffer(head.subarray(0, CONTENT_SAMPLE_BYTES)).catch(() => undefined))?.mime;
  const match = allowed.find((type) => type === detected);
  if (!match) throw new HttpError(415, `The file content is not ${allowedLabel}.`);
  return match;
}

const PNG_END = Buffer.from('49454e44ae426082', 'hex');
const JPEG_END = Buffer.from('ffd9', 'hex');

/**
 * Whether a file of `type` ends as that format must (the types we store that say so in their last bytes);
 * other types are taken as whole. A truncated image or PDF would be stored and then fail to open.
 */
export function isWholeFile(type: string, { head, tail, size }: FileEnds): boolean {
  switch (type) {
    case 'image/png':
      return tail.subarray(-PNG_END.length).equals(PNG_END);
    case 'image/jpeg':
      // Cameras may append bytes after the end-of-image marker; it must be there all the same.
      return tail.includes(JPEG_END);
    case 'application/pdf':
      return tail.includes('%%EOF');
    case 'image/webp':
      // The RIFF header gives the file's length (less its first 8 bytes).
      return head.length >= 8 && head.readUInt32LE(4) + 8 <= size;
    default:
      return true;
  }
}

/**
 * Upload rules for files judged by their bytes: one of `allowed` (415 naming them, or `refuse`'s own
 * refusal), and whole.
 * @example receiveToBuffer(part.file, contentRules('body.file', 5 * MB, ['image/png'], 'a PNG image'))
 */
export function contentRules<T extends string>(
  field: string,
  maxBytes: number,
  allowed: readonly T[],
  allowedLabel: string,
  refuse?: () => Error,
): UploadRules<T> {
  return {
    field,
    maxBytes,
    accept: (head) =>
      contentTypeOf(head, allowed, allowedLabel).catch((err: unknown) => {
        throw refuse?.() ?? err;
      }),
    whole: isWholeFile,
  };
}
