/** The six countries and two vehicle types of SPEC §1; a vertical is one (country, vehicle type) pair. */
export const COUNTRIES = ['IN', 'AE', 'AU', 'TH', 'KSA', 'ID'] as const;
export type Country = (typeof COUNTRIES)[number];

export const VEHICLE_TYPES = ['CAR', 'BIKE'] as const;
export type VehicleType = (typeof VEHICLE_TYPES)[number];

export interface Vertical {
  country: Country;
  vehicleType: VehicleType;
}

/** `IN:CAR` — the compact form used as a map key and in the feature matrix. */
export type VerticalKey = `${Country}:${VehicleType}`;

export const verticalKey = (v: Vertical): VerticalKey => `${v.country}:${v.vehicleType}`;

export const ALL_VERTICALS: readonly Vertical[] = COUNTRIES.flatMap((country) =>
  VEHICLE_TYPES.map((vehicleType) => ({ country, vehicleType })),
);

export const isCountry = (value: unknown): value is Country =>
  typeof value === 'string' && (COUNTRIES as readonly string[]).includes(value);

export const isVehicleType = (value: unknown): value is VehicleType =>
  typeof value === 'string' && (VEHICLE_TYPES as readonly string[]).includes(value);

/** SPEC §9 time zones: every time is shown in the vertical's zone. */
export const TIME_ZONES: Record<Country, string> = {
  IN: 'Asia/Kolkata',
  AE: 'Asia/Dubai',
  TH: 'Asia/Bangkok',
  ID: 'Asia/Jakarta',
  KSA: 'Asia/Riyadh',
  AU: 'Australia/Sydney',
};

/** ISO 4217 currency per country; money is shown in it (DESIGN §5). */
export const CURRENCIES: Record<Country, string> = {
  IN: 'INR',
  AE: 'AED',
  AU: 'AUD',
  TH: 'THB',
  KSA: 'SAR',
  ID: 'IDR',
};
