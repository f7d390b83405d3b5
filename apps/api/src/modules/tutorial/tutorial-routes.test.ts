import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { minimalPdf } from '../../seed/demo-media.ts';
import { EXE, MP4 } from '../../test/sample-files.ts';
import { tutorialRepository } from './tutorial-repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const base = '/api/v1/car-cleaning/tutorials';
const call = async (method: 'GET' | 'POST', url: string, payload?: unknown, who = 'ops.in', country = 'IN' as const) =>
  t.app.inject({ method, url, payload: payload as object, headers: await t.as(who, country, 'CAR') });

/** Asks for a link, PUTs the file to it; returns the ticket. */
async function upload(fileName: string, extension: string, bytes: Buffer) {
  const ticket = (await call('POST', `${base}/pre-signed-url`, { fileName, extension })).json().data;
  const put = await t.app.inject({ method: 'PUT', url: ticket.uploadUrl, payload: bytes, headers: ticket.headers });
  return { ...ticket, put };
}

describe('training tutorials', () => {
  it('adds a PDF and a video through pre-signed URLs, audited, and lists them with links to play or open', async () => {
    const pdf = await upload('Polishing guide.pdf', 'pdf', minimalPdf(['Polishing guide']));
    expect(pdf.put.statusCode).toBe(200);
    expect(pdf.key).toMatch(/^tutorials\/IN\/CAR\/[0-9a-f-]{36}-Polishing-guide\.pdf$/);
    const created = await call('POST', base, {
      title: 'Polishing guide',
      category: 'CLEANING',
      language: 'hi',
      key: pdf.key,
      fileName: 'Polishing guide.pdf',
    });
    expect(created.statusCode, created.body).toBe(201);
    const tutorial = created.json().data;
    expect(tutorial).toMatchObject({ mediaKind: 'PDF', language: 'hi', groups: [], createdBy: 'ops.in' });
    const file = await t.app.inject({ url: tutorial.url });
    expect(file.headers['content-type']).toBe('application/pdf');

    const video = await upload('wash.mp4', 'mp4', MP4);
    expect(video.put.statusCode).toBe(200);
    const clip = await call('POST', base, {
      title: 'Wash in 5 minutes',
      category: 'CLEANING',
      language: 'en',
      key: video.key,
      fileName: 'wash.mp4',
    });
    expect(clip.json().data.mediaKind).toBe('VIDEO');

    const list = await call('GET', `${base}?category=CLEANING&title=polishing`);
    expect(list.json().data.map((r: { id: number }) => r.id)).toEqual([tutorial.id]);
    const { rows } = await t.database.pool.query(
      "SELECT action, field, new_value FROM audit_log WHERE entity = 'tutorial' AND entity_id = $1 ORDER BY field",
      [String(tutorial.id)],
    );
    expect(rows).toContainEqual({ action: 'CREATE', field: 'title', new_value: 'Polishing guide' });
    const again = await call('POST', base, {
      title: 'Again',
      category: 'OTHER',
      language: 'en',
      key: pdf.key,
      fileName: 'x.pdf',
    });
    expect(again.statusCode).toBe(409);
  });

  it('refuses a file that is not what its type says, and one never uploaded', async () => {
    const fake = await upload('virus.pdf', 'pdf', EXE);
    expect(fake.put.statusCode).toBe(415);
    expect(fake.put.json().message).toBe('The file content is not a PDF document.');
    const missing = await call('POST', base, {
      title: 'Ghost',
      category: 'OTHER',
      language: 'en',
      key: fake.key,
      fileName: 'virus.pdf',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().validation[0].field).toBe('body.key');
    const exe = await call('POST', `${base}/pre-signed-url`, { fileName: 'x.exe', extension: 'exe' });
    expect(exe.json().validation[0].field).toBe('body.extension');
    const short = await call('POST', base, {
      title: 'ab',
      category: 'OTHER',
      language: 'en',
      key: fake.key,
      fileName: 'x',
    });
    expect(short.json().validation.map((v: { field: string }) => v.field)).toEqual(['body.title']);
  });

  it('shows a tutorial with groups only to those groups and to whoever may add tutorials', async () => {
    const pdf = await upload('cleaners only.pdf', 'pdf', minimalPdf(['For cleaners']));
    const created = await call('POST', base, {
      title: 'Cleaners only',
      category: 'CLEANING',
      language: 'en',
      key: pdf.key,
      fileName: 'cleaners only.pdf',
      groups: ['CLEANING_STAFF'],
    });
    expect(created.statusCode).toBe(201);
    const titles = async (who: string) =>
      (await call('GET', `${base}?size=100`, undefined, who)).json().data.map((r: { title: string }) => r.title);
    expect(await titles('ops.in')).toContain('Cleaners only');
    // Every demo user who may open tutorials may also add them; the viewer scoping is the repository's.
    const repo = tutorialRepository(t.database.db);
    const seen = async (groups: string[]) =>
      (await repo.list({ country: 'IN', vehicleType: 'CAR' }, groups, { page: 0, size: 100 })).map((r) => r.title);
    expect(await seen(['CLEANING_STAFF', 'OPERATIONS'])).toContain('Cleaners only');
    expect(await seen(['OPERATIONS'])).not.toContain('Cleaners only');
    expect(await seen([])).toContain('Exterior washing guide');
    expect(await seen([])).not.toContain('Yard safety basics');
    expect((await call('GET', base, undefined, 'viewer')).statusCode).toBe(403);
    const add = await call(
      'POST',
      base,
      { title: 'Nope', category: 'OTHER', language: 'en', key: pdf.key, fileName: 'x' },
      'viewer',
    );
    expect(add.statusCode).toBe(403);
  });

  it('answers only where the vertical has the feature, and never another vertical’s tutorials', async () => {
    const bike = await t.app.inject({ url: base, headers: await t.as('admin', 'IN', 'BIKE') });
    expect(bike.statusCode).toBe(403);
    expect(bike.json().message).toBe('Training tutorials are not enabled for IN BIKE.');
    const ae = await t.app.inject({ url: `${base}?size=100`, headers: await t.as('admin', 'AE', 'CAR') });
    expect(ae.statusCode).toBe(200);
    expect(ae.json().data.filter((r: { title: string }) => r.title === 'Polishing guide')).toEqual([]);
  });
});
