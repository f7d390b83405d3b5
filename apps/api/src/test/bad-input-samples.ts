/**
 * Inputs for the bad-input drill: a plausible body built from a route's OpenAPI (JSON Schema) body, so a
 * single mutated field gets past the other fields' checks and reaches the service and SQL, plus the
 * generic hostile payloads every write route must answer with a 4xx.
 */
export interface JsonSchema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  minimum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  minItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

let uniqueCounter = 0;

/** Values for fields whose pattern a schema walk cannot guess (codes that must exist, phones, slots). */
export type KnownValue = (field: string) => unknown;

/** A value that matches the easy parts of a schema (types, enums, formats, minimums); `known` fills the rest. */
export function sampleOf(schema: JsonSchema | undefined, known: KnownValue = () => undefined, depth = 0): unknown {
  if (!schema || depth > 8) return null;
  if ('const' in schema) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const alternatives = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (alternatives?.length)
    return sampleOf(alternatives.find((a) => a.type !== 'null') ?? alternatives[0], known, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'string':
      if (schema.format === 'date-time') return '2030-01-01T10:00:00.000Z';
      if (schema.format === 'date') return '2030-01-01';
      if (schema.format === 'email') return 'fuzz@example.com';
      if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
      // Unique, so a create is not refused as a duplicate before the mutated field reaches SQL.
      return `FZ${(uniqueCounter += 1)}`.padEnd(schema.minLength ?? 1, '1');
    case 'integer':
    case 'number':
      return Math.max(1, Math.ceil(schema.minimum ?? (schema.exclusiveMinimum ?? 0) + 1));
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => sampleOf(schema.items, known, depth + 1));
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [
          key,
          known(key) ?? sampleOf(value, known, depth + 1),
        ]),
      );
    default:
      return null;
  }
}

/** The object whose fields are mutated: the body itself, or the first item of an array body. */
export function fieldsOf(schema: JsonSchema | undefined): { isArray: boolean; fields: Record<string, JsonSchema> } {
  const alternatives = schema?.anyOf ?? schema?.oneOf;
  const resolved = alternatives?.find((a) => a.type === 'object' || a.type === 'array') ?? schema;
  if (resolved?.type === 'array') return { isArray: true, fields: fieldsOf(resolved.items).fields };
  return { isArray: false, fields: resolved?.properties ?? {} };
}

const HUGE = 'x'.repeat(20_000);

/** Wrong types, out-of-range numbers and hostile strings for one field. */
export const fieldValues: unknown[] = [
  42,
  'abc',
  null,
  [],
  {},
  true,
  2 ** 31,
  -1,
  1e300,
  'a\u0000b',
  '\u001b[31m',
  // DEL and a C1 control (NEL), refused like the C0 ones (issue 24, finding 10).
  'a\u007fb\u0085',
  HUGE,
  '2024-13-45',
];

/** Whole bodies of the wrong shape. */
export const wholeBodies: unknown[] = [42, true, null, [], 'text', {}, [null], [42]];

/** Raw JSON texts the JSON parser must refuse or the routes must survive. */
export const rawBodies: string[] = [
  '{"__proto__": {"polluted": 1}}',
  '{"constructor": {"prototype": {"polluted": 1}}}',
  '[{"__proto__": {"polluted": 1}}]',
  '['.repeat(10_000) + ']'.repeat(10_000),
  '{"a":'.repeat(5_000) + '1' + '}'.repeat(5_000),
  '{"name": "' + 'x'.repeat(1024 * 1024) + '"}',
  '{"name": "' + 'x'.repeat(900 * 1024) + '"}',
  '{"name": ',
  '{"name": "\\u0000"}',
];

/** Path segment values: NUL, control characters, a huge value. */
export const hostileSegments = ['%00', 'a%01b', 'a%7F%C2%9Bb', '9'.repeat(400), 'x'.repeat(2_000), '%E0%A4%A', "1'--"];

/** Query values for the GET pass. */
export const hostileQueryValues = ['a%00b', '%1B', 'a%7F%C2%85b', 'x'.repeat(10_000), '9'.repeat(40)];

/** What must never be in an answer: SQL text or a stack. */
export const LEAK_PATTERNS = [
  /select .* from |insert into|update \S+ set|syntax error|violates|relation "/i,
  /at .*\.ts:\d+|node_modules/,
];
