import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { basemapParts } from '../../../build/basemap-split-plugin';

interface Part {
  arcs: unknown[];
  objects: { countries: { geometries: Array<{ type: string; arcs?: unknown; properties?: { name?: string } }> } };
}

const names = (part: Part) => part.objects.countries.geometries.map((g) => g.properties?.name ?? '');
const arcRefs = (part: Part) =>
  part.objects.countries.geometries.flatMap((g) => (g.arcs ? (g.arcs as unknown[]).flat(3) : [])) as number[];

describe('the basemap cut along SOUTH_ASIA', () => {
  const { southAsia, rest } = basemapParts() as unknown as { southAsia: Part; rest: Part };
  const world = createRequire(import.meta.url)('world-atlas/countries-50m.json') as Part;

  it('puts every country of the 50 m file in exactly one part', () => {
    expect([...names(southAsia), ...names(rest)].sort()).toEqual(names(world).sort());
    expect(names(southAsia)).toEqual(expect.arrayContaining(['India', 'Sri Lanka', 'Nepal', 'Bangladesh', 'Pakistan']));
    expect(names(rest)).toEqual(expect.arrayContaining(['United States of America', 'United Kingdom', 'Kenya']));
  });

  it('keeps only the arcs each part uses, every reference pointing at one of them, no point lost', () => {
    for (const part of [southAsia, rest]) {
      const used = new Set(arcRefs(part).map((i) => (i < 0 ? ~i : i)));
      expect(used.size).toBe(part.arcs.length);
      expect(Math.max(...used)).toBe(part.arcs.length - 1);
    }
    const points = (part: Part) => (part.arcs as unknown[][]).reduce((n, arc) => n + arc.length, 0);
    // A border between the parts is one arc of the world file, kept in both.
    expect(points(southAsia) + points(rest)).toBeGreaterThanOrEqual(points(world) * 0.99);
    expect(points(southAsia)).toBeLessThan(points(world) / 5);
  });
});
