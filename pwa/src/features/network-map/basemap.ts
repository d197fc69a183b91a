/**
 * The map's background. A world basemap drawn from Natural Earth's TopoJSON, bundled with the
 * app (so the map works with no tile server and offline); raster tiles on top only when the
 * server is configured with a tile URL.
 */
import TopoJSON from 'ol/format/TopoJSON';
import VectorSource from 'ol/source/Vector';
import VectorLayer from 'ol/layer/Vector';
import TileLayer from 'ol/layer/Tile';
import XYZ from 'ol/source/XYZ';
import { Fill, Stroke, Style } from 'ol/style';
// Emitted by Vite as a hashed asset (and precached by the service worker); fetched only by this lazy chunk.
import countriesUrl from 'world-atlas/countries-50m.json?url';
import indiaStatesUrl from './data/india-states.topo.json?url';

export const OCEAN_COLOR = '#cfe2f0';

const LAND = new Style({
  fill: new Fill({ color: '#f4f1e8' }),
  stroke: new Stroke({ color: '#b9b19c', width: 0.7 }),
});

export const NATURAL_EARTH = 'Basemap: <a href="https://www.naturalearthdata.com/" target="_blank" rel="noopener noreferrer">Natural Earth</a>';

/** Countries of the world: land and de facto borders (Natural Earth, public domain). */
export function worldBasemap() {
  const source = new VectorSource({
    url: countriesUrl,
    format: new TopoJSON({ layers: ['countries'] }),
    overlaps: false,
    attributions: NATURAL_EARTH,
  });
  const layer = new VectorLayer({ source, style: LAND, background: OCEAN_COLOR, updateWhileInteracting: false, declutter: false });
  return { source, layer };
}

const STATE_BORDER = new Style({ stroke: new Stroke({ color: '#c9bfa6', width: 0.6, lineDash: [4, 3] }) });

/** India's states and union territories (Natural Earth admin-1), drawn over the countries once zoomed in a little. */
export function indiaStatesLayer() {
  const source = new VectorSource({ url: indiaStatesUrl, format: new TopoJSON({ layers: ['ind'] }), overlaps: false });
  return new VectorLayer({ source, style: STATE_BORDER, minZoom: 4, updateWhileInteracting: false });
}

/** XYZ raster tiles from the server's configuration; a missing tile just shows the basemap beneath. */
export function tileLayer(tileUrl: string, attribution: string) {
  return new TileLayer({
    source: new XYZ({ url: tileUrl, attributions: attribution || undefined, crossOrigin: 'anonymous', maxZoom: 19 }),
    zIndex: 1,
  });
}
