/**
 * ISO/IEC 18004 tables for what this encoder supports: versions 1–10 at error-correction level M.
 * Indexed by version (index 0 unused).
 */
export const MIN_VERSION = 1;
export const MAX_VERSION = 10;

/** Error-correction codewords per block, level M (ISO/IEC 18004 Table 9). */
export const ECC_CODEWORDS_PER_BLOCK_M = [-1, 10, 16, 26, 18, 24, 16, 18, 22, 22, 26] as const;
/** Number of error-correction blocks, level M (ISO/IEC 18004 Table 9). */
export const ECC_BLOCKS_M = [-1, 1, 1, 1, 2, 2, 4, 4, 4, 5, 5] as const;

/** Centre coordinates of the alignment patterns per version (ISO/IEC 18004 Annex E). */
export const ALIGNMENT_POSITIONS: readonly (readonly number[])[] = [
  [],
  [],
  [6, 18],
  [6, 22],
  [6, 26],
  [6, 30],
  [6, 34],
  [6, 22, 38],
  [6, 24, 42],
  [6, 26, 46],
  [6, 28, 50],
];

export const sizeOf = (version: number): number => version * 4 + 17;

/**
 * Modules left for data and error correction once the function patterns are drawn (the remainder bits
 * included): the whole square minus finders and separators, timing, alignment, format and version areas.
 */
export const rawDataModules = (version: number): number => {
  let result = (16 * version + 128) * version + 64;
  if (version >= 2) {
    const numAlign = Math.floor(version / 7) + 2;
    result -= (25 * numAlign - 10) * numAlign - 55;
    if (version >= 7) result -= 36;
  }
  return result;
};

/** Data codewords at level M: all codewords minus the error-correction ones. */
export const dataCodewordsM = (version: number): number =>
  Math.floor(rawDataModules(version) / 8) - ECC_CODEWORDS_PER_BLOCK_M[version]! * ECC_BLOCKS_M[version]!;

/** Bits of the byte-mode character count: 8 up to version 9, 16 from version 10. */
export const byteCountBits = (version: number): number => (version <= 9 ? 8 : 16);

/** How many bytes fit at level M: mode indicator (4 bits) and character count come first. */
export const byteCapacityM = (version: number): number =>
  Math.floor((dataCodewordsM(version) * 8 - 4 - byteCountBits(version)) / 8);
