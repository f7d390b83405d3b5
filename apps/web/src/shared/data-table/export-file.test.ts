import { describe, expect, it } from 'vitest';
import type { FileAnswer } from '../api/file-transfer.ts';
import { csvLineCounter, fileExportSummary, readCsvExport } from './export-file.ts';

const bytes = (text: string) => new TextEncoder().encode(text);
/** `text` cut into pieces of `size` bytes, as a network may deliver it. */
const pieces = (text: string, size: number) => {
  const all = bytes(text);
  return Array.from({ length: Math.ceil(all.length / size) }, (_, i) => all.slice(i * size, (i + 1) * size));
};

describe('csvLineCounter', () => {
  const FILE = 'a,b\r\n1,"two\r\nlines"\r\n2,"say ""hi"""\r\n3,ก';

  it('counts lines across any cut, a quoted line break and escaped quotes included, the last without its break', () => {
    for (const size of [1, 2, 3, 7, 1000]) {
      const counter = csvLineCounter();
      for (const piece of pieces(FILE, size)) counter.push(piece);
      expect(counter.count(), `pieces of ${size}`).toBe(4);
    }
  });

  it('counts a file ending with its line break once per line', () => {
    const counter = csvLineCounter();
    counter.push(bytes('a\r\nb\r\n'));
    expect(counter.count()).toBe(2);
  });
});

describe('readCsvExport', () => {
  it('tells the rows so far as pieces arrive and answers the file with its row count', async () => {
    const seen: number[] = [];
    const file = await readCsvExport(
      async (onChunk) => {
        for (const piece of pieces('h\r\n1\r\n2\r\n3\r\n', 3)) onChunk(piece);
        const answer: FileAnswer = { blob: new Blob(['x']), fileName: 'f.csv', text: async () => 'x' };
        return answer;
      },
      (n) => seen.push(n),
    );
    expect(file.rows).toBe(3);
    expect(file.fileName).toBe('f.csv');
    expect(seen.at(-1)).toBe(3);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
  });

  it('says the rows in words', () => {
    expect(fileExportSummary(1)).toBe('Exported 1 row.');
    expect(fileExportSummary(200_000)).toBe('Exported 200,000 rows.');
  });
});
