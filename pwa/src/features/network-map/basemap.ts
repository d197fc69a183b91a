/**
 * The map's background. A world basemap drawn from Natural Earth's TopoJSON, bundled with the
 * app (so the map works with no tile server and offline); raster tiles on top only when the
 * server is configured with a tile URL.
 */
import TopoJSON from 'ol/format/TopoJSON';
import VectorSource, { type VectorSourceEvent } from 'ol/source/Vector';
import { bbox as bboxStrategy } from 'ol/loadingstrategy';
import { containsExtent, type Extent } from 'ol/extent';
import { transformExtent, type ProjectionLike } from 'ol/proj';
import VectorLayer from 'ol/layer/Vector';
import TileLayer from 'ol/layer/Tile';
import XYZ from 'ol/source/XYZ';
import { Fill, Stroke, Style } from 'ol/style';
import { SOUTH_ASIA } from './basemap-region';
// Emitted by Vite as a hashed asset (and precached by the service worker); fetched only by this lazy chunk.
import indiaStatesUrl from './data/india-states.topo.json?url';

export const OCEAN_COLOR = '#cfe2f0';

const LAND = new Style({
  fill: new Fill({ color: '#f4f1e8' }),
  stroke: new Stroke({ color: '#b9b19c', width: 0.7 }),
});

export const NATURAL_EARTH = 'Basemap: <a href="https://www.naturalearthdata.com/" target="_blank" rel="noopener noreferrer">Natural Earth</a>';

/** A source whose features are read from a TopoJSON chunk imported the first time the loader is asked. */
function topologySource(load: () => Promise<{ default: object }>, wanted: (extent: Extent, projection: ProjectionLike) => boolean, strategy?: typeof bboxStrategy) {
  const format = new TopoJSON({ layers: ['countries'] });
  let read: Promise<void> | null = null;
  const source: VectorSource = new VectorSource({
    overlaps: false,
    strategy,
    loader: (extent, _resolution, projection, success, failure) => {
      if (read === null && !wanted(extent, projection)) {
        success?.([]);
        return;
      }
      const first = read === null;
      read ??= load().then((m) => {
        source.addFeatures(format.readFeatures(m.default, { featureProjection: projection }));
      });
      read.then(() => success?.(first ? source.getFeatures() : []), () => {
        read = null;
        failure?.();
      });
    },
  });
  return source;
}

/**
 * Countries of the world: land and de facto borders (Natural Earth 50 m, public domain). Split at
 * build time (pwa/build/basemap-split-plugin.ts): South Asia's countries are read at once, the rest
 * of the world only when the view reaches beyond SOUTH_ASIA, so a first view over India reads a
 * seventh of the points. Both parts keep the full detail and meet on the same borders.
 */
export function worldBasemap() {
  const source = topologySource(() => import('virtual:basemap-south-asia'), () => true);
  source.setAttributions(NATURAL_EARTH);
  const rest = topologySource(
    () => import('virtual:basemap-rest'),
    (extent, projection) => !containsExtent(transformExtent([...SOUTH_ASIA], 'EPSG:4326', projection), extent),
    bboxStrategy,
  );
  const layer = new VectorLayer({ source, style: LAND, background: OCEAN_COLOR, updateWhileInteracting: false, declutter: false });
  const restLayer = new VectorLayer({ source: rest, style: LAND, updateWhileInteracting: false, declutter: false });
  /** Either part failing to load. */
  const onError = (listener: (event: VectorSourceEvent) => void) => {
    source.on('featuresloaderror', listener);
    rest.on('featuresloaderror', listener);
  };
  return { source, layer, restLayer, onError };
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
