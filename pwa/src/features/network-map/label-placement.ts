/**
 * Which places are named at a resolution: biggest first, each kept only if its dot and name (in
 * pixels at that resolution) meet no bigger place's. Worked out once per resolution for the whole
 * world, so tiles drawn apart agree on the names that cross their edges.
 */
import RBush from 'ol/structs/RBush';
import type { Extent } from 'ol/extent';

export interface Placeable<T> {
  feature: T;
  /** Map coordinates (y grows upwards). */
  at: [number, number];
  population: number;
  /** The name's width in pixels, halo included; asked only for places that could be named. */
  width: () => number;
}

/** Air between two names, in pixels. */
const GAP = 2;
/** The dot's half size and the name's height, in pixels. */
const DOT = 4;
const NAME_HEIGHT = 9;

/**
 * `places` biggest first; `fewest(resolution)` the least population named there; the name hangs
 * `below` pixels under its point. Returns the set of features named at a resolution.
 */
export function labelPlacement<T extends object>(places: Placeable<T>[], fewest: (resolution: number) => number, below: number) {
  const byResolution = new Map<number, Set<T>>();
  const widths = new Map<T, number>();
  const widthOf = (place: Placeable<T>) => {
    let width = widths.get(place.feature);
    if (width === undefined) {
      width = place.width();
      widths.set(place.feature, width);
    }
    return width;
  };
  return (resolution: number): Set<T> => {
    let named = byResolution.get(resolution);
    if (named) return named;
    named = new Set();
    const least = fewest(resolution);
    const taken = new RBush<T>();
    for (const place of places) {
      if (place.population < least) break;
      const [x, y] = place.at;
      const half = (Math.max(widthOf(place) / 2, DOT) + GAP) * resolution;
      const box: Extent = [x - half, y - (below + NAME_HEIGHT + GAP) * resolution, x + half, y + (DOT + GAP) * resolution];
      if (taken.getInExtent(box).length > 0) continue;
      taken.insert(box, place.feature);
      named.add(place.feature);
    }
    byResolution.set(resolution, named);
    return named;
  };
}
