import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { EXE, HTML, JPEG, PDF, PNG } from '../../test/sample-files.ts';
import { insertInventory } from '../../test/factories.ts';
import { auditRows } from '../../test/inventory-test-support.ts';

let t: TestApp;
let admin: Record<string, string>;
let appointmentId: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.as('admin');
  ({ appointmentId } = await insertInventory(t.database.db));
});
afterAll(() => t?.close());

/** POST the chassis upload form: `file` declared as `declaredType`, bytes exactly as given. */
function upload(content: Buffer, declaredType: string, fileName = 'chassis.jpg') {
  const boundary = '----b2c-chassis';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="appointmentId"\r\n\r\n${appointmentId}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${declaredType}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/inventory/v1/upload/chassis',
    headers: { ...admin, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
}

const storedUploads = async () =>
  (
    await t.database.pool.query<{ mime_type: string; size_bytes: number }>(
      'select mime_type, size_bytes from inventory_chassis_uploads where appointment_id = $1 order by id',
      [appointmentId],
    )
  ).rows;

describe('POST /api/inventory/v1/upload/chassis checks the file by its content', () => {
  it('refuses HTML declared as a JPEG and an executable declared as a PDF: 415, nothing stored', async () => {
    const html = await upload(HTML, 'image/jpeg');
    expect(html.statusCode).toBe(415);
    expect(html.json()).toMatchObject({
      status: 415,
      message: 'The file content is not a JPEG, PNG, WebP, HEIC image or a PDF.',
    });
    const exe = await upload(EXE, 'application/pdf', 'invoice.pdf');
    expect(exe.statusCode).toBe(415);
    expect(await storedUploads()).toEqual([]);
    expect(await auditRows(t, appointmentId, 'UPLOAD_CHASSIS')).toEqual([]);
  });

  it('stores real JPEG, PNG and PDF files, with the type their content is', async () => {
    for (const [content, type] of [
      [JPEG, 'image/jpeg'],
      [PNG, 'image/png'],
      [PDF, 'application/pdf'],
    ] as const) {
      const res = await upload(content, type);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ mimeType: type, sizeBytes: content.length });
    }
    // A PNG sent as image/jpeg (a renamed file) is taken, and recorded as the PNG it is.
    const renamed = await upload(PNG, 'image/jpeg');
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data.mimeType).toBe('image/png');
    expect((await storedUploads()).map((u) => u.mime_type)).toEqual([
      'image/jpeg',
      'image/png',
      'application/pdf',
      'image/png',
    ]);
  });
});
