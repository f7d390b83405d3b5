import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { Plugin } from 'vite';

/** Issue 3's budget, kept by issue 30: what a first visit downloads before any route's own code. */
export const FIRST_LOAD_BUDGET_BYTES = 230 * 1024;

const gzipAsync = promisify(gzip);

/**
 * The scripts index.html loads eagerly (its entry and modulepreloads) and their gzip size (level 9, as
 * bench/bundle-size.ts counts them): the first-load JS of a built panel in `outDir`.
 */
export async function firstLoadJs(outDir: string): Promise<{ files: { file: string; gzip: number }[]; total: number }> {
  const html = await readFile(join(outDir, 'index.html'), 'utf8');
  const eager = [...new Set([...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]!))];
  const files = await Promise.all(
    eager.map(async (file) => ({
      file,
      gzip: (await gzipAsync(await readFile(join(outDir, file)), { level: 9 })).length,
    })),
  );
  return { files, total: files.reduce((sum, f) => sum + f.gzip, 0) };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Fails the build when the first-load JS grows over the budget, naming the largest eager chunks: a
 * module a lazy route needs, imported by the shell (often through a barrel or a shared helper), lands in
 * the first load without anyone noticing otherwise (issue 30 found the phone-number metadata there).
 */
export function firstLoadBudget(budget = FIRST_LOAD_BUDGET_BYTES): Plugin {
  let outDir = 'dist';
  return {
    name: 'first-load-budget',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const { files, total } = await firstLoadJs(outDir);
      if (total <= budget) {
        console.log(`first-load JS ${kb(total)} gzip (budget ${kb(budget)})`);
        return;
      }
      const largest = [...files]
        .sort((a, b) => b.gzip - a.gzip)
        .slice(0, 5)
        .map((f) => `${f.file} ${kb(f.gzip)}`);
      throw new Error(
        `first-load JS is ${kb(total)} gzip, over the ${kb(budget)} budget; largest eager chunks: ${largest.join(', ')}`,
      );
    },
  };
}
