import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { Endpoint } from '@b2c/contracts';
import { MESSAGES } from '@b2c/domain';
import { buildTestApp, type TestApp } from '../build-test-app.ts';
import { WRITE_ENDPOINTS, endpointKey } from '../fuzz/write-endpoints.ts';
import { fuzzRecords, type FuzzRecords } from '../fuzz/fuzz-records.ts';
import { operationFixtures, type OperationFixture, type Values } from '../fuzz/operation-fixtures.ts';
import { workflowFixtures } from '../fuzz/workflow-fixtures.ts';
import { fieldNameOf, mutationsOf, withinBudget, type Mutation } from '../fuzz/field-mutations.ts';
import { storedDifferences } from '../fuzz/stored-values.ts';
import { contractVerdict, mutated, readBackUrl, urlOf, validRequest, type FuzzRequest } from '../fuzz/fuzz-requests.ts';
import { KNOWN_DEFECTS } from '../fuzz/known-defects.ts';

/**
 * The schema-driven fuzz pass (DESIGN §7, issue 24): every write operation of the contracts package gets
 * valid requests generated from its schemas (zod → fast-check, fixed seed), aimed at real records of IN CAR
 * as admin, then one-field mutations of them. Never a 5xx; a refusal of what the contract refuses names
 * the field; and what a 2xx stored equals what was accepted, read back — never clamped, rounded or
 * rewritten, beyond SPEC §5's trim and newline → space.
 */
const SEED = 20_241_127;
const VALID_RUNS = 2;
const MUTATIONS_PER_OPERATION = 20;
/** Multipart uploads have no body schema to generate from; the upload drills send them files. */
const fuzzed = WRITE_ENDPOINTS.filter((e) => !e.multipart);

let t: TestApp;
let r: FuzzRecords;
let fixtures: Record<string, OperationFixture>;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  r = await fuzzRecords(t);
  headers = r.headers;
  fixtures = { ...operationFixtures(r), ...workflowFixtures(r, headers) };
}, 60_000);
afterAll(() => t?.close());

interface Finding {
  operation: string;
  what: string;
  detail: string;
}
const findings: Finding[] = [];
const reachedHandler = new Set<string>();
const accepted = new Set<string>();
const setupFailures: string[] = [];
let requests = 0;
let storedChecks = 0;

/**
 * A refusal as invalid data (`invalidFields`: SPEC §5's "Invalid data. Please check and try again." and
 * the fields), the route schema's answer. Anything else the handler decided: a record missing (404), a
 * state that forbids the step (409), a business rule (400 in its own words), or success.
 */
const isValidationRefusal = (res: LightMyRequestResponse) =>
  res.statusCode === 400 && (res.json() as { message?: string }).message?.startsWith(MESSAGES.invalidData) === true;

async function send(endpoint: Endpoint, request: FuzzRequest) {
  requests += 1;
  return t.app.inject({
    method: endpoint.method,
    url: urlOf(endpoint, request),
    headers,
    ...(request.body === undefined ? {} : { payload: JSON.stringify(request.body) }),
    ...(request.body === undefined ? {} : { headers: { ...headers, 'content-type': 'application/json' } }),
  });
}

/** After a 2xx: the record read back must hold what the contract accepted. */
async function checkStored(
  endpoint: Endpoint,
  fixture: OperationFixture,
  request: FuzzRequest,
  res: LightMyRequestResponse,
  label: string,
) {
  const { accepted } = contractVerdict(request);
  if (fixture.notReadBack || accepted === undefined || accepted === null || typeof accepted !== 'object') return;
  const body =
    fixture.expectedStored && !Array.isArray(accepted) ? fixture.expectedStored(accepted as Values) : accepted;
  const data = (res.json() as { data?: unknown }).data;
  const url = readBackUrl(endpoint, fixture, request.params, Array.isArray(data) ? data[0] : data);
  let stored = data;
  if (url) {
    const read = await t.app.inject({ url, headers });
    if (read.statusCode === 200) stored = (read.json() as { data: unknown }).data;
  }
  storedChecks += 1;
  const differences = storedDifferences(body, stored);
  if (differences.length > 0) {
    findings.push({
      operation: endpointKey(endpoint),
      what: `stored ≠ accepted (${label})`,
      detail: differences.join('; '),
    });
  }
}

function judge(endpoint: Endpoint, res: LightMyRequestResponse, label: string) {
  if (res.statusCode >= 500) {
    findings.push({
      operation: endpointKey(endpoint),
      what: `${res.statusCode} (${label})`,
      detail: res.body.slice(0, 300),
    });
    return false;
  }
  return true;
}

async function fuzzOperation(endpoint: Endpoint, index: number) {
  const key = endpointKey(endpoint);
  const fixture = fixtures[key] ?? {};
  const started = Date.now();
  let base: FuzzRequest | undefined;
  for (let run = 0; run < VALID_RUNS; run += 1) {
    let request: FuzzRequest;
    try {
      request = await validRequest(r, endpoint, fixture, SEED + index * 1000 + run * 10);
    } catch (err) {
      setupFailures.push(`${key}: ${(err as Error).message.slice(0, 200)}`);
      return;
    }
    base ??= request;
    const res = await send(endpoint, request);
    if (!judge(endpoint, res, 'valid request')) continue;
    if (!isValidationRefusal(res)) reachedHandler.add(key);
    if (res.statusCode < 300) {
      accepted.add(key);
      base = request;
      await checkStored(endpoint, fixture, request, res, 'valid request');
    } else if (process.env.FUZZ_VERBOSE) {
      console.info(`${key} valid → ${res.statusCode} ${res.body.slice(0, 200)}`);
    }
  }
  if (!base) return;
  const perField = (['params', 'query', 'body'] as const).flatMap((part) =>
    mutationsOf(part, base.schemas[part], base[part]),
  );
  for (const mutation of withinBudget(perField, MUTATIONS_PER_OPERATION)) {
    await fuzzMutation(endpoint, fixture, index, base, mutation);
  }
  if (process.env.FUZZ_VERBOSE) console.info(`${key}: ${Date.now() - started} ms`);
}

async function fuzzMutation(
  endpoint: Endpoint,
  fixture: OperationFixture,
  index: number,
  base: FuzzRequest,
  m: Mutation,
) {
  let request = mutated(base, m);
  // What the contract refuses never reaches a record, so the base request's records serve again. What it
  // accepts may be stored: that gets a fresh valid request, as the base's record may be consumed.
  if (contractVerdict(request).valid) {
    try {
      request = mutated(await validRequest(r, endpoint, fixture, SEED + index * 1000), m);
    } catch {
      return;
    }
  }
  const res = await send(endpoint, request);
  if (!judge(endpoint, res, m.label)) return;
  const verdict = contractVerdict(request);
  if (!verdict.valid) {
    if (res.statusCode < 300) {
      findings.push({
        operation: endpointKey(endpoint),
        what: `accepted what the contract refuses (${m.label})`,
        detail: res.body.slice(0, 200),
      });
    } else if (res.statusCode === 400 && !namesAField(res.body, [fieldNameOf(m), ...verdict.fields])) {
      findings.push({
        operation: endpointKey(endpoint),
        what: `400 without the field's name (${m.label})`,
        detail: res.body.slice(0, 200),
      });
    }
    return;
  }
  if (res.statusCode < 300) await checkStored(endpoint, fixture, request, res, m.label);
}

/**
 * A refusal names the field: the one mutated, or the one the contract itself names for this request (a
 * repeated country makes the phone the wrong one: the phone is what to name).
 */
const namesAField = (body: string, names: string[]) => names.some((name) => body.includes(name));

const known = (f: Finding) => KNOWN_DEFECTS.some((d) => d.operation === f.operation && d.what.test(f.what));

describe('schema-driven fuzz pass', () => {
  it('every write operation: valid and one-field-mutated requests, never a 5xx, stored equals accepted', async () => {
    expect(fuzzed.length).toBeGreaterThan(80);
    for (const [index, endpoint] of fuzzed.entries()) await fuzzOperation(endpoint, index);
    const unknown = findings.filter((f) => !known(f));
    const report = unknown.map((f) => `${f.operation} — ${f.what}: ${f.detail}`).join('\n');
    console.info(
      `schema fuzz: ${requests} requests to ${fuzzed.length} write operations; ${reachedHandler.size} got past ` +
        `validation, ${accepted.size} accepted a generated request; ${storedChecks} writes read back and compared; ` +
        `${findings.length - unknown.length} known defects`,
    );
    if (process.env.FUZZ_VERBOSE) {
      console.info(
        `not past validation: ${fuzzed
          .map(endpointKey)
          .filter((k) => !reachedHandler.has(k))
          .join(', ')}`,
      );
      console.info(
        `not accepted: ${fuzzed
          .map(endpointKey)
          .filter((k) => !accepted.has(k))
          .join(', ')}`,
      );
    }
    expect(setupFailures, 'fixtures that could not make a valid request').toEqual([]);
    expect(unknown, report).toEqual([]);
  }, 400_000);
});
