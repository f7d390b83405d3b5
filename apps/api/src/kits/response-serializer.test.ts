import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compiledSerializer, responseSerializerCompiler } from './response-serializer.ts';

const row = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  vendor: z.enum(['DRIVEU', 'LOCUS']).nullable(),
  tags: z.array(z.string()),
  inner: z.object({ price: z.string().nullable() }).nullable(),
  kind: z.union([z.object({ a: z.number() }), z.object({ b: z.string() })]),
});
const answer = z.object({ data: z.array(row) });
const zodWay = (data: unknown) => JSON.stringify(answer.parse(data));

describe('compiledSerializer', () => {
  it('writes what the zod check then JSON.stringify wrote, nulls and nullable enums included', () => {
    const data = {
      data: [
        { id: 1, name: null, vendor: null, tags: [], inner: null, kind: { a: 1 } },
        { id: 2, name: 'Amit "A" Khan\n', vendor: 'LOCUS', tags: ['x'], inner: { price: '10.00' }, kind: { b: 'y' } },
      ],
    };
    expect(compiledSerializer(answer)(data)).toBe(zodWay(data));
  });

  it('leaves out fields the contract does not declare, as the zod check did (no column leaks)', () => {
    const data = {
      data: [
        { id: 1, name: 'a', vendor: null, tags: [], inner: { price: null, cost: '5' }, kind: { a: 1 }, secret: 'x' },
      ],
    };
    const out = compiledSerializer(answer)(data);
    expect(out).not.toContain('secret');
    expect(out).not.toContain('cost');
    expect(out).toBe(zodWay(data));
  });

  it('keeps the zod check for a schema JSON Schema cannot express', () => {
    const transformed = z.object({ at: z.date().transform((d) => d.toISOString()) });
    expect(compiledSerializer(transformed)({ at: new Date(0) })).toBe('{"at":"1970-01-01T00:00:00.000Z"}');
  });
});

describe('responseSerializerCompiler', () => {
  const compile = (checkAnswers: boolean) =>
    responseSerializerCompiler({ checkAnswers })({ schema: answer, method: 'GET', url: '/x', httpStatus: '200' });
  const drifted = { data: [{ id: 'one', name: null, vendor: null, tags: [], inner: null, kind: { a: 1 } }] };

  it('refuses an answer that drifted from its contract when checking (the tests)', () => {
    expect(() => compile(true)(drifted)).toThrow(/does not match its contract/);
  });

  it('only serializes in production', () => {
    expect(typeof compile(false)({ data: [] })).toBe('string');
  });
});
