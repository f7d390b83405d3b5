import fastJson from 'fast-json-stringify';
import { z } from 'zod';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';

type JsonSchema = Record<string, unknown>;
type Serialize = (data: unknown) => string;

/**
 * Two rewrites of zod's JSON Schema for fast-json-stringify; everything else is kept as zod wrote it.
 * - `anyOf: [{type: X}, {type: 'null'}]` (zod's nullable) becomes `type: [X, 'null']`: the serializer writes
 *   the latter directly but tries each `anyOf` branch with a validator at run time (slower than JSON.stringify).
 * - `additionalProperties: false` goes: the serializer writes declared properties only either way, but the
 *   run-time branch check of a union would refuse a row carrying an extra field that zod simply stripped.
 */
function simplify(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplify);
  if (!node || typeof node !== 'object') return node;
  const schema = Object.fromEntries(
    Object.entries(node)
      .filter(([key, value]) => !(key === 'additionalProperties' && value === false))
      .map(([key, value]) => [key, simplify(value)]),
  ) as JsonSchema;
  const branches = schema.anyOf;
  if (Array.isArray(branches) && branches.length === 2) {
    const nullIndex = branches.findIndex((b: JsonSchema) => b.type === 'null' && Object.keys(b).length === 1);
    const other = branches[1 - nullIndex] as JsonSchema | undefined;
    if (
      nullIndex >= 0 &&
      other &&
      typeof other.type === 'string' &&
      other.type !== 'object' &&
      other.type !== 'array'
    ) {
      const { anyOf: _replaced, ...rest } = schema;
      const nullable = { ...rest, ...other, type: [other.type, 'null'] };
      return Array.isArray(other.enum) ? { ...nullable, enum: [...(other.enum as unknown[]), null] } : nullable;
    }
  }
  return schema;
}

/**
 * A contract's response schema compiled to a serializer (issue 12): only the declared fields leave, as with
 * the zod check it replaces, at the cost of JSON.stringify or less (`bench/serialisation.ts`). A schema
 * JSON Schema cannot express (a transform) or the compiler refuses keeps the zod check.
 */
export function compiledSerializer(schema: z.ZodType): Serialize {
  try {
    const jsonSchema = z.toJSONSchema(schema, { io: 'output', target: 'draft-7' });
    return fastJson(simplify(jsonSchema) as Parameters<typeof fastJson>[0]) as Serialize;
  } catch {
    return (data) => JSON.stringify(schema.parse(data));
  }
}

/**
 * Fastify's serializer for every route's response schema. With `checkAnswers` (the tests) each answer is
 * also checked against its zod schema first, so a handler that drifts from its contract fails loudly there;
 * in production the compiled serializer alone runs.
 */
export function responseSerializerCompiler(options: { checkAnswers: boolean }): FastifySerializerCompiler<unknown> {
  return ({ schema }) => {
    if (!(schema instanceof z.ZodType)) return (data) => JSON.stringify(data);
    const serialize = compiledOnFirstUse(schema);
    if (!options.checkAnswers) return serialize;
    return (data) => {
      const checked = schema.safeParse(data);
      if (!checked.success) throw new Error(`The answer does not match its contract: ${checked.error.message}`);
      return serialize(data);
    };
  };
}

/**
 * Compiled when the route first answers, not when it is registered (issue 30): compiling every route's
 * answers took ~0.7 s of the start, most of them for routes a given process rarely or never serves.
 */
function compiledOnFirstUse(schema: z.ZodType): Serialize {
  let serialize: Serialize | undefined;
  return (data) => (serialize ??= compiledSerializer(schema))(data);
}
