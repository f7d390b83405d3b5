import { describe, expect, it } from 'vitest';
import type { Driver } from '@b2c/contracts';
import { toCsv } from '../../shared/data-table/csv-export.ts';
import { driverColumns } from './driver-columns.tsx';

/**
 * Finding 12 of issue 24: the drivers grid's "Export CSV" wrote a full-width `＝1+1` name as it was,
 * which spreadsheets run like `=1+1`. The grid's export writes every column through the shared rule.
 */
const driver = (id: number, name: string, email: string): Driver => ({
  id,
  name,
  mobile: '+919876543210',
  email,
  driverType: 'FIXED',
  staffType: 'DRIVER',
  vendor: 'IN_HOUSE',
  homeLocationCode: null,
  active: true,
  version: 1,
  updatedAt: '2026-11-27T00:00:00.000Z',
  updatedBy: 'admin',
});

describe('the drivers grid export', () => {
  it('neutralises formula cells, full-width ones too, in every column', () => {
    const csv = toCsv(
      [driver(1, '＝1+1', '＠evil@example.com'), driver(2, ' ＋HYPERLINK(1)', 'ok@example.com'), driver(3, '－1', '')],
      driverColumns,
    );
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('Name,Mobile,E-mail,Driver type,Staff type,Vendor,Home location,Status,Id');
    expect(lines[1]!.split(',').slice(0, 3)).toEqual(["'＝1+1", "'+919876543210", "'＠evil@example.com"]);
    expect(lines[2]!.split(',')[0]).toBe("' ＋HYPERLINK(1)");
    expect(lines[3]!.split(',')[0]).toBe("'－1");
  });
});
