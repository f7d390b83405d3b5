import { describe, expect, it } from 'vitest';
import {
  bestMatches as bestOf,
  indexCandidates,
  plainText,
  prefixSlips,
  slipsAllowed,
  type Candidate,
} from './place-matcher.ts';

const bestMatches = <T>(all: Candidate<T>[], typed: string, max: number) => bestOf(indexCandidates(all), typed, max);

const candidate = (name: string, weight = 0, pincode?: string, also: string[] = []): Candidate<string> => ({
  key: plainText(name),
  words: [...plainText(name).split(' '), ...also],
  pincode,
  weight,
  value: name,
});

describe('place matching', () => {
  it('compares names without accents, case or punctuation', () => {
    expect(plainText('  Shāhpur ')).toBe('shahpur');
    expect(plainText('Al-Khobar  (North)')).toBe('al khobar north');
    expect(plainText('Riyāḑ al Khabrā’')).toBe('riyad al khabra');
  });

  it('counts the slips to the closest beginning of a name: wrong, missing, extra or swapped letters', () => {
    expect(prefixSlips('bengalru', 'bengaluru', 2)).toBe(1);
    expect(prefixSlips('bengaluru', 'bengaluru', 2)).toBe(0);
    expect(prefixSlips('bengla', 'bengaluru', 2)).toBe(1);
    expect(prefixSlips('bengaluur', 'bengaluru', 2)).toBe(1);
    expect(prefixSlips('bnegaluru', 'bengaluru', 2)).toBe(1);
    expect(prefixSlips('chennai', 'bengaluru', 2)).toBe(3);
    expect([3, 4, 5, 7, 8, 20].map(slipsAllowed)).toEqual([0, 0, 1, 1, 2, 2]);
  });

  it('ranks the name itself, then names it starts, then words, then slips; the own data first among equals', () => {
    const all = [
      candidate('Bengali Tola'),
      candidate('Bengaluru', 1),
      candidate('Koramangala', 2, '560034', ['bengaluru']),
      candidate('Benga'),
      candidate('Old Bengal'),
    ];
    expect(bestMatches(all, 'Benga', 10).map((c) => c.value)).toEqual([
      'Benga',
      'Bengaluru',
      'Bengali Tola',
      'Koramangala',
      'Old Bengal',
    ]);
    expect(bestMatches(all, '5600', 10).map((c) => c.value)).toEqual(['Koramangala']);
    expect(bestMatches(all, 'bengalru', 10).map((c) => c.value)).toEqual(['Bengaluru', 'Bengali Tola']);
    expect(bestMatches(all, 'koramangla bengaluru', 10).map((c) => c.value)).toEqual([]);
    expect(bestMatches(all, 'kora beng', 10).map((c) => c.value)).toEqual(['Koramangala']);
    expect(bestMatches(all, ' -- ', 10)).toEqual([]);
    expect(bestMatches(all, 'Benga', 2)).toHaveLength(2);
  });

  it('forgives no slip in the first letter, nor in a text under five letters', () => {
    const all = [candidate('Bengaluru'), candidate('Pune')];
    expect(bestMatches(all, 'Vengaluru', 10)).toEqual([]);
    expect(bestMatches(all, 'Pume', 10)).toEqual([]);
  });
});
