import * as contracts from '@b2c/contracts';
import type { Endpoint } from '@b2c/contracts';

/**
 * Every write endpoint the contracts package declares, found by walking its exports (single endpoint
 * values and the `xEndpoints` groups): a new endpoint is fuzzed without anyone adding it to a list.
 */
const isEndpoint = (value: unknown): value is Endpoint =>
  value !== null &&
  typeof value === 'object' &&
  typeof (value as Endpoint).method === 'string' &&
  typeof (value as Endpoint).path === 'string' &&
  'access' in value &&
  'response' in value;

export const endpointKey = (e: Pick<Endpoint, 'method' | 'path'>) => `${e.method} ${e.path}`;

function allEndpoints(): Endpoint[] {
  const found = new Map<string, Endpoint>();
  for (const value of Object.values(contracts)) {
    // Schemas are objects too; only plain groups of endpoints are walked one level down.
    const candidates = isEndpoint(value)
      ? [value]
      : value && typeof value === 'object' && !('_zod' in value)
        ? Object.values(value)
        : [];
    for (const candidate of candidates) if (isEndpoint(candidate)) found.set(endpointKey(candidate), candidate);
  }
  return [...found.values()];
}

export const ENDPOINTS = allEndpoints();
export const WRITE_ENDPOINTS = ENDPOINTS.filter((e) => e.method !== 'GET');
export const READ_ENDPOINTS = ENDPOINTS.filter((e) => e.method === 'GET');
