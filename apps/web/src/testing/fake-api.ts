import type { Endpoint, EndpointRequest } from '@b2c/contracts';
import type { Vertical } from '@b2c/domain';
import { configureApiClient } from '../shared/api/api-client.ts';

/** One request the panel sent, as the fake API saw it. */
export interface RecordedCall {
  method: string;
  /** Path and query as sent, e.g. `${pathOf(driverEndpoints.get.path, { id: 12 })}?x=1`. */
  url: string;
  path: string;
  query: URLSearchParams;
  /** Parsed JSON, or the FormData of a multipart upload. */
  body: unknown;
}

/** A 2xx `body` is sent wrapped in `{data}` as the API does; any other status sends `body` as it is. */
export interface FakeAnswer {
  status?: number;
  body: unknown;
  /** Fields of a 2xx answer beside `data` (a grid page's `next` cursor). */
  beside?: Record<string, unknown>;
  /** A download's answer: the file itself (a CSV and its Content-Disposition name), not `{data}`. */
  file?: { text: string; name?: string };
}

/** A file endpoint's answer (`download`): the CSV text as the server streams it, under `name`. */
export const fileAnswer = (text: string, name?: string): FakeAnswer => ({
  body: undefined,
  file: { text, ...(name ? { name } : {}) },
});

const fileResponse = ({ text, name }: { text: string; name?: string }): Response =>
  new Response(text, {
    status: 200,
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      ...(name ? { 'Content-Disposition': `attachment; filename="${name}"` } : {}),
    },
  });

/** Answers a call, or returns undefined to leave it to the next handler. */
export type FakeApiHandler = (call: RecordedCall) => FakeAnswer | undefined;

export const jsonResponse = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  500: 'Internal Server Error',
};

/** A failure as the API words it (SPEC §8): `{status, error, message}` plus e.g. `validation`. */
export const errorAnswer = (status: number, message: string, extra: Record<string, unknown> = {}): FakeAnswer => ({
  status,
  body: { status, error: REASONS[status] ?? 'Error', message, ...extra },
});

const readBody = (body: BodyInit | null | undefined): unknown =>
  body instanceof FormData ? body : body ? JSON.parse(String(body)) : undefined;

/** Later handlers are not even asked once one answers: a handler may record what it saw. */
const firstAnswer = (handlers: readonly FakeApiHandler[], call: RecordedCall): FakeAnswer | undefined => {
  for (const handler of handlers) {
    const answer = handler(call);
    if (answer !== undefined) return answer;
  }
  return undefined;
};

/**
 * Answers the panel's API calls in memory through the real client (headers, `{data}`, errors) for a
 * user in `vertical`: the first handler that returns an answer wins; anything unhandled is a 404, so
 * a wrong path shows. Returns every call, in order.
 * @example const calls = fakeApiIn({ country: 'AU', vehicleType: 'CAR' }, (c) => (c.method === 'GET' ? { body: [] } : undefined));
 */
export const fakeApiIn = (vertical: Vertical, ...handlers: FakeApiHandler[]): RecordedCall[] => {
  const calls: RecordedCall[] = [];
  configureApiClient({
    getAccessToken: async () => 'tok',
    getVertical: async () => vertical,
    onUnauthorized: () => undefined,
    hostRules: [],
    environment: 'production',
    fetch: async (input, init) => {
      const url = new URL(String(input), 'http://panel.test');
      const call = {
        method: init?.method ?? 'GET',
        url: url.pathname + url.search,
        path: url.pathname,
        query: url.searchParams,
        body: readBody(init?.body),
      };
      calls.push(call);
      const answer = firstAnswer(handlers, call) ?? errorAnswer(404, `no fake for ${call.method} ${call.path}`);
      if (answer.file) return fileResponse(answer.file);
      const status = answer.status ?? 200;
      return jsonResponse(status, status < 300 ? { ...answer.beside, data: answer.body } : answer.body);
    },
  });
  return calls;
};

/** {@link fakeApiIn} for the usual test user in IN/CAR. */
export const fakeApi = (...handlers: FakeApiHandler[]): RecordedCall[] =>
  fakeApiIn({ country: 'IN', vehicleType: 'CAR' }, ...handlers);

/** A call that reached `endpoint`, with the path's `:name` parts as its params schema reads them. */
export interface EndpointCall<E extends Endpoint> extends RecordedCall {
  params: EndpointRequest<E>['params'];
}

/** Answers a call to one endpoint, or returns undefined to leave it to the next handler. */
export type EndpointHandler<E extends Endpoint> = (call: EndpointCall<E>) => FakeAnswer | undefined;

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const patterns = new WeakMap<Endpoint, RegExp>();
/** The endpoint's path (`…/apt-:id/:x/update`) as a regexp with a named group per parameter, as `pathOf` fills them. */
const patternOf = (endpoint: Endpoint): RegExp => {
  let pattern = patterns.get(endpoint);
  if (!pattern) {
    const source = endpoint.path
      .split(/(:[A-Za-z][A-Za-z0-9_]*)/)
      .map((part) => (part.startsWith(':') ? `(?<${part.slice(1)}>[^/]+)` : escapeRegExp(part)))
      .join('');
    pattern = new RegExp(`^${source}$`);
    patterns.set(endpoint, pattern);
  }
  return pattern;
};

/**
 * The call as a call to `endpoint`, or undefined when method or path differ. The params must also pass
 * the endpoint's params schema, as the API's routing and validation would have them: so
 * `inventoryEndpoints.count`'s path is no `inventoryEndpoints.idAction` path with a numeric id.
 */
const asCallTo = <E extends Endpoint>(endpoint: E, call: RecordedCall): EndpointCall<E> | undefined => {
  if (call.method !== endpoint.method) return undefined;
  const match = patternOf(endpoint).exec(call.path);
  if (!match) return undefined;
  const raw = Object.fromEntries(Object.entries(match.groups ?? {}).map(([k, v]) => [k, decodeURIComponent(v)]));
  if (!endpoint.params) return { ...call, params: undefined as EndpointRequest<E>['params'] };
  const params = endpoint.params.safeParse(raw);
  return params.success ? { ...call, params: params.data as EndpointRequest<E>['params'] } : undefined;
};

/** The recorded calls that went to `endpoint`, in order, with their params: assertions name no paths. */
export const callsTo = <E extends Endpoint>(calls: readonly RecordedCall[], endpoint: E): EndpointCall<E>[] =>
  calls.flatMap((call) => asCallTo(endpoint, call) ?? []);

/** The call's query as a plain object, e.g. `{ page: '1', size: '20' }`. */
export const queryOf = (call: RecordedCall): Record<string, string> => Object.fromEntries(call.query);

// Answers outside the contract, kept until the test ends: the setup fails the test with them even when
// the screen swallowed the failed call (an error state a test might not look at).
const contractViolations: string[] = [];

/** Empties and returns the violations so far; the test setup fails every test that left any. */
export const takeContractViolations = (): string[] => contractViolations.splice(0);

/**
 * Answers calls to `endpoint` (method and path pattern, `:id` also inside a segment like `apt-:id`). A
 * 2xx body must match `endpoint.response` (as `{data: body}`), the schema the API serialises with, or
 * the call fails and so does the test: a fake cannot answer what the API never would.
 * @example fakeApi(answer(driverEndpoints.get, (c) => ({ body: fakeDriver({ id: c.params.id }) })))
 */
export const answer =
  <E extends Endpoint>(endpoint: E, reply: FakeAnswer | EndpointHandler<E>): FakeApiHandler =>
  (recorded) => {
    const call = asCallTo(endpoint, recorded);
    if (!call) return undefined;
    const result = typeof reply === 'function' ? reply(call) : reply;
    if (result && !result.file && (result.status ?? 200) < 300) {
      const checked = endpoint.response.safeParse({ ...result.beside, data: result.body });
      if (!checked.success) {
        const violation = `fake answer to ${endpoint.method} ${endpoint.path} is outside its contract: ${checked.error.message}`;
        contractViolations.push(violation);
        throw new Error(violation);
      }
    }
    return result;
  };
