import { AREAS } from '@b2c/domain';
import * as contracts from './index.ts';
import type { Endpoint } from './endpoint.ts';

/**
 * Every endpoint this package defines, found by walking its exports (the `xxxEndpoints` groups, groups
 * inside them such as an area's audit trail, and single exported endpoint values), each with a stable
 * name. The API checks its route table against it and names its OpenAPI operations by it; the fuzz pass
 * tries every write in it. A new endpoint is in it without anyone adding it to a list.
 *
 * Not exported from the package's index (the panel has no use for it, and it imports the index):
 * `import { ENDPOINT_CATALOGUE } from '@b2c/contracts/endpoint-catalogue'`.
 */
export interface CatalogueEntry {
  /**
   * Unique and stable: the group's name without `Endpoints`, then each key down to the endpoint, in
   * camelCase (`locationEndpoints.create` → `locationCreate`, `dealerEndpoints.audit.list` →
   * `dealerAuditList`); a single exported endpoint keeps its export's name. The OpenAPI operationId.
   */
  name: string;
  /** Where it is defined: `locationEndpoints.create`. */
  source: string;
  /** The area (docs/glossary.md) the export is named after, or `audit` for the shared audit-log trails. */
  area: string;
  endpoint: Endpoint;
}

/** Exports named after no area: what several areas share. */
export const SHARED_GROUP_AREAS: Readonly<Record<string, string>> = { auditLog: 'audit' };

export const isEndpoint = (value: unknown): value is Endpoint =>
  value !== null &&
  typeof value === 'object' &&
  typeof (value as Endpoint).method === 'string' &&
  typeof (value as Endpoint).path === 'string' &&
  'access' in value &&
  'response' in value;

/** `GET /api/v1/driver/:id`: what a route table knows an endpoint by. */
export const endpointKey = (e: Pick<Endpoint, 'method' | 'path'>) => `${e.method} ${e.path}`;

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** An area as a code name begins with it: `yard-audit` → `yardAudit`. */
const camelOf = (area: string) => area.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/** The area a camelCase name starts with (`masterdataZone` → masterdata), the longest that fits. */
function areaOf(group: string): string | undefined {
  const areas = [...AREAS].sort((a, b) => b.length - a.length);
  const area = areas.find((a) => group.startsWith(camelOf(a)) && !/^[a-z0-9]/.test(group.slice(camelOf(a).length)));
  if (area) return area;
  return Object.entries(SHARED_GROUP_AREAS).find(([prefix]) => group.startsWith(prefix))?.[1];
}

/** Groups nest at most this deep (`preferenceEndpoints.audit.dnd.list`); constants go no deeper either. */
const MAX_DEPTH = 4;

/** A plain object worth walking: not a zod schema, an array or a function. */
const isGroup = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) && !('_zod' in value);

/**
 * The catalogue of a module's exports (the package's own in `ENDPOINT_CATALOGUE`; tests hand in others).
 * Throws when two definitions share a route or a name, or an export is named after no area.
 */
export function catalogueOf(exports: Readonly<Record<string, unknown>>): CatalogueEntry[] {
  const entries: CatalogueEntry[] = [];
  const byValue = new Set<Endpoint>();
  const byName = new Map<string, CatalogueEntry>();
  const byRoute = new Map<string, CatalogueEntry>();
  const add = (exportName: string, keys: string[], endpoint: Endpoint) => {
    if (byValue.has(endpoint)) return;
    byValue.add(endpoint);
    const group = exportName.replace(/Endpoints$/, '');
    const name = group + keys.map(capitalised).join('');
    const source = [exportName, ...keys].join('.');
    const area = areaOf(group);
    if (!area) throw new Error(`${source}: "${exportName}" starts with no area name`);
    const entry = { name, source, area, endpoint };
    const sameName = byName.get(name);
    if (sameName) throw new Error(`${source} and ${sameName.source} are both named ${name}`);
    const sameRoute = byRoute.get(endpointKey(endpoint));
    if (sameRoute) throw new Error(`${source} and ${sameRoute.source} both define ${endpointKey(endpoint)}`);
    byName.set(name, entry);
    byRoute.set(endpointKey(endpoint), entry);
    entries.push(entry);
  };
  const walk = (exportName: string, keys: string[], value: unknown) => {
    if (isEndpoint(value)) return add(exportName, keys, value);
    if (keys.length >= MAX_DEPTH || !isGroup(value)) return;
    for (const [key, child] of Object.entries(value)) walk(exportName, [...keys, key], child);
  };
  for (const [exportName, value] of Object.entries(exports)) walk(exportName, [], value);
  return entries;
}

export const ENDPOINT_CATALOGUE: readonly CatalogueEntry[] = catalogueOf(contracts);
