import type { LocationDetail } from '@b2c/contracts';
import { needsTestDriveDirections, type LocationSubtype, type LocationType, type TestDriveOption } from '@b2c/domain';
import { cleanText as text, optionalNumber } from '../../shared/forms/form-values.ts';

/** What the form holds; inputs may be empty while the user types, the payload decides what is sent. */
export interface LocationFormValues {
  code?: string;
  name?: string;
  cityCode?: string;
  locationType?: LocationType;
  locationSubtype?: LocationSubtype;
  active?: boolean;
  address?: string;
  latitude?: number | null;
  longitude?: number | null;
  holdingPeriodDays?: number | null;
  servesVerticals?: string[];
  testDriveOptions?: TestDriveOption[];
  testDriveDirections?: string | null;
}

export const LOCATION_LABELS = {
  code: 'Code',
  name: 'Name',
  cityCode: 'City',
  locationType: 'Location type',
  locationSubtype: 'Subtype',
  active: 'Active',
  address: 'Address',
  latitude: 'Latitude',
  longitude: 'Longitude',
  holdingPeriodDays: 'Holding days',
  servesVerticals: 'Serves verticals',
  testDriveOptions: 'Test drives',
  testDriveDirections: 'Test-drive directions',
} as const;

export const NEW_LOCATION = {
  locationSubtype: 'OWN',
  active: true,
  holdingPeriodDays: 0,
  servesVerticals: [],
  testDriveOptions: [],
} satisfies LocationFormValues;

export const toFormValues = (location: LocationDetail) =>
  ({
    code: location.code ?? undefined,
    name: location.name,
    cityCode: location.cityCode,
    locationType: location.locationType,
    locationSubtype: location.locationSubtype,
    active: location.active,
    address: location.address,
    latitude: location.latitude,
    longitude: location.longitude,
    holdingPeriodDays: location.holdingPeriodDays,
    servesVerticals: location.servesVerticals,
    testDriveOptions: location.testDriveOptions,
    testDriveDirections: location.testDriveDirections,
  }) satisfies LocationFormValues;

/**
 * The body as the form has it; the contract schema checks and completes it before it is sent (and
 * reports unfinished values next to their fields). SPEC §5: text loses its newlines and is trimmed; a
 * cleared coordinate is sent as null ("no value"), so an edit can remove it.
 */
export const toLocationDraft = (values: LocationFormValues) => ({
  code: text(values.code)?.toUpperCase(),
  name: text(values.name),
  cityCode: values.cityCode,
  locationType: values.locationType,
  locationSubtype: values.locationSubtype,
  active: values.active,
  address: text(values.address),
  latitude: optionalNumber(values.latitude),
  longitude: optionalNumber(values.longitude),
  holdingPeriodDays: values.holdingPeriodDays ?? undefined,
  servesVerticals: values.servesVerticals,
  testDriveOptions: values.testDriveOptions,
  // Directions are for a hub test drive only: without one they are cleared, not kept out of sight.
  testDriveDirections: needsTestDriveDirections(values.testDriveOptions ?? [])
    ? text(values.testDriveDirections)
    : null,
});
