import { expect } from 'vitest';
import type { BulkRequest } from '@b2c/contracts';
import type { TestApp } from './build-test-app.ts';

type Headers = Record<string, string>;

/** A CSV file of a header row and rows, as a user would save it from a spreadsheet. */
export const csvOf = (header: readonly string[], rows: readonly (readonly (string | number)[])[]): string =>
  [header, ...rows].map((r) => r.join(',')).join('\r\n') + '\r\n';

/** The multipart body of an upload: `type` then `file`. */
export function uploadForm(type: string, content: Buffer | string, fileName = 'upload.csv') {
  const boundary = '----b2c-bulk';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="type"\r\n\r\n${type}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    Buffer.isBuffer(content) ? content : Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

export async function uploadBulk(
  t: TestApp,
  headers: Headers,
  type: string,
  content: Buffer | string,
  fileName?: string,
) {
  const form = uploadForm(type, content, fileName);
  return t.app.inject({
    method: 'POST',
    url: '/api/bulk-upload/v2/upload',
    headers: { ...headers, 'content-type': form.contentType },
    payload: form.payload,
  });
}

/** Uploads a file that must validate, and returns the request. */
export async function uploadedBulk(t: TestApp, headers: Headers, type: string, content: string, fileName?: string) {
  const res = await uploadBulk(t, headers, type, content, fileName);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as BulkRequest;
}

/** Polls the request (as the panel's progress bar does) until it reaches one of `statuses`. */
export async function waitForBulk(
  t: TestApp,
  headers: Headers,
  id: number,
  statuses: readonly string[] = ['COMPLETED', 'ABORTED'],
  timeoutMs = 30_000,
): Promise<BulkRequest> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const res = await t.app.inject({ url: `/api/bulk-upload/v2/${id}`, headers });
    const request = res.json().data as BulkRequest;
    if (statuses.includes(request.status)) return request;
    if (Date.now() > until) throw new Error(`bulk upload ${id} still ${request.status}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

export const applyBulk = (t: TestApp, headers: Headers, request: BulkRequest, goodRowsOnly = false) =>
  t.app.inject({
    method: 'POST',
    url: `/api/bulk-upload/v2/${request.id}/apply`,
    headers,
    payload: { goodRowsOnly, version: request.version },
  });
