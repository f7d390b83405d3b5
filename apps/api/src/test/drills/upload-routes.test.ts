import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BULK_TYPE_DEFINITIONS } from '@b2c/contracts';
import { ROSTER_COLUMNS } from '@b2c/domain';
import { buildTestApp, type TestApp } from '../build-test-app.ts';
import { csvOf } from '../bulk-factories.ts';
import { insertInventory, insertLocation } from '../factories.ts';
import { multipartForm } from '../multipart-form.ts';
import { EXE, HTML, PDF, PNG } from '../sample-files.ts';
import { insertUser } from '../users-factories.ts';
import { xlsxBomb, xlsxOf } from '../zip-samples.ts';
import { sendInPieces, uploadRoutesOf, type WireAnswer, type WireRequest } from './upload-routes-support.ts';

/**
 * Crash drill for every upload route (issue 24): empty, tiny, cut-short, mislabelled and bomb files,
 * through inject and over a real socket in pieces. Each is a 4xx naming the field, the server keeps
 * answering, and nothing is left in the uploads folder or the temporary folder.
 */

// Spooled uploads and exceljs's scratch files go to os.tmpdir(): a folder of this file's own, to count them.
const scratch = mkdtempSync(join(tmpdir(), 'b2c-upload-drill-'));
process.env.TMPDIR = scratch;

let t: TestApp;
let port: number;
let bomb: Buffer;
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as { port: number }).port;
  bomb = await xlsxBomb(200);
});
afterAll(() => t?.close());

interface SampleFile {
  name: string;
  type: string;
  content: Buffer;
}
interface UploadCase {
  /** The field every refusal must name. */
  field: string;
  request(file: SampleFile): Promise<WireRequest>;
  /** Files it accepts; the drill also sends each cut in half. */
  good(): Promise<SampleFile[]>;
  /** The name a mislabelled file takes (text named like what the route wants). */
  extension: string;
}

async function multipart(url: string, fields: Record<string, string>, file: SampleFile, user = 'admin') {
  const form = multipartForm(fields, {
    field: 'file',
    fileName: file.name,
    declaredType: file.type,
    content: file.content,
  });
  const headers = { ...(await t.as(user)), 'content-type': form.contentType };
  return { method: 'POST' as const, url, headers, body: form.payload };
}

const png = (): SampleFile => ({ name: 'photo.png', type: 'image/png', content: PNG });
const LIST_PRICE = BULK_TYPE_DEFINITIONS.LIST_PRICE.columns.map((c) => c.name);

const CASES: Record<string, UploadCase> = {
  'PUT /api/storage/upload/*': {
    field: 'body',
    extension: 'pdf',
    async request(file) {
      const ticketCall = await t.app.inject({
        method: 'POST',
        url: '/api/v1/car-cleaning/tutorials/pre-signed-url',
        headers: await t.as('ops.in'),
        payload: { fileName: file.name, extension: 'pdf' },
      });
      const ticket = ticketCall.json().data as { uploadUrl: string; headers: Record<string, string> };
      return { method: 'PUT', url: ticket.uploadUrl, headers: ticket.headers, body: file.content };
    },
    good: async () => [{ name: 'guide.pdf', type: 'application/pdf', content: PDF }],
  },
  'POST /api/bulk-upload/v2/upload': {
    field: 'body.file',
    extension: 'xlsx',
    request: (file) => multipart('/api/bulk-upload/v2/upload', { type: 'LIST_PRICE' }, file),
    good: async () => {
      const { appointmentId } = await insertInventory(t.database.db);
      return [
        { name: 'prices.csv', type: 'text/csv', content: Buffer.from(csvOf(LIST_PRICE, [[appointmentId, 500000]])) },
        {
          name: 'prices.xlsx',
          type: 'application/octet-stream',
          content: await xlsxOf([LIST_PRICE, [appointmentId, '500000']]),
        },
      ];
    },
  },
  'POST /api/v1/roster/upload': {
    field: 'body.file',
    extension: 'xlsx',
    request: (file) => multipart('/api/v1/roster/upload', { weekStart: '2030-01-07' }, file),
    good: async () => {
      const hub = (await insertLocation(t.database.db)).code!;
      const user = await insertUser(t.database.db);
      const row = [user.userName, 'monday', '09:00', '17:00', hub];
      return [
        { name: 'roster.csv', type: 'text/csv', content: Buffer.from(csvOf(ROSTER_COLUMNS, [row])) },
        { name: 'roster.xlsx', type: 'application/octet-stream', content: await xlsxOf([[...ROSTER_COLUMNS], row]) },
      ];
    },
  },
  'POST /api/inventory/v1/upload/chassis': {
    field: 'body.file',
    extension: 'png',
    async request(file) {
      const { appointmentId } = await insertInventory(t.database.db);
      return multipart('/api/inventory/v1/upload/chassis', { appointmentId }, file);
    },
    good: async () => [png(), { name: 'chassis.pdf', type: 'application/pdf', content: PDF }],
  },
  'POST /api/v2/users/:id/image': {
    field: 'body.file',
    extension: 'png',
    async request(file) {
      const user = await insertUser(t.database.db);
      return multipart(`/api/v2/users/${user.id}/image`, { version: String(user.version) }, file);
    },
    good: async () => [png()],
  },
};

/** What must be refused, for a route that takes files named `.extension`. */
const badFiles = (extension: string, good: SampleFile[]): [string, SampleFile][] => [
  ['empty', { name: `empty.${extension}`, type: 'application/octet-stream', content: Buffer.alloc(0) }],
  ['1 byte', { name: `a.${extension}`, type: 'application/octet-stream', content: Buffer.from('a') }],
  ['13 bytes', { name: `hello.${extension}`, type: 'application/octet-stream', content: Buffer.from('hello, world!') }],
  ...good.map((f): [string, SampleFile] => [
    `${f.name} cut in half`,
    { ...f, content: f.content.subarray(0, Math.ceil(f.content.length / 2)) },
  ]),
  [
    '33 bytes of text',
    { name: `note.${extension}`, type: 'image/png', content: Buffer.from('this is not a png at all, really!') },
  ],
  ['HTML', { name: `page.${extension}`, type: 'application/pdf', content: HTML }],
  ['an executable', { name: `setup.${extension}`, type: 'application/octet-stream', content: EXE }],
  ['a 200 MB XLSX bomb', { name: `bomb.${extension}`, type: 'application/octet-stream', content: bomb }],
];

/** Every file under a folder, recursively (temporary files of a refused upload included). */
const filesUnder = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name))
    .sort();
const uploadsDir = () => join(t.config.dataDir, 'uploads');
const leftovers = () => [
  ...filesUnder(scratch),
  ...filesUnder(t.config.dataDir).filter((f) => f.startsWith(uploadsDir())),
];

function expectRefusal(answer: WireAnswer, field: string, what: string) {
  expect([400, 413, 415], `${what}: ${answer.status} ${answer.body}`).toContain(answer.status);
  const body = JSON.parse(answer.body) as { message: string; validation?: { field: string }[] };
  expect(body.message, what).toBeTruthy();
  expect(body.message, what).not.toMatch(/\bat \S+:\d+|Error:|ERR_/);
  expect(
    body.validation?.map((v) => v.field),
    `${what}: ${answer.body}`,
  ).toContain(field);
}

async function viaInject(request: WireRequest): Promise<WireAnswer> {
  const res = await t.app.inject({ ...request, payload: request.body });
  return { status: res.statusCode, body: res.body };
}

describe('upload routes crash drill', () => {
  it('has a case for every upload route of the route table (a new one fails here until it has one)', () => {
    expect(uploadRoutesOf(t.routes)).toEqual(Object.keys(CASES).sort());
  });

  for (const [route, upload] of Object.entries(CASES)) {
    it(`${route}: every bad file is a 4xx on ${upload.field}, in one piece or several; nothing is left; good files still go in`, async () => {
      const good = await upload.good();
      const before = leftovers();
      for (const [what, file] of badFiles(upload.extension, good)) {
        expectRefusal(await viaInject(await upload.request(file)), upload.field, `${what} (inject)`);
        expectRefusal(
          await sendInPieces(port, await upload.request(file)),
          upload.field,
          `${what} (socket, in pieces)`,
        );
        expect(leftovers(), `${what} left files behind`).toEqual(before);
      }
      for (const file of good) {
        const answer = await sendInPieces(port, await upload.request(file));
        expect(answer.status, `${file.name}: ${answer.body}`).toBeLessThan(300);
      }
      const health = await sendInPieces(port, { method: 'GET', url: '/healthz', headers: {}, body: Buffer.alloc(0) });
      expect(health.status).toBe(200);
    });
  }
});
