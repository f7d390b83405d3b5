import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXE, HTML, JPEG, MP4, PNG } from '../test/sample-files.ts';
import { sendInPieces } from '../test/drills/upload-routes-support.ts';
import { registerErrorHandling } from './errors.ts';
import { localObjectStorage } from './storage.ts';
import type { UploadContentType } from '../kits/storage-files.ts';

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

const put = (url: string, payload: Buffer, contentType: string) =>
  app.inject({ method: 'PUT', url, payload, headers: { 'content-type': contentType } });
let n = 0;
/** A fresh signed upload for a key of its own. */
const ticket = (type: UploadContentType, extension: string) =>
  storage.signUpload(`hubs/IN/CAR/HUB-1/media/f${++n}.${extension}`, type);
/** Every file under the upload root, temp files included: a refused upload must leave none. */
const filesOnDisk = () =>
  readdirSync(join(dir, 'uploads'), { recursive: true, withFileTypes: true }).filter((e) => e.isFile());

describe('local object storage', () => {
  it('round-trips a file through signed upload and download URLs', async () => {
    const { uploadUrl, key, headers } = await ticket('image/jpeg', 'jpg');
    expect(headers).toEqual({ 'Content-Type': 'image/jpeg' });
    const upload = await put(uploadUrl, JPEG, 'image/jpeg');
    expect(upload.statusCode).toBe(200);
    expect(upload.json().data).toEqual({ key, size: JPEG.length });
    const download = await app.inject({ url: await storage.signDownloadUrl(key) });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/jpeg');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-disposition']).toBeUndefined();
    expect(download.rawPayload.equals(JPEG)).toBe(true);
  });

  it('checks the content, not the declared type: HTML or an executable "as an image" is refused, nothing kept', async () => {
    const before = filesOnDisk().length;
    const jpeg = await ticket('image/jpeg', 'jpg');
    const html = await put(jpeg.uploadUrl, HTML, 'image/jpeg');
    expect(html.statusCode).toBe(415);
    expect(html.json().message).toBe('The file content is not a JPEG image.');
    const png = await ticket('image/png', 'png');
    expect((await put(png.uploadUrl, EXE, 'image/png')).json()).toMatchObject({
      status: 415,
      message: 'The file content is not a PNG image.',
    });
    // A real file of another allowed type is still not the type the link was signed for.
    expect((await put(png.uploadUrl, JPEG, 'image/png')).statusCode).toBe(415);
    expect(filesOnDisk()).toHaveLength(before);
    // A refusal does not use the link up.
    expect((await put(png.uploadUrl, PNG, 'image/png')).statusCode).toBe(200);
  });

  it('checks a large file as soon as its first bytes arrive and accepts a real one past the sample', async () => {
    const video = await ticket('video/mp4', 'mp4');
    const big = Buffer.concat([MP4, Buffer.alloc(64 * 1024, 7)]);
    expect((await put(video.uploadUrl, big, 'video/mp4')).json().data.size).toBe(big.length);
    const fake = await ticket('video/mp4', 'mp4');
    const fakeBig = Buffer.concat([HTML, Buffer.alloc(64 * 1024, 32)]);
    expect((await put(fake.uploadUrl, fakeBig, 'video/mp4')).statusCode).toBe(415);
    expect(existsSync(join(dir, 'uploads', fake.key))).toBe(false);
  });

  it('uploads once per link: a replay is a 409 and leaves the first file as it was', async () => {
    const { uploadUrl, key } = await ticket('image/png', 'png');
    expect((await put(uploadUrl, PNG, 'image/png')).statusCode).toBe(200);
    const other = Buffer.concat([PNG, Buffer.from('other bytes')]);
    const replay = await put(uploadUrl, other, 'image/png');
    expect(replay.statusCode).toBe(409);
    expect(replay.json().message).toBe('This upload link has already been used.');
    expect(readFileSync(join(dir, 'uploads', key)).equals(PNG)).toBe(true);
  });

  it('lets exactly one of two concurrent PUTs of the same link through', async () => {
    const { uploadUrl, key } = await ticket('image/png', 'png');
    // Both whole PNGs (a PNG with bytes after its end is refused as incomplete), told apart by name.
    const second = Buffer.from(PNG);
    const answers = await Promise.all([put(uploadUrl, PNG, 'image/png'), put(uploadUrl, second, 'image/png')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(readFileSync(join(dir, 'uploads', key)).equals(PNG)).toBe(true);
    expect(filesOnDisk().filter((f) => f.name.endsWith('.part'))).toEqual([]);
  });

  it('serves anything but an image or a video as an attachment, never inline', async () => {
    // A key of any extension can be signed; its bytes must still pass the signed type's check.
    const { uploadUrl, key } = await storage.signUpload('hubs/IN/CAR/HUB-1/media/page.html', 'image/png');
    expect((await put(uploadUrl, PNG, 'image/png')).statusCode).toBe(200);
    const download = await app.inject({ url: await storage.signDownloadUrl(key) });
    expect(download.headers['content-type']).toBe('application/octet-stream');
    expect(download.headers['content-disposition']).toBe('attachment');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers a mislabelled body that arrives over a socket in pieces with a 415, and keeps serving (issue 24)', async () => {
    // The process used to exit here: a write still pending on the destroyed temp file threw ERR_STREAM_DESTROYED.
    await app.listen({ host: '127.0.0.1', port: 0 });
    const port = (app.server.address() as { port: number }).port;
    const before = filesOnDisk().length;
    for (const body of [Buffer.from('this is not a png at all, really!'), PNG.subarray(0, 30)]) {
      const { uploadUrl, headers } = await ticket('image/png', 'png');
      const answer = await sendInPieces(port, { method: 'PUT', url: uploadUrl, headers, body });
      expect([400, 415], answer.body).toContain(answer.status);
      expect(JSON.parse(answer.body).validation[0].field).toBe('body');
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(filesOnDisk()).toHaveLength(before);
    const { uploadUrl, headers } = await ticket('image/png', 'png');
    expect((await sendInPieces(port, { method: 'PUT', url: uploadUrl, headers, body: PNG })).status).toBe(200);
  });

  it('refuses unsigned, forged and traversing requests', async () => {
    expect((await put('/api/storage/upload/x.jpg', JPEG, 'image/jpeg')).statusCode).toBe(403);
    expect((await app.inject({ url: '/api/storage/download/hubs/IN/CAR/HUB-1/images/a.jpg' })).statusCode).toBe(403);
    await expect(storage.signUpload('../../etc/passwd', 'image/jpeg')).rejects.toThrow(/not valid/);
    const missing = await app.inject({ url: await storage.signDownloadUrl('hubs/none.jpg') });
    expect(missing.statusCode).toBe(404);
  });
});

describe('S3 storage', () => {
  it('signs a one-time upload: content type and If-None-Match are signed headers the ticket names', async () => {
    const { s3ObjectStorage } = await import('../kits/storage-s3.ts');
    process.env.AWS_ACCESS_KEY_ID = 'AKIDEXAMPLE';
    process.env.AWS_SECRET_ACCESS_KEY = 'secret';
    const storage = s3ObjectStorage({ bucket: 'hub-media', region: 'ap-south-1', endpoint: 'http://127.0.0.1:9000' });
    const ticket = await storage.signUpload('hubs/IN/CAR/HUB1/images/a.png', 'image/png');
    const url = new URL(ticket.uploadUrl);
    expect(url.pathname).toBe('/hub-media/hubs/IN/CAR/HUB1/images/a.png');
    expect(url.searchParams.get('X-Amz-SignedHeaders')?.split(';').sort()).toEqual([
      'content-type',
      'host',
      'if-none-match',
    ]);
    expect(ticket.headers).toEqual({ 'Content-Type': 'image/png', 'If-None-Match': '*' });
    // No checksum of an empty body baked into the URL (S3 would refuse the real file against it).
    expect([...url.searchParams.keys()].filter((k) => k.startsWith('x-amz-checksum'))).toEqual([]);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('900');
    expect(ticket.maxBytes).toBe(10 * 1024 * 1024);
  });
});
