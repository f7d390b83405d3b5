import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { HTML, JPEG, PDF, PNG } from '../test/sample-files.ts';
import { HttpError } from './http-errors.ts';
import { contentRules } from './content-sniffer.ts';
import { receiveToBuffer, receiveToFile } from './upload-receiver.ts';

const dir = mkdtempSync(join(tmpdir(), 'b2c-receiver-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let n = 0;
const target = () => join(dir, `f${++n}`);
const images = contentRules('body.file', 64 * 1024, ['image/png', 'image/jpeg', 'application/pdf'], 'an image or PDF');

/** A body that arrives in pieces, with pauses, as a socket delivers it. */
async function* slowly(bytes: Buffer, cuts: number[]): AsyncGenerator<Buffer> {
  let from = 0;
  for (const to of [...cuts, bytes.length]) {
    await new Promise((resolve) => setTimeout(resolve, 5));
    yield bytes.subarray(from, to);
    from = to;
  }
}

/** The refusal's status and field, or 'accepted'. */
async function outcome(body: AsyncIterable<Buffer>): Promise<string> {
  try {
    await receiveToFile(body, images, target());
    return 'accepted';
  } catch (err) {
    if (!(err instanceof HttpError)) throw err;
    return `${err.statusCode} ${err.validation?.[0]?.field}`;
  }
}

describe('upload kit', () => {
  it('keeps a whole file of an allowed type and says what it is', async () => {
    const path = target();
    const upload = await receiveToFile(slowly(PNG, [5, 20]), images, path);
    expect(upload).toMatchObject({ path, size: PNG.length, type: 'image/png' });
    await upload.dispose();
    expect(existsSync(path)).toBe(false);
    expect((await receiveToBuffer(Readable.from([PDF]), images)).type).toBe('application/pdf');
  });

  it('refuses empty, tiny, mislabelled, cut-short and oversized files, naming the field, and leaves no file', async () => {
    const before = readdirSync(dir).length;
    expect(await outcome(Readable.from([]))).toBe('400 body.file');
    expect(await outcome(Readable.from([Buffer.from('a')]))).toBe('415 body.file');
    expect(await outcome(Readable.from([Buffer.from('hello, world!')]))).toBe('415 body.file');
    // Issue 24: 33 bytes of text in two pieces (5 bytes, then the rest) once took the server down.
    expect(await outcome(slowly(Buffer.from('this is not a png at all, really!'), [5]))).toBe('415 body.file');
    expect(await outcome(slowly(HTML, [1, 2, 3]))).toBe('415 body.file');
    for (const whole of [PNG, JPEG, PDF]) {
      expect(await outcome(Readable.from([whole.subarray(0, Math.ceil(whole.length / 2))]))).toBe('400 body.file');
    }
    expect(await outcome(Readable.from([PNG, Buffer.alloc(64 * 1024)]))).toBe('413 body.file');
    expect(readdirSync(dir)).toHaveLength(before);
  });

  it('answers a body that breaks mid-way (a client gone) with a 400, and no stream error escapes', async () => {
    async function* broken(): AsyncGenerator<Buffer> {
      yield PNG.subarray(0, 10);
      throw Object.assign(new Error('aborted'), { code: 'ECONNRESET' });
    }
    expect(await outcome(broken())).toBe('400 body.file');
    const failing = new Readable({ read() {} });
    failing.push(PNG.subarray(0, 10));
    setTimeout(() => failing.destroy(new Error('socket hang up')), 10);
    expect(await outcome(failing)).toBe('400 body.file');
  });
});
