import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import {
  fieldsOf,
  fieldValues,
  hostileQueryValues,
  hostileSegments,
  LEAK_PATTERNS,
  rawBodies,
  sampleOf,
  wholeBodies,
  type JsonSchema,
  type KnownValue,
} from '../test/bad-input-samples.ts';

/**
 * The bad-input drill: every write route gets wrong types, hostile strings, huge and deeply nested bodies,
 * prototype-pollution keys and hostile path segments as admin; every GET route gets hostile query values.
 * Any 5xx, any answer that shows SQL or a stack, or a polluted Object.prototype fails the drill.
 */
interface OpenApiParameter {
  in: string;
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}
interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

let t: TestApp;
let admin: Record<string, string>;
let operations: Record<string, Record<string, OpenApiOperation>>;
let car: { id: number; appointmentId: string };
let cityCode: string;
let locationCode: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.as('admin');
  const first = async (url: string) => (await t.app.inject({ url, headers: admin })).json().data[0];
  operations = (await t.app.inject({ url: '/api/docs/json' })).json().paths;
  car = await first('/api/inventory?size=1');
  cityCode = (await first('/api/v1/city?size=1')).code;
  locationCode = (await first('/api/v2/store-location?size=1')).code;
});

/** Existing codes and well-formed values by field name, so one bad field is all that is wrong in a body. */
const known: KnownValue = (field) => {
  if (/cityCode$/i.test(field)) return cityCode;
  if (/locationCode$/i.test(field)) return locationCode;
  if (field === 'appointmentId') return car.appointmentId;
  if (/mobile|phone/i.test(field)) return '9876543210';
  if (field === 'slot') return '1000_1200';
  if (field === 'from') return '09:00';
  if (field === 'to') return '18:00';
  return undefined;
};
afterAll(() => t?.close());

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Static files and the API document are not input handlers. */
const skipped = (url: string) => url === '/*' || url.startsWith('/api/docs');

const operationOf = (method: string, url: string): OpenApiOperation =>
  operations[url.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()] ?? {};

/** A route URL with its path parameters filled; `hostile` replaces one of them when given. */
function pathOf(url: string, hostile?: string): string {
  let replaced = false;
  const fill = (name: string) => {
    if (hostile !== undefined && !replaced) {
      replaced = true;
      return hostile;
    }
    if (name === 'id' && /apt-:id|inspection\/:id/.test(url)) return car.appointmentId;
    if (name === 'id' && /inventory\/:id/.test(url)) return String(car.id);
    return name === '*' ? 'fuzz/file.png' : '1';
  };
  return url.replace(/:(\w+)/g, (_m, name: string) => fill(name)).replace(/\*$/, () => fill('*'));
}

/** Plausible query strings: one per value of the first required enum parameter (e.g. `action`), else one. */
function queriesOf(operation: OpenApiOperation): string[] {
  const params = (operation.parameters ?? []).filter((p) => p.in === 'query');
  const base = new URLSearchParams();
  for (const p of params) if (p.required) base.set(p.name, String(sampleOf(p.schema, known)));
  const choice = params.find((p) => p.required && p.schema?.enum?.length);
  if (!choice) return [base.toString()];
  return choice.schema!.enum!.slice(0, 15).map((value) => {
    const query = new URLSearchParams(base);
    query.set(choice.name, String(value));
    return query.toString();
  });
}

interface Finding {
  request: string;
  status: number;
  body: string;
}
const findings: Finding[] = [];
let requests = 0;

async function send(options: InjectOptions & { url: string }) {
  requests += 1;
  const res = await t.app.inject({ ...options, headers: { ...admin, ...options.headers } });
  const body = res.body.slice(0, 2_000);
  if (res.statusCode >= 500 || LEAK_PATTERNS.some((p) => p.test(body))) {
    findings.push({ request: `${options.method ?? 'GET'} ${options.url.slice(0, 120)}`, status: res.statusCode, body });
  }
}

/** Runs the calls a few at a time: enough to keep the event loop busy, bounded for the single-session PGlite. */
async function inBatches(calls: (() => Promise<void>)[], size = 6) {
  for (let i = 0; i < calls.length; i += size) await Promise.all(calls.slice(i, i + size).map((call) => call()));
}

const jsonText = (payload: string) => ({ payload, headers: { 'content-type': 'application/json' } });

/**
 * The drill's budget per route, so its time grows with the route table, not with the product of a route's
 * fields, hostile values and action variants. A write route always gets the whole-body, raw-body and path
 * segment attacks, a valid body per action variant and every hostile field value at least once; the rest
 * of its budget goes to more (variant, field, value) combinations. A GET route gets all of its (at most
 * 8 names × 4 values + 6 segments): that is already bounded.
 */
const WRITE_CALLS_PER_ROUTE = 52;
const READ_CALLS_PER_ROUTE = 8 * hostileQueryValues.length + hostileSegments.length;
const callsPerRoute = new Map<string, number>();

/**
 * (variant, field, value) triples in rounds: each round pairs every hostile value with a field and a
 * variant, shifted by one each round, so a short budget still sends every value and spreads the rest.
 */
function* hostileFieldTriples(variants: number, fields: number) {
  for (let round = 0; round < variants * fields; round += 1) {
    for (let v = 0; v < fieldValues.length; v += 1) yield [(v + round) % variants, (v + round) % fields, v] as const;
  }
}

function writeRouteCalls(method: string, url: string): (() => Promise<void>)[] {
  const operation = operationOf(method, url);
  const schema = operation.requestBody?.content?.['application/json']?.schema;
  const { isArray, fields } = fieldsOf(schema);
  // Without a declared body (bodies parsed per action after routing), try the usual field names.
  const names = Object.keys(fields).length > 0 ? Object.keys(fields).slice(0, 8) : ['name', 'value', 'version'];
  const validItem = () => (isArray ? (sampleOf(schema, known) as unknown[])[0] : sampleOf(schema, known)) ?? {};
  const valid = validItem();
  const withField = (name: string, value: unknown) => {
    const item = { ...(validItem() as Record<string, unknown>), [name]: value };
    return JSON.stringify(isArray ? [item] : item);
  };
  const targets = queriesOf(operation).map((query) => `${pathOf(url)}${query ? `?${query}` : ''}`);
  const calls: (() => Promise<void>)[] = [];
  const target = pathOf(url);
  for (const body of wholeBodies) calls.push(() => send({ method, url: target, ...jsonText(JSON.stringify(body)) }));
  for (const raw of rawBodies) calls.push(() => send({ method, url: target, ...jsonText(raw) }));
  if (url.includes(':') || url.endsWith('*')) {
    for (const segment of hostileSegments) {
      calls.push(() => send({ method, url: pathOf(url, segment), ...jsonText(JSON.stringify(valid)) }));
    }
  }
  for (const variant of targets)
    calls.push(() => send({ method, url: variant, ...jsonText(JSON.stringify(isArray ? [valid] : valid)) }));
  // Every value once even where the fixed attacks leave less; the budget check below then fails loudly.
  const room = Math.max(fieldValues.length, WRITE_CALLS_PER_ROUTE - calls.length);
  const combinations = Math.min(room, targets.length * names.length * fieldValues.length);
  const triples = hostileFieldTriples(targets.length, names.length);
  for (let i = 0; i < combinations; i += 1) {
    const [variant, field, value] = triples.next().value!;
    const body = withField(names[field]!, fieldValues[value]);
    calls.push(() => send({ method, url: targets[variant]!, ...jsonText(body) }));
  }
  callsPerRoute.set(`${method} ${url}`, calls.length);
  return calls;
}

function readRouteCalls(url: string): (() => Promise<void>)[] {
  const operation = operationOf('GET', url);
  const declared = (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
  const names = [...new Set([...declared.slice(0, 6), 'name', 'sort'])];
  const calls: (() => Promise<void>)[] = [];
  for (const name of names) {
    for (const value of hostileQueryValues) calls.push(() => send({ url: `${pathOf(url)}?${name}=${value}` }));
  }
  if (url.includes(':') || url.endsWith('*')) {
    for (const segment of hostileSegments) calls.push(() => send({ url: pathOf(url, segment) }));
  }
  callsPerRoute.set(`GET ${url}`, calls.length);
  return calls;
}

const report = (what: string) => {
  const summary = findings.map((f) => `${f.status} ${f.request} → ${f.body.slice(0, 300)}`);
  return `${what}: ${findings.length} findings in ${requests} requests\n${summary.slice(0, 40).join('\n')}`;
};

const overBudget = (budget: number) =>
  [...callsPerRoute].filter(([, n]) => n > budget).map(([route, n]) => `${route}: ${n}`);

describe('bad-input drill', () => {
  it('every write route answers bad bodies, params and hostile strings with a 4xx, never SQL or a stack', async () => {
    const writes = t.routes.filter((r) => WRITE_METHODS.has(r.method) && !skipped(r.url));
    expect(writes.length).toBeGreaterThan(30);
    await inBatches(writes.flatMap((r) => writeRouteCalls(r.method, r.url)));
    expect(findings, report('write routes')).toEqual([]);
    // Bounded per route, so the drill's time grows only with the number of routes.
    expect(overBudget(WRITE_CALLS_PER_ROUTE), 'write routes over their budget').toEqual([]);
    expect(requests).toBeLessThanOrEqual(writes.length * WRITE_CALLS_PER_ROUTE);
    console.info(`bad-input drill: ${requests} requests for ${writes.length} write routes`);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
  }, 120_000);

  it('every GET route answers hostile query values and path segments with a 4xx or a 2xx', async () => {
    const reads = t.routes.filter((r) => r.method === 'GET' && !skipped(r.url));
    expect(reads.length).toBeGreaterThan(40);
    findings.length = 0;
    requests = 0;
    callsPerRoute.clear();
    await inBatches(reads.flatMap((r) => readRouteCalls(r.url)));
    expect(findings, report('GET routes')).toEqual([]);
    expect(overBudget(READ_CALLS_PER_ROUTE), 'GET routes over their budget').toEqual([]);
    expect(requests).toBeLessThanOrEqual(reads.length * READ_CALLS_PER_ROUTE);
    console.info(`bad-input drill: ${requests} requests for ${reads.length} GET routes`);
  }, 120_000);
});
