import type { FastifyPluginAsync } from 'fastify';

/**
 * How one port, or a face's routes, is made: from the ports it names, once per app. `make` takes `never`
 * here so that any maker fits; `portsFrom` types each one exactly.
 */
export interface PortMaker<T> {
  needs: readonly string[];
  make(ports: never): T | Promise<T>;
}

/**
 * One module's face (DESIGN §2): its area, the ports it provides and its routes, each maker naming the
 * ports it needs. A face's port types are its own interface (`<Area>Ports`); a face that needs another
 * area's port imports that interface, type only, so the import picture draws the area graph.
 *
 * @example
 * export interface LocationPorts { locations: LocationDirectory }
 * const port = portsFrom<PlatformPorts & MasterdataPorts & LocationPorts>();
 * export const locationFace = defineModule<LocationPorts>({
 *   area: 'location',
 *   provides: { locations: port(['db'], ({ db }) => locationDirectory(db)) },
 *   routes: port(['db', 'cities'], ({ db, cities }) => locationModule(db, { cities })),
 * });
 */
export interface ModuleFace<Provides = Record<never, never>> {
  /** The area (domain AREAS) or `platform`. */
  area: string;
  provides?: { [K in keyof Provides]: PortMaker<Provides[K]> };
  routes?: PortMaker<FastifyPluginAsync>;
}

/** Any face, whatever it provides (what the wiring and the graph take). */
export interface AnyFace {
  area: string;
  provides?: Record<string, PortMaker<unknown>>;
  routes?: PortMaker<FastifyPluginAsync>;
}

/** The maker helper of a face whose makers may need `Available`: each `make` receives exactly the ports it names. */
export const portsFrom =
  <Available>() =>
  <const N extends keyof Available & string, T>(
    needs: readonly N[],
    make: (ports: Pick<Available, N>) => T | Promise<T>,
  ) => ({
    needs,
    make,
  });

export const defineModule = <Provides = Record<never, never>>(face: ModuleFace<Provides>): ModuleFace<Provides> => face;

type Union<F> = F extends ModuleFace<infer P> ? P : never;
type Intersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;
/** Every port the faces provide, typed as their faces declare them. */
export type PortsOf<F extends readonly AnyFace[]> = Intersection<Union<F[number]>>;

/** The needs of a face's routes and ports together, less what it provides itself (the graph, the docs). */
export const needsOf = (face: AnyFace): string[] => {
  const makers: PortMaker<unknown>[] = [...Object.values(face.provides ?? {}), ...(face.routes ? [face.routes] : [])];
  const provided = new Set(Object.keys(face.provides ?? {}));
  return [...new Set(makers.flatMap((m) => m.needs))].filter((name) => !provided.has(name)).sort();
};

/**
 * Builds each port once, on first need, and registers each face's routes in the order listed. A port no
 * face provides, a port two faces provide, or ports that need each other are programming errors, thrown
 * with the faces' names before any route is served.
 */
export async function wireModules<const F extends readonly AnyFace[]>(
  base: object,
  faces: F,
  register: (plugin: FastifyPluginAsync) => PromiseLike<unknown>,
): Promise<PortsOf<F>> {
  const makers = new Map<string, { area: string; maker: PortMaker<unknown> }>();
  for (const face of faces) {
    for (const [name, maker] of Object.entries(face.provides ?? {})) {
      const earlier = makers.get(name)?.area ?? (name in base ? 'the platform' : undefined);
      if (earlier) throw new Error(`Port "${name}" is provided by both ${earlier} and ${face.area}`);
      makers.set(name, { area: face.area, maker });
    }
  }
  const built = new Map<string, unknown>(Object.entries(base));
  const making = new Map<string, Promise<unknown>>();
  const portsFor = async (needs: readonly string[], asker: string, chain: readonly string[]) => {
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
  return Object.fromEntries(built) as PortsOf<F>;
}
