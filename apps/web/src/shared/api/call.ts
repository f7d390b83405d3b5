import { pathOf, type Endpoint, type EndpointData, type EndpointInput, type EndpointResult } from '@b2c/contracts';
import { apiRequest, type FileAnswer, type RequestOptions } from './api-client.ts';

/** Per-call extras that are not part of the endpoint's contract. */
export type CallOptions = Pick<RequestOptions, 'signal' | 'headers' | 'vertical'>;

// In development and tests every answer is checked against the endpoint's response schema, so the panel
// and the API (or the tests' fake API) cannot drift apart unnoticed; production trusts the server.
const checkAnswers = import.meta.env.DEV || import.meta.env.MODE === 'test';

type CallArgs<E extends Endpoint> =
  // An endpoint without params or body may be called without input.
  Partial<EndpointInput<E>> extends EndpointInput<E>
    ? [input?: EndpointInput<E>, options?: CallOptions]
    : [input: EndpointInput<E>, options?: CallOptions];

async function send<E extends Endpoint>(endpoint: E, whole: boolean, [input, options = {}]: CallArgs<E>) {
  const parts = (input ?? {}) as { params?: Record<string, unknown>; query?: RequestOptions['query']; body?: unknown };
  const answer = await apiRequest<unknown>(pathOf(endpoint.path, parts.params), {
    ...options,
    method: endpoint.method,
    service: endpoint.service ?? 'inventory',
    whole,
    ...(parts.query ? { query: parts.query } : {}),
    ...(parts.body !== undefined ? { body: parts.body } : {}),
  });
  if (checkAnswers) {
    const checked = endpoint.response.safeParse(whole ? answer : { data: answer });
    if (!checked.success)
      throw new Error(`${endpoint.method} ${endpoint.path} answered outside its contract: ${checked.error.message}`);
  }
  return answer;
}

/**
 * Calls an endpoint defined in `@b2c/contracts`: the path, method, service host, inputs and the type of
 * the answer all come from its definition. Resolves to the answer's `data`.
 * @example const driver = await call(getDriver, { params: { id: 12 } });
 */
export const call = async <E extends Endpoint>(endpoint: E, ...args: CallArgs<E>): Promise<EndpointData<E>> =>
  (await send(endpoint, false, args)) as EndpointData<E>;

/**
 * A file endpoint (its response is the file, e.g. `text/csv`): the text and the server's file name, through
 * the same host, token, vertical headers and failure handling as `call`.
 * @example const { text, fileName } = await callFile(yardAuditEndpoints.export, { params: { id } });
 */
export const callFile = async <E extends Endpoint>(endpoint: E, ...[input, options = {}]: CallArgs<E>) => {
  const parts = (input ?? {}) as { params?: Record<string, unknown>; query?: RequestOptions['query'] };
  return apiRequest<FileAnswer>(pathOf(endpoint.path, parts.params), {
    ...options,
    method: endpoint.method,
    service: endpoint.service ?? 'inventory',
    file: true,
    ...(parts.query ? { query: parts.query } : {}),
  });
};

/**
 * `call`, resolving to the whole answer — for the few that carry more than `data` (a grid page's `next`
 * cursor).
 */
export const callAnswer = async <E extends Endpoint>(endpoint: E, ...args: CallArgs<E>): Promise<EndpointResult<E>> =>
  (await send(endpoint, true, args)) as EndpointResult<E>;
