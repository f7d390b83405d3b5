import type { Vertical } from '@b2c/domain';
import { ApiError, NETWORK_ERROR_STATUS, toErrorBody } from './api-error.ts';
import { resolveBaseUrl, type Environment, type Service, type ServiceHostRule } from './service-hosts.ts';
import { newTraceContext } from '../monitoring/trace-context.ts';
import { rememberFailure } from '../monitoring/failure-reference.ts';
import { reportError } from '../monitoring/error-reporter.ts';
import { countCall } from './page-quiet.ts';

/**
 * SPEC §8's shared response handler: every failure of the helper is reported once (the reporter's filter
 * drops network errors, 400/401/404 and chunk loads) and remembered for the error toast's reference.
 */
const failed = (error: ApiError): ApiError => {
  if (error.traceId) rememberFailure(error.traceId);
  reportError(error, { source: 'request', traceId: error.traceId });
  return error;
};

/** What the client needs from the rest of the app; wired once in main.tsx, swapped in tests. */
export interface ApiClientConfig {
  getAccessToken: () => Promise<string | undefined>;
  getVertical: () => Promise<Vertical | null>;
  /** SPEC: a 401 sends the user to sign in again. */
  onUnauthorized: () => void;
  hostRules: readonly ServiceHostRule[];
  environment: Environment;
  fetch?: typeof fetch;
}

let config: ApiClientConfig | undefined;

export const configureApiClient = (next: ApiClientConfig): void => {
  config = next;
};

type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  /** JSON-encoded unless FormData (multipart uploads). */
  body?: unknown;
  service?: Service;
  signal?: AbortSignal;
  /** Extra request headers, e.g. `Idempotency-Key` on the stock-in scan (issue 6). */
  headers?: Record<string, string>;
  /** The vertical to call in instead of the header's: a kept scan goes to the vertical it was made in. */
  vertical?: Vertical;
  /** The whole answer instead of its `data` (a grid page's `next` cursor rides beside the rows). */
  whole?: boolean;
  /** The media types the answer may have (a file endpoint's `download` list); JSON by default. */
  accept?: string;
}

export const buildQuery = (query: Record<string, QueryValue> | undefined): string => {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) value.forEach((v) => params.append(key, String(v)));
    else params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
};

const readJson = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

const traceOf = (trace: { traceId: string } | undefined) => (trace ? { traceId: trace.traceId } : {});

const unwrap = (payload: unknown): unknown =>
  typeof payload === 'object' && payload !== null && 'data' in payload ? payload.data : payload;

/**
 * Sends a request the way every call goes (service host, bearer token, vertical headers, trace) and
 * resolves to a 2xx response; a failure is an ApiError (the server's error body, a 401 asks for a new
 * sign-in, no answer is status 0). Internal to shared/api (lint-enforced): the JSON `apiRequest` and the
 * file transfers are read from it.
 */
export const sendRequest = async (path: string, options: RequestOptions = {}): Promise<Response> => {
  if (!config) throw new Error('API client used before configureApiClient()');
  const { method = 'GET', query, body, service = 'inventory', signal } = options;
  const [token, vertical] = await Promise.all([config.getAccessToken(), options.vertical ?? config.getVertical()]);
  const headers = new Headers({ ...options.headers, Accept: options.accept ?? 'application/json' });
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (vertical) {
    headers.set('X-Country', vertical.country);
    headers.set('X-Vehicle-Type', vertical.vehicleType);
  }
  // SPEC §7: the car-cleaning service tells panel calls apart from the mobile app's.
  if (service === 'cleaning') headers.set('X-Client-Type', 'ADMIN_PANEL');
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !isForm) headers.set('Content-Type', 'application/json');

  const base = vertical
    ? resolveBaseUrl(config.hostRules, { service, environment: config.environment, ...vertical })
    : '';
  // Our own API continues the trace; a regional host on another origin would need CORS for the header.
  const trace = base === '' ? newTraceContext() : undefined;
  if (trace) headers.set('traceparent', trace.traceparent);
  const init: RequestInit = { method, headers };
  if (body !== undefined) init.body = isForm ? body : JSON.stringify(body);
  if (signal) init.signal = signal;
  let response: Response;
  try {
    response = await countCall((config.fetch ?? fetch)(`${base}${path}${buildQuery(query)}`, init));
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw failed(new ApiError(NETWORK_ERROR_STATUS, 'Network error', undefined, { cause, ...traceOf(trace) }));
  }
  if (response.ok) return response;
  const errorBody = toErrorBody(await readJson(response));
  if (response.status === 401) config.onUnauthorized();
  throw failed(
    new ApiError(response.status, errorBody?.message || response.statusText || `HTTP ${response.status}`, errorBody, {
      ...traceOf(trace),
    }),
  );
};

/**
 * Calls the API: `sendRequest`, then the JSON answer with its `{data}` unwrapped.
 * Internal to shared/api (lint-enforced): screens call `call(endpoint, input)`, which checks the answer
 * against the endpoint's contract; this untyped layer exists only beneath it.
 * @example const data = await apiRequest<unknown>(pathOf(endpoint.path, params), { service: 'config' }); // call() does this
 */
export const apiRequest = async <T>(path: string, options: RequestOptions = {}): Promise<T> => {
  const payload = await readJson(await sendRequest(path, options));
  return (options.whole ? payload : unwrap(payload)) as T;
};
