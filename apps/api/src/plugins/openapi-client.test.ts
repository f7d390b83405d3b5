import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import createClient from 'openapi-fetch';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { typedClientWorkspace, type TypedClientWorkspace } from '../test/typed-client-check.ts';

/**
 * An API document generators consume (issue 27): a typed client generated from the served
 * /api/docs/json with openapi-typescript, used through openapi-fetch by a small program that the
 * TypeScript compiler must accept, and that then runs against the app: a GET with the vertical headers,
 * a JSON POST, a multipart upload, and a 409 whose error body it reads by its documented type.
 */
let t: TestApp;
let workspace: TypedClientWorkspace;
beforeAll(async () => {
  t = await buildTestApp();
  workspace = await typedClientWorkspace((await t.app.inject({ url: '/api/docs/json' })).json());
}, 120_000);
afterAll(async () => {
  workspace?.remove();
  await t?.close();
});

/** The program a consumer writes; `createClient` is handed in so that its only import is a type. */
const PROGRAM = `
import type createClientType from 'openapi-fetch';
import type { paths, components } from './api';

type ApiError = components['schemas']['Error'];

export async function run(createClient: typeof createClientType, fetch: typeof globalThis.fetch, token: string) {
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
    const error: ApiError = again.error;
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

  return { cityCode, created: created.response.status, createdId, conflict, upload: upload.response.status, uploadStatus, uploadError };
}
`;

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
  it('compiles a program calling three routes and reading a 409 by its documented error type', () => {
    expect(workspace.typeErrors(PROGRAM)).toEqual([]);
  }, 60_000);

  it('refuses a program that leaves out the vertical headers, sends a wrong body or misreads the error', () => {
    const wrong = PROGRAM.replace(
      '{ params: { header: vertical, query: { size: 1 } } }',
      '{ params: { query: { size: 1 } } }',
    )
      .replace('capacity: 3,', "capacity: 'three',")
      .replace(
        'const error: ApiError = again.error;',
        'const error: ApiError = again.error; const code: number = error.message;',
      );
    const errors = workspace.typeErrors(wrong).join('\n');
    expect(errors).toMatch(/header/);
    expect(errors).toMatch(/'"three"' is not assignable to type 'number'|capacity/);
    expect(errors).toMatch(/Type 'string' is not assignable to type 'number'/);
  }, 60_000);

  it('runs that program against the API as documented', async () => {
    const program = await workspace.load<{
      run: (c: typeof createClient, f: typeof fetch, token: string) => Promise<unknown>;
    }>(PROGRAM);
    const result = await program.run(createClient, injectFetch, await t.tokenFor('admin'));
    expect(result).toMatchObject({
      created: 201,
      createdId: expect.any(Number),
      conflict: { status: 409, message: 'A dealer with code DN-CLIENT-1 already exists.', fields: ['body.code'] },
      upload: 201,
      uploadStatus: expect.any(String),
    });
  });
});
