import type { S3Client } from '@aws-sdk/client-s3';
import {
  DOWNLOAD_TTL_SECONDS,
  UPLOAD_TTL_SECONDS,
  localObjectStorage,
  type ObjectStorage,
} from '../plugins/storage.ts';
import { UPLOAD_TYPES } from './storage-files.ts';
import { notFound } from './http-errors.ts';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { AppConfig } from '../config.ts';

/**
 * Production storage: the same pre-signed upload/download contract on an S3-compatible bucket, signed by
 * the AWS SDK presigner (credentials from the SDK's usual chain). The bucket's CORS must allow PUT from
 * the panel's origin with the headers Content-Type and If-None-Match. Both are signed headers, so the
 * browser cannot change the type, and `If-None-Match: *` (an S3 conditional write) makes S3 refuse to
 * overwrite an existing object (412): a replayed link cannot replace the file.
 */
export function s3ObjectStorage(s3: NonNullable<AppConfig['s3']>): ObjectStorage {
  // The SDK is imported on the first use, not at every start (0.2 s, issue 30): the default storage is local.
  let loaded: Promise<S3Sdk> | undefined;
  const sdk = () => (loaded ??= loadS3Sdk(s3));
  return {
    async signUpload(key, contentType) {
      const headers = { 'Content-Type': contentType, 'If-None-Match': '*' };
      const { client, PutObjectCommand, getSignedUrl } = await sdk();
      const command = new PutObjectCommand({ Bucket: s3.bucket, Key: key, ContentType: contentType, IfNoneMatch: '*' });
      const uploadUrl = await getSignedUrl(client, command, {
        expiresIn: UPLOAD_TTL_SECONDS,
        // The presigner leaves Content-Type unsigned unless told: sign both headers the PUT must carry.
        signableHeaders: new Set(Object.keys(headers).map((h) => h.toLowerCase())),
      });
      return {
        uploadUrl,
        key,
        expiresAt: new Date(Date.now() + UPLOAD_TTL_SECONDS * 1000).toISOString(),
        contentType,
        headers,
        maxBytes: UPLOAD_TYPES[contentType].maxBytes,
      };
    },
    async signDownloadUrl(key) {
      const { client, GetObjectCommand, getSignedUrl } = await sdk();
      return getSignedUrl(client, new GetObjectCommand({ Bucket: s3.bucket, Key: key }), {
        expiresIn: DOWNLOAD_TTL_SECONDS,
      });
    },
    async exists(key) {
      const { client, HeadObjectCommand } = await sdk();
      return client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: key })).then(
        () => true,
        (error: { name?: string }) => {
          if (error.name === 'NotFound') return false;
          throw error;
        },
      );
    },
    async putFile(key, path, contentType) {
      // A file stream needs its length: S3 refuses a PUT of unknown size without multipart.
      const { size } = await stat(path);
      const { client, PutObjectCommand } = await sdk();
      const Body = createReadStream(path);
      await client.send(
        new PutObjectCommand({ Bucket: s3.bucket, Key: key, Body, ContentLength: size, ContentType: contentType }),
      );
    },
    async read(key) {
      const { client, GetObjectCommand } = await sdk();
      const out = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
      if (!(out.Body instanceof Readable)) throw notFound('The file');
      return out.Body;
    },
    // S3 answers a delete of a missing key with success, as `remove` promises.
    remove: async (key) => {
      const { client, DeleteObjectCommand } = await sdk();
      await client.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: key }));
    },
    // Files never pass through the API: no routes of its own.
    async routes() {},
  };
}

type S3Sdk = typeof import('@aws-sdk/client-s3') &
  Pick<typeof import('@aws-sdk/s3-request-presigner'), 'getSignedUrl'> & { client: S3Client };

async function loadS3Sdk(s3: NonNullable<AppConfig['s3']>): Promise<S3Sdk> {
  const [sdk, { getSignedUrl }] = await Promise.all([
    import('@aws-sdk/client-s3'),
    import('@aws-sdk/s3-request-presigner'),
  ]);
  const client = new sdk.S3Client({
    region: s3.region,
    ...(s3.endpoint ? { endpoint: s3.endpoint, forcePathStyle: true } : {}),
    // Otherwise the presigner puts a CRC32 of the empty body in the URL and S3 refuses the real file.
    requestChecksumCalculation: 'WHEN_REQUIRED',
  });
  return { ...sdk, getSignedUrl, client };
}

/** S3 when configured, otherwise local files under DATA_DIR behind HMAC-signed URLs. */
export const objectStorage = (config: AppConfig): ObjectStorage =>
  config.s3 ? s3ObjectStorage(config.s3) : localObjectStorage(config);
