import { pathOf, type Endpoint, type EndpointData, type EndpointInput, type EndpointResult } from '@b2c/contracts';
import { apiRequest, type RequestOptions } from './api-client.ts';
import { requestFile, type FileAnswer, type OnChunk, type OnProgress } from './file-transfer.ts';

/** Per-call extras that are not part of the endpoint's contract. */
export type CallOptions = Pick<RequestOptions, 'signal' | 'headers' | 'vertical'>;
/** A file download's extras: `onProgress` follows it (0–100), `onChunk` sees each piece as it arrives. */
export type FileCallOptions = CallOptions & { onProgress?: OnProgress; onChunk?: OnChunk };

// In development and tests every answer is checked against the endpoint's response schema, so the panel
// and the API (or the tests' fake API) cannot drift apart unnoticed; production trusts the server.
const checkAnswers = import.meta.env.DEV || import.meta.env.MODE === 'test';

type CallArgs<E extends Endpoint, Options = CallOptions> =
  // An endpoint without params or body may be called without input.
  Partial<EndpointInput<E>> extends EndpointInput<E>
    ? [input?: EndpointInput<E>, options?: Options]
    : [input: EndpointInput<E>, options?: Options];

/** The request an endpoint's definition and input make: its path, method, service host, query and body. */
function requestOf(endpoint: Endpoint, input: unknown): { path: string; options: RequestOptions } {
  const parts = (input ?? {}) as { params?: Record<string, unknown>; query?: RequestOptions['query']; body?: unknown };
  return {
    path: pathOf(endpoint.path, parts.params),
    options: {
      method: endpoint.method,
      service: endpoint.service ?? 'inventory',
      ...(parts.query ? { query: parts.query } : {}),
      ...(parts.body !== undefined ? { body: parts.body } : {}),
    },
  };
}

async function send<E extends Endpoint>(endpoint: E, whole: boolean, [input, options = {}]: CallArgs<E>) {
  const request = requestOf(endpoint, input);
  const answer = await apiRequest<unknown>(request.path, { ...options, ...request.options, whole });
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
 * A file endpoint (its response is the file: a CSV, an XLSX): the bytes, their text and the server's file
 * name, through the same host, token, vertical headers and failure handling as `call`. It asks for the
 * media types the endpoint declares (`download`); `onProgress` follows a large download.
 * @example const answer = await callFile(yardAuditEndpoints.export, { params: { id } });
 *          downloadCsv(answer.fileName ?? 'audit.csv', await answer.text());
 */
export const callFile = async <E extends Endpoint>(
  endpoint: E,
  ...[input, options = {}]: CallArgs<E, FileCallOptions>
): Promise<FileAnswer> => {
  const request = requestOf(endpoint, input);
  return requestFile(request.path, {
    ...options,
    ...request.options,
    accept: [...(endpoint.download ?? []), 'application/json'].join(', '),
  });
};

/**
 * `call`, resolving to the whole answer — for the few that carry more than `data` (a grid page's `next`
 * cursor).
 */
export const callAnswer = async <E extends Endpoint>(endpoint: E, ...args: CallArgs<E>): Promise<EndpointResult<E>> =>
  (await send(endpoint, true, args)) as EndpointResult<E>;
