/**
 * The place search's matching (issue 26): pure, in memory, no database. A name is compared in a plain
 * form (accents dropped, lower case, anything but letters and digits one space), so "Shāhpur" is found by
 * "shahpur" and "Al-Khobar" by "al khobar".
 *
 * How well a candidate matches, best first:
 *  0 its name is the text; 1 its name starts with it; 2 each word typed starts a word of the name, or the
 *  text starts its pincode; 3 + d its name starts with the text give or take d typing slips (a letter
 *  wrong, missing, extra, or two swapped: "Bengalru" → Bengaluru). Slips forgiven: none under 5
 *  letters (three or four letters with a slip match half the country), one up to 7, two from 8 on; the
 *  first letter is never a slip (people rarely miss it, and it keeps the scan short).
 * Ties go to the vertical's own data (`weight`: its pincodes and master-data cities), then the shorter name.
 */

/** The form names are compared in. */
export const plainText = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** The distinct plain words of several names ("Bengaluru", "Bangalore Urban" → bengaluru, bangalore, urban). */
export const plainWords = (...names: (string | undefined)[]): string[] => [
  ...new Set(names.flatMap((n) => (n ? plainText(n).split(' ') : [])).filter(Boolean)),
];

export interface Candidate<T> {
  /** `plainText` of the name. */
  key: string;
  /** The words of `key` and of any wider name the candidate is known by (its city for a locality). */
  words: readonly string[];
  pincode?: string | undefined;
  /** Higher first among equal matches. */
  weight: number;
  value: T;
}

/** Slips forgiven for a text of this many characters. */
export const slipsAllowed = (length: number): number => (length < 5 ? 0 : length < 8 ? 1 : 2);

/**
 * The fewest slips that turn `text` into some beginning of `name` (optimal string alignment distance to
 * the closest prefix), or `limit + 1` as soon as every row exceeds `limit`.
 */
export function prefixSlips(text: string, name: string, limit: number): number {
  const n = text.length;
  const m = name.length;
  if (m + limit < n) return limit + 1;
  // rows[i][j]: slips between text[0..i) and name[0..j); three rows suffice for the swap rule.
  let before = new Array<number>(m + 1).fill(0);
  let previous = Array.from({ length: m + 1 }, (_, j) => j);
  let current = new Array<number>(m + 1).fill(0);
  for (let i = 1; i <= n; i++) {
    current[0] = i;
    let rowBest = current[0];
    for (let j = 1; j <= m; j++) {
      const cost = text[i - 1] === name[j - 1] ? 0 : 1;
      let best = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && text[i - 1] === name[j - 2] && text[i - 2] === name[j - 1]) {
        best = Math.min(best, before[j - 2]! + 1);
      }
      current[j] = best;
      if (best < rowBest) rowBest = best;
    }
    if (rowBest > limit) return limit + 1;
    [before, previous, current] = [previous, current, before];
  }
  // After the last swap `previous` holds row n: the best over every prefix of the name.
  return Math.min(...previous);
}

/** How well `candidate` matches the plain text and its words, or null for no match. */
export function matchRank<T>(candidate: Candidate<T>, text: string, textWords: readonly string[]): number | null {
  const { key } = candidate;
  if (key === text) return 0;
  if (key.startsWith(text)) return 1;
  if (candidate.pincode && /^\d+$/.test(text) && candidate.pincode.startsWith(text)) return 2;
  if (textWords.every((w) => candidate.words.some((word) => word.startsWith(w)))) return 2;
  const limit = slipsAllowed(text.length);
  if (limit === 0 || key[0] !== text[0]) return null;
  const slips = prefixSlips(text, key, limit);
  return slips <= limit ? 3 + slips : null;
}

/**
 * Candidates by the first character of each of their words and of their pincode. Every kind of match
 * above needs the text's first character there (its name, a word or the pincode starts with it; a slip
 * is never the first letter), so a search reads one bucket — a twentieth of a country — not all of it.
 */
export type CandidateIndex<T> = ReadonlyMap<string, readonly Candidate<T>[]>;

export function indexCandidates<T>(candidates: readonly Candidate<T>[]): CandidateIndex<T> {
  const index = new Map<string, Candidate<T>[]>();
  for (const candidate of candidates) {
    const firsts = new Set([...candidate.words.map((w) => w[0]), candidate.key[0], candidate.pincode?.[0]]);
    for (const first of firsts) {
      if (!first) continue;
      const bucket = index.get(first);
      if (bucket) bucket.push(candidate);
      else index.set(first, [candidate]);
    }
  }
  return index;
}

/** The best `max` candidates for what was typed, best first; none for text with nothing to compare. */
export function bestMatches<T>(index: CandidateIndex<T>, typed: string, max: number): Candidate<T>[] {
  const text = plainText(typed);
  if (!text) return [];
  const textWords = text.split(' ');
  const ranked: { rank: number; candidate: Candidate<T> }[] = [];
  for (const candidate of index.get(text[0]!) ?? []) {
    const rank = matchRank(candidate, text, textWords);
    if (rank !== null) ranked.push({ rank, candidate });
  }
  ranked.sort(
    (a, b) =>
      a.rank - b.rank ||
      b.candidate.weight - a.candidate.weight ||
      a.candidate.key.length - b.candidate.key.length ||
      a.candidate.key.localeCompare(b.candidate.key),
  );
  return ranked.slice(0, max).map((r) => r.candidate);
}
