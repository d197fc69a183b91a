import { describe, expect, it } from 'vitest';
import { labelPlacement, type Placeable } from './label-placement';

const place = (name: string, x: number, y: number, population: number, width = 60): Placeable<{ name: string }> => ({ feature: { name }, at: [x, y], population, width: () => width });
const names = (set: Set<{ name: string }>) => [...set].map((f) => f.name).sort();
const fewest = (resolution: number) => (resolution > 1000 ? 1_000_000 : 0);

describe('labelPlacement', () => {
  // Resolution 100 m/px: a 60 px name spans 6 km.
  const city = place('City', 0, 0, 5_000_000);
  const suburb = place('Suburb', 2_000, 0, 200_000); // 20 px away: the names overlap
  const town = place('Town', 50_000, 0, 100_000); // 500 px away
  const village = place('Village', 0, -2_000, 500); // 20 px below: under the city's name

  it('names the bigger of two places whose names would overlap, and places that meet nobody', () => {
    const namedAt = labelPlacement([city, suburb, town, village], fewest, 11);
    expect(names(namedAt(100))).toEqual(['City', 'Town']);
  });

  it('names both once zoomed in far enough for them to part', () => {
    const namedAt = labelPlacement([city, suburb, town, village], fewest, 11);
    expect(names(namedAt(10))).toEqual(['City', 'Suburb', 'Town', 'Village']);
  });

  it('leaves out places too small for the resolution, and measures only the ones it could name', () => {
    let measured = 0;
    const counted = (p: Placeable<{ name: string }>) => ({ ...p, width: () => (measured++, 60) });
    const namedAt = labelPlacement([city, suburb, town].map(counted), fewest, 11);
    expect(names(namedAt(5_000))).toEqual(['City']);
    expect(measured).toBe(1);
  });

  it('gives the same set for the same resolution, whatever was asked in between (tiles drawn apart agree)', () => {
    const namedAt = labelPlacement([city, suburb, town, village], fewest, 11);
    const first = namedAt(100);
    namedAt(10);
    expect(namedAt(100)).toBe(first);
  });
});
