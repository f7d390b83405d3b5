import { isCountry, isVehicleType, type Country, type VehicleType } from '@b2c/domain';

/** The access claims the panel reads (DESIGN §4); names are the embedded IdP's. */
export interface SessionClaims {
  countries: Country[];
  vehicleTypes: VehicleType[];
  groups: string[];
  userName: string;
  /** The token's subject (the username when an IdP sends none): whose scans are kept on this phone. */
  userId: string;
  displayName: string;
}

// Corporate IdPs send multi-valued claims as arrays, a single value, or a comma-separated string.
const toList = (value: unknown): string[] => {
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
  if (typeof value === 'string')
    return value
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean);
  return [];
};

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export const claimsFromProfile = (profile: Record<string, unknown> | undefined): SessionClaims => {
  const p = profile ?? {};
  const userName = text(p.preferred_username) || text(p.email) || text(p.sub);
  return {
    countries: [...new Set(toList(p.countries).filter(isCountry))],
    vehicleTypes: [...new Set(toList(p.vehicleTypes).filter(isVehicleType))],
    groups: toList(p.groups),
    userName,
    userId: text(p.sub) || userName,
    displayName: text(p.name) || userName,
  };
};
