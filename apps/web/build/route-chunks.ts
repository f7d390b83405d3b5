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
  /** The share of what a screen needs that it may download beyond that (code other screens need). */
  overfetch: number;
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
  /** Groups holding what its atoms import: loading it loads them. */
  deps: Set<ScreenGroup>;
  /** The layout's group: every screen loads it; it takes others in and keeps its name. */
  layout?: boolean;
}

/** The screens the groups are planned for. */
interface Screens {
  /** How much each counts (a screen the router opens: 1). */
  weights: Float64Array;
  /** Bytes each may still download beyond what it needs, so that no screen pays for all the others. */
  allowance: Float64Array;
}

/**
 * What joining two groups changes, in bytes: each screen needing both fetches one file less (worth
 * `requestBytes`), each screen needing only one of them downloads the other's bytes too; each screen
 * counted at its weight. Infinite when a screen would download more than its allowance.
 */
const joinCost = (a: ScreenGroup, b: ScreenGroup, screens: Screens, requestBytes: number) => {
  let cost = 0;
  for (let s = 0; s < screens.weights.length; s++) {
    const extra = a.screens[s] && b.screens[s] ? 0 : a.screens[s] ? b.size : b.screens[s] ? a.size : 0;
    if (extra > screens.allowance[s]!) return Number.POSITIVE_INFINITY;
    cost += screens.weights[s]! * (a.screens[s] && b.screens[s] ? -requestBytes : extra);
  }
  return cost;
};

/**
 * Whether a and b may become one chunk without making any screen load more than the two: a chunk loads
 * what all its modules import, so each group either imports must already be loaded by every screen
 * loading a or b.
 */
const joinable = (a: ScreenGroup, b: ScreenGroup) => {
  for (const dep of [...a.deps, ...b.deps]) {
    if (dep === a || dep === b) continue;
    for (let s = 0; s < dep.screens.length; s++) if ((a.screens[s] || b.screens[s]) && !dep.screens[s]) return false;
  }
  return true;
};

/** Joins the pair that saves the most until no join saves anything (greedy, smallest cost first). */
const joinGroups = (groups: ScreenGroup[], screens: Screens, requestBytes: number): ScreenGroup[] => {
  const live = [...groups];
  for (;;) {
    let best: [number, number, number] | undefined;
    for (let i = 0; i < live.length; i++)
      for (let k = i + 1; k < live.length; k++) {
        const cost = joinCost(live[i]!, live[k]!, screens, requestBytes);
        if (cost < 0 && (!best || cost < best[0]) && joinable(live[i]!, live[k]!)) best = [cost, i, k];
      }
    if (!best) return live;
    const [, i, k] = best;
    const [into, from] = live[k]!.layout ? [live[k]!, live[i]!] : [live[i]!, live[k]!];
    for (let s = 0; s < screens.allowance.length; s++)
      if (!into.screens[s] !== !from.screens[s]) screens.allowance[s]! -= into.screens[s] ? from.size : into.size;
    into.atoms.push(...from.atoms);
    into.size += from.size;
    into.screens = into.screens.map((flag, s) => flag | from.screens[s]!);
    for (const dep of from.deps) into.deps.add(dep);
    into.deps.delete(into);
    into.deps.delete(from);
    live.splice(live.indexOf(from), 1);
    for (const group of live) if (group.deps.delete(from) && group !== into) group.deps.add(into);
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
        deps: new Set(),
      };
      group.screens[index] = 1;
      byAtom.set(file, group);
    }
  });
  const layoutGroup: ScreenGroup = {
    screens: new Uint8Array(screens.length).fill(1),
    atoms: layoutAtoms,
    size: layoutAtoms.reduce((sum, file) => sum + atoms.get(file)!.size, 0),
    deps: new Set(),
    layout: true,
  };
  const groupOf = new Map<string, ScreenGroup>([...layoutAtoms.map((file) => [file, layoutGroup] as const), ...byAtom]);
  for (const [file, group] of groupOf)
    for (const dep of atoms.get(file)!.imports) {
      const depGroup = groupOf.get(dep);
      if (depGroup && depGroup !== group) group.deps.add(depGroup);
    }

  const names = new Set<string>(['shell', 'public', 'layout']);
  // A screen the router opens weighs 1; what a screen opens later (a dialog, the scanner) less. What the
  // layout opens later (the kept scans' runner, the phone's menu) comes with every screen: it weighs as
  // much as all of them, times the same discount.
  const routes = new Set([...shell].flatMap((file) => atoms.get(file)!.dynamicImports));
  const withEveryScreen = new Set([...layout].flatMap((file) => atoms.get(file)!.dynamicImports));
  const routeCount = screens.filter((screen) => routes.has(screen.file)).length;
  const weights = Float64Array.from(screens, (screen) =>
    routes.has(screen.file) ? 1 : options.laterWeight * (withEveryScreen.has(screen.file) ? routeCount : 1),
  );
  const groups = [layoutGroup, ...byAtom.values()];
  const needs = screens.map((_, s) => groups.reduce((sum, g) => sum + (g.screens[s] ? g.size : 0), 0));
  const allowance = Float64Array.from(needs, (need) => need * options.overfetch);
  const joined = joinGroups(groups, { weights, allowance }, options.requestBytes);
  for (const group of joined) {
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
