/**
 * Issue 30: fewer, larger chunks on a signed-in first load. Rolldown's automatic splitting gives every
 * set of lazy modules sharing code its own chunk, so /dashboard fetched 78 scripts in three waves (entry,
 * layout, screen) and /inventory 120, most of them 1–3 KB. Lighthouse's mobile run simulates slow 4G
 * over six HTTP/1.1 connections, where each of those costs a round trip of 150 ms whatever its size.
 *
 * The plan starts from the automatic chunks of a first pass (its "atoms": rolldown has already put
 * together the modules the same lazy modules need, after tree-shaking, which the module graph alone
 * cannot tell through barrels like antd's index) and joins them into one chunk per wave:
 * - `shell`: everything index.html's entry imports statically (loaded at once anyway, so one file);
 * - `public`: what the signed-out visit loads besides (the landing page, the session warm-up that
 *   main.tsx starts on every load), so a signed-out visit loads exactly the same code as before;
 * - `layout`: what the secure layout and the route guard import, minus `public`;
 * - the screens: atoms grouped by the set of lazy screens that need them, then joined two by two,
 *   the layout included (every screen loads it), while a join saves more than it costs: a file less
 *   for each screen needing both, against the bytes each screen needing only one now downloads too.
 * Vendor groups declared before this one (react, router, …) keep their chunks.
 */

/** One chunk of the first pass, by file name. */
export interface Atom {
  file: string;
  moduleIds: readonly string[];
  /** Files it imports statically. */
  imports: readonly string[];
  /** Files it imports with `import()`. */
  dynamicImports: readonly string[];
  /** Bytes of its code, to weigh small groups. */
  size: number;
  /** The module a dynamic import or index.html loads it for, if any. */
  facadeModuleId: string | null;
  isEntry: boolean;
  isDynamicEntry: boolean;
}

export interface ChunkPlanOptions {
  /** Lazy modules loaded with the layout on every signed-in screen (its own and the guard's). */
  layoutEntries: RegExp;
  /** Lazy modules a signed-out visit loads (the landing page, the sign-in callback, …). */
  publicEntries: RegExp;
  /**
   * What one more script costs a screen, in bytes of code it would rather download: two groups are joined
   * when the files saved outweigh the bytes the screens that needed only one of them now download too.
   */
  requestBytes: number;
  /**
   * How much a lazy module that a screen opens later (a menu, a dialog, the scanner) counts against a
   * screen the router opens (1): its bytes and files are not on a first load's way.
   */
  laterWeight: number;
}

/** A module's chunk name; a module not in it is left to rolldown's automatic splitting. */
export type ChunkPlan = ReadonlyMap<string, string>;

const closure = (atoms: ReadonlyMap<string, Atom>, start: string, stop: ReadonlySet<string> = new Set()) => {
  const seen = new Set<string>();
  const pending = [start];
  while (pending.length) {
    const file = pending.pop()!;
    if (seen.has(file) || stop.has(file) || !atoms.has(file)) continue;
    seen.add(file);
    pending.push(...atoms.get(file)!.imports);
  }
  return seen;
};

const baseName = (id: string) =>
  id
    .split(/[\\/]/)
    .pop()!
    .replace(/\?.*$/, '')
    .replace(/\.[^.]+$/, '');

interface ScreenGroup {
  /** Which screens load it: one flag per screen. */
  screens: Uint8Array;
  atoms: string[];
  size: number;
  /** The layout's group: every screen loads it; it takes others in and keeps its name. */
  layout?: boolean;
}

/**
 * What joining two groups changes, in bytes: each screen needing both fetches one file less (worth
 * `requestBytes`), each screen needing only one of them downloads the other's bytes too; each screen
 * counted at its weight.
 */
const joinCost = (a: ScreenGroup, b: ScreenGroup, weights: Float64Array, requestBytes: number) => {
  let cost = 0;
  for (let s = 0; s < weights.length; s++) {
    if (a.screens[s] && b.screens[s]) cost -= weights[s]! * requestBytes;
    else if (a.screens[s]) cost += weights[s]! * b.size;
    else if (b.screens[s]) cost += weights[s]! * a.size;
  }
  return cost;
};

/** Joins the pair that saves the most until no join saves anything (greedy, smallest cost first). */
const joinGroups = (groups: ScreenGroup[], weights: Float64Array, requestBytes: number): ScreenGroup[] => {
  const live = [...groups];
  for (;;) {
    let best: [number, number, number] | undefined;
    for (let i = 0; i < live.length; i++)
      for (let k = i + 1; k < live.length; k++) {
        const cost = joinCost(live[i]!, live[k]!, weights, requestBytes);
        if (cost < 0 && (!best || cost < best[0])) best = [cost, i, k];
      }
    if (!best) return live;
    const [, i, k] = best;
    const [into, from] = live[k]!.layout ? [live[k]!, live[i]!] : [live[i]!, live[k]!];
    into.atoms.push(...from.atoms);
    into.size += from.size;
    into.screens = into.screens.map((flag, s) => flag | from.screens[s]!);
    live.splice(live.indexOf(from), 1);
  }
};

export const planChunks = (atomList: readonly Atom[], options: ChunkPlanOptions): ChunkPlan => {
  const atoms = new Map(atomList.map((a) => [a.file, a]));
  const lazyFor = (pattern: RegExp) =>
    atomList.filter((a) => a.isDynamicEntry && a.facadeModuleId && pattern.test(a.facadeModuleId)).map((a) => a.file);
  const placed = new Map<string, string>();

  const entries = atomList.filter((a) => a.isEntry);
  const shell = new Set(entries.flatMap((a) => [...closure(atoms, a.file)]));
  for (const file of shell) placed.set(file, 'shell');

  const signedOut = new Set(lazyFor(options.publicEntries).flatMap((file) => [...closure(atoms, file, shell)]));
  const layout = new Set(lazyFor(options.layoutEntries).flatMap((file) => [...closure(atoms, file, shell)]));
  // A signed-out visit loads all of these (the landing page and the session warm-up): one file for them.
  for (const file of signedOut) placed.set(file, 'public');

  const layoutAtoms = [...layout].filter((file) => !signedOut.has(file));
  const loadedBefore = new Set([...shell, ...layout]);
  const screens = atomList.filter((a) => a.isDynamicEntry && !loadedBefore.has(a.file) && !signedOut.has(a.file));
  const byAtom = new Map<string, ScreenGroup>();
  screens.forEach((screen, index) => {
    for (const file of closure(atoms, screen.file, loadedBefore)) {
      if (signedOut.has(file)) continue;
      const group = byAtom.get(file) ?? {
        screens: new Uint8Array(screens.length),
        atoms: [file],
        size: atoms.get(file)!.size,
      };
      group.screens[index] = 1;
      byAtom.set(file, group);
    }
  });
  const layoutGroup: ScreenGroup = {
    screens: new Uint8Array(screens.length).fill(1),
    atoms: layoutAtoms,
    size: layoutAtoms.reduce((sum, file) => sum + atoms.get(file)!.size, 0),
    layout: true,
  };

  const names = new Set<string>(['shell', 'public', 'layout']);
  // A screen the router opens weighs 1; what a screen opens later (a menu, a dialog, the scanner) less.
  const routes = new Set([...shell].flatMap((file) => atoms.get(file)!.dynamicImports));
  const weights = Float64Array.from(screens, (screen) => (routes.has(screen.file) ? 1 : options.laterWeight));
  for (const group of joinGroups([layoutGroup, ...byAtom.values()], weights, options.requestBytes)) {
    const users = screens
      .filter((_, s) => group.screens[s])
      .map((a) => baseName(a.facadeModuleId!))
      .sort();
    const wanted = group.layout ? 'layout' : users.length === 1 ? users[0]! : `shared-${users.length}-${users[0]!}`;
    // One name, one chunk: two groups must never meet under the same name.
    let name = wanted;
    for (let n = 2; names.has(name) && !group.layout; n++) name = `${wanted}-${n}`;
    names.add(name);
    for (const file of group.atoms) placed.set(file, name);
  }

  const plan = new Map<string, string>();
  for (const [file, name] of placed) for (const id of atoms.get(file)!.moduleIds) plan.set(id, name);
  return plan;
};

/** The first pass's chunks as atoms (its assets ignored). */
export const atomsOf = (
  output: readonly {
    type: string;
    fileName: string;
    code?: string;
    moduleIds?: readonly string[];
    imports?: readonly string[];
    dynamicImports?: readonly string[];
    facadeModuleId?: string | null;
    isEntry?: boolean;
    isDynamicEntry?: boolean;
  }[],
): Atom[] =>
  output.flatMap((o) =>
    o.type === 'chunk'
      ? [
          {
            file: o.fileName,
            moduleIds: o.moduleIds ?? [],
            imports: o.imports ?? [],
            dynamicImports: o.dynamicImports ?? [],
            size: o.code?.length ?? 0,
            facadeModuleId: o.facadeModuleId ?? null,
            isEntry: o.isEntry ?? false,
            isDynamicEntry: o.isDynamicEntry ?? false,
          },
        ]
      : [],
  );

/** What a first pass returns: vite's `build()` with `write: false`. */
type FirstPassOutput = { output: Parameters<typeof atomsOf>[0] } | { output: Parameters<typeof atomsOf>[0] }[];

/**
 * A plugin that makes the plan at each build's start from a first pass (automatic splitting), and the
 * code-splitting group that places modules by it (declare it after the vendor groups).
 */
export const routeChunks = (options: ChunkPlanOptions & { firstPass: () => Promise<unknown> }) => {
  let plan: ChunkPlan = new Map();
  return {
    plugin: {
      name: 'route-chunks',
      apply: 'build' as const,
      async buildStart() {
        const passes = (await options.firstPass()) as FirstPassOutput;
        plan = planChunks(atomsOf((Array.isArray(passes) ? passes : [passes]).flatMap((p) => p.output)), options);
      },
    },
    group: {
      debugName: 'route-chunks',
      name: (id: string) => plan.get(id) ?? null,
      // Each module goes where the plan says: pulling a module's imports in after it would move the
      // shell's modules into the layout's chunk and make index.html preload it.
      includeDependenciesRecursively: false,
    },
  };
};
