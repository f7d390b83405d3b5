import { describe, expect, it } from 'vitest';
import {
  INVENTORY_GRID_COLUMNS,
  INVENTORY_GRID_COLUMN_TITLES,
  inventoryGridHasColumn,
  inventoryStageText,
} from './inventory-grid-columns.ts';
import { defaultVerticalFlags } from './vertical-flags.ts';
import { formatZonedDateTime } from './dates.ts';

describe('the inventory grid columns', () => {
  it('each has its own heading', () => {
    const titles = INVENTORY_GRID_COLUMNS.map((c) => INVENTORY_GRID_COLUMN_TITLES[c]);
    expect(new Set(titles).size).toBe(INVENTORY_GRID_COLUMNS.length);
  });

  it('follow the vertical: flags for target price, GPS tracker and road tax; sales type in AU only', () => {
    const has = (country: 'IN' | 'AU' | 'AE') =>
      INVENTORY_GRID_COLUMNS.filter((c) =>
        inventoryGridHasColumn(c, defaultVerticalFlags({ country, vehicleType: 'CAR' }), country),
      );
    expect(INVENTORY_GRID_COLUMNS.filter((c) => !has('IN').includes(c))).toEqual(['salesType']);
    expect(INVENTORY_GRID_COLUMNS.filter((c) => !has('AU').includes(c))).toEqual([
      'gpsTrackerNumber',
      'roadTaxValidUntil',
    ]);
    expect(INVENTORY_GRID_COLUMNS.filter((c) => !has('AE').includes(c))).toEqual([
      'targetPrice',
      'gpsTrackerNumber',
      'roadTaxValidUntil',
      'salesType',
    ]);
  });

  it('say the stage with its sub-stage in words', () => {
    expect(inventoryStageText('RETAIL', 'LISTED')).toBe('Retail / Listed');
    expect(inventoryStageText('RETAIL', null)).toBe('Retail');
    expect(inventoryStageText(null, null)).toBe('');
  });
});

describe('formatZonedDateTime', () => {
  it("writes yyyy-MM-dd HH:mm on the zone's wall clock", () => {
    expect(formatZonedDateTime(new Date('2026-03-01T10:30:00Z'), 'Asia/Kolkata')).toBe('2026-03-01 16:00');
    expect(formatZonedDateTime(new Date('2026-12-31T23:59:59Z'), 'Asia/Dubai')).toBe('2027-01-01 03:59');
    // Sydney's clocks go back at 03:00 on 5 April 2026: these two instants both read 02:30.
    expect(formatZonedDateTime(new Date('2026-04-04T15:30:00Z'), 'Australia/Sydney')).toBe('2026-04-05 02:30');
    expect(formatZonedDateTime(new Date('2026-04-04T16:30:00Z'), 'Australia/Sydney')).toBe('2026-04-05 02:30');
  });
});
