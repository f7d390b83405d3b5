import type { PickupOption, TestDriveOption } from './search-keys.ts';

/**
 * SPEC §3 "Options" and §5's two helper texts: where a customer meets the car.
 *
 * A home pick-up collects the car at the customer's address, so the pickup request carries that address
 * and its area (the locality the customer knows, SPEC §5); a drop at hub needs neither (the customer
 * brings the car to the origin hub). A hub that offers "Hub" test drives gives customers directions to
 * it (SPEC §5: easy to follow); a home test drive goes to the customer, so needs no directions.
 */
export const CUSTOMER_ADDRESS_LIMITS = { min: 5, max: 300 } as const;
export const CUSTOMER_AREA_LIMITS = { min: 2, max: 80 } as const;
export const TEST_DRIVE_DIRECTIONS_LIMITS = { min: 10, max: 500 } as const;

/** Only a home pick-up takes the customer's address and area. */
export const takesCustomerAddress = (option: PickupOption): boolean => option === 'HOME_PICKUP';

/** A location that offers test drives at the hub tells customers how to get there. */
export const needsTestDriveDirections = (options: readonly TestDriveOption[]): boolean => options.includes('HUB');

/** The sentences the API and the forms say, each after the field's label (ours: SPEC quotes none). */
export const CUSTOMER_PLACE_MESSAGES = {
  addressRequired: 'is required for a home pick-up',
  areaRequired: 'is required for a home pick-up',
  onlyForHomePickup: 'is only taken for a home pick-up',
  directionsRequired: 'is required when the hub offers test drives at the hub',
} as const;
