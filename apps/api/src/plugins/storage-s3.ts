import { S3Client, PutObjectCommand, GetObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { DOWNLOAD_TTL_SECONDS, UPLOAD_TTL_SECONDS, localObjectStorage, type ObjectStorage } from './storage.ts';
import { UPLOAD_TYPES } from './storage-files.ts';
import type { AppConfig } from '../config.ts';

/**
 * Production storage: the same pre-signed upload/download contract on an S3-compatible bucket, signed by
 * the AWS SDK presigner (credentials from the SDK's usual chain). The bucket's CORS must allow PUT from
 * the panel's origin. The content type is part of the signature, so the browser cannot change it.
 */
export function s3ObjectStorage(s3: NonNullable<AppConfig['s3']>): ObjectStorage {
  const client = new S3Client({
    region: s3.region,
    ...(s3.endpoint ? { endpoint: s3.endpoint, forcePathStyle: true } : {}),
  });
  return {
    async signUpload(key, contentType) {
      const command = new PutObjectCommand({ Bucket: s3.bucket, Key: key, ContentType: contentType });
      const uploadUrl = await getSignedUrl(client, command, { expiresIn: UPLOAD_TTL_SECONDS });
      return {
        uploadUrl,
        key,
        expiresAt: new Date(Date.now() + UPLOAD_TTL_SECONDS * 1000).toISOString(),
        contentType,
        maxBytes: UPLOAD_TYPES[contentType].maxBytes,
      };
    },
    signDownloadUrl: (key) =>
      getSignedUrl(client, new GetObjectCommand({ Bucket: s3.bucket, Key: key }), { expiresIn: DOWNLOAD_TTL_SECONDS }),
    // Files never pass through the API: no routes of its own.
    async routes() {},
  };
}

/** S3 when configured, otherwise local files under DATA_DIR behind HMAC-signed URLs. */
export const objectStorage = (config: AppConfig): ObjectStorage =>
  config.s3 ? s3ObjectStorage(config.s3) : localObjectStorage(config);
