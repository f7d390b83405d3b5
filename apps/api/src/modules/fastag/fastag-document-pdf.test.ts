import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { insertFastagOrder } from '../../test/fastag-factories.ts';
import { HTML, PDF, PNG } from '../../test/sample-files.ts';
import { auditOf, fastagCaller, versionOf } from '../../test/fastag-test-support.ts';

let t: TestApp;
let call: ReturnType<typeof fastagCaller>;
beforeAll(async () => {
  t = await buildTestApp();
  call = fastagCaller(t);
});
afterAll(() => t?.close());

const base = '/api/fastag/orders';
const MB = 1024 * 1024;
const put = (url: string, payload: Buffer, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'PUT', url, payload, headers: { 'content-type': 'application/pdf', ...headers } });
const pdfTicket = async (id: number) =>
  (
    await call('POST', `${base}/${id}/documents/upload-url`, {
      documentType: 'RC',
      fileName: 'RC scan.pdf',
      extension: '.PDF',
    })
  ).json().data as { uploadUrl: string; key: string; contentType: string; maxBytes: number };

describe('FASTag documents as PDF', () => {
  it('takes a PDF checked by its bytes, records it and serves it as a PDF from a signed link', async () => {
    const order = await insertFastagOrder(t.database.db);
    const ticket = await pdfTicket(order.id);
    expect(ticket).toMatchObject({ contentType: 'application/pdf', maxBytes: 20 * MB });
    expect(ticket.key).toMatch(new RegExp(`^fastag/IN/CAR/${order.id}/RC/[0-9a-f-]{36}-RC-scan\\.pdf$`));
    expect((await put(ticket.uploadUrl, PDF)).statusCode).toBe(200);

    const recorded = await call('PUT', `${base}/${order.id}/documents/RC`, {
      version: 1,
      key: ticket.key,
      fileName: 'RC scan.pdf',
      documentNumber: 'KA01AB1234',
    });
    expect(recorded.statusCode).toBe(200);
    expect(recorded.json().data.order).toMatchObject({ version: 2 });
    expect(await auditOf(t, order.id)).toContain('DOCUMENT_UPLOADED Registration certificate file: null → RC scan.pdf');

    const view = await call('GET', `${base}/${order.id}/documents/RC`, undefined, 'viewer');
    expect(view.statusCode).toBe(200);
    expect(view.json().data).toMatchObject({ fileName: 'RC scan.pdf', contentType: 'application/pdf' });
    const file = await t.app.inject({ url: view.json().data.url });
    expect(file.statusCode).toBe(200);
    // Shown by the browser's own PDF viewer, inline; nosniff keeps it from ever being read as a page.
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-disposition']).toBeUndefined();
    expect(file.rawPayload.equals(PDF)).toBe(true);
  });

  it('refuses a forged PDF, an image sent as a PDF and a PDF over 20 MB, and keeps nothing of them', async () => {
    const order = await insertFastagOrder(t.database.db);
    const ticket = await pdfTicket(order.id);
    // An HTML page (stored XSS) or a PNG named .pdf: the magic bytes decide, not the name or the header.
    for (const bytes of [HTML, PNG, Buffer.from('%PDX-1.4 almost a PDF')]) {
      const res = await put(ticket.uploadUrl, bytes);
      expect(res.statusCode).toBe(415);
      expect(res.json()).toMatchObject({ status: 415, message: 'The file content is not a PDF document.' });
    }
    const declared = await put(ticket.uploadUrl, PDF, { 'content-length': String(21 * MB) });
    expect(declared.statusCode).toBe(413);
    expect(declared.json().message).toBe('The file is larger than 20 MB.');
    // A body that really is bigger than announced is cut off while streaming, whatever the header said.
    const streamed = await put(ticket.uploadUrl, Buffer.concat([PDF, Buffer.alloc(20 * MB)]));
    expect(streamed.statusCode).toBe(413);

    const record = await call('PUT', `${base}/${order.id}/documents/RC`, {
      version: 1,
      key: ticket.key,
      fileName: 'RC scan.pdf',
      documentNumber: 'KA01AB1234',
    });
    expect(record.statusCode).toBe(400);
    expect(record.json().message).toBe('The file has not been uploaded yet: upload it, then record it.');
    expect(await versionOf(t, order.id)).toBe(1);
    expect(await auditOf(t, order.id)).toEqual([]);
    // The refused uploads left the link unused: the real PDF still goes through it.
    expect((await put(ticket.uploadUrl, PDF)).statusCode).toBe(200);
  });
});
