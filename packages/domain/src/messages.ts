import { BATCH_ACTION_MAX } from './constants.ts';

/**
 * Every user-facing sentence SPEC gives, verbatim: case, punctuation and the odd inconsistency
 * ("Stock In done successfully" next to "Stock-in done successfully!") are kept because operators,
 * support scripts and end-to-end tests match on them. SPEC's "X / Y" pairs are two constants.
 * The trailing full stop of a SPEC bullet is list punctuation, not part of the message, except where
 * SPEC quotes the sentence with it ("Pickup request created successfully.").
 * Wording marked "ours" fills a gap where SPEC describes a text without quoting it.
 */
export const MESSAGES = {
  // SPEC §1–2: pages
  unauthorized:
    'Unauthorized Access: You are trying to access a page for which you are not authorized, please contact administrator',
  fallbackTitle: 'Something went wrong',
  /** Ours: SPEC only says the page asks to refresh and to contact the admin team. */
  fallbackBody: 'Please refresh the page. If the problem persists, contact the admin team.',

  // SPEC §2: stock-in flow
  chooseLocation: 'Choose Location',
  locationTypeRequired: 'Location Type is required.',
  cityRequired: 'City is required.',
  cityIncorrect: 'Please enter correct city.',
  locationRequired: 'Location is required.',
  clickToScan: 'Click to scan for stock-in',
  stockedInSuccessfully: 'Stocked-in Successfully',
  scanAnotherCar: 'Scan another Car',

  // SPEC §5: validation
  batchActionLimit: `Maximum allowed inventories for bulk action is ${BATCH_ACTION_MAX}`,
  invalidData: 'Invalid data. Please check and try again.',
  unknownError: 'Something went wrong. Please try again.',
  /** Ours: SPEC §5 asks for helper texts on these two fields without quoting them. */
  areaHelper: 'Enter a locality the customer knows',
  testDriveDirectionsHelper: 'Enter easy-to-follow directions for customers',

  // SPEC §8: errors
  fallbackError: 'Something went wrong, please try again later.',
  teamsFetchFailed: 'Could not fetch the teams',
  internalServerError: 'Internal Server Error',
  uploadFailed: 'Upload failed',

  // SPEC §8: success toasts
  tripEnded: 'Trip has been ended',
  tripStarted: 'Trip has been started',
  inventoryStockedIn: 'Inventory Stocked in successfully',
  inventoryStockedOut: 'Inventory Stocked out successfully',
  inventoryReturned: 'Inventory returned successfully',
  pickupRequestCreated: 'Pickup request created successfully',
  pickupRequestUpdated: 'Pickup request updated successfully',
  pickupRequestCreatedWithStop: 'Pickup request created successfully.',
  movementDetailsUpdated: 'Movement details updated successfully',
  slotPreferenceSaved: 'Slot preference saved successfully',
  logisticVendorSet: 'Logistic vendor set successfully',
  egcUpdated: 'EGC updated successfully',
  parkingSlotUpdated: 'Parking Slot Updated',
  inventoryStageUpdated: 'Inventory Stage Updated',
  inventoryTypeUpdated: 'Inventory type updated',
  gpsTrackerUpdated: 'GPS tracker number updated',
  reserved: 'Reserved Successfully',
  unreserved: 'Unreserved Successfully',
  sourcingCancelled: 'Sourcing cancellation successful',
  batchActionCompleted: 'Bulk action completed successfully',
  vendorEmailSent: 'Email sent to the vendor successfully',
  nextHopCreated: 'Next hop created successfully',
  stockInDone: 'Stock In done successfully',
  inventoryRefreshInitiated: 'Inventory details refresh request initiated successfully',
  keyStatusUpdated: 'Key status updated successfully',
  secondKeyStatusUpdated: 'Second Key status updated successfully',
  /** The page reloads right after this one. */
  refreshed: 'Refresh successfully',
  driverSaved: 'Driver saved successfully!',
  driverUpdated: 'Driver updated successfully!',
  zoneSaved: 'Zone saved successfully!',
  zoneUpdated: 'Zone updated successfully!',
  locationSaved: 'Location saved successfully!',
  locationUpdated: 'Location updated successfully!',
  intercityRouteSaved: 'Intercity route saved successfully!',
  intercityRouteUpdated: 'Intercity route updated successfully!',
  stockInDoneExclaimed: 'Stock-in done successfully!',
  barcodeSaved: 'BarCode saved successfully!',
  /** SPEC §8 has no pincode wording; these follow the other master-data saves. */
  pincodeSaved: 'Pincode saved successfully!',
  pincodeUpdated: 'Pincode updated successfully!',
} as const;
export type MessageKey = keyof typeof MESSAGES;

/** SPEC §8: the server's message when it sent one, else the call's fallback. */
export const messageOr = (serverMessage: unknown, fallback: string = MESSAGES.fallbackError): string =>
  typeof serverMessage === 'string' && serverMessage.trim() !== '' ? serverMessage : fallback;

/** SPEC §8: a validation error reads `description`, else `validation`, as its message. */
export const validationMessage = (body: { description?: unknown; validation?: unknown } | null | undefined) => {
  const text = body?.description ?? body?.validation;
  return typeof text === 'string' && text !== '' ? text : undefined;
};

/** SPEC §8 toast types; `none` is a toast without an icon. */
export const TOAST_TYPES = ['success', 'error', 'warning', 'info', 'none'] as const;
export type ToastType = (typeof TOAST_TYPES)[number];
