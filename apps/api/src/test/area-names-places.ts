/**
 * The places issue 27 holds to one name per area, beside the first ones (area-names.ts): browser spec
 * files, the API document's tags, the panel's route access keys and its query-key roots; and the naming
 * helpers both files use.
 */
export interface NewerPlaces {
  areas: readonly string[];
  features: readonly string[];
  /** The browser specs' file names (`e2e/specs/*.spec.ts`). */
  e2eSpecs: readonly string[];
  /** The API document's operations: operationId → its tag. */
  openApiTags: ReadonlyMap<string, string>;
  /** The panel's route access: `PATH_ACCESS` keys (one per area, camelCase) and `ROUTE_ACCESS` keys (SPEC §6 guards). */
  pathAccessKeys: readonly string[];
  routeAccessKeys: readonly string[];
  /** The panel's react-query key roots: `queryKeys('<root>')` and keys spelled out, each as `file: root`. */
  queryKeyRoots: ReadonlyMap<string, readonly string[]>;
  /** shared/api/query-keys.ts `SHARED_QUERY_ROOTS`: the roots that are no area. */
  sharedQueryRoots: readonly string[];
}

/**
 * Browser specs about no one area start with one of these words; every other spec starts with its area's
 * name (`movement-stock-in.spec.ts`, not `stock-in.spec.ts`).
 */
export const E2E_CROSS_AREA_WORDS: Readonly<Record<string, string>> = {
  shell: 'the layout and sign-in around every screen',
  sidebar: 'the sidebar for every demo user',
  grids: 'what every DataGrid does (remembered columns)',
  offline: 'scans kept while offline and sent later (stock-in and yard audit alike)',
  place: 'the place lookup several forms share',
};

/**
 * Names areas had before (issue 27): a file may not start with one even where an area's name comes first
 * (`key-management` starts with `key`).
 */
export const OLD_AREA_NAMES: Readonly<Record<string, string>> = {
  logistic: 'movement',
  logistics: 'movement',
  pickup: 'movement',
  'stock-in': 'movement',
  ums: 'users',
  'user-management': 'users',
  'key-management': 'key',
  configs: 'config',
  'big-dealer': 'dealer',
  tutorials: 'tutorial',
  locations: 'location',
};

/** The old name a kebab-case stem starts with, if any. */
const oldNameOf = (stem: string) =>
  Object.keys(OLD_AREA_NAMES).find((old) => stem === old || stem.startsWith(`${old}-`));

/** API document tags that are no area (openapi-components.ts OTHER_TAGS). */
export const NON_AREA_TAGS: readonly string[] = ['audit', 'storage', 'operations', 'live'];

/** `ROUTE_ACCESS` keys that are neither a feature nor an area: SPEC §6 guards of their own. */
export const ROUTE_ACCESS_GUARDS: readonly string[] = ['c2bSlots'];

/** Query-key roots that are no area: the session's reads, the grids' pages and counts, map places. */
export const NON_AREA_QUERY_ROOTS: readonly string[] = ['session', 'grid', 'places'];

/** An area's name in camelCase code: `yard-audit` → `yardAudit`. */
export const camelOf = (area: string) => area.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/** The area a kebab-case file name starts with (`yard-audit-x.ts` → yard-audit), else its first word. */
export const fileArea = (file: string, areas: readonly string[]) => {
  const stem = file.replace(/\.ts$/, '');
  const named = [...areas].sort((a, b) => b.length - a.length).find((a) => stem === a || stem.startsWith(`${a}-`));
  return named ?? stem.split('-')[0] ?? '';
};

/** camelCase back to an area's name: `yardAudit` → `yard-audit`. */
const kebabOf = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The places issue 27 added: browser specs, the API document's tags, route access, query-key roots. */
export const newerPlaceProblems = (s: NewerPlaces, isArea: (name: string) => boolean): string[] => {
  const problems: string[] = [];
  for (const spec of s.e2eSpecs) {
    const stem = spec.replace(/\.spec\.ts$/, '');
    const first = fileArea(stem, s.areas);
    const old = oldNameOf(stem);
    if (old) problems.push(`e2e spec ${spec} uses the old name "${old}" of area "${OLD_AREA_NAMES[old]}"`);
    else if (!isArea(first) && !(first in E2E_CROSS_AREA_WORDS)) {
      problems.push(`e2e spec ${spec} starts with neither an area name nor a cross-area word`);
    }
  }
  for (const [operationId, tag] of s.openApiTags) {
    if (!isArea(tag) && !NON_AREA_TAGS.includes(tag))
      problems.push(`operation ${operationId} is tagged "${tag}", not an area`);
    else if (!operationId.startsWith(camelOf(tag)))
      problems.push(`operation ${operationId} is not named after its tag "${tag}"`);
  }
  for (const key of s.pathAccessKeys) {
    if (!isArea(kebabOf(key))) problems.push(`PATH_ACCESS key "${key}" is not an area`);
  }
  for (const key of s.routeAccessKeys) {
    if (!s.features.includes(key) && !isArea(kebabOf(key)) && !ROUTE_ACCESS_GUARDS.includes(key)) {
      problems.push(`ROUTE_ACCESS key "${key}" is neither a feature nor an area`);
    }
  }
  for (const root of s.sharedQueryRoots) {
    if (!NON_AREA_QUERY_ROOTS.includes(root))
      problems.push(`SHARED_QUERY_ROOTS names "${root}", not a known non-area root`);
  }
  for (const [file, roots] of s.queryKeyRoots) {
    for (const root of roots) {
      if (root.startsWith('spelled out: '))
        problems.push(`${file} spells a query key out (${root}): use queryKeys(area)`);
      else if (!isArea(root) && !s.sharedQueryRoots.includes(root))
        problems.push(`${file} roots query keys at "${root}", not an area`);
    }
  }
  return problems;
};
