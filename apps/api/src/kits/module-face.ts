import type { FastifyPluginAsync } from 'fastify';

/**
 * Every port one part of the API offers another, by name (DESIGN §2 "one face per module"). Each module's
 * face adds the ports it provides by declaration merging, so a module that needs `locations` is typed by
 * what the location area says it provides without importing the location area:
 *
 * @example
 * declare module '../../kits/module-face.ts' {
 *   interface Ports { locations: LocationDirectory }
 * }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by each face's declaration merging
export interface Ports {}

export type PortName = keyof Ports;

/** How one port is made: from the ports it names, once per app. */
export interface PortMaker<K extends PortName> {
  needs: readonly PortName[];
  // `never`: any maker whose own parameter is a pick of Ports fits; `port()` below types it exactly.
  make(ports: never): Ports[K] | Promise<Ports[K]>;
}

/** The routes of a module: a Fastify plugin made from the ports it names. */
export interface RouteMaker {
  needs: readonly PortName[];
  make(ports: never): FastifyPluginAsync | Promise<FastifyPluginAsync>;
}

/** One module's face: its name, the routes it serves and the ports it provides, each with its needs. */
export interface ModuleFace {
  /** The area (domain AREAS), or `platform` / `seed` for the two faces that are not areas. */
  area: string;
  provides?: { [K in PortName]?: PortMaker<K> };
  routes?: RouteMaker;
}

/** A port or route maker with its needs named once: `make` receives exactly those ports. */
export const port = <const N extends PortName, T>(
  needs: readonly N[],
  make: (ports: Pick<Ports, N>) => T | Promise<T>,
): { needs: readonly N[]; make: (ports: Pick<Ports, N>) => T | Promise<T> } => ({ needs, make });

export const routes = port;

export const defineModule = <F extends ModuleFace>(face: F): F => face;

/** The needs of a face's routes and ports together, for the graph (test/module-graph.test.ts, docs). */
export const needsOf = (face: ModuleFace): PortName[] => {
  const makers: { needs: readonly PortName[] }[] = [
    ...Object.values(face.provides ?? {}),
    ...(face.routes ? [face.routes] : []),
  ];
  const provided = new Set(Object.keys(face.provides ?? {}));
  return [...new Set(makers.flatMap((m) => m.needs))].filter((name) => !provided.has(name)).sort();
};

/**
 * Builds each port once, on first need, and registers each face's routes in the order listed. A port no
 * face provides, a port two faces provide, or ports that need each other are programming errors, thrown
 * with the faces' names before any route is served.
 */
export async function wireModules(
  base: Partial<Ports>,
  faces: readonly ModuleFace[],
  register: (plugin: FastifyPluginAsync) => PromiseLike<unknown>,
): Promise<Ports> {
  const makers = new Map<
    string,
    { area: string; maker: { needs: readonly PortName[]; make(ports: never): unknown } }
  >();
  for (const face of faces) {
    for (const [name, maker] of Object.entries(face.provides ?? {})) {
      const earlier = makers.get(name)?.area ?? (name in base ? 'the platform' : undefined);
      if (earlier) throw new Error(`Port "${name}" is provided by both ${earlier} and ${face.area}`);
      makers.set(name, { area: face.area, maker });
    }
  }
  const built = new Map<string, unknown>(Object.entries(base));
  const making = new Map<string, Promise<unknown>>();
  const portsFor = async (needs: readonly PortName[], asker: string, chain: readonly string[]) => {
    const entries = await Promise.all(needs.map(async (name) => [name, await get(name, asker, chain)] as const));
    return Object.fromEntries(entries) as never;
  };
  const get = (name: string, asker: string, chain: readonly string[]): Promise<unknown> => {
    if (built.has(name)) return Promise.resolve(built.get(name));
    if (chain.includes(name)) throw new Error(`Ports need each other: ${[...chain, name].join(' → ')}`);
    const provider = makers.get(name);
    if (!provider) throw new Error(`${asker} needs port "${name}", which no module provides`);
    let pending = making.get(name);
    if (!pending) {
      pending = portsFor(provider.maker.needs, `port "${name}"`, [...chain, name])
        .then((ports) => provider.maker.make(ports))
        .then((value) => (built.set(name, value), value));
      making.set(name, pending);
    }
    return pending;
  };
  for (const face of faces) {
    for (const name of Object.keys(face.provides ?? {})) await get(name, face.area, []);
    if (face.routes) await register(await face.routes.make(await portsFor(face.routes.needs, face.area, [])));
  }
  return Object.fromEntries(built) as unknown as Ports;
}
