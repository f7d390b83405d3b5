import type { Vertical } from '@b2c/domain';
import { configureApiClient } from '../shared/api/api-client.ts';

/** One request the panel sent, as the fake API saw it. */
export interface RecordedCall {
  method: string;
  /** Path and query as sent, e.g. '/api/v1/driver?id=12'. */
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
}

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
      const status = answer.status ?? 200;
      return jsonResponse(status, status < 300 ? { data: answer.body } : answer.body);
    },
  });
  return calls;
};

/** {@link fakeApiIn} for the usual test user in IN/CAR. */
export const fakeApi = (...handlers: FakeApiHandler[]): RecordedCall[] =>
  fakeApiIn({ country: 'IN', vehicleType: 'CAR' }, ...handlers);
