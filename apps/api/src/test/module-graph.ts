import { needsOf, type AnyFace } from '../kits/module-face.ts';

/** One arrow of the area graph: `from` needs `ports` that `to` provides. */
export interface AreaEdge {
  from: string;
  to: string;
  ports: string[];
}

/**
 * The area graph as the faces declare it (DESIGN §2): which area needs which other area's ports. The
 * platform's own ports (the database, storage …) are left out: every area needs some of them.
 */
export function areaGraph(faces: readonly AnyFace[], platformPorts: readonly string[]) {
  const providerOf = new Map<string, string>();
  for (const face of faces) for (const name of Object.keys(face.provides ?? {})) providerOf.set(name, face.area);
  const unprovided: string[] = [];
  const edges = new Map<string, AreaEdge>();
  for (const face of faces) {
    for (const need of needsOf(face)) {
      if (platformPorts.includes(need)) continue;
      const to = providerOf.get(need);
      if (!to) {
        unprovided.push(`${face.area} needs "${need}", which no face provides`);
        continue;
      }
      const key = `${face.area}→${to}`;
      const edge = edges.get(key) ?? { from: face.area, to, ports: [] };
      edge.ports.push(need);
      edges.set(key, edge);
    }
  }
  return {
    edges: [...edges.values()].sort((a, b) => `${a.from}${a.to}`.localeCompare(`${b.from}${b.to}`)),
    unprovided,
  };
}

/** Pairs of areas that need each other, each once (`a` before `b` alphabetically). */
export const twoWayPairs = (edges: readonly AreaEdge[]): string[] =>
  edges
    .filter((e) => e.from < e.to && edges.some((back) => back.from === e.to && back.to === e.from))
    .map((e) => `${e.from}↔${e.to}`);

/** The graph as a Mermaid flowchart, for docs/architecture.md (GitHub draws it). */
export const mermaidOf = (edges: readonly AreaEdge[]): string =>
  ['```mermaid', 'flowchart LR', ...edges.map((e) => `  ${e.from} -->|${e.ports.join(', ')}| ${e.to}`), '```'].join(
    '\n',
  );
