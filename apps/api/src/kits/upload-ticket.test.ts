import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { HttpError } from './http-errors.ts';
import { localObjectStorage } from '../plugins/storage.ts';
import { fileSlug, uploadTicket } from './upload-ticket.ts';

const dir = mkdtempSync(join(tmpdir(), 'b2c-ticket-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const storage = localObjectStorage({ dataDir: dir, storageSecret: undefined });
const IMAGES = ['jpg', 'jpeg', 'png', 'webp'] as const;

/** What a refused request throws, as the error handler would answer it. */
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: HttpError) => ({ status: error.statusCode, message: error.message, validation: error.validation }),
  );

describe('uploadTicket', () => {
  it('signs an allowed extension with its content type, under the folder, with the name slugged', async () => {
    const ticket = await uploadTicket(storage, {
      folder: 'hubs/IN/CAR/HUB-1/images/',
      fileName: 'Front gate (north).PNG',
      extension: '.PNG',
      allowed: IMAGES,
    });
    expect(ticket.contentType).toBe('image/png');
    expect(ticket.headers).toEqual({ 'Content-Type': 'image/png' });
    expect(ticket.key).toMatch(/^hubs\/IN\/CAR\/HUB-1\/images\/[0-9a-f-]{36}-Front-gate-north\.png$/);
    expect(ticket.uploadUrl).toContain(ticket.key);
  });

  it('takes the extension from the file name when none is sent', async () => {
    const ticket = await uploadTicket(storage, { folder: 't/', fileName: 'guide.pdf', allowed: ['pdf'] });
    expect(ticket).toMatchObject({ contentType: 'application/pdf' });
    expect(ticket.key).toMatch(/-guide\.pdf$/);
  });

  it('gives every ticket a key of its own, even for the same name', async () => {
    const request = { folder: 'f/', fileName: 'same.jpg', allowed: IMAGES };
    const keys = await Promise.all([1, 2, 3].map(() => uploadTicket(storage, request).then((t) => t.key)));
    expect(new Set(keys).size).toBe(3);
  });

  it('refuses an extension outside `allowed` with a 400 naming the field, before the folder is worked out', async () => {
    let asked = false;
    const folder = () => {
      asked = true;
      return 'x/';
    };
    // pdf is a type the storage signs, but not one this upload allows.
    expect(await refusal(uploadTicket(storage, { folder, fileName: 'a.pdf', allowed: IMAGES }))).toEqual({
      status: 400,
      message: 'File extension must be one of jpg, jpeg, png, webp.',
      validation: [{ field: 'body.extension', message: 'File extension must be one of jpg, jpeg, png, webp.' }],
    });
    expect(await refusal(uploadTicket(storage, { folder, fileName: 'a', allowed: IMAGES }))).toMatchObject({
      status: 400,
    });
    expect(asked).toBe(false);
  });

  it("says the caller's own refusal under the caller's field", async () => {
    const request = { folder: 'x/', fileName: 'a.exe', allowed: ['mp4'], refusal: 'A video must be one of mp4.' };
    expect(await refusal(uploadTicket(storage, { ...request, field: 'body.file' }))).toMatchObject({
      message: 'A video must be one of mp4.',
      validation: [{ field: 'body.file' }],
    });
  });

  it('slugs a name into a safe key segment', () => {
    expect(fileSlug('Mein Führerschein (2).final.jpg')).toBe('Mein-F-hrerschein-2-final');
    expect(fileSlug('../../etc/passwd.png')).toBe('etc-passwd');
    expect(fileSlug('scans/RC copy.pdf')).toBe('scans-RC-copy');
    expect(fileSlug('%%%.png')).toBe('file');
    expect(fileSlug(`${'a'.repeat(80)}.png`)).toHaveLength(60);
  });
});
