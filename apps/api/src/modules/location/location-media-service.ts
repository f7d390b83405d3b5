import { randomUUID } from 'node:crypto';
import { MEDIA_EXTENSIONS, type MediaUploadRequest } from '@b2c/contracts';
import type { Vertical } from '@b2c/domain';
import type { Db } from '../../plugins/db/database.ts';
import type { ObjectStorage, UploadTicket } from '../../plugins/storage.ts';
import type { UploadContentType } from '../../plugins/storage-files.ts';
import { badRequest, notFound } from '../../plugins/http-errors.ts';
import { locationRepository } from './location-repository.ts';

const CONTENT_TYPES: Record<string, UploadContentType> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  mp4: 'video/mp4',
};

/** The file name as a key segment: letters, digits, `-` and `_` only, so keys stay safe paths. */
const slug = (name: string) =>
  name
    .replace(/\.[^.]*$/, '')
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60) || 'file';

/**
 * Hub images and videos (SPEC §7): a pre-signed URL for one file of a hub of the caller's vertical;
 * the panel then PUTs the file to it directly.
 */
export function locationMediaService(db: Db, storage: ObjectStorage) {
  return {
    async uploadUrl(v: Vertical, request: MediaUploadRequest): Promise<UploadTicket> {
      const allowed: readonly string[] = MEDIA_EXTENSIONS[request.mediaType];
      if (!allowed.includes(request.extension)) {
        throw badRequest(
          `A ${request.mediaType.toLowerCase()} must be one of ${allowed.join(', ')}.`,
          'body.extension',
        );
      }
      const [hub] = await locationRepository(db).byCodes(v, [request.hubCode]);
      if (!hub) throw notFound(`Location ${request.hubCode}`);
      const folder = request.mediaType === 'IMAGE' ? 'images' : 'videos';
      const key = `hubs/${v.country}/${v.vehicleType}/${hub.code}/${folder}/${randomUUID()}-${slug(request.fileName)}.${request.extension}`;
      return await storage.signUpload(key, CONTENT_TYPES[request.extension]!);
    },
  };
}
