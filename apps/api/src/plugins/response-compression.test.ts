import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { JPEG } from '../test/sample-files.ts';
import { localObjectStorage } from './storage.ts';

const STORAGE_SECRET = 'compression-test-storage-secret-0123456789';
/** A script large enough to be worth compressing, as the build leaves it with its .br and .gz beside it. */
const SCRIPT = `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ i, name: `row ${i}` })))};\n`;
const COPIES = { br: brotliCompressSync(SCRIPT), gzip: gzipSync(SCRIPT, { level: 9 }) };
/** The panel's page: over the 1 KB threshold, with the nonce placeholder the server fills per request. */
const INDEX_HTML = `<!DOCTYPE html><title>panel</title><style nonce="__CSP_NONCE__">${'body{margin:0}'.repeat(100)}</style>`;

const decode = (res: LightMyRequestResponse): string => {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString('utf8');
  return res.rawPayload.toString('utf8');
};

let web: string;
let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  web = mkdtempSync(join(tmpdir(), 'b2c-web-dist-'));
  mkdirSync(join(web, 'assets'));
  writeFileSync(join(web, 'index.html'), INDEX_HTML);
  writeFileSync(join(web, 'assets', 'app.js'), SCRIPT);
  writeFileSync(join(web, 'assets', 'app.js.br'), COPIES.br);
  writeFileSync(join(web, 'assets', 'app.js.gz'), COPIES.gzip);
  writeFileSync(join(web, 'assets', 'small.js'), 'console.log(1);\n');
  t = await buildTestApp({ WEB_DIST: web, STORAGE_SECRET });
  admin = await t.as('admin');
});
afterAll(async () => {
  await t?.close();
  rmSync(web, { recursive: true, force: true });
});

describe('JSON answers', () => {
  it('are compressed with the encoding the caller accepts and decode to the same JSON', async () => {
    const url = '/api/inventory?size=100';
    const plain = await t.app.inject({ url, headers: admin });
    expect(plain.statusCode).toBe(200);
    // app.inject sends no Accept-Encoding: tests everywhere else read plain JSON.
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(10_000);
    expect(plain.json().data.length).toBeGreaterThan(20);

    for (const encoding of ['br', 'gzip'] as const) {
      const res = await t.app.inject({ url, headers: { ...admin, 'accept-encoding': `${encoding}, identity` } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
      expect(JSON.parse(decode(res))).toEqual(plain.json());
    }
    // A browser offers both: brotli wins.
    const browser = await t.app.inject({ url, headers: { ...admin, 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(browser.headers['content-encoding']).toBe('br');
  });

  it('leaves small answers and errors as they are', async () => {
    const small = await t.app.inject({ url: '/healthz', headers: { 'accept-encoding': 'br' } });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    const denied = await t.app.inject({ url: '/api/inventory?size=100', headers: { 'accept-encoding': 'br' } });
    expect(denied.statusCode).toBe(401);
    expect(denied.headers['content-encoding']).toBeUndefined();
    expect(denied.json()).toMatchObject({ status: 401 });
  });

  it('never compresses the sign-in provider (tokens next to caller-chosen values: BREACH)', async () => {
    const res = await t.app.inject({
      url: '/oidc/.well-known/openid-configuration',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeGreaterThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toMatchObject({ token_endpoint: expect.stringMatching(/\/oidc\/token$/) });
  });
});

describe('the CSV export', () => {
  it('streams compressed when asked and decodes to the same file', async () => {
    const url = '/api/inventory/export/open-movement';
    const plain = await t.app.inject({ url, headers: admin });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('text/csv; charset=utf-8');
    const gzip = await t.app.inject({ url, headers: { ...admin, 'accept-encoding': 'gzip' } });
    expect(gzip.statusCode).toBe(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['content-disposition']).toBe(plain.headers['content-disposition']);
    expect(decode(gzip)).toBe(plain.body);
    expect(plain.body.split('\n')[0]).toMatch(/,/);
  });
});

describe('stored files', () => {
  it('are sent as stored: an image or a download is never recompressed', async () => {
    const storage = localObjectStorage({ dataDir: t.config.dataDir, storageSecret: STORAGE_SECRET });
    for (const [key, type] of [
      ['hubs/IN/CAR/HUB-1/images/car.jpg', 'image/jpeg'],
      ['hubs/IN/CAR/HUB-1/media/notes.txt', 'application/octet-stream'],
    ] as const) {
      const { uploadUrl } = await storage.signUpload(key, 'image/jpeg');
      // A whole JPEG (it must end with its end-of-image marker) large enough to be worth compressing.
      const body = Buffer.concat([JPEG.subarray(0, -2), Buffer.alloc(4096), JPEG.subarray(-2)]);
      const put = await t.app.inject({
        method: 'PUT',
        url: uploadUrl,
        payload: body,
        headers: { 'content-type': 'image/jpeg' },
      });
      expect(put.statusCode, put.body).toBe(200);
      const res = await t.app.inject({
        url: await storage.signDownloadUrl(key),
        headers: { 'accept-encoding': 'br, gzip' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(type);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers['content-length']).toBe(String(body.length));
      expect(res.rawPayload.equals(body)).toBe(true);
    }
  });
});

describe('the built panel', () => {
  it('sends the pre-compressed copy of an asset the browser accepts, varying on Accept-Encoding', async () => {
    for (const encoding of ['br', 'gzip'] as const) {
      const res = await t.app.inject({ url: '/assets/app.js', headers: { 'accept-encoding': encoding } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      // The build's own copy, file and length, not one compressed on the way out.
      expect(res.headers['content-length']).toBe(String(COPIES[encoding].length));
      expect(res.rawPayload.equals(COPIES[encoding])).toBe(true);
      expect(decode(res)).toBe(SCRIPT);
    }
    const plain = await t.app.inject({ url: '/assets/app.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(SCRIPT);
  });

  it('compresses a file without a copy as it streams, and serves no copy by its own name', async () => {
    const small = await t.app.inject({ url: '/assets/small.js', headers: { 'accept-encoding': 'gzip' } });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBe('gzip');
    expect(decode(small)).toBe('console.log(1);\n');
    expect((await t.app.inject({ url: '/assets/app.js.br' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/assets/app.js.gz' })).statusCode).toBe(404);
  });

  it('compresses index.html per request, with its fresh nonce', async () => {
    const res = await t.app.inject({ url: '/inventory', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    const nonce = /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1];
    expect(nonce).toBeTruthy();
    expect(decode(res)).toBe(INDEX_HTML.replace('__CSP_NONCE__', nonce!));
  });
});
