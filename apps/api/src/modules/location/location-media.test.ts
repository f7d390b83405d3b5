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

describe('hub media records', () => {
  const send = async (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, user = 'ops.in') =>
    t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: await t.as(user) });
  const idOf = async (code: string, country: 'IN' | 'AE') => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v2/store-location?code=${code}`,
      headers: await t.as('admin', country, 'CAR'),
    });
    return res.json().data[0].id as number;
  };
  const uploaded = async (fileName: string) => {
    const image = { fileName, extension: 'png', mediaType: 'IMAGE', hubCode: 'HUB-DEL-1' };
    const { uploadUrl, key } = (await ticket(image)).json().data;
    expect((await put(uploadUrl, PNG, 'image/png')).statusCode).toBe(200);
    return key as string;
  };
  const auditOf = async (id: number) =>
    (await send('GET', `/api/audit-log/store-location/${id}?size=50`)).json().data as {
      action: string;
      field: string | null;
      oldValue: string | null;
      newValue: string | null;
      actor: string;
    }[];

  it('records an uploaded image, lists it with a download link, audits it and removes it with its file', async () => {
    const id = await idOf('HUB-DEL-1', 'IN');
    const key = await uploaded('gate.png');
    const added = await send('POST', `/api/v2/store-location/${id}/media`, { key, fileName: 'gate.png' });
    expect(added.statusCode).toBe(201);
    const item = added.json().data;
    expect(item).toMatchObject({ locationId: id, mediaType: 'IMAGE', fileName: 'gate.png', key, createdBy: 'ops.in' });
    // The same record; its download link is signed afresh on each read (its expiry may be a second later).
    expect((await send('GET', `/api/v2/store-location/${id}/media`)).json().data).toEqual([
      { ...item, url: expect.stringContaining(`/api/storage/download/${key}?expires=`) },
    ]);
    // The link serves the very file uploaded.
    const file = await t.app.inject({ method: 'GET', url: item.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(PNG)).toBe(true);
    expect((await auditOf(id)).find((a) => a.action === 'MEDIA_ADDED')).toMatchObject({
      field: 'image',
      oldValue: null,
      newValue: 'gate.png',
      actor: 'ops.in',
    });
    // A key is recorded once.
    const again = await send('POST', `/api/v2/store-location/${id}/media`, { key, fileName: 'gate.png' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('gate.png is already recorded for this location.');

    const removed = await send('DELETE', `/api/v2/store-location/${id}/media/${item.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.id).toBe(item.id);
    expect((await send('GET', `/api/v2/store-location/${id}/media`)).json().data).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: item.url })).statusCode).toBe(404);
    expect((await auditOf(id)).find((a) => a.action === 'MEDIA_REMOVED')).toMatchObject({
      field: 'image',
      oldValue: 'gate.png',
      newValue: null,
    });
    const gone = await send('DELETE', `/api/v2/store-location/${id}/media/${item.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(`Media ${item.id} of location ${id} was not found.`);
  });

  it('refuses a file not uploaded yet, a key of another hub, another vertical and a caller without permission', async () => {
    const id = await idOf('HUB-DEL-1', 'IN');
    const dubai = await idOf('HUB-DXB-1', 'AE');
    const { key: notUploaded } = (
      await ticket({ fileName: 'later.png', extension: 'png', mediaType: 'IMAGE', hubCode: 'HUB-DEL-1' })
    ).json().data;
    const early = await send('POST', `/api/v2/store-location/${id}/media`, { key: notUploaded, fileName: 'later.png' });
    expect(early.statusCode).toBe(400);
    expect(early.json().validation[0]).toMatchObject({ field: 'body.key' });

    const key = await uploaded('yard.png');
    const foreignKey = key.replace('/HUB-DEL-1/', '/HUB-DEL-2/');
    const wrongHub = await send('POST', `/api/v2/store-location/${id}/media`, { key: foreignKey, fileName: 'x.png' });
    expect(wrongHub.statusCode).toBe(400);
    expect(wrongHub.json().message).toContain('This file was not uploaded for location HUB-DEL-1.');

    // An AE hub is not there for an IN caller: neither its list nor a record against it.
    expect((await send('GET', `/api/v2/store-location/${dubai}/media`)).statusCode).toBe(404);
    const other = await send('POST', `/api/v2/store-location/${dubai}/media`, { key, fileName: 'yard.png' });
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(`Location ${dubai} was not found.`);

    for (const user of ['approver', 'viewer']) {
      expect((await send('GET', `/api/v2/store-location/${id}/media`, undefined, user)).statusCode).toBe(403);
      const denied = await send('POST', `/api/v2/store-location/${id}/media`, { key, fileName: 'yard.png' }, user);
      expect(denied.statusCode).toBe(403);
    }
    // Nothing was recorded by the refused calls; the owner records it once.
    expect((await send('GET', `/api/v2/store-location/${id}/media`)).json().data).toEqual([]);
    const recorded = (await send('POST', `/api/v2/store-location/${id}/media`, { key, fileName: 'yard.png' })).json();
    const denied = await send(
      'DELETE',
      `/api/v2/store-location/${id}/media/${recorded.data.id}`,
      undefined,
      'approver',
    );
    expect(denied.statusCode).toBe(403);
    // Another vertical's caller cannot remove it either (404), and it stays.
    const fromAe = await t.app.inject({
      method: 'DELETE',
      url: `/api/v2/store-location/${id}/media/${recorded.data.id}`,
      headers: await t.as('admin', 'AE', 'CAR'),
    });
    expect(fromAe.statusCode).toBe(404);
    expect((await send('GET', `/api/v2/store-location/${id}/media`)).json().data).toHaveLength(1);
  });
});
