import { describe, expect, it } from 'vitest';
import { planChunks, type Atom } from './route-chunks.ts';

/** A first pass's chunk: `file` holds one module of the same name; facade when it is a lazy module. */
const atom = (file: string, imports: string[], size: number, kind: 'entry' | 'lazy' | 'shared' = 'shared'): Atom => ({
  file,
  moduleIds: [`/src/${file}`],
  imports,
  dynamicImports: [],
  size,
  facadeModuleId: kind === 'shared' ? null : `/src/${file}`,
  isEntry: kind === 'entry',
  isDynamicEntry: kind === 'lazy',
});

const options = {
  layoutEntries: /secure-layout$/,
  publicEntries: /landing-page$/,
  requestBytes: 1_000,
  laterWeight: 0.25,
  overfetch: 0.5,
};

/**
 * index imports util; landing, secure-layout and three screens are lazy. The layout and the landing
 * page share `alert`; dashboard and inventory share a small `card` and a large `table`; `chart` is
 * the dashboard's alone.
 */
const app: Atom[] = [
  atom('index', ['util'], 50_000, 'entry'),
  atom('util', [], 2_000),
  atom('landing-page', ['alert', 'util'], 3_000, 'lazy'),
  atom('alert', [], 2_000),
  atom('secure-layout', ['alert', 'menu'], 20_000, 'lazy'),
  atom('menu', [], 5_000),
  atom('dashboard-page', ['card', 'table', 'chart'], 4_000, 'lazy'),
  atom('inventory-page', ['card', 'table'], 6_000, 'lazy'),
  atom('users-page', [], 3_000, 'lazy'),
  atom('card', [], 300),
  atom('table', [], 40_000),
  atom('chart', [], 30_000),
];

const chunkOf = (plan: ReadonlyMap<string, string>, file: string) => plan.get(`/src/${file}`);

describe('planChunks', () => {
  const plan = planChunks(app, options);

  it('puts what the entry imports in the shell, and the signed-out visit in one public chunk', () => {
    expect(chunkOf(plan, 'index')).toBe('shell');
    expect(chunkOf(plan, 'util')).toBe('shell');
    expect(chunkOf(plan, 'landing-page')).toBe('public');
    // Shared with the layout, yet the landing page loads it: it stays out of the layout's chunk.
    expect(chunkOf(plan, 'alert')).toBe('public');
  });

  it('gives the layout and what only it imports one chunk', () => {
    expect(chunkOf(plan, 'secure-layout')).toBe('layout');
    expect(chunkOf(plan, 'menu')).toBe('layout');
  });

  it('joins atoms the same screens need: a file less for each, no byte more', () => {
    expect(chunkOf(plan, 'card')).toBe(chunkOf(plan, 'table'));
  });

  it('joins a small atom into the layout when most screens need it', () => {
    const withBadge = [
      ...app.map((a) =>
        a.file.endsWith('-page') && a.file !== 'landing-page' ? { ...a, imports: [...a.imports, 'badge'] } : a,
      ),
      atom('badge', [], 200),
    ];
    expect(chunkOf(planChunks(withBadge, options), 'badge')).toBe('layout');
  });

  it('keeps large code a screen does not need out of its chunks', () => {
    const usersChunk = chunkOf(plan, 'users-page');
    expect(chunkOf(plan, 'table')).not.toBe(usersChunk);
    expect(chunkOf(plan, 'chart')).not.toBe(chunkOf(plan, 'inventory-page'));
    expect(chunkOf(plan, 'chart')).not.toBe(chunkOf(plan, 'table'));
  });

  it('joins nothing when a file costs nothing', () => {
    const apart = planChunks(app, { ...options, requestBytes: 0 });
    const screenChunks = ['dashboard-page', 'inventory-page', 'users-page', 'card', 'table', 'chart'].map((f) =>
      chunkOf(apart, f),
    );
    expect(new Set(screenChunks).size).toBe(6);
  });

  it("never makes a screen load, through a chunk's imports, more than its allowance", () => {
    // `form` imports the large `dates`; `users-page` needs only the small `button`, which the other two need too.
    const withImports: Atom[] = [
      ...app.filter((a) => !a.file.endsWith('-page') || a.file === 'landing-page' || a.file === 'secure-layout'),
      atom('dashboard-page', ['form', 'button'], 4_000, 'lazy'),
      atom('inventory-page', ['form', 'button'], 6_000, 'lazy'),
      atom('users-page', ['button'], 3_000, 'lazy'),
      atom('form', ['dates'], 500),
      atom('dates', [], 60_000),
      atom('button', [], 400),
    ];
    const plan = planChunks(withImports, options);
    const byFile = new Map(withImports.map((a) => [a.file, a]));
    const chunk = (file: string) => chunkOf(plan, file)!;
    /** Bytes a screen downloads after the shell and the public chunk: its chunks and all they import. */
    const downloaded = (screen: string) => {
      const chunks = new Set<string>();
      const pending = [chunk(screen)];
      while (pending.length) {
        const name = pending.pop()!;
        if (chunks.has(name) || name === 'shell' || name === 'public') continue;
        chunks.add(name);
        for (const a of withImports.filter((x) => chunk(x.file) === name)) pending.push(...a.imports.map(chunk));
      }
      return withImports.filter((a) => chunks.has(chunk(a.file))).reduce((sum, a) => sum + a.size, 0);
    };
    const needed = (screen: string, seen = new Set<string>()): number => {
      if (seen.has(screen) || ['shell', 'public'].includes(chunk(screen))) return 0;
      seen.add(screen);
      return byFile.get(screen)!.size + byFile.get(screen)!.imports.reduce((sum, f) => sum + needed(f, seen), 0);
    };
    const layoutBytes = 20_000 + 5_000;
    expect(downloaded('users-page')).toBeLessThanOrEqual((needed('users-page') + layoutBytes) * 1.5);
    expect(chunk('dates')).not.toBe(chunk('users-page'));
  });
});
