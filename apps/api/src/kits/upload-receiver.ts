import { open, rm, type FileHandle } from 'node:fs/promises';
import { HttpError } from './http-errors.ts';

/** file-type's own sample size: enough leading bytes for it to recognise every format it knows. */
export const CONTENT_SAMPLE_BYTES = 4100;

/**
 * What one upload may be: the field the caller filled (`body.file`, or `body` for a signed PUT whose
 * whole body is the file), its size bound, and `accept`, which judges the first bytes and answers what
 * the content is (it throws, usually a 415, when the content is not allowed).
 */
export interface UploadRules<T> {
  field: string;
  maxBytes: number;
  accept(head: Buffer): Promise<T>;
  /** Whether a file of that type is whole, judged by its ends (a PNG cut in half still starts as a PNG). */
  whole?(type: T, ends: FileEnds): boolean;
}

/** The first bytes (the content sample), the last ones and the size: what a completeness check reads. */
export interface FileEnds {
  head: Buffer;
  tail: Buffer;
  size: number;
}

/** Enough of a file's end to find its closing marker (a PDF's %%EOF is within its last 1,024 bytes). */
const TAIL_BYTES = 1024;

/** A refusal that names the field, so the panel can put it under the file input. */
export const uploadRefusal = (status: number, field: string, message: string) =>
  new HttpError(status, message, [{ field, message }]);

const sizeLabel = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB` : `${Math.round(bytes / 1024)} KB`;

/** busboy marks a file part it cut at the multipart plugin's `fileSize` limit as truncated. */
const wasTruncated = (body: unknown) => (body as { truncated?: unknown }).truncated === true;

/**
 * After a refusal, the rest of the body is read and dropped (up to `limit` bytes) rather than the
 * connection cut: the client then gets the 4xx and its words instead of a reset. Past the limit the
 * body is abandoned, which destroys it.
 */
async function drain(chunks: AsyncIterator<Buffer>, limit: number): Promise<void> {
  let dropped = 0;
  try {
    for (let step = await chunks.next(); !step.done; step = await chunks.next()) {
      dropped += step.value.length;
      if (dropped > limit) break;
    }
  } catch {
    // A body that fails while being dropped changes nothing: the refusal stands.
  }
  await chunks.return?.().catch(() => undefined);
}

/**
 * Reads `body` chunk by chunk into `sink`, enforcing the rules: past `maxBytes` is a 413, nothing is a
 * 400, and the content is judged by `accept` as soon as the sample is complete (a wrong file is not
 * read to its end). A body that fails mid-way (a client gone, a multipart part cut off) is a 400: the
 * caller's upload is broken, not the server. Every error ends here as an HttpError naming the field.
 */
async function readBounded<T>(
  body: AsyncIterable<Buffer>,
  rules: UploadRules<T>,
  sink: (chunk: Buffer) => Promise<void>,
): Promise<{ size: number; type: T }> {
  const { field, maxBytes } = rules;
  const tooLarge = () => uploadRefusal(413, field, `The file is larger than ${sizeLabel(maxBytes)}.`);
  let size = 0;
  let head: Buffer[] = [];
  let headBytes = 0;
  let type: { value: T } | undefined;
  let sample = Buffer.alloc(0);
  let tail = Buffer.alloc(0);
  const judge = async () => {
    sample = Buffer.concat(head);
    try {
      type = { value: await rules.accept(sample) };
    } catch (err) {
      if (err instanceof HttpError && err.validation) throw err;
      const status = err instanceof HttpError ? err.statusCode : 415;
      throw uploadRefusal(status, field, err instanceof HttpError ? err.message : 'The file content is not allowed.');
    }
    head = [];
  };
  const chunks = body[Symbol.asyncIterator]();
  const next = () =>
    chunks.next().catch(() => {
      throw uploadRefusal(400, field, 'The upload was cut off or malformed.');
    });
  let refusal: HttpError | undefined;
  for (let step = await next(); !step.done; step = await next()) {
    const chunk = step.value;
    size += chunk.length;
    try {
      if (size > maxBytes || wasTruncated(body)) throw tooLarge();
      if (!type) {
        head.push(chunk);
        headBytes += chunk.length;
        if (headBytes >= CONTENT_SAMPLE_BYTES) await judge();
      }
    } catch (err) {
      refusal = err as HttpError;
      break;
    }
    tail = Buffer.concat([tail, chunk.subarray(-TAIL_BYTES)]).subarray(-TAIL_BYTES);
    await sink(chunk).catch(() => {
      throw uploadRefusal(503, field, 'The file could not be stored just now: try again.');
    });
  }
  if (refusal) {
    await drain(chunks, maxBytes);
    throw refusal;
  }
  if (wasTruncated(body)) throw tooLarge();
  if (size === 0) throw uploadRefusal(400, field, 'The file is empty.');
  if (!type) await judge();
  const { value } = type!;
  if (rules.whole && !rules.whole(value, { head: sample, tail, size }))
    throw uploadRefusal(400, field, 'The file is incomplete: it was cut short. Send the whole file.');
  return { size, type: value };
}

/** A received upload held in memory (small files only: images, rosters). */
export interface BufferedUpload<T> {
  content: Buffer;
  size: number;
  type: T;
}

/** Reads a small upload into memory under the rules (see `readBounded`). */
export async function receiveToBuffer<T>(
  body: AsyncIterable<Buffer>,
  rules: UploadRules<T>,
): Promise<BufferedUpload<T>> {
  const chunks: Buffer[] = [];
  const { size, type } = await readBounded(body, rules, async (chunk) => {
    chunks.push(chunk);
  });
  return { content: Buffer.concat(chunks, size), size, type };
}

/** A received upload on local disk; `dispose` removes it (a file already gone is no error). */
export interface SpooledUpload<T> {
  path: string;
  size: number;
  type: T;
  dispose(): Promise<void>;
}

/**
 * Streams an upload to `path` (created new: an existing file is never overwritten) under the rules.
 * Writes go through a file handle whose every write is awaited, so no stream can emit an error that
 * nobody listens to (what took the server down, issue 24); a refused or broken upload leaves no file.
 */
export async function receiveToFile<T>(
  body: AsyncIterable<Buffer>,
  rules: UploadRules<T>,
  path: string,
): Promise<SpooledUpload<T>> {
  let handle: FileHandle | undefined;
  const dispose = () => rm(path, { force: true });
  try {
    handle = await open(path, 'wx', 0o600);
    const out = handle;
    const { size, type } = await readBounded(body, rules, async (chunk) => {
      await out.write(chunk);
    });
    await handle.close();
    handle = undefined;
    return { path, size, type, dispose };
  } catch (err) {
    await handle?.close().catch(() => undefined);
    await dispose();
    throw err;
  }
}
