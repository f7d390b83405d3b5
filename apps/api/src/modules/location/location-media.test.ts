import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5d2cd8f0000000049454e44ae426082',
  'hex',
);

const ticket = async (body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v2/store-location/media/upload-url',
    payload: body,
    headers: await t.as('ops.in'),
  });
const put = (url: string, payload: Buffer, contentType: string) =>
  t.app.inject({ method: 'PUT', url, payload, headers: { 'content-type': contentType } });

describe('hub media upload', () => {
  const image = { fileName: 'front gate.png', extension: 'png', mediaType: 'IMAGE', hubCode: 'HUB-DEL-1' };

  it('signs an upload URL for a hub of the vertical, then takes the file with a PUT', async () => {
    const res = await ticket(image);
    expect(res.statusCode).toBe(200);
    const { uploadUrl, key, expiresAt, contentType, maxBytes } = res.json().data;
    expect(key).toMatch(/^hubs\/IN\/CAR\/HUB-DEL-1\/images\/[0-9a-f-]{36}-front-gate\.png$/);
    expect(contentType).toBe('image/png');
    expect(maxBytes).toBe(10 * 1024 * 1024);
    expect(new Date(expiresAt).getTime()).toBeGreaterThan(Date.now());
    const upload = await put(uploadUrl, PNG, 'image/png');
    expect(upload.statusCode).toBe(200);
    expect(upload.json().data).toEqual({ key, size: PNG.length });
    // A replay of the same signed URL with other content is refused the same way as a bad file.
    expect((await put(uploadUrl, Buffer.from('not a png at all'), 'image/png')).statusCode).toBe(415);
  });

  it('refuses a wrong content type, a bad signature, an expired link and content that is not the type', async () => {
    const { uploadUrl } = (await ticket(image)).json().data;
    expect((await put(uploadUrl, PNG, 'image/jpeg')).statusCode).toBe(415);
    expect((await put(uploadUrl.replace(/sig=[^&]+/, 'sig=forged'), PNG, 'image/png')).statusCode).toBe(403);
    expect((await put(uploadUrl.replace('type=image%2Fpng', 'type=video%2Fmp4'), PNG, 'video/mp4')).statusCode).toBe(
      403,
    );
    const expired = uploadUrl.replace(/expires=\d+/, 'expires=1000');
    expect((await put(expired, PNG, 'image/png')).statusCode).toBe(403);
    expect((await put(uploadUrl, Buffer.from('GIF89a......'), 'image/png')).statusCode).toBe(415);
    const tooBig = await t.app.inject({
      method: 'PUT',
      url: uploadUrl,
      payload: PNG,
      headers: { 'content-type': 'image/png', 'content-length': String(11 * 1024 * 1024) },
    });
    expect(tooBig.statusCode).toBeGreaterThanOrEqual(400);
  });

  it('checks the request: extension for the media type, hub of the vertical, permission', async () => {
    expect((await ticket({ ...image, extension: 'mp4' })).json().validation[0].field).toBe('body.extension');
    expect((await ticket({ ...image, extension: 'exe' })).json().validation[0].field).toBe('body.extension');
    expect((await ticket({ ...image, hubCode: 'HUB-DXB-1' })).statusCode).toBe(404);
    const video = (await ticket({ ...image, fileName: 'tour.mp4', extension: '.MP4', mediaType: 'VIDEO' })).json().data;
    expect(video).toMatchObject({ contentType: 'video/mp4', maxBytes: 100 * 1024 * 1024 });
    const viewer = await t.app.inject({
      method: 'POST',
      url: '/api/v2/store-location/media/upload-url',
      payload: image,
      headers: await t.as('viewer'),
    });
    expect(viewer.statusCode).toBe(403);
  });
});
