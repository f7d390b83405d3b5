/**
 * The scripts a first load fetches, wave by wave, read from a built panel (issue 30: fewer, larger chunks).
 * Wave 1 is index.html's entry and what it imports statically; each later wave is a lazy module the route
 * needs (found by the name it exports, which the build keeps for `import()`), with its static imports not
 * already loaded; the last wave is what the layout fetches once the first screen is in. Vite preloads a lazy chunk's imports together, so a wave's files are fetched in parallel,
 * and the next wave waits for this one: under Lighthouse's simulated slow 4G (150 ms RTT, six HTTP/1.1
 * connections) a wave of n files costs about ⌈n / 6⌉ round trips. Figures only, never a test.
 *
 *   npx tsx bench/chunk-waves.ts [dist …]      (default apps/web/dist)
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/**
 * Each route's lazy modules in the order it loads them (same wave: loaded together), by source path, found
 * through the build's source maps (dist-sourcemaps beside dist), or else by the name the module exports
 * (a chunk of its own keeps it).
 */
const LAYOUT = { source: 'src/app/layout/secure-layout.tsx', name: 'SecureLayout' };
const GUARD = { source: 'src/app/guards/guarded-route.tsx', name: 'guardedRouteComponent' };
/** main.tsx imports it on every load, signed in or not. */
const WARM_UP = { source: 'src/app/warm-up/session-warm-up.ts', name: 'warmUpSession' };
/** What the layout fetches once the first screen is in (on a phone: the menu and the vehicle jump too). */
const AFTER_FIRST_SCREEN = [
  { source: 'src/shared/scan-queue/kept-scans-runner.tsx', name: 'KeptScansRunner' },
  { source: 'src/app/layout/mobile-nav.tsx', name: 'MobileNav' },
  { source: 'src/features/inventory/inventory-quick-search.tsx', name: 'InventoryQuickSearch' },
];
const ROUTES: Record<string, { source: string; name: string }[][]> = {
  '/ (signed out)': [[{ source: 'src/app/pages/landing-page.tsx', name: 'LandingPage' }, WARM_UP]],
  '/inventory': [
    [LAYOUT, GUARD, WARM_UP],
    [{ source: 'src/app/pages/inventory-list-with-pickup-page.tsx', name: 'InventoryListWithPickupPage' }],
    AFTER_FIRST_SCREEN,
  ],
  '/dashboard': [
    [LAYOUT, GUARD, WARM_UP],
    [{ source: 'src/features/dashboard/dashboard-page.tsx', name: 'DashboardPage' }],
    AFTER_FIRST_SCREEN,
  ],
};

interface Chunk {
  imports: string[];
  exports: string[];
  sources: string[];
  gzip: number;
}

const readChunks = (dist: string): Map<string, Chunk> => {
  const chunks = new Map<string, Chunk>();
  for (const file of readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.js'))) {
    const source = readFileSync(join(dist, 'assets', file), 'utf8');
    // Static imports only: `from"./x.js"` and `import"./x.js"`, never `import("./x.js")`.
    const imports = [...source.matchAll(/(?:\bfrom|\bimport)\s*"\.\/([^"]+\.js)"/g)].map((m) => m[1]!);
    const exports = [...source.matchAll(/export\s*\{([^}]*)\}/g)].flatMap((m) =>
      m[1]!.split(',').map((part) =>
        part
          .trim()
          .split(/\s+as\s+/)
          .pop()!,
      ),
    );
    const map = join(dist, '..', 'dist-sourcemaps', 'assets', `${file}.map`);
    const sources = existsSync(map) ? (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources : [];
    chunks.set(file, { imports, exports, sources, gzip: gzipSync(source, { level: 9 }).length });
  }
  return chunks;
};

const closure = (chunks: Map<string, Chunk>, start: string, into: Set<string>): void => {
  if (into.has(start)) return;
  into.add(start);
  for (const dep of chunks.get(start)?.imports ?? []) closure(chunks, dep, into);
};

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export const routeWaves = (dist: string) => {
  const chunks = readChunks(dist);
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const entry = /<script type="module"[^>]*src="\/assets\/([^"]+\.js)"/.exec(html)?.[1];
  if (!entry) throw new Error(`no entry script in ${dist}/index.html`);
  const holding = ({ source, name }: { source: string; name: string }) => {
    const file =
      [...chunks].find(([, c]) => c.sources.some((s) => s.endsWith(source)))?.[0] ??
      [...chunks].find(([, c]) => c.exports.includes(name))?.[0];
    if (!file) throw new Error(`no chunk in ${dist} holds ${source}`);
    return file;
  };
  return Object.entries(ROUTES).map(([route, lazyWaves]) => {
    const loaded = new Set<string>();
    const waves = [[entry], ...lazyWaves.map((names) => names.map(holding))].map((starts) => {
      const wave = new Set<string>();
      for (const start of starts) closure(chunks, start, wave);
      const files = [...wave].filter((f) => !loaded.has(f));
      files.forEach((f) => loaded.add(f));
      return { files: files.length, gzip: files.reduce((sum, f) => sum + chunks.get(f)!.gzip, 0) };
    });
    return { route, waves };
  });
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dists = process.argv.slice(2);
  for (const dist of dists.length ? dists : [fileURLToPath(new URL('../apps/web/dist', import.meta.url))]) {
    console.log(`\n${dist}\n| route | scripts per wave | scripts | gzip |\n|---|---|---|---|`);
    for (const { route, waves } of routeWaves(dist)) {
      const files = waves.reduce((sum, w) => sum + w.files, 0);
      const gzip = waves.reduce((sum, w) => sum + w.gzip, 0);
      const perWave = waves.map((w) => `${w.files} (${kb(w.gzip)})`).join(' → ');
      console.log(`| ${route} | ${perWave} | ${files} | ${kb(gzip)} |`);
    }
  }
}
