import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandling } from './errors.ts';
import { localObjectStorage } from './storage.ts';

const dir = mkdtempSync(join(tmpdir(), 'b2c-storage-'));
const storage = localObjectStorage({ dataDir: dir, storageSecret: undefined });
const app = Fastify();
beforeAll(async () => {
  registerErrorHandling(app);
  await app.register(storage.routes);
  await app.ready();
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1]);

describe('local object storage', () => {
  it('round-trips a file through signed upload and download URLs', async () => {
    const { uploadUrl, key } = await storage.signUpload('hubs/IN/CAR/HUB-1/images/a.jpg', 'image/jpeg');
    expect(
      (await app.inject({ method: 'PUT', url: uploadUrl, payload: JPEG, headers: { 'content-type': 'image/jpeg' } }))
        .statusCode,
    ).toBe(200);
    const download = await app.inject({ url: await storage.signDownloadUrl(key) });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/jpeg');
    expect(download.rawPayload.equals(JPEG)).toBe(true);
  });

  it('refuses unsigned, forged and traversing requests', async () => {
    expect(
      (
        await app.inject({
          method: 'PUT',
          url: '/api/storage/upload/x.jpg',
          payload: JPEG,
          headers: { 'content-type': 'image/jpeg' },
        })
      ).statusCode,
    ).toBe(403);
    expect((await app.inject({ url: '/api/storage/download/hubs/IN/CAR/HUB-1/images/a.jpg' })).statusCode).toBe(403);
    await expect(storage.signUpload('../../etc/passwd', 'image/jpeg')).rejects.toThrow(/not valid/);
    const missing = await app.inject({ url: await storage.signDownloadUrl('hubs/none.jpg') });
    expect(missing.statusCode).toBe(404);
  });
});

describe('S3 storage', () => {
  it('signs an upload for the bucket with the content type in the signature', async () => {
    const { s3ObjectStorage } = await import('./storage-s3.ts');
    process.env.AWS_ACCESS_KEY_ID = 'AKIDEXAMPLE';
    process.env.AWS_SECRET_ACCESS_KEY = 'secret';
    const storage = s3ObjectStorage({ bucket: 'hub-media', region: 'ap-south-1', endpoint: 'http://127.0.0.1:9000' });
    const ticket = await storage.signUpload('hubs/IN/CAR/HUB1/images/a.png', 'image/png');
    const url = new URL(ticket.uploadUrl);
    expect(url.pathname).toBe('/hub-media/hubs/IN/CAR/HUB1/images/a.png');
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toContain('host');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('900');
    expect(ticket.maxBytes).toBe(10 * 1024 * 1024);
  });
});
