import { crc32, deflateSync } from 'node:zlib';

/**
 * Tiny valid files made in code, for the demo data and the tests (issue 17): no binary fixtures in the
 * repository, and each passes the storage's content check (file-type's magic bytes) like a real upload.
 */

const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A `width`×`height` PNG of one colour, with a darker diagonal band so two colours tell apart. */
export function solidPng(width: number, height: number, [r, g, b]: readonly [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) {
      const band = Math.abs(x - y) < height / 8 ? 0.6 : 1;
      rows.set([Math.round(r * band), Math.round(g * band), Math.round(b * band)], row + 1 + x * 3);
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A one-page PDF showing `lines` of text (PDF 1.4, Helvetica, a correct cross-reference table). */
export function minimalPdf(lines: readonly string[]): Buffer {
  const escape = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`);
  const text = lines
    .map((l, i) => `BT /F1 ${i === 0 ? 20 : 12} Tf 56 ${780 - i * 28} Td (${escape(l)}) Tj ET`)
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(body));
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** The demo files the seeded cleaning tasks and tutorials point at, by storage key. */
export const DEMO_MEDIA: Record<string, () => Buffer> = {
  'demo/cleaning/before.png': () => solidPng(160, 120, [139, 115, 85]),
  'demo/cleaning/after.png': () => solidPng(160, 120, [70, 130, 180]),
  'demo/cleaning/after-streaky.png': () => solidPng(160, 120, [120, 140, 150]),
  'demo/tutorials/washing-guide.pdf': () =>
    minimalPdf(['Exterior washing guide', '1. Rinse from the roof down.', '2. Two buckets: soap and rinse.']),
  'demo/tutorials/yard-safety.pdf': () =>
    minimalPdf(['Yard safety', 'Wear the high-visibility vest.', 'Walk, never run, between parked cars.']),
};
