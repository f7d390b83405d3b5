import { randomUUID } from 'node:crypto';
import type { ObjectStorage, UploadTicket } from '../plugins/storage.ts';
import { contentTypeOfExtension } from './storage-files.ts';
import { badRequest } from './http-errors.ts';

/** The file name as a key segment: letters, digits, `-` and `_` only, so keys stay safe paths. */
export const fileSlug = (name: string): string =>
  name
    .replace(/\.[^.]*$/, '')
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60) || 'file';

export interface UploadTicketRequest {
  /**
   * Where the file goes, ending in `/`; the record step later accepts only a key under it. A function is
   * asked only once the extension is allowed (a refused file is a 400 before any lookup the folder needs).
   */
  folder: string | (() => string | Promise<string>);
  /** The name the user's file has: its slug goes into the key, so two names never collide on a path. */
  fileName: string;
  /** As the panel sent it (`png`, `.PNG`); without it, the file name's own. */
  extension?: string;
  /** The extensions this upload may have; each must be one the storage signs (storage-files). */
  allowed: readonly string[];
  /** The refusal in the form's words; by default "File extension must be one of …". */
  refusal?: string;
  /** The field the refusal is filed under. */
  field?: string;
}

/**
 * The one way a signed upload is handed out (issue 27): the extension picks the signed content type among
 * `allowed` (anything else is a 400 naming the field), the key is `folder` + a UUID + the name's slug +
 * the extension, so every ticket has its own key; the storage then refuses other bytes or a larger file.
 */
export async function uploadTicket(storage: ObjectStorage, request: UploadTicketRequest): Promise<UploadTicket> {
  const given = request.extension ?? /\.([^.]+)$/.exec(request.fileName)?.[1] ?? '';
  const extension = given.trim().replace(/^\./, '').toLowerCase();
  const contentType = request.allowed.includes(extension) ? contentTypeOfExtension(extension) : undefined;
  if (!contentType) {
    throw badRequest(
      request.refusal ?? `File extension must be one of ${request.allowed.join(', ')}.`,
      request.field ?? 'body.extension',
    );
  }
  const folder = typeof request.folder === 'function' ? await request.folder() : request.folder;
  return storage.signUpload(`${folder}${randomUUID()}-${fileSlug(request.fileName)}.${extension}`, contentType);
}
