import { describe, expect, it } from 'vitest';
import { resolve } from 'node:path';
import { mayHoldPathLiterals, pathLiteralsIn, strayPathLiterals } from '../../testing/panel-path-literals.ts';

const SOURCE_ROOT = resolve(import.meta.dirname, '../..');

/**
 * Issue 27 #4: panel paths are spelt once, in paths.ts. A literal '/logistic/…' anywhere else in
 * apps/web/src (tests and the test kit aside) fails here: build it with `paths.<area>.<screen>(…)`.
 */
describe('panel path literals', () => {
  it('appear nowhere in the panel’s source but paths.ts', () => {
    const stray = strayPathLiterals(SOURCE_ROOT).map((l) => `${l.file}:${l.line} ${l.text}`);
    expect(stray, 'use paths.<area>.<screen>(…) from shared/routing/paths.ts').toEqual([]);
  });

  it('catches string, JSX and template literals of a panel path', () => {
    const source = [
      "const a = '/configs/c2b-slots';",
      'const b = `/logistic/${id}?raise=pickup`;',
      'const c = <Link to="/inventory">Back</Link>;',
      'navigate(`/driver`);',
      "const d = '/user-management?tab=users';",
    ].join('\n');
    expect(pathLiteralsIn('x.tsx', source).map((l) => [l.line, l.text])).toEqual([
      [1, '/configs/c2b-slots'],
      [2, '/logistic/'],
      [3, '/inventory'],
      [4, '/driver'],
      [5, '/user-management?tab=users'],
    ]);
  });

  it('leaves API paths, asset URLs, look-alike segments and comments alone', () => {
    const source = [
      "const api = '/api/v1/inventory';",
      "const icon = '/favicon.svg';",
      "const other = '/inventory-report';",
      'const mid = `${base}/inventory`;',
      '// links to /logistic/{inventoryId}',
      '/** `/configs/c2b-slots` */',
    ].join('\n');
    expect(pathLiteralsIn('x.tsx', source)).toEqual([]);
  });

  it('lets paths.ts and the tests spell paths', () => {
    expect(mayHoldPathLiterals('shared/routing/paths.ts')).toBe(true);
    expect(mayHoldPathLiterals('features/movement/logistic-list-page.test.tsx')).toBe(true);
    expect(mayHoldPathLiterals('features/movement/logistic-columns.tsx')).toBe(false);
  });
});
