import { open as openFile, rm, type FileHandle } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createInflateRaw } from 'node:zlib';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { HttpError } from './http-errors.ts';
import { uploadRefusal } from './upload-receiver.ts';

/** How much an archive may hold once inflated: what a zip bomb is refused by, before it is read. */
export interface ZipBounds {
  maxEntries: number;
  /** Inflated bytes of any one entry. */
  maxEntryBytes: number;
  /** Inflated bytes of all entries together. */
  maxTotalBytes: number;
  /** Where an entry goes in the copy (lower first; the archive's order otherwise). */
  rank?: (name: string) => number;
}

const MB = 1024 * 1024;

const openZip = (path: string) =>
  new Promise<ZipFile>((resolve, reject) => {
    yauzl.open(path, { lazyEntries: true, autoClose: false, validateEntrySizes: true }, (err, zip) => {
      if (err || !zip) reject(err ?? new Error('no zip'));
      else resolve(zip);
    });
  });

function nextEntry(zip: ZipFile): Promise<Entry | undefined> {
  return new Promise((resolve, reject) => {
    const done = () => {
      zip.off('entry', onEntry);
      zip.off('end', onEnd);
      zip.off('error', onError);
    };
    const onEntry = (entry: Entry) => (done(), resolve(entry));
    const onEnd = () => (done(), resolve(undefined));
    const onError = (err: Error) => (done(), reject(err));
    zip.on('entry', onEntry);
    zip.on('end', onEnd);
    zip.on('error', onError);
    zip.readEntry();
  });
}

const openEntry = (zip: ZipFile, entry: Entry) =>
  new Promise<Readable>((resolve, reject) => {
    zip.openReadStream(entry, { decompress: false, decrypt: null, start: null, end: null }, (err, stream) => {
      if (err || !stream) reject(err ?? new Error('no stream'));
      else resolve(stream);
    });
  });

const CRC_TABLE = Int32Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c;
});
/** CRC-32 of the zip format, continued from `crc` over `chunk` (0 to start). */
export function crc32(crc: number, chunk: Buffer): number {
  let c = crc ^ -1;
  // An indexed loop: iterating the Buffer is several times slower on a 64 MB part.
  for (let i = 0; i < chunk.length; i++) c = CRC_TABLE[(c ^ chunk[i]!) & 0xff]! ^ (c >>> 8);
  return (c ^ -1) >>> 0;
}

interface Written {
  name: Buffer;
  offset: number;
  crc: number;
  size: number;
}

/** A zip's local header for a stored (uncompressed) entry, flagged UTF-8 names, sizes known up front. */
function localHeader(name: Buffer, crc: number, size: number): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(0x0800, 6);
  header.writeUInt16LE(0x21, 12); // 1980-01-01: the entries' dates are of no use to a reader
  header.writeUInt32LE(crc, 14);
  header.writeUInt32LE(size, 18);
  header.writeUInt32LE(size, 22);
  header.writeUInt16LE(name.length, 26);
  return Buffer.concat([header, name]);
}

function centralDirectory(entries: Written[], start: number): Buffer {
  const records = entries.map(({ name, offset, crc, size }) => {
    const record = Buffer.alloc(46);
    record.writeUInt32LE(0x02014b50, 0);
    record.writeUInt16LE(20, 4);
    record.writeUInt16LE(20, 6);
    record.writeUInt16LE(0x0800, 8);
    record.writeUInt16LE(0x21, 14);
    record.writeUInt32LE(crc, 16);
    record.writeUInt32LE(size, 20);
    record.writeUInt32LE(size, 24);
    record.writeUInt16LE(name.length, 28);
    record.writeUInt32LE(offset, 42);
    return Buffer.concat([record, name]);
  });
  const body = Buffer.concat(records);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(body.length, 12);
  end.writeUInt32LE(start, 16);
  return Buffer.concat([body, end]);
}

/**
 * Copies the zip at `source` to `target` as a plain zip of stored entries, inflating every entry under
 * `bounds`: too many entries, or an entry or the whole archive inflating past its bound, is a 413 naming
 * `field` before anything else reads the file. The central directory's declared sizes are checked first
 * (no inflating at all for an honest bomb); declared sizes can lie, so the inflated bytes are counted as
 * they come and the inflating stops at the bound. A reader given `target` (exceljs) sees only bytes
 * that were counted: entries hidden from the central directory, or local headers that disagree with
 * it, do not survive the copy. A file that is not a readable zip is a 400.
 */
export async function boundedZipCopy(source: string, target: string, bounds: ZipBounds, field: string): Promise<void> {
  const tooBig = (what: string) => uploadRefusal(413, field, `The file is too large once unpacked: ${what}.`);
  let zip: ZipFile | undefined;
  let out: FileHandle | undefined;
  try {
    zip = await openZip(source);
    // Errors between two reads (closing the file) must not go unheard.
    zip.on('error', () => undefined);
    if (zip.entryCount > bounds.maxEntries) throw tooBig(`more than ${bounds.maxEntries} parts`);
    out = await openFile(target, 'wx', 0o600);
    const file = out;
    const written: Written[] = [];
    let position = 0;
    let total = 0;
    // The directory first (names and declared sizes only, at most maxEntries of them), then the bytes.
    const entries: Entry[] = [];
    for (let entry = await nextEntry(zip); entry; entry = await nextEntry(zip)) {
      if (!entry.fileName.endsWith('/')) entries.push(entry);
    }
    const rank = bounds.rank ?? (() => 0);
    entries.sort((a, b) => rank(a.fileName) - rank(b.fileName));
    for (const entry of entries) {
      if (entry.uncompressedSize > bounds.maxEntryBytes)
        throw tooBig(`one part holds more than ${bounds.maxEntryBytes / MB} MB`);
      if (total + entry.uncompressedSize > bounds.maxTotalBytes)
        throw tooBig(`it holds more than ${bounds.maxTotalBytes / MB} MB`);
      const name = Buffer.from(entry.fileName);
      const offset = position;
      const placeholder = localHeader(name, 0, 0);
      await file.write(placeholder, 0, placeholder.length, position);
      position += placeholder.length;
      let crc = 0;
      let size = 0;
      const copy = async function* (inflated: AsyncIterable<Buffer>) {
        for await (const chunk of inflated) {
          size += chunk.length;
          total += chunk.length;
          if (size > bounds.maxEntryBytes) throw tooBig(`one part holds more than ${bounds.maxEntryBytes / MB} MB`);
          if (total > bounds.maxTotalBytes) throw tooBig(`it holds more than ${bounds.maxTotalBytes / MB} MB`);
          crc = crc32(crc, chunk);
          await file.write(chunk, 0, chunk.length, position);
          position += chunk.length;
        }
      };
      // yauzl 2's own inflating stream replaces destroy() and then never reports an error (a liar's
      // "too many bytes" hung the request): it hands over the raw bytes and zlib inflates them here, in
      // a pipeline that ends every stream on the first error.
      const raw = await openEntry(zip, entry);
      if (entry.compressionMethod === 8) await pipeline(raw, createInflateRaw(), copy);
      else if (entry.compressionMethod === 0) await pipeline(raw, copy);
      else throw new Error(`compression method ${entry.compressionMethod}`);
      const header = localHeader(name, crc, size);
      await file.write(header, 0, header.length, offset);
      written.push({ name, offset, crc, size });
    }
    const directory = centralDirectory(written, position);
    await file.write(directory, 0, directory.length, position);
    await out.close();
    out = undefined;
  } catch (err) {
    await out?.close().catch(() => undefined);
    await rm(target, { force: true });
    if (err instanceof HttpError) throw err;
    throw uploadRefusal(400, field, 'The file could not be read: it is cut short or damaged.');
  } finally {
    zip?.close();
  }
}
