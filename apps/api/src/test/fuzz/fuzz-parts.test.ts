import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { z } from 'zod';
import { validArbitrary } from './zod-arbitrary.ts';
import { mutationsOf, withinBudget, withLeaf, ABSENT } from './field-mutations.ts';
import { storedDifferences } from './stored-values.ts';

/** The fuzz pass's own parts, on schemas shaped like the contracts' (no database). */
const body = z
  .object({
    code: z
      .string()
      .regex(/^[A-Z0-9][A-Z0-9_-]*$/)
      .max(12),
    capacity: z.number().int().min(1).max(999),
    price: z.number().positive().multipleOf(0.01).optional(),
    days: z.array(z.enum(['monday', 'tuesday'])).min(1),
    extension: z
      .string()
      .transform((e) => e.toLowerCase())
      .pipe(z.enum(['png', 'pdf'])),
    remarks: z.string().trim().max(20).nullable().default(null),
  })
  .refine((b) => b.code !== 'X', 'code X is taken');

describe('zod → fast-check', () => {
  it('generates only values the whole schema accepts, the same ones for the same seed', () => {
    const values = fc.sample(validArbitrary(body), { seed: 7, numRuns: 40 });
    for (const value of values) expect(body.safeParse(value).success, JSON.stringify(value)).toBe(true);
    expect(fc.sample(validArbitrary(body), { seed: 7, numRuns: 40 })).toEqual(values);
  });

  it('takes a field by name from `known` (a record that exists)', () => {
    const [value] = fc.sample(
      validArbitrary(body, (key) => (key === 'code' ? fc.constant('HUB-1') : undefined)),
      {
        seed: 1,
        numRuns: 1,
      },
    );
    expect(value).toMatchObject({ code: 'HUB-1' });
  });
});

describe('one-field mutations', () => {
  const valid = { code: 'A1', capacity: 5, days: ['monday'], extension: 'png' };
  const all = mutationsOf('body', body, valid).flat();

  it('tries one beyond each bound, duplicates, the wrong type and a missing required field', () => {
    const labels = all.map((m) => m.label);
    expect(labels).toEqual(
      expect.arrayContaining([
        'capacity: min-1',
        'capacity: max+1',
        'capacity: fraction',
        'code: maxLength+1',
        'code: NUL',
        'days: duplicate item',
        'code: missing',
      ]),
    );
    expect(all.find((m) => m.label === 'capacity: max+1')?.value).toBe(1000);
  });

  it('changes one leaf and leaves the rest as it was', () => {
    expect(withLeaf(valid, ['capacity'], 0)).toEqual({ ...valid, capacity: 0 });
    expect(withLeaf(valid, ['code'], ABSENT)).toEqual({ capacity: 5, days: ['monday'], extension: 'png' });
    expect(withLeaf(valid, ['days', 0], 'x')).toEqual({ ...valid, days: ['x'] });
  });

  it('spreads a small budget over every field before a second kind of any', () => {
    const fields = mutationsOf('body', body, valid);
    const chosen = withinBudget(fields, fields.length);
    expect(new Set(chosen.map((m) => m.path.join('.'))).size).toBe(fields.length);
  });
});

describe('stored equals accepted', () => {
  it('allows only SPEC §5 text rules, numeric text, empty as null and a list in another order', () => {
    expect(
      storedDifferences(
        { name: ' a\nb ', price: 10.5, note: '', days: ['b', 'a'] },
        { name: 'a b', price: '10.50', note: null, days: ['a', 'b'] },
      ),
    ).toEqual([]);
  });

  it('names every clamp, rounding, rewrite and dropped item', () => {
    expect(
      storedDifferences(
        { capacity: -3, price: 1.239, code: 'ab', list: ['a', 'a'] },
        { capacity: 1, price: '1.24', code: 'AB', list: ['a'] },
      ),
    ).toEqual([
      'capacity: sent -3, stored 1',
      'price: sent 1.239, stored "1.24"',
      'code: sent "ab", stored "AB"',
      'list: sent ["a","a"], stored ["a"]',
    ]);
  });
});
