import { and, asc, eq } from 'drizzle-orm';
import {
  MEDIA_EXTENSIONS,
  type LocationMediaItem,
  type LocationMediaRecordBody,
  type MediaUploadRequest,
} from '@b2c/contracts';
import type { Vertical } from '@b2c/domain';
import type { Db } from '../../plugins/db/database.ts';
import type { Caller } from '../../plugins/auth.ts';
import { ownedBy } from '../../plugins/db/vertical-scope.ts';
import { verticalRows } from '../../plugins/db/vertical-rows.ts';
import type { ObjectStorage, UploadTicket } from '../../plugins/storage.ts';
import { uploadTicket } from '../../kits/upload-ticket.ts';
import { auditCreated, actorOf, writeAudit } from '../../kits/audit.ts';
import { badRequest, conflict, notFound } from '../../kits/http-errors.ts';
import { locationRepository, type LocationRow } from './location-repository.ts';
import { locationMedia } from './location-tables.ts';
import { LOCATION_ENTITY } from './location-service.ts';

const FOLDERS = { IMAGE: 'images', VIDEO: 'videos' } as const;
type MediaType = keyof typeof FOLDERS;
/** Where a hub's files live: the record step reads the hub and the media type back out of the key. */
const hubFolder = (v: Vertical, code: string | null) => `hubs/${v.country}/${v.vehicleType}/${code}/`;

type MediaRow = typeof locationMedia.$inferSelect;

/**
 * Hub images and videos (SPEC §7): a pre-signed URL for one file of a hub of the caller's vertical; the
 * panel PUTs the file to it directly, then records it against the hub. Recording and removal are audited
 * on the location (its audit trail shows MEDIA_ADDED / MEDIA_REMOVED with the file's name).
 */
export function locationMediaService(db: Db, storage: ObjectStorage) {
  const toItem = async (row: MediaRow): Promise<LocationMediaItem> => ({
    id: row.id,
    locationId: row.locationId,
    mediaType: row.mediaType,
    fileName: row.fileName,
    key: row.storageKey,
    url: await storage.signDownloadUrl(row.storageKey),
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
  });

  /** The location of the caller's vertical, or a 404 (another vertical's location does not exist for them). */
  async function hubOf(v: Vertical, id: number): Promise<LocationRow> {
    const hub = await locationRepository(db).byId(v, id);
    if (!hub) throw notFound(`Location ${id}`);
    return hub;
  }

  /** The media type of a key under this hub's folder, or a 400: a key of another hub is never recorded here. */
  function mediaTypeOf(v: Vertical, hub: LocationRow, key: string): MediaType {
    const rest = key.startsWith(hubFolder(v, hub.code)) ? key.slice(hubFolder(v, hub.code).length) : '';
    const [folder, file, ...deeper] = rest.split('/');
    const type = (Object.keys(FOLDERS) as MediaType[]).find((t) => FOLDERS[t] === folder);
    const extension = file?.split('.').pop()?.toLowerCase() ?? '';
    const allowed: readonly string[] = type ? MEDIA_EXTENSIONS[type] : [];
    if (!type || !file || deeper.length > 0 || !allowed.includes(extension)) {
      throw badRequest(`This file was not uploaded for location ${hub.code ?? hub.id}.`, 'body.key');
    }
    return type;
  }

  return {
    async list(v: Vertical, id: number): Promise<LocationMediaItem[]> {
      await hubOf(v, id);
      const rows = await db
        .select()
        .from(locationMedia)
        .where(and(ownedBy(locationMedia, v), eq(locationMedia.locationId, id)))
        .orderBy(asc(locationMedia.id));
      return Promise.all(rows.map(toItem));
    },

    async add(caller: Caller, id: number, body: LocationMediaRecordBody): Promise<LocationMediaItem> {
      const v = caller.vertical;
      const hub = await hubOf(v, id);
      const mediaType = mediaTypeOf(v, hub, body.key);
      if (!(await storage.exists(body.key))) {
        throw badRequest('The file has not been uploaded yet: upload it, then record it.', 'body.key');
      }
      const row = await db.transaction(async (tx) => {
        if (await verticalRows(tx, locationMedia).find(v, { storageKey: body.key })) {
          throw conflict(`${body.fileName} is already recorded for this location.`);
        }
        const created = await verticalRows(tx, locationMedia).insert({
          country: v.country,
          vehicleType: v.vehicleType,
          locationId: id,
          mediaType,
          fileName: body.fileName,
          storageKey: body.key,
          createdBy: caller.userName,
        });
        await auditCreated(
          tx,
          caller,
          LOCATION_ENTITY,
          id,
          { [mediaType.toLowerCase()]: body.fileName },
          'MEDIA_ADDED',
        );
        return created;
      });
      return toItem(row);
    },

    /** The record goes first (with its audit); the file is deleted after the commit, so a failed delete
     *  leaves an orphan file, never a record pointing at nothing. */
    async remove(caller: Caller, id: number, mediaId: number): Promise<LocationMediaItem> {
      const v = caller.vertical;
      await hubOf(v, id);
      const row = await db.transaction(async (tx) => {
        const [found] = await tx
          .delete(locationMedia)
          .where(and(ownedBy(locationMedia, v), eq(locationMedia.locationId, id), eq(locationMedia.id, mediaId)))
          .returning();
        if (!found) throw notFound(`Media ${mediaId} of location ${id}`);
        await writeAudit(tx, {
          vertical: v,
          entity: LOCATION_ENTITY,
          entityId: id,
          action: 'MEDIA_REMOVED',
          actor: actorOf(caller),
          changes: [{ field: found.mediaType.toLowerCase(), old: found.fileName, new: null }],
        });
        return found;
      });
      const item = await toItem(row);
      await storage.remove(row.storageKey);
      return item;
    },

    async uploadUrl(v: Vertical, request: MediaUploadRequest): Promise<UploadTicket> {
      const allowed = MEDIA_EXTENSIONS[request.mediaType];
      return uploadTicket(storage, {
        fileName: request.fileName,
        extension: request.extension,
        allowed,
        refusal: `A ${request.mediaType.toLowerCase()} must be one of ${allowed.join(', ')}.`,
        folder: async () => {
          const [hub] = await locationRepository(db).byCodes(v, [request.hubCode]);
          if (!hub) throw notFound(`Location ${request.hubCode}`);
          return `${hubFolder(v, hub.code)}${FOLDERS[request.mediaType]}/`;
        },
      });
    },
  };
}
