/**
 * The mask-selection penalty of ISO/IEC 18004 §7.8.3: the encoder keeps the mask with the lowest score.
 * N1: runs of ≥ 5 same-coloured modules; N2: 2×2 blocks; N3: finder-like 1:1:3:1:1 patterns with four
 * light modules on a side; N4: deviation of the dark share from 50 %.
 */
const N1 = 3;
const N2 = 3;
const N3 = 40;
const N4 = 10;

const FINDER_LIKE = [true, false, true, true, true, false, true];

const lineScore = (line: readonly boolean[]): number => {
  let score = 0;
  let run = 1;
  for (let i = 1; i <= line.length; i++) {
    if (i < line.length && line[i] === line[i - 1]) run++;
    else {
      if (run >= 5) score += N1 + (run - 5);
      run = 1;
    }
  }
  // Outside the symbol counts as light (the quiet zone).
  const lightAt = (i: number) => i < 0 || i >= line.length || !line[i];
  for (let i = 0; i + 7 <= line.length; i++) {
    if (!FINDER_LIKE.every((d, k) => line[i + k] === d)) continue;
    const before = [1, 2, 3, 4].every((k) => lightAt(i - k));
    const after = [0, 1, 2, 3].every((k) => lightAt(i + 7 + k));
    if (before || after) score += N3;
  }
  return score;
};

export const penaltyScore = (dark: readonly (readonly boolean[])[]): number => {
  const size = dark.length;
  let score = 0;
  for (let y = 0; y < size; y++) score += lineScore(dark[y]!);
  for (let x = 0; x < size; x++) score += lineScore(dark.map((row) => row[x]!));
  for (let y = 0; y + 1 < size; y++) {
    for (let x = 0; x + 1 < size; x++) {
      const c = dark[y]![x];
      if (c === dark[y]![x + 1] && c === dark[y + 1]![x] && c === dark[y + 1]![x + 1]) score += N2;
    }
  }
  const darkCount = dark.reduce((n, row) => n + row.filter(Boolean).length, 0);
  const total = size * size;
  // k: how many whole 5 % steps the dark share is away from 50 %.
  const k = Math.ceil(Math.abs(darkCount * 20 - total * 10) / total) - 1;
  return score + Math.max(0, k) * N4;
};
