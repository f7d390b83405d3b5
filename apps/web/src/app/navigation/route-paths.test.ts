import { describe, expect, it } from 'vitest';
import { sidebarEntriesOf } from '../../shared/routing/feature-route.ts';
import { allPanelPaths, paths } from '../../shared/routing/paths.ts';
import { accessOf } from '../../shared/routing/route-access.ts';
import { FEATURE_MODULES } from '../feature-registry.ts';

/** Issue 27 #4: the route table is paths.ts — no module registers a pattern of its own. */
describe('the route table', () => {
  it('is what every route module registers: each route pattern, its access and sidebar path from paths.ts', () => {
    const publicPatterns: string[] = Object.values(paths.public).map((p) => p.pattern);
    const secure = allPanelPaths().filter((p) => !publicPatterns.includes(p.pattern));
    const registered = FEATURE_MODULES.flatMap((m) => m.routes);
    expect(registered.map((r) => r.path).sort()).toEqual(secure.map((p) => p.pattern).sort());
    for (const route of registered) {
      const definition = secure.find((p) => p.pattern === route.path);
      expect(definition && route.access, route.path).toBe(definition && accessOf(definition));
    }
    for (const entry of FEATURE_MODULES.flatMap(sidebarEntriesOf)) {
      expect(secure.map((p) => p.pattern)).toContain(entry.path);
    }
  });
});
