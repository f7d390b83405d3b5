import { afterAll, describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
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

  it('trusts unchanged file times without reading the sources, and still sees a change that keeps the size and time', () => {
    const dir = join(root, 'times');
    const source = join(dir, 'src/app.ts');
    mkdirSync(join(dir, 'src'), { recursive: true });
    mkdirSync(join(dir, 'node_modules'));
    let builds = 0;
    const target: BuildTarget = {
      name: 'server',
      out: 'out',
      inputs: ['src'],
      build: () => {
        builds += 1;
        mkdirSync(join(dir, 'out'), { recursive: true });
      },
    };
    // Times trusted at once (a start trusts only those older than 2 s: a newer file may change within the
    // file clock's granularity without its time changing).
    const settled = { racyMs: 0 };
    const aMinuteAgo = new Date(Math.floor(Date.now() / 1000) * 1000 - 60_000);
    const pause = () => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20);
    writeFileSync(source, 'export const a = 1;');
    utimesSync(source, aMinuteAgo, aMinuteAgo);
    expect(buildIfChanged(dir, [target], settled)).toEqual(['server']);
    expect(existsSync(join(dir, 'out/.source-stat'))).toBe(false);
    // The contents are hashed once, found built, and the times kept: the next checks read no source.
    expect(buildIfChanged(dir, [target], settled)).toEqual([]);
    const kept = readFileSync(join(dir, 'out/.source-stat'), 'utf8');
    expect(buildIfChanged(dir, [target], settled)).toEqual([]);
    // Same size, same modification time, other content: the change time (which no one can set) tells.
    pause();
    writeFileSync(source, 'export const a = 2;');
    utimesSync(source, aMinuteAgo, aMinuteAgo);
    expect(buildIfChanged(dir, [target], settled)).toEqual(['server']);
    expect(buildIfChanged(dir, [target], settled)).toEqual([]);
    // New times, same content (a fresh checkout): not built again; the new times are kept.
    pause();
    writeFileSync(source, 'export const a = 2;');
    expect(buildIfChanged(dir, [target], settled)).toEqual([]);
    expect(readFileSync(join(dir, 'out/.source-stat'), 'utf8')).not.toBe(kept);
    expect(builds).toBe(2);
  });
});
