import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { firstLoadBudget, firstLoadJs } from './first-load-budget.ts';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A built panel: index.html loading `entry.js` and preloading `shell.js`; `lazy.js` is only in assets. */
function builtPanel(sizes: { entry: number; shell: number; lazy: number }): string {
  const dir = mkdtempSync(join(tmpdir(), 'first-load-'));
  dirs.push(dir);
  mkdirSync(join(dir, 'assets'));
  // Random bytes do not compress: the gzip size is about the raw size.
  for (const [name, size] of Object.entries(sizes)) writeFileSync(join(dir, 'assets', `${name}.js`), randomBytes(size));
  writeFileSync(
    join(dir, 'index.html'),
    '<script type="module" crossorigin src="/assets/entry.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/shell.js"><link rel="stylesheet" href="/assets/x.css">',
  );
  return dir;
}

async function runBudget(dir: string, budget: number): Promise<void> {
  const plugin = firstLoadBudget(budget);
  (plugin.configResolved as (c: unknown) => void)({ root: dir, build: { outDir: '.' } });
  await (plugin.closeBundle as () => Promise<void>)();
}

describe('first-load JS budget', () => {
  it('counts the entry and its modulepreloads, gzipped, and not the lazy chunks', async () => {
    const dir = builtPanel({ entry: 10_000, shell: 5_000, lazy: 50_000 });
    const { files, total } = await firstLoadJs(dir);
    expect(files.map((f) => f.file)).toEqual(['assets/entry.js', 'assets/shell.js']);
    expect(total).toBeGreaterThan(15_000);
    expect(total).toBeLessThan(16_000);
  });

  it('passes a build within the budget and fails one over it, naming the largest chunk', async () => {
    const dir = builtPanel({ entry: 10_000, shell: 5_000, lazy: 50_000 });
    await expect(runBudget(dir, 20_000)).resolves.toBeUndefined();
    await expect(runBudget(dir, 12_000)).rejects.toThrow(
      /over the 11\.7 KB budget; largest eager chunks: assets\/entry\.js/,
    );
  });
});
