import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { FACES } from '../app.ts';
import { PLATFORM_PORTS } from '../plugins/platform-module.ts';
import { portsFrom, wireModules, type AnyFace } from '../kits/module-face.ts';
import { areaGraph, mermaidOf, twoWayPairs } from './module-graph.ts';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const docPath = `${root}docs/architecture.md`;
const GRAPH_BLOCK = /<!-- module-graph:start -->\n([\s\S]*?)\n<!-- module-graph:end -->/;

/**
 * Areas that need each other, each for a reason of the business, not of wiring: a new pair fails this test.
 * - location ↔ masterdata: a location's city is master data; a zone lists locations.
 * - movement ↔ slot: a pickup books a slot; a slot's capacity counts the pickups booked in it.
 */
const KNOWN_TWO_WAY = ['location↔masterdata', 'movement↔slot'];

describe('module faces (DESIGN §2: one face per module, the graph visible)', () => {
  const graph = areaGraph(FACES, PLATFORM_PORTS);

  it('gives every module folder one face, named after it and wired in app.ts', () => {
    const folders = readdirSync(new URL('../modules/', import.meta.url), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    for (const folder of folders) {
      const face = readFileSync(new URL(`../modules/${folder}/${folder}-module.ts`, import.meta.url), 'utf8');
      expect(face, folder).toMatch(new RegExp(`area: '${folder}'`));
    }
    const areas = FACES.map((face) => face.area);
    expect(areas.sort()).toEqual(folders.sort());
  });

  it('finds a provider for every port a face needs', () => {
    expect(graph.unprovided).toEqual([]);
  });

  it('keeps inventory and movement one way: movement needs inventory, inventory needs nothing of movement', () => {
    expect(graph.edges.find((e) => e.from === 'movement' && e.to === 'inventory')).toBeDefined();
    expect(graph.edges.filter((e) => e.from === 'inventory').map((e) => e.to)).not.toContain('movement');
  });

  it('has no areas needing each other beyond the known pairs', () => {
    expect(twoWayPairs(graph.edges)).toEqual(KNOWN_TWO_WAY);
  });

  it('is drawn in docs/architecture.md as the faces declare it (WRITE_MODULE_GRAPH=1 rewrites it)', () => {
    const doc = readFileSync(docPath, 'utf8');
    const drawn = mermaidOf(graph.edges);
    if (process.env.WRITE_MODULE_GRAPH) {
      writeFileSync(
        docPath,
        doc.replace(GRAPH_BLOCK, `<!-- module-graph:start -->\n${drawn}\n<!-- module-graph:end -->`),
      );
      return;
    }
    expect(GRAPH_BLOCK.exec(doc)?.[1]).toBe(drawn);
  });
});

describe('wireModules', () => {
  const noRoutes = () => Promise.resolve();
  // Names outside Ports: these faces exist only here, so the type of each port is loosened.
  const face = (area: string, provides: Record<string, { needs: string[]; make: () => unknown }>) =>
    ({ area, provides }) as unknown as AnyFace;

  it('builds each port once, however many faces need it, in any order of listing', async () => {
    let made = 0;
    const a = face('a', { one: { needs: [], make: () => ++made } });
    const b = face('b', {
      two: { needs: ['one'], make: () => 'two' },
      three: { needs: ['one', 'two'], make: () => 3 },
    });
    const ports: unknown = await wireModules({}, [b, a], noRoutes);
    expect(ports).toMatchObject({ one: 1, two: 'two', three: 3 });
    expect(made).toBe(1);
  });

  it('names the face whose need no face provides, the two faces providing one port, and ports needing each other', async () => {
    await expect(
      wireModules({}, [face('a', { one: { needs: ['nowhere'], make: () => 1 } })], noRoutes),
    ).rejects.toThrow('port "one" needs port "nowhere", which no module provides');
    const twice = [face('a', { one: { needs: [], make: () => 1 } }), face('b', { one: { needs: [], make: () => 1 } })];
    await expect(wireModules({}, twice, noRoutes)).rejects.toThrow('Port "one" is provided by both a and b');
    const loop = face('a', { one: { needs: ['two'], make: () => 1 }, two: { needs: ['one'], make: () => 2 } });
    await expect(wireModules({}, [loop], noRoutes)).rejects.toThrow('Ports need each other: one → two → one');
  });

  it('hands a face exactly the ports it names and registers its routes in the order listed', async () => {
    const registered: string[] = [];
    const seen: string[][] = [];
    const first = {
      area: 'first',
      routes: portsFrom<{ db: object; log: object }>()(['db'], (ports) => {
        seen.push(Object.keys(ports));
        return async () => void registered.push('first');
      }),
    } as AnyFace;
    const second = { area: 'second', routes: { needs: [], make: () => async () => void registered.push('second') } };
    await wireModules({ db: {}, log: {} }, [first, second], async (plugin) => plugin({} as never, {}));
    expect(seen).toEqual([['db']]);
    expect(registered).toEqual(['first', 'second']);
  });
});
