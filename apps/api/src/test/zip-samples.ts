import { createDeflateRaw } from 'node:zlib';
import ExcelJS from 'exceljs';
import { crc32 } from '../kits/zip-bounded-copy.ts';

/**
 * Zips built byte by byte for the upload drills: real XLSX workbooks, and the bombs and liars a real
 * workbook is not (an entry that inflates to hundreds of megabytes, sizes that lie, thousands of entries).
 */
export interface ZipEntry {
  name: string;
  /** The inflated content, as repeated `chunk`s (a bomb is never held whole in memory). */
  chunk: Buffer;
  repeat?: number;
  /** Written once before and after the repeated chunks (an XML part's opening and closing tags). */
  before?: Buffer;
  after?: Buffer;
  /** What the headers claim the inflated size is; the truth when absent. */
  declaredSize?: number;
}

async function deflate(entry: ZipEntry): Promise<{ data: Buffer; crc: number; size: number }> {
  const deflater = createDeflateRaw({ level: 6 });
  const out: Buffer[] = [];
  deflater.on('data', (chunk: Buffer) => out.push(chunk));
  const ended = new Promise((resolve) => deflater.on('end', resolve));
  let crc = 0;
  const repeat = entry.repeat ?? 1;
  const pieces = [entry.before, ...Array<Buffer>(repeat).fill(entry.chunk), entry.after].filter(
    (piece): piece is Buffer => piece !== undefined,
  );
  // A bomb's checksum is left 0: nothing reads that far, and 200 MB of CRC would slow every run.
  if (repeat === 1) for (const piece of pieces) crc = crc32(crc, piece);
  let size = 0;
  for (const piece of pieces) {
    size += piece.length;
    if (!deflater.write(piece)) await new Promise((resolve) => deflater.once('drain', resolve));
  }
  deflater.end();
  await ended;
  return { data: Buffer.concat(out), crc, size };
}

/** A zip of deflated entries, its headers claiming each entry's `declaredSize` (or the truth). */
export async function buildZip(entries: readonly ZipEntry[]): Promise<Buffer> {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const { data, crc, size } = await deflate(entry);
    const name = Buffer.from(entry.name);
    const declared = entry.declaredSize ?? size;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(declared, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(declared, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const xml = (text: string) => Buffer.from(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n${text}`);
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const DOC_RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** The parts every workbook has, so file-type and exceljs take the file for an XLSX. */
const workbookParts = (): ZipEntry[] => [
  {
    name: '[Content_Types].xml',
    chunk: xml(
      '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
        '</Types>',
    ),
  },
  {
    name: '_rels/.rels',
    chunk: xml(
      `<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${DOC_RELS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
  },
  {
    name: 'xl/workbook.xml',
    chunk: xml(
      `<workbook xmlns="${MAIN}" xmlns:r="${DOC_RELS}"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
  },
  {
    name: 'xl/_rels/workbook.xml.rels',
    chunk: xml(
      `<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${DOC_RELS}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    ),
  },
  {
    name: 'xl/worksheets/sheet1.xml',
    chunk: xml(
      `<worksheet xmlns="${MAIN}"><sheetData><row r="1"><c r="A1" t="s"><v>0</v></c></row></sheetData></worksheet>`,
    ),
  },
];

/**
 * Issue 24's bomb: a workbook of about 200 KB whose shared strings inflate to `megabytes` MB.
 * `lie` makes its headers claim a few hundred bytes, so only counting the inflated bytes catches it.
 */
export async function xlsxBomb(megabytes = 200, lie = false): Promise<Buffer> {
  // A thousand strings of a kilobyte to the megabyte: each one kept by exceljs's shared-string cache.
  const strings = Buffer.from(`<si><t>${'A'.repeat(1024 - 15)}</t></si>`.repeat(1024));
  const [types, rels, workbook, workbookRels, sheet] = workbookParts();
  return buildZip([
    types!,
    rels!,
    workbook!,
    workbookRels!,
    {
      name: 'xl/sharedStrings.xml',
      before: xml(`<sst xmlns="${MAIN}">`),
      chunk: strings,
      repeat: megabytes,
      after: Buffer.from('</sst>'),
      ...(lie ? { declaredSize: 500 } : {}),
    },
    sheet!,
  ]);
}

/** A workbook of thousands of tiny entries: each one cheap, together too many to open. */
export async function xlsxOfManyEntries(count = 5000): Promise<Buffer> {
  const extra = Array.from({ length: count }, (_, i) => ({ name: `xl/media/n${i}.xml`, chunk: xml('<n/>') }));
  return buildZip([...workbookParts(), ...extra]);
}

/** A real workbook (exceljs), its first sheet holding `rows` (the header row first). */
export async function xlsxOf(rows: readonly (readonly string[])[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  for (const row of rows) sheet.addRow([...row]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
