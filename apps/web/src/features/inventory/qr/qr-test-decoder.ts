/**
 * A minimal, independent QR reader for the encoder's tests: it reads a module matrix the way a scanner
 * does (format bits → mask → zigzag → de-interleave → Reed–Solomon syndromes → byte segment), using the
 * standard's published tables typed in here rather than the encoder's own code.
 */

/** ISO 18004 Table C.1, level M (ECL bits 00), masks 0–7: the 15-bit format strings. */
export const FORMAT_M = [
  '101010000010010',
  '101000100100101',
  '101111001111100',
  '101101101001011',
  '100010111111001',
  '100000011001110',
  '100111110010111',
  '100101010100000',
];

/** ISO 18004 Table 9, level M: [blocks in group 1, data per block, blocks in group 2, data per block, ecc per block]. */
export const BLOCKS_M: Record<number, [number, number, number, number, number]> = {
  1: [1, 16, 0, 0, 10],
  2: [1, 28, 0, 0, 16],
  3: [1, 44, 0, 0, 26],
  4: [2, 32, 0, 0, 18],
  5: [2, 43, 0, 0, 24],
  6: [4, 27, 0, 0, 16],
  7: [4, 31, 0, 0, 18],
  8: [2, 38, 2, 39, 22],
  9: [3, 36, 2, 37, 22],
  10: [4, 43, 1, 44, 26],
};

const ALIGN: Record<number, number[]> = {
  1: [],
  2: [6, 18],
  3: [6, 22],
  4: [6, 26],
  5: [6, 30],
  6: [6, 34],
  7: [6, 22, 38],
  8: [6, 24, 42],
  9: [6, 26, 46],
  10: [6, 28, 50],
};

const EXP: number[] = [];
const LOG: number[] = new Array<number>(256).fill(0);
for (let i = 0, x = 1; i < 255; i++) {
  EXP[i] = x;
  LOG[x] = i;
  x <<= 1;
  if (x & 0x100) x ^= 0x11d;
}
const mul = (a: number, b: number) => (a === 0 || b === 0 ? 0 : EXP[(LOG[a]! + LOG[b]!) % 255]!);

/** c(α^i) for i < ecc: all zero for a valid Reed–Solomon codeword. */
export const syndromes = (block: readonly number[], ecc: number): number[] =>
  Array.from({ length: ecc }, (_, i) => block.reduce((acc, c) => mul(acc, EXP[i]!) ^ c, 0));

const isFunctionModule = (version: number, x: number, y: number): boolean => {
  const s = version * 4 + 17;
  if ((x < 9 && y < 9) || (x >= s - 8 && y < 9) || (x < 9 && y >= s - 8)) return true;
  if (x === 6 || y === 6) return true;
  if (version >= 7 && ((x >= s - 11 && x < s - 8 && y < 6) || (y >= s - 11 && y < s - 8 && x < 6))) return true;
  const a = ALIGN[version]!;
  return a.some((cx, i) =>
    a.some((cy, j) => {
      const last = a.length - 1;
      if ((i === 0 && j === 0) || (i === 0 && j === last) || (i === last && j === 0)) return false;
      return Math.abs(x - cx) <= 2 && Math.abs(y - cy) <= 2;
    }),
  );
};

const MASK: ((r: number, c: number) => boolean)[] = [
  (r, c) => (r + c) % 2 === 0,
  (r) => r % 2 === 0,
  (_r, c) => c % 3 === 0,
  (r, c) => (r + c) % 3 === 0,
  (r, c) => (Math.floor(r / 2) + Math.floor(c / 3)) % 2 === 0,
  (r, c) => ((r * c) % 2) + ((r * c) % 3) === 0,
  (r, c) => (((r * c) % 2) + ((r * c) % 3)) % 2 === 0,
  (r, c) => (((r + c) % 2) + ((r * c) % 3)) % 2 === 0,
];

export interface Decoded {
  version: number;
  mask: number;
  formatCopiesAgree: boolean;
  syndromesZero: boolean;
  bytes: number[];
}

export const decodeQr = (m: readonly (readonly boolean[])[]): Decoded => {
  const size = m.length;
  const version = (size - 17) / 4;
  const at = (x: number, y: number) => (m[y]![x] ? '1' : '0');
  // First copy, most significant bit first: row 8 (x 0–5, 7, 8), then column 8 (y 7, 5…0).
  const first =
    [0, 1, 2, 3, 4, 5, 7].map((x) => at(x, 8)).join('') +
    at(8, 8) +
    [7, 5, 4, 3, 2, 1, 0].map((y) => at(8, y)).join('');
  // Second copy: column 8 from the bottom (y = size−1 … size−7), then row 8 (x = size−8 … size−1).
  const second =
    Array.from({ length: 7 }, (_, i) => at(8, size - 1 - i)).join('') +
    Array.from({ length: 8 }, (_, i) => at(size - 8 + i, 8)).join('');
  const mask = FORMAT_M.indexOf(first);
  const bits: number[] = [];
  for (let right = size - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5;
    for (let v = 0; v < size; v++) {
      // Column pairs alternate direction, starting upward at the right edge.
      const pairIndex = right > 6 ? (size - 1 - right) / 2 : (size - 2 - right) / 2;
      const y = pairIndex % 2 === 0 ? size - 1 - v : v;
      for (const x of [right, right - 1]) {
        if (isFunctionModule(version, x, y)) continue;
        bits.push((m[y]![x] ? 1 : 0) ^ (MASK[mask]!(y, x) ? 1 : 0));
      }
    }
  }
  const codewords: number[] = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) codewords.push(bits.slice(i, i + 8).reduce((a, b) => (a << 1) | b, 0));
  const [g1, d1, g2, d2, ecc] = BLOCKS_M[version]!;
  const sizes = [...new Array<number>(g1).fill(d1), ...new Array<number>(g2).fill(d2)];
  const blocks = sizes.map(() => [] as number[]);
  let k = 0;
  for (let i = 0; i < Math.max(...sizes); i++) sizes.forEach((len, b) => i < len && blocks[b]!.push(codewords[k++]!));
  for (let i = 0; i < ecc; i++) blocks.forEach((b) => b.push(codewords[k++]!));
  const syndromesZero = blocks.every((b) => syndromes(b, ecc).every((s) => s === 0));
  const data = blocks.flatMap((b, i) => b.slice(0, sizes[i]));
  const stream = data.flatMap((c) => Array.from({ length: 8 }, (_, i) => (c >> (7 - i)) & 1));
  const read = (from: number, n: number) => stream.slice(from, from + n).reduce((a, b) => (a << 1) | b, 0);
  const countBits = version <= 9 ? 8 : 16;
  const mode = read(0, 4);
  const count = read(4, countBits);
  const bytes = mode === 0b0100 ? Array.from({ length: count }, (_, i) => read(4 + countBits + i * 8, 8)) : [];
  return { version, mask, formatCopiesAgree: first === second, syndromesZero, bytes };
};
