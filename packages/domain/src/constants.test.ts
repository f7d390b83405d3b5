import { describe, it, expect } from 'vitest';
import {
  BREAKPOINTS,
  BATCH_ACTION_MAX,
  CITY_SEARCH_DEBOUNCE_MS,
  DATE_FORMAT,
  DATE_FORMAT_DAYJS,
  FUTURE_DATE_LIMIT_DAYS,
  LOCATION_DROPDOWN_PAGE_SIZE,
  NUMBER_WORDS,
  PAGE_SIZE_OPTIONS,
  STORAGE_KEYS,
  TOAST_DURATION_MS,
  TOAST_SHORT_DURATION_MS,
  TRACE_SAMPLE_RATE,
  defaultPageSize,
  isClearedOnVerticalSwitch,
  numberWord,
  scheduledTasksTitle,
  stockInLabel,
} from './constants.ts';
import { COUNTRIES } from './verticals.ts';

describe('SPEC §9 constants', () => {
  it('has the SPEC values', () => {
    expect(BATCH_ACTION_MAX).toBe(25);
    expect(PAGE_SIZE_OPTIONS).toEqual([10, 30, 50, 100]);
    expect(TOAST_DURATION_MS).toBe(5000);
    expect(TOAST_SHORT_DURATION_MS).toBe(3000);
    expect(CITY_SEARCH_DEBOUNCE_MS).toBe(500);
    expect(LOCATION_DROPDOWN_PAGE_SIZE).toBe(2000);
    expect(FUTURE_DATE_LIMIT_DAYS).toBe(2);
    expect(DATE_FORMAT).toBe('yyyy-MM-dd');
    expect(DATE_FORMAT_DAYJS).toBe('YYYY-MM-DD');
    expect(TRACE_SAMPLE_RATE).toBe(0.1);
    expect(BREAKPOINTS).toEqual({ xs: 576, md: 768, lg: 992, xl: 1200, xxl: 1400 });
  });

  it('defaults to 30 rows in AU, 10 elsewhere, always one of the options', () => {
    for (const c of COUNTRIES) {
      expect(defaultPageSize(c)).toBe(c === 'AU' ? 30 : 10);
      expect(PAGE_SIZE_OPTIONS).toContain(defaultPageSize(c));
    }
  });

  it('spells zero to ten', () => {
    expect(NUMBER_WORDS).toHaveLength(11);
    expect(NUMBER_WORDS[0]).toBe('zero');
    expect(NUMBER_WORDS[10]).toBe('ten');
    expect(numberWord(2)).toBe('two');
    expect(numberWord(11)).toBe('11');
    expect(numberWord(1.5)).toBe('1.5');
  });
});

describe('STORAGE_KEYS', () => {
  it('uses the SPEC keys and one key per grid', () => {
    expect(STORAGE_KEYS.country).toBe('country');
    expect(STORAGE_KEYS.vehicleType).toBe('vehicleType');
    expect(STORAGE_KEYS.sidebarCollapsed).toBe('sidebarCollapsed');
    expect(STORAGE_KEYS.gridColumns('inventory')).toBe('grid-columns:inventory');
    expect(STORAGE_KEYS.savedSearches('inventory')).not.toBe(STORAGE_KEYS.gridColumns('inventory'));
    expect(STORAGE_KEYS.gridColumns('inventory')).not.toBe(STORAGE_KEYS.gridColumns('logistic'));
  });

  it('clears grid layouts and saved searches on a vertical switch, nothing else', () => {
    expect(isClearedOnVerticalSwitch(STORAGE_KEYS.gridColumns('driver'))).toBe(true);
    expect(isClearedOnVerticalSwitch(STORAGE_KEYS.savedSearches('driver'))).toBe(true);
    expect(isClearedOnVerticalSwitch(STORAGE_KEYS.country)).toBe(false);
    expect(isClearedOnVerticalSwitch(STORAGE_KEYS.vehicleType)).toBe(false);
    expect(isClearedOnVerticalSwitch(STORAGE_KEYS.sidebarCollapsed)).toBe(false);
  });
});

describe('per-country wording', () => {
  it('parks in AU', () => {
    expect(stockInLabel('AU')).toBe('Park');
    expect(stockInLabel('IN')).toBe('Stock In');
    expect(stockInLabel('AE')).toBe('Stock In');
  });

  it('titles scheduled tasks after SF in TH', () => {
    expect(scheduledTasksTitle('TH')).toBe('SF Scheduled Logistics');
    expect(scheduledTasksTitle('IN')).toBe('Scheduled Tasks');
  });
});
