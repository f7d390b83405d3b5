import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import createClient from 'openapi-fetch';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { typedClientWorkspace, type TypedClientWorkspace } from '../../test/typed-client-check.ts';
import { localObjectStorage } from '../storage.ts';

/**
 * An API document generators consume (issue 27): a typed client generated from the served
 * /api/docs/json with openapi-typescript, used through openapi-fetch by a small program that the
 * TypeScript compiler must accept, and that then runs against the app: a GET with the vertical headers,
 * a JSON POST, a multipart upload, a signed storage link (its `{key}` filled), and a 409 whose error body
 * it reads by its documented type.
 */
let t: TestApp;
let workspace: TypedClientWorkspace;
beforeAll(async () => {
  // A known storage secret, so that this test can sign a link the app accepts.
  t = await buildTestApp({ STORAGE_SECRET: 'openapi-client-test-storage-secret' });
  workspace = await typedClientWorkspace((await t.app.inject({ url: '/api/docs/json' })).json());
}, 120_000);
afterAll(async () => {
  workspace?.remove();
  await t?.close();
});

/** The program a consumer writes; `createClient` is handed in so that its only import is a type. */
const PROGRAM = `
import type createClientType from 'openapi-fetch';
import type { paths } from './api';

export async function run(
  createClient: typeof createClientType,
  fetch: typeof globalThis.fetch,
  token: string,
  link: { key: string; expires: number; sig: string },
) {
  const client = createClient<paths>({ baseUrl: 'http://localhost:8080', fetch, headers: { authorization: 'Bearer ' + token } });
  const vertical = { 'X-Country': 'IN', 'X-Vehicle-Type': 'CAR' } as const;

  const cities = await client.GET('/api/v1/city', { params: { header: vertical, query: { size: 1 } } });
  const cityCode: string = cities.data?.data[0]?.code ?? 'none';

  const dealer = {
    code: 'DN-CLIENT-1',
    name: 'Typed Client Motors',
    networkType: 'GS',
    cityCode,
    capacity: 3,
  } as const;
  const created = await client.POST('/api/v1/big-dealer', { params: { header: vertical }, body: dealer });
  const createdId: number | undefined = created.data?.data.id;

  const again = await client.POST('/api/v1/big-dealer', { params: { header: vertical }, body: dealer });
  let conflict: { status: number; message: string; fields: string[] } | undefined;
  if (again.response.status === 409 && again.error) {
    // Typed by the documented 409 (the Error envelope); an undocumented error would be never.
    const error = again.error;
    conflict = { status: error.status, message: error.message, fields: (error.validation ?? []).map((v) => v.field) };
  }

  const upload = await client.POST('/api/bulk-upload/v2/upload', {
    params: { header: vertical },
    body: { type: 'PINCODE', file: 'pincode,cityCode,area\\n110001,' + cityCode + ',Connaught Place\\n' },
    bodySerializer(body) {
      const form = new FormData();
      form.set('type', body.type);
      form.set('file', new Blob([body.file], { type: 'text/csv' }), 'pincodes.csv');
      return form;
    },
  });
  const uploadStatus: string | undefined = upload.data?.data.status;
  const uploadError: string | undefined = upload.error?.message;

  // A signed storage link: its key fills the path's {key}, slashes and all.
  const file = await client.GET('/api/storage/download/{key}', {
    params: { path: { key: link.key }, query: { expires: link.expires, sig: link.sig } },
    parseAs: 'text',
  });
  const fileText: string | undefined = file.data;

  return { fileStatus: file.response.status, fileText, cityCode, created: created.response.status, createdId, conflict, upload: upload.response.status, uploadStatus, uploadError };
}
`;

/** A file in the local storage under a key with slashes, and the parts of its signed download link. */
async function signedLink() {
  const key = 'openapi-client/notes/file.txt';
  mkdirSync(join(t.config.dataDir, 'uploads', 'openapi-client', 'notes'), { recursive: true });
  writeFileSync(join(t.config.dataDir, 'uploads', key), 'a stored file');
  const url = new URL(await localObjectStorage(t.config).signDownloadUrl(key), 'http://localhost');
  return { key, expires: Number(url.searchParams.get('expires')), sig: url.searchParams.get('sig') ?? '' };
}

/** openapi-fetch's fetch, answered by the app in process. */
const injectFetch: typeof fetch = async (input, init) => {
  const request = new Request(input, init);
  const url = new URL(request.url);
  const res = await t.app.inject({
    method: request.method as 'GET',
    url: `${url.pathname}${url.search}`,
    headers: Object.fromEntries(request.headers),
    ...(request.body ? { payload: Buffer.from(await request.arrayBuffer()) } : {}),
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(res.headers)) if (value !== undefined) headers.set(name, String(value));
  return new Response(new Uint8Array(res.rawPayload), { status: res.statusCode, headers });
};

describe('typed client from the API document', () => {
  it('compiles a program calling four routes and reading a 409 by its documented error type', () => {
    expect(workspace.typeErrors(PROGRAM)).toEqual([]);
  }, 60_000);

  /** The program with one mistake a consumer could make; fails loudly if the program no longer has `from`. */
  const mistaken = (from: string, to: string) => {
    expect(PROGRAM).toContain(from);
    return workspace.typeErrors(PROGRAM.replace(from, to)).join('\n');
  };

  it('refuses a call without the vertical headers, a wrong body value and a misread error', () => {
    expect(mistaken('params: { header: vertical, query: { size: 1 } }', 'params: { query: { size: 1 } }')).toMatch(
      /Property 'header' is missing/,
    );
    expect(mistaken('capacity: 3,', "capacity: 'three',")).toMatch(
      /Types of property 'capacity' are incompatible\.\s+Type 'string' is not assignable to type 'number'/,
    );
    expect(mistaken('message: error.message,', 'message: error.status,')).toMatch(
      /Type 'number' is not assignable to type 'string'/,
    );
  }, 60_000);

  it('cannot read the error without documented error answers', async () => {
    const document = (await t.app.inject({ url: '/api/docs/json' })).json();
    for (const methods of Object.values<Record<string, { responses: Record<string, unknown> }>>(document.paths)) {
      for (const operation of Object.values(methods)) {
        for (const status of Object.keys(operation.responses))
          if (/^[45]/.test(status)) delete operation.responses[status];
      }
    }
    const undocumented = await typedClientWorkspace(document);
    try {
      expect(undocumented.typeErrors(PROGRAM).join('\n')).toMatch(/Property '\w+' does not exist on type 'never'/);
    } finally {
      undocumented.remove();
    }
  }, 60_000);

  it('runs that program against the API as documented', async () => {
    const program = await workspace.load<{ run: (...args: unknown[]) => Promise<unknown> }>(PROGRAM);
    const result = await program.run(createClient, injectFetch, await t.tokenFor('admin'), await signedLink());
    expect(result).toMatchObject({
      created: 201,
      createdId: expect.any(Number),
      conflict: { status: 409, message: 'A dealer with code DN-CLIENT-1 already exists.', fields: ['body.code'] },
      upload: 201,
      uploadStatus: expect.any(String),
      fileStatus: 200,
      fileText: 'a stored file',
    });
  });
});
