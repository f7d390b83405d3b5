/** The smallest real files of each type uploads accept, and look-alikes they must refuse (by content). */

/** A 1×1 PNG. */
export const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5d2cd8f0000000049454e44ae426082',
  'hex',
);
/** A JFIF header and end-of-image marker: enough for a magic-byte check. */
export const JPEG = Buffer.from('ffd8ffe000104a46494600010100000100010000ffd9', 'hex');
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
/** An MP4's leading `ftyp` box (isom brand). */
export const MP4 = Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex');
/** Stored XSS waiting to happen if it were kept as an image. */
export const HTML = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
/** A Windows executable's `MZ` header. */
export const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(126)]);
