/**
 * Vite plugin: Natural Earth's 50 m countries (world-atlas) in two parts, as the modules
 * `virtual:basemap-south-asia` and `virtual:basemap-rest` (each a TopoJSON object).
 *
 * Why: the map's first view is nearly always over India, yet reading the whole world's 50 m
 * file was the map's biggest first-load task. The countries whose outline reaches into
 * SOUTH_ASIA are read first; the rest of the world only once a tile leaves that box
 * (basemap-layers.ts, in the basemap's worker). Same data, same detail: the two parts share no country, and a border between
 * them is the same arc in both, so they meet exactly.
 */
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';
import { SOUTH_ASIA } from '../src/features/network-map/basemap-region';


type Ring = number[];
interface Geometry { type: string; arcs?: unknown; id?: string; properties?: unknown }
interface Topology {
  type: 'Topology';
  transform: { scale: [number, number]; translate: [number, number] };
  arcs: [number, number][][];
  objects: Record<string, { type: 'GeometryCollection'; geometries: Geometry[] }>;
}

/** Every ring's arc indices of a Polygon or MultiPolygon (~i is arc i reversed). */
function ringsOf(g: Geometry): Ring[] {
  if (g.type === 'Polygon') return g.arcs as Ring[];
  if (g.type === 'MultiPolygon') return (g.arcs as Ring[][]).flat();
  return [];
}

const arcIndex = (i: number) => (i < 0 ? ~i : i);

/** Does any point of the country's outline lie inside the box? */
function reaches(topo: Topology, g: Geometry, [west, south, east, north]: readonly number[]): boolean {
  const [sx, sy] = topo.transform.scale;
  const [tx, ty] = topo.transform.translate;
  for (const ring of ringsOf(g))
    for (const i of ring) {
      let x = 0;
      let y = 0;
      for (const [dx, dy] of topo.arcs[arcIndex(i)]!) {
        x += dx;
        y += dy;
        const lon = x * sx + tx;
        const lat = y * sy + ty;
        if (lon >= west && lon <= east && lat >= south && lat <= north) return true;
      }
    }
  return false;
}

/** A topology of just these countries, with only the arcs they use, renumbered. */
function subset(topo: Topology, geometries: Geometry[]): Topology {
  const renumber = new Map<number, number>();
  const arcs: [number, number][][] = [];
  const map = (i: number) => {
    const old = arcIndex(i);
    let next = renumber.get(old);
    if (next === undefined) {
      next = arcs.length;
      renumber.set(old, next);
      arcs.push(topo.arcs[old]!);
    }
    return i < 0 ? ~next : next;
  };
  const remap = (g: Geometry): Geometry => {
    if (g.type === 'Polygon') return { ...g, arcs: (g.arcs as Ring[]).map((r) => r.map(map)) };
    if (g.type === 'MultiPolygon') return { ...g, arcs: (g.arcs as Ring[][]).map((p) => p.map((r) => r.map(map))) };
    return g;
  };
  return { type: 'Topology', transform: topo.transform, arcs, objects: { countries: { type: 'GeometryCollection', geometries: geometries.map(remap) } } };
}

export function basemapParts(): { southAsia: Topology; rest: Topology } {
  const world = createRequire(import.meta.url)('world-atlas/countries-50m.json') as Topology;
  const all = world.objects.countries!.geometries;
  const near = all.filter((g) => reaches(world, g, SOUTH_ASIA));
  const far = all.filter((g) => !near.includes(g));
  return { southAsia: subset(world, near), rest: subset(world, far) };
}

const IDS = { 'virtual:basemap-south-asia': 'southAsia', 'virtual:basemap-rest': 'rest' } as const;

export function basemapSplit(): Plugin {
  let built: ReturnType<typeof basemapParts> | null = null;
  return {
    name: 'sahayak-basemap-split',
    resolveId: (id) => (id in IDS ? `\0${id}` : null),
    load(id) {
      const part = IDS[id.slice(1) as keyof typeof IDS];
      if (!id.startsWith('\0') || !part) return null;
      built ??= basemapParts();
      // A JSON string read by JSON.parse: cheaper for the browser than the same object as a JS literal.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(built[part]))});`;
    },
  };
}
