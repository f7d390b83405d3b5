import fc from 'fast-check';
import type { z } from 'zod';
import { pathOf, type Endpoint } from '@b2c/contracts';
import { validArbitrary, defOf, pipeSide, type KnownField } from './zod-arbitrary.ts';
import { ABSENT, withLeaf, type Mutation, type Part } from './field-mutations.ts';
import type { OperationFixture, Values } from './operation-fixtures.ts';
import { endpointKey, READ_ENDPOINTS } from './write-endpoints.ts';
import type { FuzzRecords } from './fuzz-records.ts';

/** A request of the fuzz pass: its three parts as sent, and the schemas they are judged by. */
export interface FuzzRequest {
  params: Values;
  query: Values;
  body: unknown;
  schemas: Partial<Record<Part, z.ZodType>>;
}

/** One value of an arbitrary, reproducible from its seed. */
const sampleOne = <T>(arbitrary: fc.Arbitrary<T>, seed: number): T => fc.sample(arbitrary, { seed, numRuns: 1 })[0]!;

const hasVersion = (schema: z.core.$ZodType | undefined): boolean => {
  if (!schema) return false;
  const def = defOf(schema);
  // A body refined by a transform (users) is a pipe around its object.
  if (def.type === 'pipe') return hasVersion(pipeSide(def));
  return def.type === 'object' && 'version' in def.shape;
};

/**
 * A valid request for the endpoint: fresh records from its fixture, the rest generated from the contract,
 * and `version` set to the record's current one (a generated version would only ever meet a 409).
 */
export async function validRequest(
  r: FuzzRecords,
  endpoint: Endpoint,
  fixture: OperationFixture,
  seed: number,
): Promise<FuzzRequest> {
  let fresh: Values = {};
  const known: KnownField = (key) => (key in fresh ? fc.constant(fresh[key]) : (fixture.known?.[key] ?? r.known(key)));
  const generate = (schema: z.ZodType | undefined, offset: number) =>
    schema ? sampleOne(validArbitrary(schema, known), seed + offset) : undefined;
  // Path parameters the fixture names (a real record) over generated ones (an enum such as `:type`).
  const params = { ...((generate(endpoint.params, 1) ?? {}) as Values), ...(await fixture.params?.()) };
  fresh = (await fixture.fields?.(params)) ?? {};
  const query = (generate(endpoint.query, 2) ?? {}) as Values;
  const bodySchema = fixture.body?.(query) ?? endpoint.body;
  let body = endpoint.body ? generate(bodySchema, 3) : undefined;
  const schemas = { params: endpoint.params, query: endpoint.query, body: bodySchema };
  if (hasVersion(bodySchema) || hasVersion(endpoint.query)) {
    const version = await currentVersion(r, endpoint, fixture, params, body);
    // No record yet (a first save): no version, where the contract allows leaving it out.
    const withVersion = (values: Values) => {
      const { version: _generated, ...rest } = values;
      return version === undefined ? rest : { ...rest, version };
    };
    if (hasVersion(bodySchema)) body = withVersion(body as Values);
    if (hasVersion(endpoint.query)) Object.assign(query, withVersion(query));
  }
  return { params, query, body, schemas };
}

/** The record's version: the fixture's reader, else the GET of the same path (most edits have one). */
async function currentVersion(
  r: FuzzRecords,
  endpoint: Endpoint,
  fixture: OperationFixture,
  params: Values,
  body: unknown,
) {
  if (fixture.version) return fixture.version(params, (body ?? {}) as Values).catch(() => undefined);
  const read = READ_ENDPOINTS.find((e) => e.path === endpoint.path);
  if (!read) return undefined;
  const res = await r.t.app.inject({ url: pathOf(read.path, params), headers: r.headers });
  const data = res.statusCode === 200 ? (res.json() as { data?: { version?: number } }).data : undefined;
  return typeof data?.version === 'number' ? data.version : undefined;
}

export const mutated = (request: FuzzRequest, m: Mutation): FuzzRequest => ({
  ...request,
  [m.part]: withLeaf(request[m.part], m.path, m.value) ?? (m.part === 'body' ? undefined : {}),
});

/** Whether the contract accepts every part, and the body as it parsed it (what the server accepted). */
export function contractVerdict(request: FuzzRequest) {
  let accepted: unknown;
  for (const part of ['params', 'query', 'body'] as const) {
    const schema = request.schemas[part];
    if (!schema) continue;
    // Path and query values travel as text; the contract coerces them back.
    const value = part === 'body' ? request.body : asText(request[part]);
    const result = schema.safeParse(value);
    if (!result.success) {
      // The innermost field name of each problem, as a refusal should name it.
      const fields = result.error.issues.map((i) =>
        String([...i.path].reverse().find((p) => typeof p === 'string') ?? part),
      );
      return { valid: false as const, accepted: undefined, fields };
    }
    if (part === 'body') accepted = result.data;
  }
  return { valid: true as const, accepted, fields: [] as string[] };
}

function asText(values: unknown): unknown {
  if (!values || typeof values !== 'object') return values;
  return Object.fromEntries(
    Object.entries(values).map(([k, v]) => [k, Array.isArray(v) ? v.map(String) : v === null ? '' : String(v)]),
  );
}

export function urlOf(endpoint: Endpoint, request: FuzzRequest): string {
  const path = endpoint.path.replace(/:([A-Za-z][A-Za-z0-9_]*)/g, (_, name: string) =>
    encodeURIComponent(String(request.params[name] ?? '')),
  );
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(request.query ?? {})) {
    if (value === undefined || (value as unknown) === ABSENT) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/** Where to read the written record back: the fixture's choice, the GET of the same path, or `…/:id`. */
export function readBackUrl(endpoint: Endpoint, fixture: OperationFixture, params: Values, data: unknown) {
  if (fixture.readBack) return fixture.readBack(params);
  if (endpoint.method === 'DELETE') return undefined;
  const same = READ_ENDPOINTS.find((e) => e.path === endpoint.path && e.params);
  if (same) return pathOf(same.path, params);
  const id = (data as { id?: unknown } | undefined)?.id;
  const child = READ_ENDPOINTS.find((e) => e.path === `${endpoint.path}/:id`);
  if (endpoint.method === 'POST' && child && typeof id === 'number') return pathOf(child.path, { id });
  return undefined;
}

export const describeEndpoint = (e: Endpoint) => endpointKey(e);
