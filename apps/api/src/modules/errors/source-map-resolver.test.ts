import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SourceMapGenerator } from 'source-map-js';
import { sourceMapResolver } from './source-map-resolver.ts';

const folder = mkdtempSync(join(tmpdir(), 'b2c-maps-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

// A map as vite writes it: sources relative to the asset, names of the original functions.
const map = new SourceMapGenerator({ file: 'index-AbCd1234.js' });
map.addMapping({
  generated: { line: 1, column: 99 },
  original: { line: 42, column: 6 },
  source: '../../src/shared/api/api-client.ts',
  name: 'apiRequest',
});
mkdirSync(join(folder, 'assets'));
writeFileSync(join(folder, 'assets', 'index-AbCd1234.js.map'), map.toString());

describe('stack frames through the build’s source maps', () => {
  const resolve = sourceMapResolver(folder);

  it('maps a built frame back to its source file, line and function', async () => {
    const [frame] = await resolve([{ function: 'Oa', file: '/assets/index-AbCd1234.js', line: 1, column: 100 }]);
    expect(frame).toEqual({
      function: 'apiRequest',
      file: 'apps/web/src/shared/api/api-client.ts',
      line: 42,
      column: 7,
      resolved: true,
    });
  });

  it('leaves frames it has no map for as they are, and never reads outside its folder', async () => {
    const frames = [
      { function: 'x', file: '/assets/other-Zz991234.js', line: 1, column: 1 },
      { function: 'y', file: '/assets/../../../etc/passwd.js', line: 1, column: 1 },
      { function: 'z', file: '/work/apps/api/src/app.ts', line: 3, column: 1 },
    ];
    expect(await resolve(frames)).toEqual(frames.map((f) => ({ ...f, resolved: false })));
  });
});
