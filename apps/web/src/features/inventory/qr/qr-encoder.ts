import { applyMask, drawFormatBits, functionPatterns, placeCodewords, type QrMatrix } from './qr-matrix.ts';
import { penaltyScore } from './qr-penalty.ts';
import { generatorPolynomial, reedSolomonRemainder } from './qr-reed-solomon.ts';
import {
  ECC_BLOCKS_M,
  ECC_CODEWORDS_PER_BLOCK_M,
  MAX_VERSION,
  MIN_VERSION,
  byteCapacityM,
  byteCountBits,
  dataCodewordsM,
  rawDataModules,
} from './qr-tables.ts';

/** A finished QR code: `modules[y][x]` is true for a dark module. */
export interface QrCode {
  version: number;
  mask: number;
  size: number;
  modules: boolean[][];
}

/** The smallest version (1–10) whose level-M byte capacity holds `length` bytes. */
export const versionFor = (length: number): number => {
  for (let v = MIN_VERSION; v <= MAX_VERSION; v++) if (length <= byteCapacityM(v)) return v;
  throw new RangeError(
    `${length} bytes do not fit a version ${MAX_VERSION} QR code at level M (max ${byteCapacityM(MAX_VERSION)})`,
  );
};

/** Mode indicator 0100 (byte), count, data, terminator, pad to a byte, then pad codewords 0xEC 0x11. */
export const dataCodewords = (bytes: readonly number[], version: number): number[] => {
  const bits: number[] = [];
  const push = (value: number, length: number) => {
    for (let i = length - 1; i >= 0; i--) bits.push((value >>> i) & 1);
  };
  push(0b0100, 4);
  push(bytes.length, byteCountBits(version));
  bytes.forEach((b) => push(b, 8));
  const capacity = dataCodewordsM(version) * 8;
  push(0, Math.min(4, capacity - bits.length));
  push(0, (8 - (bits.length % 8)) % 8);
  const codewords: number[] = [];
  for (let i = 0; i < bits.length; i += 8) codewords.push(bits.slice(i, i + 8).reduce((acc, b) => (acc << 1) | b, 0));
  for (let pad = 0xec; codewords.length < dataCodewordsM(version); pad ^= 0xec ^ 0x11) codewords.push(pad);
  return codewords;
};

/**
 * Splits the data into the version's blocks, appends each block's error correction, and interleaves:
 * first codeword of every block, then the second … (short blocks come first and lack the last data
 * codeword), then the error-correction codewords the same way (ISO 18004 §7.6).
 */
export const interleave = (data: readonly number[], version: number): number[] => {
  const numBlocks = ECC_BLOCKS_M[version]!;
  const eccLen = ECC_CODEWORDS_PER_BLOCK_M[version]!;
  const rawCodewords = Math.floor(rawDataModules(version) / 8);
  const numShort = numBlocks - (rawCodewords % numBlocks);
  const shortLen = Math.floor(rawCodewords / numBlocks);
  const generator = generatorPolynomial(eccLen);
  const blocks: { data: number[]; ecc: number[] }[] = [];
  for (let i = 0, k = 0; i < numBlocks; i++) {
    const len = shortLen - eccLen + (i < numShort ? 0 : 1);
    const part = data.slice(k, k + len);
    k += len;
    blocks.push({ data: part, ecc: reedSolomonRemainder(part, generator) });
  }
  const result: number[] = [];
  const longest = shortLen - eccLen + 1;
  for (let i = 0; i < longest; i++) blocks.forEach((b) => i < b.data.length && result.push(b.data[i]!));
  for (let i = 0; i < eccLen; i++) blocks.forEach((b) => result.push(b.ecc[i]!));
  return result;
};

const clone = (m: QrMatrix): QrMatrix => ({ ...m, dark: m.dark.map((r) => [...r]), isFunction: m.isFunction });

/**
 * Encodes bytes as a QR code in byte mode at error-correction level M, the smallest version from 1 to
 * 10 that fits, with the mask of lowest penalty (or the one given, for tests).
 * @example encodeQr(new TextEncoder().encode('https://panel.example/inventory/1000000042'))
 */
export const encodeQr = (bytes: Uint8Array | readonly number[], forcedMask?: number): QrCode => {
  const data = Array.from(bytes);
  const version = versionFor(data.length);
  const base = functionPatterns(version);
  placeCodewords(base, interleave(dataCodewords(data, version), version));
  let best: { mask: number; matrix: QrMatrix; score: number } | undefined;
  for (const mask of forcedMask === undefined ? [0, 1, 2, 3, 4, 5, 6, 7] : [forcedMask]) {
    const m = clone(base);
    applyMask(m, mask);
    drawFormatBits(m, mask);
    const score = penaltyScore(m.dark);
    if (!best || score < best.score) best = { mask, matrix: m, score };
  }
  const chosen = best!;
  return { version, mask: chosen.mask, size: chosen.matrix.size, modules: chosen.matrix.dark };
};

export const encodeQrText = (text: string, forcedMask?: number): QrCode =>
  encodeQr(new TextEncoder().encode(text), forcedMask);

/** One SVG path of 1×1 squares for the dark modules, offset by the quiet zone (4 modules, ISO 18004 §6.3.8). */
export const qrSvgPath = (qr: QrCode, quietZone = 4): string =>
  qr.modules
    .flatMap((row, y) => row.flatMap((dark, x) => (dark ? [`M${x + quietZone},${y + quietZone}h1v1h-1z`] : [])))
    .join('');
