import { describe, expect, it } from 'vitest';
import { dataCodewords, encodeQr, encodeQrText, interleave, qrSvgPath, versionFor } from './qr-encoder.ts';
import { formatBits, versionBits } from './qr-matrix.ts';
import { generatorPolynomial, reedSolomonRemainder } from './qr-reed-solomon.ts';
import { byteCapacityM, dataCodewordsM } from './qr-tables.ts';
import { BLOCKS_M, FORMAT_M, decodeQr, syndromes } from './qr-test-decoder.ts';

describe('tables against ISO/IEC 18004', () => {
  it('has the standard byte capacities at level M for versions 1–10 (Table 7)', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(byteCapacityM)).toEqual([14, 26, 42, 62, 84, 106, 122, 152, 180, 213]);
  });

  it('has the standard data codeword counts and block structure (Table 9)', () => {
    for (let v = 1; v <= 10; v++) {
      const [g1, d1, g2, d2] = BLOCKS_M[v]!;
      expect(dataCodewordsM(v)).toBe(g1 * d1 + g2 * d2);
    }
  });

  it('computes the format strings of level M for every mask (Table C.1)', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((m) => formatBits(m).toString(2).padStart(15, '0'))).toEqual(FORMAT_M);
  });

  it('computes the version information of versions 7–10 (Table D.1)', () => {
    expect([7, 8, 9, 10].map(versionBits)).toEqual([0x07c94, 0x085bc, 0x09a99, 0x0a4d3]);
  });
});

describe('Reed–Solomon', () => {
  it('gives the error correction of the standard worked example 1-M "01234567" (Annex I)', () => {
    // ISO/IEC 18004 Annex I: numeric "01234567", version 1-M: data and error-correction codewords.
    const data = [0x10, 0x20, 0x0c, 0x56, 0x61, 0x80, 0xec, 0x11, 0xec, 0x11, 0xec, 0x11, 0xec, 0x11, 0xec, 0x11];
    expect(reedSolomonRemainder(data, generatorPolynomial(10))).toEqual([
      0xa5, 0x24, 0xd4, 0xc1, 0xed, 0x36, 0xc7, 0x87, 0x2c, 0x55,
    ]);
  });

  it('produces codewords whose syndromes are all zero', () => {
    const data = Array.from({ length: 43 }, (_, i) => (i * 37 + 11) & 0xff);
    const ecc = reedSolomonRemainder(data, generatorPolynomial(26));
    expect(syndromes([...data, ...ecc], 26).every((s) => s === 0)).toBe(true);
  });
});

describe('byte-mode encoding at level M', () => {
  it('picks the smallest version that fits and refuses what no version 1–10 holds', () => {
    expect(versionFor(14)).toBe(1);
    expect(versionFor(15)).toBe(2);
    expect(versionFor(213)).toBe(10);
    expect(() => versionFor(214)).toThrow(RangeError);
  });

  it('pads the data with the terminator and 0xEC 0x11', () => {
    const cw = dataCodewords([0x41], 1);
    expect(cw.slice(0, 4)).toEqual([0x40, 0x14, 0x10, 0xec]);
    expect(cw).toHaveLength(16);
    expect(cw.slice(4, 6)).toEqual([0x11, 0xec]);
  });

  it('interleaves every codeword exactly once', () => {
    const data = dataCodewords(
      Array.from({ length: 150 }, (_, i) => i),
      8,
    );
    const out = interleave(data, 8);
    expect(out).toHaveLength(242);
    // The first codewords are the first of each of the four blocks (38, 38, 39, 39 data codewords).
    expect(out.slice(0, 4)).toEqual([data[0], data[38], data[76], data[115]]);
  });

  const samples = [
    'A',
    'https://b2c.example/inventory/10000000042',
    'MH12AB1234 · ₹ 5,00,000',
    'x'.repeat(100),
    'y'.repeat(213),
  ];
  it.each(samples)('reads back %s: version, format copies, Reed–Solomon and data', (text) => {
    const qr = encodeQrText(text);
    const decoded = decodeQr(qr.modules);
    expect(decoded.version).toBe(qr.version);
    expect(decoded.mask).toBe(qr.mask);
    expect(decoded.formatCopiesAgree).toBe(true);
    expect(decoded.syndromesZero).toBe(true);
    expect(new TextDecoder().decode(new Uint8Array(decoded.bytes))).toBe(text);
  });

  it('reads back under every one of the eight masks', () => {
    for (let mask = 0; mask < 8; mask++) {
      const decoded = decodeQr(encodeQrText('apt-10000000042', mask).modules);
      expect(decoded.mask).toBe(mask);
      expect(decoded.syndromesZero).toBe(true);
      expect(new TextDecoder().decode(new Uint8Array(decoded.bytes))).toBe('apt-10000000042');
    }
  });

  it('draws the finder patterns, timing patterns and the dark module', () => {
    const { modules: m, size } = encodeQr([1, 2, 3]);
    const row = (y: number, x0: number) =>
      m[y]!.slice(x0, x0 + 7)
        .map(Number)
        .join('');
    for (const [x, y] of [
      [0, 0],
      [size - 7, 0],
      [0, size - 7],
    ] as const) {
      expect([0, 1, 2, 3, 4, 5, 6].map((dy) => row(y + dy, x))).toEqual([
        '1111111',
        '1000001',
        '1011101',
        '1011101',
        '1011101',
        '1000001',
        '1111111',
      ]);
    }
    expect(
      m[6]!
        .slice(8, size - 8)
        .map(Number)
        .join(''),
    ).toBe('10101'.slice(0, size - 16));
    expect(m[size - 8]![8]).toBe(true);
  });

  it('renders one SVG path with a 4-module quiet zone', () => {
    const qr = encodeQr([0x41]);
    const path = qrSvgPath(qr);
    expect(path.startsWith('M4,4h1v1h-1z')).toBe(true);
    expect(path.split('z').length - 1).toBe(qr.modules.flat().filter(Boolean).length);
  });

  it('matches the known version 1-M symbol of "01234567" at the codeword level (Annex I data stream)', () => {
    // Same payload in byte mode would differ; this checks the interleaving of a single-block version is the identity + ecc.
    const data = [0x10, 0x20, 0x0c, 0x56, 0x61, 0x80, 0xec, 0x11, 0xec, 0x11, 0xec, 0x11, 0xec, 0x11, 0xec, 0x11];
    expect(interleave(data, 1)).toEqual([...data, 0xa5, 0x24, 0xd4, 0xc1, 0xed, 0x36, 0xc7, 0x87, 0x2c, 0x55]);
  });
});
