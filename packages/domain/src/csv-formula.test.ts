import { describe, expect, it } from 'vitest';
import { looksLikeFormula, neutraliseFormula } from './csv-formula.ts';

describe('CSV formula cells', () => {
  it.each(['=1+1', '+1', '-1+1', '@SUM(A1)', '\t=1', '\rx', '\tplain'])('neutralises the ASCII starts: %j', (cell) => {
    expect(neutraliseFormula(cell)).toBe(`'${cell}`);
  });

  it.each(['＝1+1', '＋1', '－1+1', '＠SUM(A1)', '﹦1+1', '﹢1', '﹣1', '﹫SUM(A1)'])(
    'neutralises the full-width and small forms: %j',
    (cell) => {
      expect(neutraliseFormula(cell)).toBe(`'${cell}`);
    },
  );

  it.each([' =1+1', '\u00a0＝1+1', '\u3000＋1', '\u0085=1', '\u007f@x', '\ufeff=1', '\n-1', '  \t ＠x'])(
    'looks past leading whitespace and control characters: %j',
    (cell) => {
      expect(looksLikeFormula(cell)).toBe(true);
    },
  );

  it.each(['Ravi', 'a=b', '1-2', 'ravi@example.com', '', ' Ravi', 'नई दिल्ली', '％1'])(
    'leaves ordinary text: %j',
    (cell) => {
      expect(neutraliseFormula(cell)).toBe(cell);
    },
  );
});
