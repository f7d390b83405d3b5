/**
 * Reed–Solomon error correction over GF(2^8) with QR's field polynomial x^8+x^4+x^3+x^2+1 (0x11D)
 * (ISO/IEC 18004 §7.5.2). Small and table-free: a QR code of version ≤ 10 has at most 346 codewords.
 */

/** Product of two field elements (Russian-peasant multiplication, reduced by 0x11D). */
export const gfMultiply = (x: number, y: number): number => {
  let z = 0;
  for (let i = 7; i >= 0; i--) {
    z = (z << 1) ^ ((z >>> 7) * 0x11d);
    z ^= ((y >>> i) & 1) * x;
  }
  return z & 0xff;
};

/**
 * The generator polynomial of the given degree, (x − α^0)(x − α^1)…(x − α^(degree−1)), as its
 * coefficients from the highest power down, the leading 1 left out.
 */
export const generatorPolynomial = (degree: number): number[] => {
  const result = new Array<number>(degree).fill(0);
  result[degree - 1] = 1; // start with the monomial x^0
  let root = 1; // α^0
  for (let i = 0; i < degree; i++) {
    // Multiply the current product by (x − root); in GF(2^8) subtraction is XOR.
    for (let j = 0; j < degree; j++) {
      result[j] = gfMultiply(result[j]!, root);
      if (j + 1 < degree) result[j] = result[j]! ^ result[j + 1]!;
    }
    root = gfMultiply(root, 0x02);
  }
  return result;
};

/** The remainder of data·x^degree divided by the generator: the error-correction codewords. */
export const reedSolomonRemainder = (data: readonly number[], generator: readonly number[]): number[] => {
  const result = new Array<number>(generator.length).fill(0);
  for (const b of data) {
    const factor = b ^ result.shift()!;
    result.push(0);
    generator.forEach((coef, i) => {
      result[i] = result[i]! ^ gfMultiply(coef, factor);
    });
  }
  return result;
};
