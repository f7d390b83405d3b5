import { ALIGNMENT_POSITIONS, sizeOf } from './qr-tables.ts';

/** A QR symbol under construction: `dark[y][x]`, and which modules belong to function patterns. */
export interface QrMatrix {
  version: number;
  size: number;
  dark: boolean[][];
  isFunction: boolean[][];
}

const bit = (value: number, i: number): boolean => ((value >>> i) & 1) !== 0;

const setFunction = (m: QrMatrix, x: number, y: number, dark: boolean) => {
  m.dark[y]![x] = dark;
  m.isFunction[y]![x] = true;
};

/** Format information: level M (bits 00) and the mask, BCH(15,5)-protected, XOR 0x5412 (ISO 18004 §7.9). */
export const formatBits = (mask: number): number => {
  const data = (0b00 << 3) | mask;
  let rem = data;
  for (let i = 0; i < 10; i++) rem = (rem << 1) ^ ((rem >>> 9) * 0x537);
  return ((data << 10) | rem) ^ 0x5412;
};

/** Version information for versions ≥ 7, BCH(18,6)-protected (ISO 18004 §7.10). */
export const versionBits = (version: number): number => {
  let rem = version;
  for (let i = 0; i < 12; i++) rem = (rem << 1) ^ ((rem >>> 11) * 0x1f25);
  return (version << 12) | rem;
};

export const drawFormatBits = (m: QrMatrix, mask: number): void => {
  const bits = formatBits(mask);
  const s = m.size;
  // Around the top-left finder…
  for (let i = 0; i <= 5; i++) setFunction(m, 8, i, bit(bits, i));
  setFunction(m, 8, 7, bit(bits, 6));
  setFunction(m, 8, 8, bit(bits, 7));
  setFunction(m, 7, 8, bit(bits, 8));
  for (let i = 9; i < 15; i++) setFunction(m, 14 - i, 8, bit(bits, i));
  // …and split between the other two finders.
  for (let i = 0; i < 8; i++) setFunction(m, s - 1 - i, 8, bit(bits, i));
  for (let i = 8; i < 15; i++) setFunction(m, 8, s - 15 + i, bit(bits, i));
  setFunction(m, 8, s - 8, true); // the dark module
};

const drawFinder = (m: QrMatrix, cx: number, cy: number) => {
  for (let dy = -4; dy <= 4; dy++) {
    for (let dx = -4; dx <= 4; dx++) {
      const x = cx + dx;
      const y = cy + dy;
      const dist = Math.max(Math.abs(dx), Math.abs(dy));
      // Ring 4 is the light separator; ring 2 the light band between the outer ring and the 3×3 centre.
      if (x >= 0 && x < m.size && y >= 0 && y < m.size) setFunction(m, x, y, dist !== 2 && dist !== 4);
    }
  }
};

const drawAlignment = (m: QrMatrix, cx: number, cy: number) => {
  for (let dy = -2; dy <= 2; dy++)
    for (let dx = -2; dx <= 2; dx++) setFunction(m, cx + dx, cy + dy, Math.max(Math.abs(dx), Math.abs(dy)) !== 1);
};

/** An empty symbol with every function pattern drawn; format bits are placeholders until a mask is chosen. */
export const functionPatterns = (version: number): QrMatrix => {
  const size = sizeOf(version);
  const grid = () => Array.from({ length: size }, () => new Array<boolean>(size).fill(false));
  const m: QrMatrix = { version, size, dark: grid(), isFunction: grid() };
  for (let i = 0; i < size; i++) {
    setFunction(m, 6, i, i % 2 === 0);
    setFunction(m, i, 6, i % 2 === 0);
  }
  drawFinder(m, 3, 3);
  drawFinder(m, size - 4, 3);
  drawFinder(m, 3, size - 4);
  const pos = ALIGNMENT_POSITIONS[version]!;
  const last = pos.length - 1;
  pos.forEach((x, i) =>
    pos.forEach((y, j) => {
      // The three corners with finders get no alignment pattern.
      if (!((i === 0 && j === 0) || (i === 0 && j === last) || (i === last && j === 0))) drawAlignment(m, x, y);
    }),
  );
  drawFormatBits(m, 0);
  if (version >= 7) {
    const bits = versionBits(version);
    for (let i = 0; i < 18; i++) {
      const a = size - 11 + (i % 3);
      const b = Math.floor(i / 3);
      setFunction(m, a, b, bit(bits, i));
      setFunction(m, b, a, bit(bits, i));
    }
  }
  return m;
};

/** Places the codewords in the two-column zigzag from the bottom-right corner, skipping function modules. */
export const placeCodewords = (m: QrMatrix, codewords: readonly number[]): void => {
  let i = 0;
  const total = codewords.length * 8;
  for (let right = m.size - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5; // the vertical timing pattern is not part of any column pair
    for (let vert = 0; vert < m.size; vert++) {
      for (let j = 0; j < 2; j++) {
        const x = right - j;
        const upward = ((right + 1) & 2) === 0;
        const y = upward ? m.size - 1 - vert : vert;
        if (!m.isFunction[y]![x] && i < total) {
          m.dark[y]![x] = bit(codewords[i >>> 3]!, 7 - (i & 7));
          i++;
        }
        // Remainder bits stay light.
      }
    }
  }
};

/** The eight data-mask conditions (ISO 18004 Table 10), x = column, y = row. */
export const MASKS: readonly ((x: number, y: number) => boolean)[] = [
  (x, y) => (x + y) % 2 === 0,
  (_x, y) => y % 2 === 0,
  (x) => x % 3 === 0,
  (x, y) => (x + y) % 3 === 0,
  (x, y) => (Math.floor(x / 3) + Math.floor(y / 2)) % 2 === 0,
  (x, y) => ((x * y) % 2) + ((x * y) % 3) === 0,
  (x, y) => (((x * y) % 2) + ((x * y) % 3)) % 2 === 0,
  (x, y) => (((x + y) % 2) + ((x * y) % 3)) % 2 === 0,
];

/** XORs a mask over the data modules; applying it twice undoes it. */
export const applyMask = (m: QrMatrix, mask: number): void => {
  const condition = MASKS[mask]!;
  for (let y = 0; y < m.size; y++)
    for (let x = 0; x < m.size; x++) if (!m.isFunction[y]![x] && condition(x, y)) m.dark[y]![x] = !m.dark[y]![x];
};
