import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { PNG } from '../../test/sample-files.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

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
    const { uploadUrl, key, expiresAt, contentType, headers, maxBytes } = res.json().data;
    expect(key).toMatch(/^hubs\/IN\/CAR\/HUB-DEL-1\/images\/[0-9a-f-]{36}-front-gate\.png$/);
    expect(contentType).toBe('image/png');
    expect(headers).toEqual({ 'Content-Type': 'image/png' });
    expect(maxBytes).toBe(10 * 1024 * 1024);
    expect(new Date(expiresAt).getTime()).toBeGreaterThan(Date.now());
    const upload = await put(uploadUrl, PNG, 'image/png');
    expect(upload.statusCode).toBe(200);
    expect(upload.json().data).toEqual({ key, size: PNG.length });
    // The link uploads once: a replay cannot overwrite the hub's file.
    const replay = await put(uploadUrl, PNG, 'image/png');
    expect(replay.statusCode).toBe(409);
    expect(replay.json().message).toBe('This upload link has already been used.');
    // Keys carry a random part, so a second ticket for the same file name is another file.
    expect((await ticket(image)).json().data.key).not.toBe(key);
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
