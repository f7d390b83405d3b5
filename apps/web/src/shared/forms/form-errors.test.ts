import { describe, expect, it } from 'vitest';
import { INVENTORY_ACTION_BODIES, driverInput, locationInput } from '@b2c/contracts';
import { MESSAGES } from '@b2c/domain';
import { ApiError } from '../api/api-error.ts';
import { fieldMessage, isConflict, saveFailureMessage, serverFieldErrors, zodFieldErrors } from './form-errors.ts';
import { zodRule } from './zod-rule.ts';

const body = (status: number, message: string, validation?: { field: string; message: string }[]) =>
  new ApiError(status, message, { status, error: 'x', message, ...(validation ? { validation } : {}) });

describe('form errors', () => {
  it('reads a missing value as "X is required." and prefixes contract phrases with the label', () => {
    expect(fieldMessage('Code', 'Invalid input: expected string, received undefined', undefined)).toBe(
      'Code is required.',
    );
    expect(fieldMessage('Type', 'Invalid option: expected one of "A"|"B"', '')).toBe('Type is required.');
    expect(fieldMessage('Name', 'must have at least 2 characters', 'a')).toBe('Name must have at least 2 characters.');
    expect(fieldMessage('Note', 'Registration number must use letters and digits only.', 'x')).toBe(
      'Registration number must use letters and digits only.',
    );
  });

  it("words zod's own checks in plain sentences, never schema text", () => {
    const labels = { listingPrice: 'Listing price', egc: 'EGC' };
    const price = { version: 1, priceChangeReason: 'PRICE_REVISION', listingPrice: 5e15 };
    expect(zodFieldErrors(INVENTORY_ACTION_BODIES.LIST_PRICE, price, labels)).toEqual([
      { name: ['listingPrice'], errors: [expect.stringMatching(/^Listing price must be at most [\d,]+\.$/)] },
    ]);
    expect(zodFieldErrors(INVENTORY_ACTION_BODIES.EGC, { version: 1, egc: 'x'.repeat(41) }, labels)).toEqual([
      { name: ['egc'], errors: ['EGC must be at most 40 characters.'] },
    ]);
    expect(zodFieldErrors(INVENTORY_ACTION_BODIES.TARGET_PRICE, { version: 'one', targetPrice: 1 }, {})).toEqual([
      { name: ['version'], errors: ['Version must be a number.'] },
    ]);
  });

  it('validates a payload with its contract schema, per field', () => {
    const errors = zodFieldErrors(
      locationInput,
      { code: 'bad code', name: 'X' },
      { code: 'Code', name: 'Name', cityCode: 'City' },
    );
    expect(errors).toContainEqual({
      name: ['code'],
      errors: ['Code must use only capital letters, digits, "_" and "-".'],
    });
    expect(errors).toContainEqual({ name: ['name'], errors: ['Name must have at least 2 characters.'] });
    expect(errors).toContainEqual({ name: ['cityCode'], errors: ['City is required.'] });
  });

  it('builds antd rules from one field of a contract', async () => {
    const rule = zodRule(driverInput.shape.mobile, 'Mobile');
    await expect(rule.validator(undefined, '+91 98765 43210')).resolves.toBeUndefined();
    await expect(rule.validator(undefined, '12')).rejects.toThrow(
      'Mobile must be 8 to 15 digits, optionally starting with +.',
    );
    await expect(rule.validator(undefined, '')).rejects.toThrow('Mobile is required.');
    await expect(zodRule(driverInput.shape.email, 'E-mail').validator(undefined, '')).resolves.toBeUndefined();
  });

  it('maps the server 400 entries to fields, the saved-items index dropped', () => {
    const error = body(400, 'bad', [
      { field: 'body.0.mobile', message: 'must be 8 to 15 digits' },
      { field: 'body.cityCode', message: 'City XYZ is not a city of IN.' },
      { field: 'querystring.id', message: 'ignored' },
    ]);
    expect(serverFieldErrors(error, { mobile: 'Mobile', cityCode: 'City' })).toEqual([
      { name: ['mobile'], errors: ['Mobile must be 8 to 15 digits.'] },
      { name: ['cityCode'], errors: ['City XYZ is not a city of IN.'] },
    ]);
    expect(serverFieldErrors(body(409, 'clash'), {})).toEqual([]);
  });

  it('puts a duplicate (409 naming the field) under its field, and keeps the stale-edit alert for the others', () => {
    const duplicate = body(409, 'Group OPS already exists.', [
      { field: 'body.name', message: 'Group OPS already exists.' },
    ]);
    expect(serverFieldErrors(duplicate, { name: 'Name' })).toEqual([
      { name: ['name'], errors: ['Group OPS already exists.'] },
    ]);
    expect(isConflict(duplicate)).toBe(false);
    expect(isConflict(body(409, 'Group OPS was changed by someone else (version 2, yours 1).'))).toBe(true);
  });

  it('words save failures as SPEC §8 says', () => {
    const dup = body(409, 'A driver with mobile +919876543210 already exists.');
    expect(saveFailureMessage(dup, { withStatus: true })).toBe(
      '409: A driver with mobile +919876543210 already exists.',
    );
    // Issue 24: only SPEC's four saves carry the status; others show the message alone, codes in words.
    expect(saveFailureMessage(dup)).toBe('A driver with mobile +919876543210 already exists.');
    const refused = new ApiError(403, 'Forbidden', {
      status: 403,
      error: 'Forbidden',
      message: 'You need the MANAGE_USERS permission for this action.',
    });
    expect(saveFailureMessage(refused)).toBe('You need the Manage users permission for this action.');
    expect(saveFailureMessage(new ApiError(400, 'Bad Request'), { createFallbacks: true })).toBe(MESSAGES.invalidData);
    expect(saveFailureMessage(new ApiError(502, 'Bad Gateway'), { createFallbacks: true })).toBe(MESSAGES.unknownError);
    expect(saveFailureMessage(new ApiError(0, 'Network error'), { createFallbacks: true })).toBe(MESSAGES.unknownError);
    expect(saveFailureMessage(new ApiError(502, 'Bad Gateway'))).toBe(MESSAGES.fallbackError);
  });
});
