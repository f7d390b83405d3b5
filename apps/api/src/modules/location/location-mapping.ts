import type { LocationSubtype, LocationType, TestDriveOption } from '@b2c/domain';
import type { LocationDetail, LocationListItem, ZoneLocation } from '@b2c/contracts';
import { editStampOf } from '../../kits/audited-entity.ts';
import type { LocationRow } from './location-repository.ts';

/** Row → contract shapes. Types and subtypes are stored as the domain codes the contract validates. */
const summaryOf = (r: LocationRow) => ({
  id: r.id,
  name: r.name,
  cityCode: r.cityCode,
  locationType: r.locationType,
  locationSubtype: r.locationSubtype,
  active: r.active,
  holdingPeriodDays: r.holdingPeriodDays,
  country: r.country,
  vehicleType: r.vehicleType,
});

const detailsOf = (r: LocationRow) => ({
  address: r.address,
  testDriveOptions: r.testDriveOptions,
  testDriveDirections: r.testDriveDirections,
  latitude: r.latitude,
  longitude: r.longitude,
  servesVerticals: r.servesVerticals,
  ...editStampOf(r),
});

/** List rows always have a code (the list query drops codeless ones). */
export const toListItem = (r: LocationRow, allDetails: boolean): LocationListItem => ({
  ...summaryOf(r),
  code: r.code ?? '',
  ...(allDetails ? detailsOf(r) : {}),
});

export const toDetail = (r: LocationRow): LocationDetail => ({ ...summaryOf(r), code: r.code, ...detailsOf(r) });

export const toZoneLocation = (r: LocationRow): ZoneLocation => ({
  id: r.id,
  code: r.code ?? '',
  name: r.name,
  cityCode: r.cityCode,
  locationType: r.locationType,
  active: r.active,
});

/** The fields an edit may change, as the audit log records them. */
export const auditedFields = (r: {
  code: string | null;
  name: string;
  cityCode: string;
  locationType: LocationType;
  locationSubtype: LocationSubtype;
  active: boolean;
  address: string;
  latitude: number | null;
  longitude: number | null;
  holdingPeriodDays: number;
  servesVerticals: string[];
  testDriveOptions: TestDriveOption[];
  testDriveDirections: string | null;
}) => ({
  code: r.code,
  name: r.name,
  cityCode: r.cityCode,
  locationType: r.locationType,
  locationSubtype: r.locationSubtype,
  active: r.active,
  address: r.address,
  latitude: r.latitude,
  longitude: r.longitude,
  holdingPeriodDays: r.holdingPeriodDays,
  servesVerticals: r.servesVerticals,
  testDriveOptions: r.testDriveOptions,
  testDriveDirections: r.testDriveDirections,
});
