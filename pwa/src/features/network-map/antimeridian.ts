/**
 * world-atlas keeps a country that crosses the antimeridian (Russia's far east, Fiji) as rings
 * that jump from +180° to −180° and back: drawn on a flat map, each jump is a line across the whole
 * world. Such a polygon is moved whole to the east side (its points west of the antimeridian shifted
 * a world east) and drawn once more a world west, so both edges of the map show it. A ring around a
 * pole (Antarctica) jumps once, not twice, and is left as it is.
 */
type Ring = number[][];
type Polygon = Ring[];

function jumps(ring: Ring, worldWidth: number): number {
  let count = 0;
  for (let i = 1; i < ring.length; i++) if (Math.abs(ring[i]![0]! - ring[i - 1]![0]!) > worldWidth / 2) count++;
  return count;
}

const shifted = (polygon: Polygon, by: number): Polygon => polygon.map((ring) => ring.map(([x, y]) => [x! + by, y!]));

/** The polygons (x east from the antimeridian's middle, as in Web Mercator) with those crossing it made whole. */
export function joinAcrossAntimeridian(polygons: Polygon[], worldWidth: number): Polygon[] {
  const joined: Polygon[] = [];
  for (const polygon of polygons) {
    const count = jumps(polygon[0] ?? [], worldWidth);
    if (count === 0 || count % 2 === 1) {
      joined.push(polygon);
      continue;
    }
    const east = polygon.map((ring) => ring.map(([x, y]) => [x! < 0 ? x! + worldWidth : x!, y!]));
    joined.push(east, shifted(east, -worldWidth));
  }
  return joined;
}
