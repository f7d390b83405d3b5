import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastagDocumentType } from '@b2c/domain';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { insertFastagOrder } from '../../test/fastag-factories.ts';
import { HTML, JPEG, PDF, PNG } from '../../test/sample-files.ts';
import { auditOf, fastagCaller, fieldsOf, versionOf } from '../../test/fastag-test-support.ts';

let t: TestApp;
let call: ReturnType<typeof fastagCaller>;
beforeAll(async () => {
  t = await buildTestApp();
  call = fastagCaller(t);
});
afterAll(() => t?.close());

const base = '/api/fastag/orders';
const put = (url: string, payload: Buffer, contentType: string) =>
  t.app.inject({ method: 'PUT', url, payload, headers: { 'content-type': contentType } });

const ticket = (id: number, documentType: FastagDocumentType, extension = 'png', who = 'ops.in') =>
  call(
    'POST',
    `${base}/${id}/documents/upload-url`,
    { documentType, fileName: `My ${documentType}.png`, extension },
    who,
  );

/** Upload-url, PUT of the bytes, record: the panel's three steps. */
async function upload(id: number, type: FastagDocumentType, documentNumber: string | null, file = PNG) {
  const { uploadUrl, key, contentType } = (await ticket(id, type, file === JPEG ? 'jpg' : 'png')).json().data;
  expect((await put(uploadUrl, file, contentType)).statusCode).toBe(200);
  return call('PUT', `${base}/${id}/documents/${type}`, {
    version: await versionOf(t, id),
    key,
    fileName: `${type.toLowerCase()}-scan.png`,
    documentNumber,
  });
}

describe('FASTag documents', () => {
  it('takes the required documents through signed uploads, then goes to KYC review; views and replaces a file', async () => {
    const order = await insertFastagOrder(t.database.db);
    const rc = await upload(order.id, 'RC', 'KA01AB1234');
    expect(rc.statusCode).toBe(200);
    expect(rc.json().data.order).toMatchObject({ status: 'DOCUMENTS_PENDING', kycStatus: 'NOT_SUBMITTED', version: 2 });
    expect(rc.json().data.missingDocuments).toEqual(['PAN', 'VEHICLE_PHOTO']);
    await upload(order.id, 'PAN', 'ABCDE1234F');
    const photo = await upload(order.id, 'VEHICLE_PHOTO', null, JPEG);
    expect(photo.json().data.order).toMatchObject({ status: 'KYC_PENDING', kycStatus: 'PENDING', version: 4 });
    expect(photo.json().data.viewFields.slice(3)).toEqual([
      { label: 'Registration certificate number', value: 'KA01AB1234' },
      { label: 'PAN card number', value: 'ABCDE1234F' },
    ]);

    const view = await call('GET', `${base}/${order.id}/documents/RC`, undefined, 'viewer');
    expect(view.statusCode).toBe(200);
    expect(view.json().data).toMatchObject({ documentType: 'RC', fileName: 'rc-scan.png', contentType: 'image/png' });
    const file = await t.app.inject({ url: view.json().data.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');

    const replaced = await upload(order.id, 'RC', 'KA01AB9999');
    expect(replaced.json().data.order).toMatchObject({ status: 'KYC_PENDING', version: 5 });
    // The file before is gone from storage once the new one is recorded.
    expect((await t.app.inject({ url: view.json().data.url })).statusCode).toBe(404);
    const trail = await auditOf(t, order.id);
    expect(trail).toContain('DOCUMENT_UPLOADED Registration certificate file: null → rc-scan.png');
    expect(trail).toContain('DOCUMENT_UPLOADED status: DOCUMENTS_PENDING → KYC_PENDING');
    expect(trail.slice(-1)).toEqual(['DOCUMENT_REPLACED Registration certificate number: KA01AB1234 → KA01AB9999']);
  });

  it('refuses a wrong type, bytes that are not the type, an oversize file and a key of another order', async () => {
    const order = await insertFastagOrder(t.database.db);
    const html = await ticket(order.id, 'RC', 'html');
    expect(html.statusCode).toBe(400);
    expect(fieldsOf(html.json())).toEqual(['body.extension']);
    expect(html.json().message).toContain('must be one of jpg, jpeg, png, webp, pdf');
    const { uploadUrl, key } = (await ticket(order.id, 'RC')).json().data;
    expect(key).toMatch(new RegExp(`^fastag/IN/CAR/${order.id}/RC/[0-9a-f-]{36}-My-RC\\.png$`));
    // Magic bytes decide: an HTML page or a PDF sent as a PNG is refused and nothing is kept.
    for (const bytes of [HTML, PDF]) {
      const res = await put(uploadUrl, bytes, 'image/png');
      expect(res.statusCode).toBe(415);
      expect(res.json().message).toBe('The file content is not a PNG image.');
    }
    const tooBig = await t.app.inject({
      method: 'PUT',
      url: uploadUrl,
      payload: PNG,
      headers: { 'content-type': 'image/png', 'content-length': String(11 * 1024 * 1024) },
    });
    expect(tooBig.statusCode).toBe(413);
    const record = (body: object) =>
      call('PUT', `${base}/${order.id}/documents/RC`, {
        version: 1,
        fileName: 'rc.png',
        documentNumber: 'X1',
        ...body,
      });
    const notUploaded = await record({ key });
    expect(notUploaded.statusCode).toBe(400);
    expect(notUploaded.json().message).toBe('The file has not been uploaded yet: upload it, then record it.');

    const other = await insertFastagOrder(t.database.db);
    const foreignKey = (await ticket(other.id, 'RC')).json().data;
    await put(foreignKey.uploadUrl, PNG, 'image/png');
    const wrongOrder = await record({ key: foreignKey.key });
    expect(wrongOrder.statusCode).toBe(400);
    expect(fieldsOf(wrongOrder.json())).toEqual(['body.key']);
    const wrongType = await call('PUT', `${base}/${other.id}/documents/PAN`, {
      version: 1,
      key: foreignKey.key,
      fileName: 'rc.png',
      documentNumber: 'X1',
    });
    expect(fieldsOf(wrongType.json())).toEqual(['body.key']);
    const noNumber = await call('PUT', `${base}/${other.id}/documents/RC`, {
      version: 1,
      key: foreignKey.key,
      fileName: 'rc.png',
    });
    expect(noNumber.statusCode).toBe(400);
    expect(noNumber.json()).toMatchObject({ message: 'The Registration certificate number is required.' });
    expect(fieldsOf(noNumber.json())).toEqual(['body.documentNumber']);
    const stale = await call('PUT', `${base}/${other.id}/documents/RC`, {
      version: 7,
      key: foreignKey.key,
      fileName: 'rc.png',
      documentNumber: 'X1',
    });
    expect(stale.statusCode).toBe(409);
    expect([await versionOf(t, order.id), await versionOf(t, other.id)]).toEqual([1, 1]);
    expect(await auditOf(t, other.id)).toEqual([]);
  });

  it('hides another vertical’s order, needs MANAGE_FASTAG to upload and takes no files once activated', async () => {
    const order = await insertFastagOrder(t.database.db, { documents: ['PAN'] });
    expect((await ticket(order.id, 'RC', 'png', 'viewer')).statusCode).toBe(403);
    const foreign = await call(
      'POST',
      `${base}/${order.id}/documents/upload-url`,
      { documentType: 'RC', fileName: 'rc.png', extension: 'png' },
      'admin',
      'AE',
    );
    expect(foreign.statusCode).toBe(404);
    expect((await call('GET', `${base}/${order.id}/documents/PAN`, undefined, 'admin', 'AE')).statusCode).toBe(404);
    const none = await call('GET', `${base}/${order.id}/documents/RC`);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe(`The Registration certificate of FASTag order ${order.id} was not found.`);

    const done = await insertFastagOrder(t.database.db, { state: 'ACTIVATED', serialNumber: '608268-001-2000001' });
    const late = await ticket(done.id, 'RC');
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(
      `FASTag order ${done.orderNumber} is Activated: its documents can no longer change.`,
    );
  });
});
