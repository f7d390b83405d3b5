import { fileTypeFromBuffer } from 'file-type';
import { HttpError } from '../plugins/http-errors.ts';
import { CONTENT_SAMPLE_BYTES } from './upload-receiver.ts';

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
