import { describe, it, expect } from 'vitest';
import { MESSAGES, TOAST_TYPES, messageOr, validationMessage } from './messages.ts';

describe('MESSAGES', () => {
  it('keeps SPEC wording byte for byte', () => {
    expect(MESSAGES.unauthorized).toBe(
      'Unauthorized Access: You are trying to access a page for which you are not authorized, please contact administrator',
    );
    expect(MESSAGES.fallbackTitle).toBe('Something went wrong');
    expect(MESSAGES.locationTypeRequired).toBe('Location Type is required.');
    expect(MESSAGES.cityRequired).toBe('City is required.');
    expect(MESSAGES.cityIncorrect).toBe('Please enter correct city.');
    expect(MESSAGES.locationRequired).toBe('Location is required.');
    expect(MESSAGES.chooseLocation).toBe('Choose Location');
    expect(MESSAGES.clickToScan).toBe('Click to scan for stock-in');
    expect(MESSAGES.stockedInSuccessfully).toBe('Stocked-in Successfully');
    expect(MESSAGES.scanAnotherCar).toBe('Scan another Car');
    expect(MESSAGES.batchActionLimit).toBe('Maximum allowed inventories for bulk action is 25');
    expect(MESSAGES.invalidData).toBe('Invalid data. Please check and try again.');
    expect(MESSAGES.unknownError).toBe('Something went wrong. Please try again.');
    expect(MESSAGES.fallbackError).toBe('Something went wrong, please try again later.');
    expect(MESSAGES.teamsFetchFailed).toBe('Could not fetch the teams');
    expect(MESSAGES.internalServerError).toBe('Internal Server Error');
    expect(MESSAGES.uploadFailed).toBe('Upload failed');
  });

  it('splits SPEC pairs into one constant each', () => {
    expect(MESSAGES.tripEnded).toBe('Trip has been ended');
    expect(MESSAGES.tripStarted).toBe('Trip has been started');
    expect(MESSAGES.inventoryStockedIn).toBe('Inventory Stocked in successfully');
    expect(MESSAGES.inventoryStockedOut).toBe('Inventory Stocked out successfully');
    expect(MESSAGES.pickupRequestCreated).toBe('Pickup request created successfully');
    expect(MESSAGES.pickupRequestCreatedWithStop).toBe('Pickup request created successfully.');
    expect(MESSAGES.pickupRequestUpdated).toBe('Pickup request updated successfully');
    expect(MESSAGES.reserved).toBe('Reserved Successfully');
    expect(MESSAGES.unreserved).toBe('Unreserved Successfully');
    expect(MESSAGES.driverSaved).toBe('Driver saved successfully!');
    expect(MESSAGES.driverUpdated).toBe('Driver updated successfully!');
    expect(MESSAGES.zoneSaved).toBe('Zone saved successfully!');
    expect(MESSAGES.zoneUpdated).toBe('Zone updated successfully!');
    expect(MESSAGES.locationSaved).toBe('Location saved successfully!');
    expect(MESSAGES.locationUpdated).toBe('Location updated successfully!');
    expect(MESSAGES.intercityRouteSaved).toBe('Intercity route saved successfully!');
    expect(MESSAGES.intercityRouteUpdated).toBe('Intercity route updated successfully!');
  });

  it('keeps the SPEC inconsistencies that operators match on', () => {
    expect(MESSAGES.stockInDone).toBe('Stock In done successfully');
    expect(MESSAGES.stockInDoneExclaimed).toBe('Stock-in done successfully!');
    expect(MESSAGES.barcodeSaved).toBe('BarCode saved successfully!');
    expect(MESSAGES.parkingSlotUpdated).toBe('Parking Slot Updated');
    expect(MESSAGES.inventoryTypeUpdated).toBe('Inventory type updated');
    expect(MESSAGES.refreshed).toBe('Refresh successfully');
    expect(MESSAGES.secondKeyStatusUpdated).toBe('Second Key status updated successfully');
  });

  it('has no blank or padded message', () => {
    for (const text of Object.values(MESSAGES)) {
      expect(text).not.toBe('');
      expect(text.trim()).toBe(text);
    }
  });
});

describe('messageOr', () => {
  it('prefers the server message, else the fallback', () => {
    expect(messageOr('Hub is closed')).toBe('Hub is closed');
    expect(messageOr(undefined)).toBe('Something went wrong, please try again later.');
    expect(messageOr('  ', MESSAGES.internalServerError)).toBe('Internal Server Error');
    expect(messageOr(42)).toBe(MESSAGES.fallbackError);
  });
});

describe('validationMessage', () => {
  it('reads description, else validation', () => {
    expect(validationMessage({ description: 'Bad pincode', validation: 'x' })).toBe('Bad pincode');
    expect(validationMessage({ validation: 'City is missing' })).toBe('City is missing');
    expect(validationMessage({})).toBeUndefined();
    expect(validationMessage(null)).toBeUndefined();
  });
});

describe('TOAST_TYPES', () => {
  it('lists the SPEC toast types', () => {
    expect(TOAST_TYPES).toEqual(['success', 'error', 'warning', 'info', 'none']);
  });
});
