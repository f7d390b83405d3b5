import fc from 'fast-check';
import type { z } from 'zod';

/**
 * A zod 4 → fast-check bridge for the schema-driven fuzz pass. `zod-fast-check` (0.10) supports zod 3
 * only, and the contracts use zod 4.6, so this walks zod 4's own schema definitions (`_zod.def`): the
 * type, and the checks zod records on it (lengths, bounds, integer, regex and format patterns).
 * Refinements (`.refine`, `.superRefine`) cannot be read from a definition: callers filter the generated
 * values through the schema itself (`validArbitrary`), so what comes out is what the contract accepts.
 *
 * `known(key)` supplies a value for a field by name where the schema cannot say which values exist
 * (a city code, an appointment id): a generated code would be valid but name nothing, and the request
 * would stop at "not found" instead of reaching the handler's real work.
 */
export type KnownField = (key: string) => fc.Arbitrary<unknown> | undefined;

type Def = z.core.$ZodTypes['_zod']['def'];
type CheckDef = z.core.$ZodChecks['_zod']['def'];

export const defOf = (schema: z.core.$ZodType): Def => (schema as z.core.$ZodTypes)._zod.def;
const checksOf = (def: Def): CheckDef[] =>
  ('checks' in def && def.checks ? def.checks : []).map((c) => (c as z.core.$ZodChecks)._zod.def);

/** Lengths and patterns a string schema declares (also used by the mutations, for "one beyond"). */
export function stringBounds(def: Def) {
  let min = 0;
  let max: number | undefined;
  const patterns: RegExp[] = [];
  if ('pattern' in def && def.pattern instanceof RegExp) patterns.push(def.pattern);
  for (const check of checksOf(def)) {
    if (check.check === 'min_length') min = Math.max(min, check.minimum);
    if (check.check === 'max_length') max = Math.min(max ?? Infinity, check.maximum);
    if (check.check === 'length_equals') [min, max] = [check.length, check.length];
    if (check.check === 'string_format' && check.pattern) patterns.push(check.pattern);
  }
  return { min, max, patterns };
}

/** Bounds a number schema declares; exclusive bounds are turned into inclusive ones for integers. */
export function numberBounds(def: Def) {
  let int = false;
  let min: number | undefined;
  let max: number | undefined;
  let multipleOf: number | undefined;
  for (const check of checksOf(def)) {
    if (check.check === 'number_format' && /int/.test(check.format)) int = true;
    if (check.check === 'multiple_of') multipleOf = Number(check.value);
  }
  for (const check of checksOf(def)) {
    const step = int ? 1 : Number.EPSILON * 1000;
    if (check.check === 'greater_than') min = Number(check.value) + (check.inclusive ? 0 : step);
    if (check.check === 'less_than') max = Number(check.value) - (check.inclusive ? 0 : step);
  }
  return { int, min, max, multipleOf };
}

/**
 * Which side of a pipe to generate for. `.transform(fn)` pipes the input schema into a transform: the
 * input. `z.preprocess(fn, schema)` and `.transform(fn).pipe(schema)` end in a real schema (an enum of
 * extensions after lower-casing): that schema, whose values the transforms before it leave as they are.
 */
export const pipeSide = (def: z.core.$ZodPipeDef): z.core.$ZodType =>
  defOf(def.out).type === 'transform' ? def.in : def.out;

/** Strings a person might type: printable ASCII, which keeps the control-character guard out of valid bodies. */
const text = (min: number, max: number) => fc.string({ minLength: min, maxLength: max });

function stringArbitrary(def: Def): fc.Arbitrary<string> {
  const { min, max, patterns } = stringBounds(def);
  const upper = max ?? Math.max(min + 16, 24);
  const fits = (s: string) => s.length >= min && s.length <= upper && patterns.every((p) => p.test(s));
  if (patterns.length > 0) return fc.stringMatching(patterns[0]!).filter(fits);
  // Short values mostly: a valid body should reach the handler, the long ones are the mutations' job.
  return text(min, Math.min(upper, min + 24));
}

function numberArbitrary(def: Def): fc.Arbitrary<number> {
  const { int, min, max, multipleOf } = numberBounds(def);
  // Unbounded numbers get a modest range: the handler's own limits are not in the schema to read.
  const low = min ?? (max !== undefined ? Math.min(0, max) : 0);
  const high = max ?? Math.max(low + 100_000, 1);
  if (multipleOf) {
    const steps = fc.integer({ min: Math.ceil(low / multipleOf), max: Math.floor(high / multipleOf) });
    return steps.map((n) => Number((n * multipleOf).toFixed(6)));
  }
  if (int) return fc.integer({ min: Math.ceil(low), max: Math.floor(Math.min(high, Number.MAX_SAFE_INTEGER)) });
  return fc.double({ min: low, max: high, noNaN: true, noDefaultInfinity: true });
}

/** An arbitrary of values of the schema's input type; `known` overrides fields by name at any depth. */
export function arbitraryOf(schema: z.core.$ZodType, known: KnownField = () => undefined): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const of = (inner: z.core.$ZodType) => arbitraryOf(inner, known);
  switch (def.type) {
    case 'string':
      return stringArbitrary(def);
    case 'number':
      return numberArbitrary(def);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'undefined':
    case 'void':
    // A field no value may have (SPEC wording named only to be refused): absent.
    case 'never':
      return fc.constant(undefined);
    case 'any':
    case 'unknown':
      return fc.constant('fuzz');
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries));
    case 'literal':
      return fc.constantFrom(...def.values);
    case 'optional':
    case 'default':
    case 'prefault':
      // Absent half the time: the default is part of what the contract accepts.
      return fc.option(of(def.innerType), { nil: undefined, freq: 2 });
    case 'nullable':
      return fc.option(of(def.innerType), { nil: null, freq: 3 });
    case 'readonly':
    case 'catch':
    case 'nonoptional':
    case 'success':
      return of(def.innerType);
    case 'lazy':
      return of(def.getter());
    case 'pipe':
      return of(pipeSide(def));
    case 'array': {
      const { min, max } = stringBounds(def);
      return fc.array(of(def.element), { minLength: min, maxLength: Math.min(max ?? min + 3, min + 3) });
    }
    case 'union':
      return fc.oneof(...def.options.map(of));
    case 'record': {
      const keys = of(def.keyType).filter((k): k is string => typeof k === 'string');
      return fc.dictionary(keys, of(def.valueType), { maxKeys: 3 });
    }
    case 'object':
      return objectArbitrary(def.shape, known);
    case 'date':
      return fc.date({ min: new Date('2020-01-01'), max: new Date('2035-01-01'), noInvalidDate: true });
    default:
      throw new Error(`zod-arbitrary: no generator for zod type "${def.type}"; add one here`);
  }
}

function objectArbitrary(shape: Record<string, z.core.$ZodType>, known: KnownField): fc.Arbitrary<unknown> {
  const fields = Object.fromEntries(
    Object.entries(shape).map(([key, field]) => [key, known(key) ?? arbitraryOf(field, known)]),
  );
  // An optional field left out is absent, not `undefined`, as in a JSON body.
  return fc.record(fields).map((value) => Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)));
}

/** Only values the whole schema accepts, refinements included. */
export const validArbitrary = (schema: z.core.$ZodType, known?: KnownField) =>
  arbitraryOf(schema, known).filter((value) => (schema as z.ZodType).safeParse(value).success);
