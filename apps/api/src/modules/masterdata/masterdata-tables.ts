import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { editableColumns, serialIdAndVertical } from '../../plugins/db/table-columns.ts';

/**
 * Master data (SPEC §3). Every row carries country and vehicle type; `ALL` in one of them marks data
 * shared across that dimension (DESIGN §4: the only shared data): states and cities belong to a country
 * (vehicle type ALL), makes to a vehicle type (country ALL). Regions, zones, routes and pincodes belong
 * to one vertical.
 */

export const states = pgTable(
  'states',
  {
    ...serialIdAndVertical(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    unionTerritory: boolean('union_territory').notNull().default(false),
    active: boolean('active').notNull().default(true),
  },
  (t) => [uniqueIndex('states_code_uq').on(t.country, t.vehicleType, t.code)],
);

export const cities = pgTable(
  'cities',
  {
    ...serialIdAndVertical(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    stateCode: text('state_code').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    // SPEC: city codes are unique per country (the vehicle type is always ALL for cities).
    uniqueIndex('cities_code_uq').on(t.country, t.code),
    index('cities_name_idx').on(t.country, t.active, t.name),
  ],
);

export const regions = pgTable(
  'regions',
  {
    ...serialIdAndVertical(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    cityCodes: text('city_codes').array().notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [uniqueIndex('regions_code_uq').on(t.country, t.vehicleType, t.code)],
);

export const zones = pgTable(
  'zones',
  {
    ...serialIdAndVertical(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    cityCode: text('city_code').notNull(),
    c2c: boolean('c2c').notNull().default(false),
    active: boolean('active').notNull().default(true),
    // Location codes rather than a join table: a zone is edited as one list, and SPEC shows it so.
    locationCodes: text('location_codes').array().notNull(),
    ...editableColumns(),
  },
  (t) => [uniqueIndex('zones_code_uq').on(t.country, t.vehicleType, t.code)],
);

/**
 * Locus teams of a vertical (see contracts locus-team.ts). `team_id` is Locus's id, which movements keep
 * in `locus_team_id`: unique per vertical, never changed, and a team is deactivated rather than deleted
 * so older movements still name a known team.
 */
export const locusTeams = pgTable(
  'locus_teams',
  {
    ...serialIdAndVertical(),
    teamId: text('team_id').notNull(),
    name: text('name').notNull(),
    cityCode: text('city_code').notNull(),
    active: boolean('active').notNull().default(true),
    createdBy: text('created_by').notNull().default('system'),
    ...editableColumns(),
  },
  (t) => [
    uniqueIndex('locus_teams_team_id_uq').on(t.country, t.vehicleType, t.teamId),
    // The logistics dropdown: a vertical's active teams by name.
    index('locus_teams_active_name_idx').on(t.country, t.vehicleType, t.active, t.name),
  ],
);

export const intercityRoutes = pgTable(
  'intercity_routes',
  {
    ...serialIdAndVertical(),
    code: text('code').notNull(),
    fromCityCode: text('from_city_code').notNull(),
    toCityCode: text('to_city_code').notNull(),
    distanceKm: integer('distance_km').notNull(),
    transitDays: integer('transit_days').notNull(),
    active: boolean('active').notNull().default(true),
    ...editableColumns(),
  },
  (t) => [uniqueIndex('intercity_routes_code_uq').on(t.country, t.vehicleType, t.code)],
);

export const pincodes = pgTable(
  'pincodes',
  {
    ...serialIdAndVertical(),
    pincode: text('pincode').notNull(),
    cityCode: text('city_code').notNull(),
    area: text('area').notNull(),
    serviceable: boolean('serviceable').notNull().default(true),
    active: boolean('active').notNull().default(true),
    ...editableColumns(),
  },
  (t) => [uniqueIndex('pincodes_pincode_uq').on(t.country, t.vehicleType, t.pincode)],
);

export const makes = pgTable(
  'makes',
  {
    ...serialIdAndVertical(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [uniqueIndex('makes_code_uq').on(t.country, t.vehicleType, t.code)],
);
