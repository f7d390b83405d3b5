import type { z } from 'zod';
import { defOf, numberBounds, pipeSide, stringBounds } from './zod-arbitrary.ts';

/**
 * One-field mutations of a valid request: each changes a single leaf (or removes it) and leaves the rest
 * valid, so whatever the server answers is about that field. Values come from the field's schema: one
 * beyond each bound, the wrong type, empty, huge, control characters, unicode, duplicates, negatives.
 */
export type Part = 'params' | 'query' | 'body';
export type Path = (string | number)[];
export const ABSENT = Symbol('absent');

export interface Mutation {
  part: Part;
  path: Path;
  value: unknown;
  /** What it tries, for the report: "capacity: max+1". */
  label: string;
}

const HUGE = 100_000;

/** Optional wrappers and transforms say nothing about which values are wrong: look through them. */
function unwrap(schema: z.core.$ZodType): { schema: z.core.$ZodType; optional: boolean } {
  let optional = false;
  let current = schema;
  for (;;) {
    const def = defOf(current);
    if (def.type === 'optional' || def.type === 'default' || def.type === 'prefault') optional = true;
    if (['optional', 'default', 'prefault', 'nullable', 'readonly', 'catch', 'nonoptional'].includes(def.type)) {
      current = (def as { innerType: z.core.$ZodType }).innerType;
    } else if (def.type === 'pipe') {
      current = pipeSide(def);
    } else return { schema: current, optional };
  }
}

function leafValues(schema: z.core.$ZodType, sample: unknown): [string, unknown][] {
  const def = defOf(schema);
  switch (def.type) {
    case 'string': {
      const { min, max } = stringBounds(def);
      // Bounds first: a small budget must still try one beyond each declared limit.
      const values: [string, unknown][] = [
        [max === undefined ? 'huge' : 'maxLength+1', 'X'.repeat(max === undefined ? HUGE : max + 1)],
        ['empty', ''],
        ['NUL', 'a\u0000b'],
        ['unicode', 'Zoë 名前 🚗 مرحبا'],
        ['padded, newline', `  ${String(sample ?? 'x')}\nline  `],
        ['wrong type (number)', 12345],
        ['control char', 'a\u0007b'],
      ];
      if (min > 1) values.push(['minLength-1', 'X'.repeat(min - 1)]);
      return values;
    }
    case 'number': {
      const { int, min, max } = numberBounds(def);
      const values: [string, unknown][] = [];
      if (min !== undefined) values.push(['min-1', min - 1]);
      if (max !== undefined) values.push(['max+1', max + 1]);
      values.push(['negative', -1], ['wrong type (string)', '7']);
      if (int) values.push(['fraction', 1.5]);
      values.push(['huge', 1e15]);
      return values;
    }
    case 'boolean':
      return [
        ['wrong type (string)', 'yes'],
        ['wrong type (number)', 1],
      ];
    case 'enum':
    case 'literal':
      return [
        ['not a choice', 'NOT_A_CHOICE'],
        ['wrong type (number)', 3],
      ];
    case 'array': {
      const { min, max } = stringBounds(def);
      const items = Array.isArray(sample) ? sample : [];
      // Duplicates first: a list silently de-duplicated is a value changed without a word.
      const values: [string, unknown][] = items.length > 0 ? [['duplicate item', [...items, items[0]]]] : [];
      values.push(['wrong type (string)', 'x'], ['empty list', []]);
      if (max !== undefined && items.length > 0) values.push(['maxItems+1', Array(max + 1).fill(items[0])]);
      if (min > 1) values.push(['minItems-1', items.slice(0, min - 1)]);
      return values;
    }
    case 'object':
    case 'record':
      return [
        ['wrong type (string)', 'x'],
        ['null', null],
      ];
    default:
      return [['wrong type (object)', { fuzz: true }]];
  }
}

/** Every mutation of one part of a valid request, field by field (nested objects and first list items). */
export function mutationsOf(part: Part, schema: z.core.$ZodType | undefined, valid: unknown, path: Path = []) {
  const mutations: Mutation[][] = [];
  if (!schema) return mutations;
  const { schema: inner, optional } = unwrap(schema);
  const def = defOf(inner);
  const name = path.filter((p) => typeof p === 'string').join('.') || part;
  if (path.length > 0) {
    const own = leafValues(inner, valid).map(([label, value]) => ({ part, path, value, label: `${name}: ${label}` }));
    if (!optional) own.push({ part, path, value: ABSENT, label: `${name}: missing` });
    mutations.push(own);
  }
  if (def.type === 'object' && valid && typeof valid === 'object') {
    for (const [key, field] of Object.entries(def.shape)) {
      mutations.push(...mutationsOf(part, field, (valid as Record<string, unknown>)[key], [...path, key]));
    }
  }
  if (def.type === 'array' && Array.isArray(valid) && valid.length > 0) {
    mutations.push(...mutationsOf(part, def.element, valid[0], [...path, 0]));
  }
  return mutations;
}

/**
 * At most `budget` mutations, taken round-robin over the fields (first each field's first kind, then
 * each field's second …), so a small budget still touches every field.
 */
export function withinBudget(perField: Mutation[][], budget: number): Mutation[] {
  const chosen: Mutation[] = [];
  for (let round = 0; chosen.length < budget; round += 1) {
    const row = perField.map((field) => field[round]).filter((m): m is Mutation => m !== undefined);
    if (row.length === 0) break;
    chosen.push(...row.slice(0, budget - chosen.length));
  }
  return chosen;
}

/** A deep copy of `value` with the leaf at `path` replaced (or removed). */
export function withLeaf(value: unknown, path: Path, leaf: unknown): unknown {
  if (path.length === 0) return leaf === ABSENT ? undefined : leaf;
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...(value as unknown[])] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  const next = withLeaf(copy[head!], rest, leaf);
  if (next === undefined && rest.length === 0) delete copy[head!];
  else copy[head!] = next;
  return copy;
}

/** The name a validation answer should carry for a mutation: its innermost field name. */
export const fieldNameOf = (m: Mutation) => String([...m.path].reverse().find((p) => typeof p === 'string') ?? m.part);
