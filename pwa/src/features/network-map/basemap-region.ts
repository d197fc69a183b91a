/**
 * The box whose countries the basemap reads first: [west, south, east, north] in degrees. Shared
 * by the build (pwa/build/basemap-split-plugin.ts cuts the world file along it) and basemap-layers.ts
 * (which reads the rest of the world only once a tile leaves it). Covers India with a margin.
 */
export const SOUTH_ASIA: readonly [number, number, number, number] = [60, 0, 100, 38];
