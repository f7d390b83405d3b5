import { ENDPOINT_CATALOGUE, endpointKey } from '@b2c/contracts/endpoint-catalogue';

/**
 * Every endpoint the contracts package declares (its catalogue walks the exports): a new endpoint is
 * fuzzed without anyone adding it to a list.
 */
export { endpointKey };

export const ENDPOINTS = ENDPOINT_CATALOGUE.map((entry) => entry.endpoint);
export const WRITE_ENDPOINTS = ENDPOINTS.filter((e) => e.method !== 'GET');
export const READ_ENDPOINTS = ENDPOINTS.filter((e) => e.method === 'GET');
