import { pathOf, type Endpoint, type EndpointData, type EndpointInput } from '@b2c/contracts';
import { apiRequest, type RequestOptions } from './api-client.ts';

/** Per-call extras that are not part of the endpoint's contract. */
export type CallOptions = Pick<RequestOptions, 'signal' | 'headers'>;

// In development and tests every answer is checked against the endpoint's response schema, so the panel
// and the API (or the tests' fake API) cannot drift apart unnoticed; production trusts the server.
const checkAnswers = import.meta.env.DEV || import.meta.env.MODE === 'test';

/**
 * Calls an endpoint defined in `@b2c/contracts`: the path, method, service host, inputs and the type of
 * the answer all come from its definition.
 * @example const driver = await call(getDriver, { params: { id: 12 } });
 */
export async function call<E extends Endpoint>(
  endpoint: E,
  // An endpoint without params or body may be called without input.
  ...[input, options = {}]: Partial<EndpointInput<E>> extends EndpointInput<E>
    ? [input?: EndpointInput<E>, options?: CallOptions]
    : [input: EndpointInput<E>, options?: CallOptions]
): Promise<EndpointData<E>> {
  const parts = (input ?? {}) as { params?: Record<string, unknown>; query?: RequestOptions['query']; body?: unknown };
  const data = await apiRequest<unknown>(pathOf(endpoint.path, parts.params), {
    ...options,
    method: endpoint.method,
    service: endpoint.service ?? 'inventory',
    ...(parts.query ? { query: parts.query } : {}),
    ...(parts.body !== undefined ? { body: parts.body } : {}),
  });
  if (checkAnswers) {
    const checked = endpoint.response.safeParse({ data });
    if (!checked.success)
      throw new Error(`${endpoint.method} ${endpoint.path} answered outside its contract: ${checked.error.message}`);
  }
  return data as EndpointData<E>;
}
