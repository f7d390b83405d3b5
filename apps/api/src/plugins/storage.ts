import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import type { AppConfig } from '../config.ts';
import { HttpError, forbidden, notFound } from '../kits/http-errors.ts';
import { uploadRefusal } from '../kits/upload-receiver.ts';
import {
  UPLOAD_TYPES,
  contentTypeOfExtension,
  fileOfKey,
  isUploadType,
  writeUpload,
  type UploadContentType,
} from '../kits/storage-files.ts';

/**
 * A pre-signed upload: PUT the file to `uploadUrl` with every header of `headers` (its Content-Type is
 * `contentType`) before `expiresAt`. The link works once: a second PUT is refused.
 */
export interface UploadTicket {
  uploadUrl: string;
  key: string;
  expiresAt: string;
  contentType: UploadContentType;
  headers: Record<string, string>;
  maxBytes: number;
}

export interface ObjectStorage {
  signUpload(key: string, contentType: UploadContentType): Promise<UploadTicket>;
  signDownloadUrl(key: string): Promise<string>;
  /** Whether an upload to `key` has finished (a record must not point at nothing). */
  exists(key: string): Promise<boolean>;
  /** Deletes the file; a file already gone is no error. */
  remove(key: string): Promise<void>;
  /**
   * Stores a file the API received itself and already checked (a bulk upload), streamed from `path`;
   * the key must be new (the API makes it unique).
   */
  putFile(key: string, path: string, contentType: string): Promise<void>;
  /** The stored file as a stream (the API reads bulk files back); a 404 when it is not there. */
  read(key: string): Promise<Readable>;
  /** The storage's own routes (the signature is their authorisation). */
  routes(app: FastifyInstance): Promise<void>;
}

export const UPLOAD_TTL_SECONDS = 15 * 60;
export const DOWNLOAD_TTL_SECONDS = 60 * 60;

/**
 * Local object storage with S3-style pre-signed URLs (DESIGN §1 embedded mode): the API signs a URL
 * (HMAC-SHA256 over method, key, expiry and content type) and the browser PUTs the file straight to it,
 * as it would to a bucket, once: the PUT never replaces a file, so a replayed link gets a 409. The content
 * must be the signed type (checked by its bytes). Files go under `${dataDir}/uploads`. Without
 * STORAGE_SECRET the secret is random per process, so links die with a restart; set it when several API
 * processes share the files.
 */
export function localObjectStorage(config: Pick<AppConfig, 'dataDir' | 'storageSecret'>): ObjectStorage {
  const secret = config.storageSecret ?? randomBytes(32).toString('hex');
  const root = join(config.dataDir, 'uploads');
  const sign = (...parts: string[]) => createHmac('sha256', secret).update(parts.join('\n')).digest('base64url');
  const expiry = (ttl: number) => Math.floor(Date.now() / 1000) + ttl;

  function verify(request: FastifyRequest, method: string, key: string, extra: string[]): void {
    const q = request.query as Record<string, string | undefined>;
    const expires = Number(q.expires);
    const given = Buffer.from(q.sig ?? '');
    const expected = Buffer.from(sign(method, key, String(q.expires ?? ''), ...extra));
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      throw forbidden('The storage link is not valid.');
    if (!Number.isFinite(expires) || expires < Date.now() / 1000) throw forbidden('The storage link has expired.');
  }

  return {
    async signUpload(key, contentType) {
      fileOfKey(root, key);
      const expires = expiry(UPLOAD_TTL_SECONDS);
      const query = new URLSearchParams({
        expires: String(expires),
        type: contentType,
        sig: sign('PUT', key, String(expires), contentType),
      });
      return {
        uploadUrl: `/api/storage/upload/${key}?${query}`,
        key,
        expiresAt: new Date(expires * 1000).toISOString(),
        contentType,
        headers: { 'Content-Type': contentType },
        maxBytes: UPLOAD_TYPES[contentType].maxBytes,
      };
    },

    async signDownloadUrl(key) {
      const expires = expiry(DOWNLOAD_TTL_SECONDS);
      return `/api/storage/download/${key}?${new URLSearchParams({ expires: String(expires), sig: sign('GET', key, String(expires)) })}`;
    },

    exists: async (key) => (await stat(fileOfKey(root, key)).catch(() => undefined))?.isFile() === true,

    remove: (key) => rm(fileOfKey(root, key), { force: true }),

    async putFile(key, path) {
      const file = fileOfKey(root, key);
      await mkdir(dirname(file), { recursive: true });
      await copyFile(path, file);
    },

    async read(key) {
      const file = fileOfKey(root, key);
      if (!(await stat(file).catch(() => undefined))?.isFile()) throw notFound('The file');
      return createReadStream(file);
    },

    async routes(app) {
      // The body is streamed to disk by the handler, never buffered: hand over the raw stream.
      app.addContentTypeParser('*', (_request, _payload, done) => done(null));
      const access = { access: 'public' as const };

      app.put('/api/storage/upload/*', { config: access }, async (request, reply) => {
        const key = (request.params as { '*': string })['*'];
        const type = (request.query as { type?: string }).type ?? '';
        verify(request, 'PUT', key, [type]);
        if (!isUploadType(type)) throw new HttpError(415, 'This file type cannot be uploaded.');
        if (request.headers['content-type']?.split(';')[0]?.trim() !== type) {
          throw new HttpError(415, `Send the file with Content-Type ${type}.`);
        }
        const declared = Number(request.headers['content-length'] ?? 0);
        if (declared > UPLOAD_TYPES[type].maxBytes)
          throw uploadRefusal(
            413,
            'body',
            `The file is larger than ${UPLOAD_TYPES[type].maxBytes / (1024 * 1024)} MB.`,
          );
        const size = await writeUpload(request.raw, fileOfKey(root, key), type);
        return reply.status(200).send({ data: { key, size } });
      });

      app.get('/api/storage/download/*', { config: access }, async (request, reply) => {
        const key = (request.params as { '*': string })['*'];
        verify(request, 'GET', key, []);
        const file = fileOfKey(root, key);
        const info = await stat(file).catch(() => undefined);
        if (!info?.isFile()) throw notFound('The file');
        const type = contentTypeOfExtension(key.split('.').pop() ?? '');
        // Only images, videos and PDFs (whose content was checked on upload) show inline; anything else is a
        // download, and nosniff stops a browser from guessing HTML out of it.
        if (!type) reply.header('content-disposition', 'attachment');
        return reply
          .header('content-type', type ?? 'application/octet-stream')
          .header('x-content-type-options', 'nosniff')
          .header('content-length', info.size)
          .send(createReadStream(file));
      });
    },
  };
}
