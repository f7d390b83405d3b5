import { describe, expect, it } from 'vitest';
import { escapeCsvCell, toCsv } from './csv-export.ts';

describe('CSV export', () => {
  it.each([
    ['=SUM(A1:A2)', "'=SUM(A1:A2)"],
    ['+91 98', "'+91 98"],
    ['-10+20', "'-10+20"],
    ['@cmd', "'@cmd"],
    ['\tx', "'\tx"],
    ['\rx', `"'\rx"`],
    ['＝1+1', "'＝1+1"],
    ['＋1', "'＋1"],
    ['－1', "'－1"],
    ['＠SUM(A1)', "'＠SUM(A1)"],
    [' ＝1+1', "' ＝1+1"],
    ['\u0085=1', "'\u0085=1"],
  ])('prefixes formula-looking text %j with a quote', (input, expected) => {
    expect(escapeCsvCell(input)).toBe(expected);
  });

  it('quotes commas, quotes and newlines (RFC 4180)', () => {
    expect(escapeCsvCell('a,b')).toBe('"a,b"');
    expect(escapeCsvCell('say "hi"')).toBe('"say ""hi"""');
    expect(escapeCsvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(escapeCsvCell('line\nbreak')).toBe('"line\nbreak"');
  });

  it('keeps numbers numeric and empties empty', () => {
    expect(escapeCsvCell(-12.5)).toBe('-12.5');
    expect(escapeCsvCell(null)).toBe('');
    expect(escapeCsvCell(undefined)).toBe('');
    expect(escapeCsvCell(true)).toBe('true');
  });

  it('writes a header and one line per row, skipping non-exportable columns', () => {
    type Row = { id: number; name: string };
    const csv = toCsv<Row>(
      [
        { id: 1, name: '=evil' },
        { id: 2, name: 'Ravi, K' },
      ],
      [
        { key: 'id', title: 'Id' },
        { key: 'name', title: 'Name' },
        { key: 'actions', title: 'Actions', exportable: false },
      ],
    );
    expect(csv).toBe('Id,Name\r\n1,\'=evil\r\n2,"Ravi, K"');
  });
});
