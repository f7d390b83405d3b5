import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error.ts';
import { shouldReportError } from './error-report-filter.ts';

describe('error reporting filter (SPEC §8)', () => {
  it('ignores network errors', () => {
    expect(shouldReportError(new ApiError(0, 'Network error'))).toBe(false);
    expect(shouldReportError(new TypeError('Failed to fetch'))).toBe(false);
    expect(shouldReportError(new TypeError('NetworkError when attempting to fetch resource.'))).toBe(false);
  });

  it.each([400, 401, 404])('ignores %i status errors', (status) => {
    expect(shouldReportError(new ApiError(status, 'x'))).toBe(false);
    expect(shouldReportError({ status, message: 'axios-like' })).toBe(false);
  });

  it('ignores chunk-load errors', () => {
    expect(shouldReportError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(false);
  });

  it('reports everything else', () => {
    expect(shouldReportError(new ApiError(500, 'boom'))).toBe(true);
    expect(shouldReportError(new ApiError(403, 'denied'))).toBe(true);
    expect(shouldReportError(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(true);
  });
});
