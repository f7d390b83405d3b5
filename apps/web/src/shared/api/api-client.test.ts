import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Vertical } from '@b2c/domain';
import { apiRequest, buildQuery, configureApiClient } from './api-client.ts';
import { ApiError, errorMessage, validationMessage } from './api-error.ts';
import type { ServiceHostRule } from './service-hosts.ts';
import { jsonResponse } from '../../testing/fake-api.ts';

// These tests are about the low-level client beneath call(endpoint, …): it takes any path and must send
// it unchanged, so they spell literal paths on purpose; screens and their tests go through endpoints.
interface Call {
  url: string;
  init: RequestInit;
}

const setup = (
  response: Response | Error,
  opts: { vertical?: Vertical | null; hostRules?: ServiceHostRule[] } = {},
) => {
  const calls: Call[] = [];
  const onUnauthorized = vi.fn();
  configureApiClient({
    getAccessToken: async () => 'tok-1',
    getVertical: async () => (opts.vertical === undefined ? { country: 'AE', vehicleType: 'CAR' } : opts.vertical),
    onUnauthorized,
    hostRules: opts.hostRules ?? [],
    environment: 'production',
    fetch: async (input, init) => {
      calls.push({ url: String(input), init: init ?? {} });
      if (response instanceof Error) throw response;
      return response.clone();
    },
  });
  return { calls, onUnauthorized };
};

const header = (call: Call | undefined, name: string) => new Headers(call?.init.headers).get(name);

afterEach(() => vi.restoreAllMocks());

describe('apiRequest', () => {
  it('sends the bearer token and vertical headers and unwraps {data}', async () => {
    const { calls } = setup(jsonResponse(200, { data: { ok: true } }));
    await expect(apiRequest('/any/path')).resolves.toEqual({ ok: true });
    expect(calls[0]?.url).toBe('/any/path');
    expect(header(calls[0], 'Authorization')).toBe('Bearer tok-1');
    expect(header(calls[0], 'X-Country')).toBe('AE');
    expect(header(calls[0], 'X-Vehicle-Type')).toBe('CAR');
    expect(header(calls[0], 'X-Client-Type')).toBeNull();
  });

  it('marks car-cleaning calls with the panel client type', async () => {
    const { calls } = setup(jsonResponse(200, { data: [] }));
    await apiRequest('/cleaning/tasks', { service: 'cleaning' });
    expect(header(calls[0], 'X-Client-Type')).toBe('ADMIN_PANEL');
  });

  it('encodes query values, repeating arrays and dropping empty ones', () => {
    expect(buildQuery({ userNames: 'a b', offset: 0, size: 1, skip: undefined, blank: '', ids: [1, 2] })).toBe(
      '?userNames=a+b&offset=0&size=1&ids=1&ids=2',
    );
  });

  it('sends JSON bodies and routes to a regional host', async () => {
    const { calls } = setup(jsonResponse(200, { data: 1 }), {
      hostRules: [{ countries: ['AE', 'KSA'], baseUrl: 'https://me.example.com/' }],
    });
    await apiRequest('/any/path/1', { method: 'POST', body: { a: 1 } });
    expect(calls[0]?.url).toBe('https://me.example.com/any/path/1');
    expect(calls[0]?.init.body).toBe('{"a":1}');
    expect(header(calls[0], 'Content-Type')).toBe('application/json');
  });

  it('turns an error body into an ApiError whose message SPEC §8 shows', async () => {
    setup(jsonResponse(409, { status: 409, error: 'Conflict', message: 'Stale version' }));
    const error = await apiRequest('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(errorMessage(error)).toBe('Stale version');
  });

  it('falls back to the SPEC message when the server sent none', async () => {
    setup(new Response('<html>bad gateway</html>', { status: 502 }));
    const error = await apiRequest('/x').catch((e: unknown) => e);
    expect(errorMessage(error)).toBe('Something went wrong, please try again later.');
    expect(errorMessage(error, 'Could not fetch the teams')).toBe('Could not fetch the teams');
  });

  it('asks for a new sign-in on 401', async () => {
    const { onUnauthorized } = setup(jsonResponse(401, { status: 401, error: 'Unauthorized', message: 'expired' }));
    await expect(apiRequest('/x')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('reports an unreachable server as a network error (status 0)', async () => {
    setup(new TypeError('Failed to fetch'));
    await expect(apiRequest('/x')).rejects.toMatchObject({ status: 0, isNetworkError: true });
  });
});

describe('validationMessage', () => {
  it('reads description first, then the validation list', () => {
    const body = (extra: object) =>
      new ApiError(400, 'Bad', { status: 400, error: 'Bad Request', message: 'Bad', ...extra });
    expect(validationMessage(body({ description: 'Pincode is invalid' }))).toBe('Pincode is invalid');
    expect(
      validationMessage(
        body({
          validation: [
            { field: 'a', message: 'A is required' },
            { field: 'b', message: 'B too' },
          ],
        }),
      ),
    ).toBe('A is required; B too');
    expect(validationMessage(body({}))).toBeUndefined();
    expect(validationMessage(new Error('x'))).toBeUndefined();
  });
});
