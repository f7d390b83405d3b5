import type { Country, VehicleType } from '@b2c/domain';

import type { EndpointService } from '@b2c/contracts';

export { SERVICES } from '@b2c/contracts';
export type Service = EndpointService;

export type Environment = 'development' | 'staging' | 'production';

/** One row of the host table; an omitted dimension matches everything. First matching row wins. */
export interface ServiceHostRule {
  services?: readonly Service[];
  environments?: readonly Environment[];
  countries?: readonly Country[];
  vehicleTypes?: readonly VehicleType[];
  /** Origin (and optional path prefix) without a trailing slash; '' is the panel's own origin. */
  baseUrl: string;
}

export interface HostQuery {
  service: Service;
  environment: Environment;
  country: Country;
  vehicleType: VehicleType;
}

const matches = <T>(allowed: readonly T[] | undefined, value: T): boolean => !allowed || allowed.includes(value);

/** The base URL for a call: the first matching rule, else same origin (the embedded default). */
export const resolveBaseUrl = (rules: readonly ServiceHostRule[], q: HostQuery): string => {
  const rule = rules.find(
    (r) =>
      matches(r.services, q.service) &&
      matches(r.environments, q.environment) &&
      matches(r.countries, q.country) &&
      matches(r.vehicleTypes, q.vehicleType),
  );
  return (rule?.baseUrl ?? '').replace(/\/+$/, '');
};

export interface RegionalHostEnv {
  VITE_API_HOST_TH?: string | undefined;
  VITE_API_HOST_ME?: string | undefined;
  VITE_API_HOST_ID_CAR?: string | undefined;
}

/**
 * SPEC §7's regional deployments (Thailand, Middle East, Indonesia cars), configured per build.
 * Production hosts are not in SPEC, so a region without its variable is served by the same origin.
 */
export const regionalHostRules = (env: RegionalHostEnv): ServiceHostRule[] => {
  const rules: ServiceHostRule[] = [];
  if (env.VITE_API_HOST_TH) rules.push({ countries: ['TH'], baseUrl: env.VITE_API_HOST_TH });
  if (env.VITE_API_HOST_ME) rules.push({ countries: ['AE', 'KSA'], baseUrl: env.VITE_API_HOST_ME });
  if (env.VITE_API_HOST_ID_CAR)
    rules.push({ countries: ['ID'], vehicleTypes: ['CAR'], baseUrl: env.VITE_API_HOST_ID_CAR });
  return rules;
};

const isEnvironment = (value: unknown): value is Environment =>
  value === 'development' || value === 'staging' || value === 'production';

export const currentEnvironment = (): Environment => {
  const configured: unknown = import.meta.env.VITE_APP_ENV;
  if (isEnvironment(configured)) return configured;
  return import.meta.env.PROD ? 'production' : 'development';
};
