import { afterAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The start script's build step, as `npm start` runs it (plain node, so a .mjs beside build-server.mjs).
import { buildIfChanged, type BuildTarget } from '../../build-if-changed.mjs';

/**
 * Issue 25: `npm start` builds only when the sources changed. A second start from the same folder then
 * serves what the first built instead of emptying the panel's folder under it.
 */
const root = mkdtempSync(join(tmpdir(), 'b2c-build-if-changed-'));
mkdirSync(join(root, 'node_modules'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('build if changed', () => {
  it('builds a fresh folder, skips an unchanged one, and builds again when a source (not a test) changes', () => {
    mkdirSync(join(root, 'src'));
    writeFileSync(join(root, 'src/app.ts'), 'export const a = 1;');
    let builds = 0;
    const target: BuildTarget = {
      name: 'panel',
      out: 'out',
      inputs: ['src', 'optional-missing-file.json'],
      build: () => {
        builds += 1;
        mkdirSync(join(root, 'out'), { recursive: true });
        writeFileSync(join(root, 'out/index.js'), `build ${builds}`);
      },
    };
    expect(buildIfChanged(root, [target])).toEqual(['panel']);
    expect(buildIfChanged(root, [target])).toEqual([]);
    writeFileSync(join(root, 'src/app.test.ts'), 'a test is not in the bundle');
    expect(buildIfChanged(root, [target])).toEqual([]);
    writeFileSync(join(root, 'src/app.ts'), 'export const a = 2;');
    expect(buildIfChanged(root, [target])).toEqual(['panel']);
    // A build that died before its stamp (the output emptied) is built again.
    rmSync(join(root, 'out'), { recursive: true });
    expect(buildIfChanged(root, [target])).toEqual(['panel']);
    expect(builds).toBe(3);
  });
});
