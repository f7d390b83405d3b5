import * as contracts from '@b2c/contracts';
import type { Endpoint } from '@b2c/contracts';
import { LABEL_CATALOGUE } from '@b2c/domain';

/**
 * Answers made from the contracts themselves: one sample of every endpoint's response, with a value in
 * every optional and nullable field, a code for every enumeration (on purpose: the screen must put it in
 * words) and UTC instants. The no-raw-code guard renders every screen with them, so a new endpoint or
 * screen is covered without writing a fixture.
 *
 * Which code: `compound` picks the most code-like value (ON_HOLD, bigDealer), `word` a one-word capital
 * code (ALPHANUMERIC, NEW) where the list has one — a screen that words only codes with an underscore
 * still shows those as they are, so the guard renders every screen with each choice.
 */
export type CodeChoice = 'compound' | 'word';
const isWordCode = (v: unknown): v is string => typeof v === 'string' && /^[A-Z]{3,}$/.test(v);
const pickCode = <T>(values: readonly T[], choice: CodeChoice): T | undefined =>
  (choice === 'word' ? values.find(isWordCode) : undefined) ??
  values.find((v) => typeof v === 'string' && /_|[a-z][A-Z]/.test(v)) ??
  values[0];

interface ZodDef {
  type: string;
  [key: string]: unknown;
}
interface ZodLike {
  _zod: { def: ZodDef };
  safeParse: (value: unknown) => { success: boolean };
}
interface CheckDef {
  check: string;
  format?: string;
  pattern?: RegExp;
  minimum?: number;
  maximum?: number;
  length?: number;
  value?: number | bigint;
  inclusive?: boolean;
}

const defOf = (schema: unknown): ZodDef => (schema as ZodLike)._zod.def;
const checksOf = (def: ZodDef): CheckDef[] =>
  ((def.checks as { _zod: { def: CheckDef } }[] | undefined) ?? []).map((c) => c._zod.def);

/** A recorded instant as the API sends it: the guard wants it shown in the vertical's zone. */
export const SAMPLE_INSTANT = '2026-11-27T03:14:25.000Z';

// Strings tried, in order, against a pattern: the shapes the contracts ask for (codes, ids, slots, phones).
const CANDIDATES = [
  'Sample text',
  'DEL-HUB',
  'AMD',
  '0900_1100',
  '10000000042',
  'MH12AB1234',
  '110001',
  '+919876543210',
  '9876543210',
  'asha',
  'asha.rao',
  'ABC',
  'AB',
  'A1',
  'a',
  'A',
  '1',
  '09:00',
  '2026-11-27',
  'abc-1',
  'a'.repeat(64),
];

const FORMATS: Record<string, string> = {
  datetime: SAMPLE_INSTANT,
  date: '2026-11-27',
  time: '03:14:25',
  email: 'asha@example.com',
  uuid: '123e4567-e89b-42d3-a456-426614174000',
  guid: '123e4567-e89b-42d3-a456-426614174000',
  url: 'https://example.com/file.pdf',
};

const fits = (text: string, checks: readonly CheckDef[]) =>
  checks.every((c) => {
    if (c.check === 'min_length') return text.length >= (c.minimum ?? 0);
    if (c.check === 'max_length') return text.length <= (c.maximum ?? Infinity);
    if (c.check === 'length_equals') return text.length === c.length;
    if (c.check === 'string_format' && c.pattern) return new RegExp(c.pattern.source, c.pattern.flags).test(text);
    return true;
  });

/** "LOGISTICS_MODES" → "logisticsMode": the field name a list's values travel under. */
const fieldOfList = (list: string): string => {
  const singular = list
    .replace(/IES$/, 'Y')
    .replace(/(SS|US)ES$/, '$1')
    .replace(/S$/, '');
  const [head = '', ...rest] = singular.toLowerCase().split('_');
  return head + rest.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('');
};

/**
 * Codes for fields the contracts type as plain strings: a field named after a domain list (logisticsMode)
 * holds that list's first code, and group names the seeded groups', so a screen that shows them as they
 * are is caught.
 */
const codesByField = (choice: CodeChoice): Readonly<Record<string, string>> => ({
  ...Object.fromEntries(
    Object.entries(LABEL_CATALOGUE).flatMap(([list, { values }]) => {
      const code = pickCode(values, choice);
      return code ? [[fieldOfList(list), code]] : [];
    }),
  ),
  group: 'CC_ADMIN',
  groups: 'CC_ADMIN',
  groupName: 'CC_ADMIN',
  permission: 'MANAGE_USERS',
  permissions: 'MANAGE_USERS',
  feature: 'bigDealer',
  slot: '0900_1100',
  preferredSlot: '0900_1100',
});
const CODES_BY_FIELD: Record<CodeChoice, Readonly<Record<string, string>>> = {
  compound: codesByField('compound'),
  word: codesByField('word'),
};

const stringSample = (def: ZodDef, choice: CodeChoice, field?: string): string => {
  const format = typeof def.format === 'string' ? FORMATS[def.format] : undefined;
  if (format) return format;
  const checks = checksOf(def);
  const coded = field ? CODES_BY_FIELD[choice][field] : undefined;
  if (coded && fits(coded, checks)) return coded;
  const found = CANDIDATES.find((c) => fits(c, checks));
  if (found) return found;
  const exact = checks.find((c) => c.check === 'length_equals')?.length;
  const min = checks.find((c) => c.check === 'min_length')?.minimum ?? 1;
  return 'A'.repeat(exact ?? min);
};

const numberSample = (def: ZodDef): number => {
  let low = -Infinity;
  let high = Infinity;
  for (const c of checksOf(def)) {
    const v = Number(c.value);
    if (c.check === 'greater_than') low = Math.max(low, c.inclusive ? v : v + 1);
    if (c.check === 'less_than') high = Math.min(high, c.inclusive ? v : v - 1);
  }
  const wanted = 1017000;
  return Math.min(high, Math.max(low, low === -Infinity ? wanted : Math.ceil(low)));
};

const valid = (schema: unknown, value: unknown) => (schema as ZodLike).safeParse(value).success;

/** One value `schema` accepts, as full as the schema allows. */
export const sampleOf = (schema: unknown, depth = 0, field?: string, choice: CodeChoice = 'compound'): unknown => {
  const def = defOf(schema);
  if (depth > 12) return undefined;
  const next = (s: unknown) => sampleOf(s, depth + 1, field, choice);
  switch (def.type) {
    case 'string':
      return stringSample(def, choice, field);
    case 'number':
      return numberSample(def);
    case 'bigint':
      return 1n;
    case 'boolean':
      return true;
    case 'date':
      return new Date(SAMPLE_INSTANT);
    case 'null':
      return null;
    case 'literal':
      return (def.values as unknown[])[0];
    case 'enum':
      return pickCode(Object.values(def.entries as Record<string, unknown>), choice);
    case 'nullable':
    case 'optional':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return next(def.innerType);
    case 'array': {
      const min = checksOf(def).find((c) => c.check === 'min_length')?.minimum ?? 1;
      return Array.from({ length: Math.max(1, min) }, () => next(def.element));
    }
    case 'tuple':
      return (def.items as unknown[]).map(next);
    case 'object':
      return Object.fromEntries(
        Object.entries(def.shape as Record<string, unknown>).map(([key, value]) => [
          key,
          sampleOf(value, depth + 1, key, choice),
        ]),
      );
    case 'record': {
      const keyDef = defOf(def.keyType);
      const keys =
        keyDef.type === 'enum' ? Object.values(keyDef.entries as Record<string, string>) : [next(def.keyType)];
      return Object.fromEntries(keys.map((k) => [String(k), sampleOf(def.valueType, depth + 1, String(k), choice)]));
    }
    case 'union': {
      const options = def.options as unknown[];
      const samples = options.map(next);
      return samples.find((s, i) => valid(options[i], s)) ?? samples[0];
    }
    case 'intersection':
      return { ...(next(def.left) as object), ...(next(def.right) as object) };
    case 'pipe':
      return next(def.in);
    case 'lazy':
      return next((def.getter as () => unknown)());
    default:
      return null;
  }
};

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Endpoint).method === 'string' &&
  typeof (value as Endpoint).path === 'string' &&
  typeof (value as Endpoint).response === 'object';

/** Every endpoint the contracts export, alone or in groups of endpoints. */
export const allEndpoints = (): Endpoint[] => {
  const found = new Set<Endpoint>();
  const walk = (value: unknown, depth: number) => {
    if (depth > 3 || typeof value !== 'object' || value === null) return;
    if (isEndpoint(value)) {
      found.add(value);
      return;
    }
    if ('_zod' in value) return;
    Object.values(value).forEach((v) => walk(v, depth + 1));
  };
  Object.values(contracts).forEach((v) => walk(v, 0));
  return [...found];
};

/** An endpoint's sample answer as the fake API sends it (`data` and what comes beside it), if one is valid. */
export const sampleAnswer = (
  endpoint: Endpoint,
  choice: CodeChoice = 'compound',
): { body: unknown; beside: Record<string, unknown> } | undefined => {
  const whole = sampleOf(endpoint.response, 0, undefined, choice);
  if (!valid(endpoint.response, whole) || typeof whole !== 'object' || whole === null) return undefined;
  const { data, ...beside } = whole as Record<string, unknown>;
  return { body: data, beside };
};
