import { describe, expect, it } from 'vitest';
import { regionalHostRules, resolveBaseUrl } from './service-hosts.ts';

describe('service host table', () => {
  const rules = regionalHostRules({
    VITE_API_HOST_TH: 'https://th.example.com',
    VITE_API_HOST_ME: 'https://me.example.com',
    VITE_API_HOST_ID_CAR: 'https://id-car.example.com',
  });
  const q = { service: 'inventory' as const, environment: 'production' as const };

  it('routes Thailand, the Middle East and Indonesia cars to their regions', () => {
    expect(resolveBaseUrl(rules, { ...q, country: 'TH', vehicleType: 'BIKE' })).toBe('https://th.example.com');
    expect(resolveBaseUrl(rules, { ...q, country: 'KSA', vehicleType: 'CAR' })).toBe('https://me.example.com');
    expect(resolveBaseUrl(rules, { ...q, country: 'AE', vehicleType: 'BIKE' })).toBe('https://me.example.com');
    expect(resolveBaseUrl(rules, { ...q, country: 'ID', vehicleType: 'CAR' })).toBe('https://id-car.example.com');
  });

  it('keeps everything else, and unconfigured regions, on the same origin', () => {
    expect(resolveBaseUrl(rules, { ...q, country: 'ID', vehicleType: 'BIKE' })).toBe('');
    expect(resolveBaseUrl(rules, { ...q, country: 'IN', vehicleType: 'CAR' })).toBe('');
    expect(resolveBaseUrl(regionalHostRules({}), { ...q, country: 'TH', vehicleType: 'CAR' })).toBe('');
  });

  it('matches on service and environment when a rule names them', () => {
    const table = [
      { services: ['catalogue' as const], environments: ['staging' as const], baseUrl: 'https://cat.stage' },
    ];
    expect(
      resolveBaseUrl(table, { service: 'catalogue', environment: 'staging', country: 'IN', vehicleType: 'CAR' }),
    ).toBe('https://cat.stage');
    expect(
      resolveBaseUrl(table, { service: 'catalogue', environment: 'production', country: 'IN', vehicleType: 'CAR' }),
    ).toBe('');
  });
});
