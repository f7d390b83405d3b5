import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SERVICES } from '@b2c/contracts';
import { ENDPOINT_CATALOGUE } from '@b2c/contracts/endpoint-catalogue';
import { AREA_OF_FEATURE, AREAS, FEATURES } from '@b2c/domain';
import { ROUTES_WITHOUT_CONTRACT } from '../kits/routes-without-contract.ts';
import { camelOf, fileArea, newerPlaceProblems, type NewerPlaces } from './area-names-places.ts';

/**
 * Everything that carries an area's name (docs/glossary.md "Areas"), read from the repository as it
 * stands, so that one test can hold all of them to the domain's `AREAS`. The checks are a pure function
 * of this snapshot: the test also feeds it a wrong name to show it notices.
 */
export interface AreaNameSnapshot extends NewerPlaces {
  areas: readonly string[];
  areaOfFeature: Readonly<Record<string, string>>;
  features: readonly string[];
  apiModules: readonly string[];
  webFeatures: readonly string[];
  /** Contracts source files (`<area>/<file>`, shared ones at the top; no tests, no index) → their `xxxEndpoints`. */
  contractFiles: ReadonlyMap<string, readonly string[]>;
  /** Web route module path (`<folder>/<file>`) → its `area:` value. */
  webRouteAreas: ReadonlyMap<string, string>;
  services: readonly string[];
  /** The glossary's Areas table: area → its sidebar items (feature keys). */
  glossary: ReadonlyMap<string, readonly string[]>;
}

/** Contracts files that belong to no area: the endpoint machinery and what several areas share. */
export const SHARED_CONTRACT_FILES: Readonly<Record<string, readonly string[]>> = {
  'common.ts': [],
  'endpoint.ts': [],
  'endpoint-catalogue.ts': [],
  'control-characters.ts': [],
  // zod's wording of a broken rule, in plain words, for the forms and the API alike (issue 19).
  'plain-messages.ts': [],
  'search-access.ts': [],
  // The field audit trail is one service every area's screens read (SPEC §7 audit-log).
  'audit-log.ts': ['auditEndpoints', 'auditLogEndpoints'],
};

/** Service families that are someone else's services, not areas of this product (SPEC §7). */
export const EXTERNAL_SERVICES: readonly string[] = ['catalogue', 'inspection'];

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const at = (path: string) => `${root}${path}`;
const folders = (path: string) =>
  readdirSync(at(path), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();

/** The keys of `export const <name> = { … }` at its first indent (`  key:`), read from the source. */
const objectKeys = (source: string, name: string) => {
  const body = source.split(`export const ${name} = {`)[1]?.split(/^\}/m)[0] ?? '';
  return [...body.matchAll(/^ {2}(\w+):/gm)].map((m) => m[1] ?? '');
};

/** The roots of the query keys a panel source builds: `queryKeys('x')`, or a key spelled `['x', …]`. */
const queryRootsIn = (source: string) => [
  ...[...source.matchAll(/\bqueryKeys\('([^']*)'\)/g)].map((m) => m[1] ?? ''),
  ...[...source.matchAll(/\bqueryKey: \['([^']*)'/g)].map((m) => `spelled out: ${m[1] ?? ''}`),
];

/** Every non-test source file under `dir` (relative to the repository), recursively. */
const sourcesUnder = (dir: string): string[] =>
  readdirSync(at(dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => `${e.parentPath.slice(root.length)}/${e.name}`)
    .sort();

const endpointExports = (source: string) =>
  [...source.matchAll(/export const (\w+Endpoints)\b/g)].map((m) => m[1] ?? '');

/** The rows of the "## Areas" table: `| area | what it covers | sidebar items |`. */
export const glossaryAreas = (markdown: string): Map<string, string[]> => {
  const section = markdown.split(/^## /m).find((s) => s.startsWith('Areas'));
  const rows = (section ?? '').split('\n').filter((l) => l.startsWith('|'));
  const table = new Map<string, string[]>();
  for (const row of rows.slice(2)) {
    const [area = '', , items = ''] = row
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim());
    const named = items.startsWith('—') ? [] : items.split(',').map((i) => i.trim());
    table.set(area, named);
  }
  return table;
};

export const readAreaNameSnapshot = (): AreaNameSnapshot => {
  const contractsDir = 'packages/contracts/src';
  const contractFiles = new Map<string, string[]>();
  // The shared files at the top, each area's in its folder (`movement/movement-endpoints.ts`).
  const sources = readdirSync(at(contractsDir), { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && file !== 'index.ts',
  );
  for (const file of sources.sort()) {
    contractFiles.set(file, endpointExports(readFileSync(at(`${contractsDir}/${file}`), 'utf8')));
  }
  const webRouteAreas = new Map<string, string>();
  for (const folder of folders('apps/web/src/features')) {
    for (const file of readdirSync(at(`apps/web/src/features/${folder}`))) {
      if (!file.endsWith('-routes.tsx')) continue;
      const source = readFileSync(at(`apps/web/src/features/${folder}/${file}`), 'utf8');
      webRouteAreas.set(`${folder}/${file}`, /\barea: '([^']*)'/.exec(source)?.[1] ?? '(none)');
    }
  }
  const queryKeyRoots = new Map<string, string[]>();
  for (const file of sourcesUnder('apps/web/src')) {
    if (file.includes('/testing/')) continue;
    const roots = queryRootsIn(readFileSync(at(file), 'utf8'));
    if (roots.length > 0) queryKeyRoots.set(file.replace('apps/web/src/', ''), roots);
  }
  const routeAccess = readFileSync(at('apps/web/src/shared/routing/route-access.ts'), 'utf8');
  const sharedRoots = /SHARED_QUERY_ROOTS = \[([^\]]*)\]/.exec(
    readFileSync(at('apps/web/src/shared/api/query-keys.ts'), 'utf8'),
  )?.[1];
  const openApiTags = new Map<string, string>(ENDPOINT_CATALOGUE.map((entry) => [entry.name, entry.area]));
  for (const route of ROUTES_WITHOUT_CONTRACT) {
    if (route.document !== 'left out') openApiTags.set(route.document.operationId, route.document.tag);
  }
  return {
    areas: AREAS,
    areaOfFeature: AREA_OF_FEATURE,
    features: FEATURES,
    apiModules: folders('apps/api/src/modules'),
    webFeatures: folders('apps/web/src/features'),
    contractFiles,
    webRouteAreas,
    services: SERVICES,
    glossary: glossaryAreas(readFileSync(at('docs/glossary.md'), 'utf8')),
    e2eSpecs: readdirSync(at('e2e/specs'))
      .filter((f) => f.endsWith('.spec.ts'))
      .sort(),
    openApiTags,
    pathAccessKeys: objectKeys(routeAccess, 'PATH_ACCESS'),
    routeAccessKeys: objectKeys(routeAccess, 'ROUTE_ACCESS'),
    queryKeyRoots,
    sharedQueryRoots: [...(sharedRoots ?? '').matchAll(/'([^']*)'/g)].map((m) => m[1] ?? ''),
  };
};

/** The area a camelCase name starts with (`masterdataZoneEndpoints` → masterdata), if any; the longest wins. */
const areaPrefix = (name: string, areas: readonly string[]) =>
  [...areas]
    .sort((a, b) => b.length - a.length)
    .find((a) => name.startsWith(camelOf(a)) && /^[A-Z]/.test(name.slice(camelOf(a).length)));

/** Every disagreement between the names, as a readable line; empty when all agree. */
export const areaNameProblems = (s: AreaNameSnapshot): string[] => {
  const problems: string[] = [];
  const isArea = (name: string) => s.areas.includes(name);
  for (const m of s.apiModules) if (!isArea(m)) problems.push(`API module folder "${m}" is not an area`);
  for (const f of s.webFeatures) if (!isArea(f)) problems.push(`web feature folder "${f}" is not an area`);

  for (const [file, endpoints] of s.contractFiles) {
    const shared = SHARED_CONTRACT_FILES[file];
    if (shared) {
      for (const e of endpoints) if (!shared.includes(e)) problems.push(`shared ${file} exports ${e}`);
      continue;
    }
    const [folder = '', name = '', ...deeper] = file.split('/');
    const area = folder;
    if (!name || deeper.length > 0) problems.push(`contracts file ${file} is not in one area folder (<area>/<file>)`);
    else if (!isArea(folder)) problems.push(`contracts folder "${folder}" (${file}) is not an area`);
    else if (fileArea(name, s.areas) !== folder) problems.push(`contracts file ${file} is not named after its folder`);
    for (const e of endpoints) {
      if (areaPrefix(e, s.areas) !== area) problems.push(`${file} exports ${e}: not named after its area "${area}"`);
    }
  }
  for (const file of Object.keys(SHARED_CONTRACT_FILES)) {
    if (!s.contractFiles.has(file)) problems.push(`shared contracts file ${file} no longer exists`);
  }

  for (const [file, area] of s.webRouteAreas) {
    const folder = file.split('/')[0] ?? '';
    if (!isArea(area)) problems.push(`${file} declares area "${area}", not an area`);
    else if (area !== folder) problems.push(`${file} declares area "${area}" inside folder "${folder}"`);
    if (file !== `${folder}/${folder}-routes.tsx`) problems.push(`${file} is not named <area>-routes.tsx`);
  }

  for (const service of s.services) {
    if (!isArea(service) && !EXTERNAL_SERVICES.includes(service)) problems.push(`service "${service}" is not an area`);
  }

  for (const a of s.areas) if (!s.glossary.has(a)) problems.push(`area "${a}" has no row in the glossary`);
  for (const [a, items] of s.glossary) {
    if (!isArea(a)) problems.push(`glossary row "${a}" is not in AREAS`);
    for (const item of items) {
      if (s.areaOfFeature[item] !== a) problems.push(`glossary puts "${item}" under "${a}", the domain does not`);
    }
  }
  for (const feature of s.features) {
    const area = s.areaOfFeature[feature];
    if (area === undefined || !isArea(area)) problems.push(`feature "${feature}" maps to no area`);
    else if (!s.glossary.get(area)?.includes(feature)) {
      problems.push(`feature "${feature}" (area "${area}") is missing from the glossary's sidebar items`);
    }
  }
  for (const feature of Object.keys(s.areaOfFeature)) {
    if (!s.features.includes(feature)) problems.push(`AREA_OF_FEATURE names "${feature}", not a feature`);
  }
  return [...problems, ...newerPlaceProblems(s, isArea)];
};
