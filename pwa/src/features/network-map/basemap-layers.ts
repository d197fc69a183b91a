/**
 * What the bundled basemap is made of: the world's countries from Natural Earth's TopoJSON, India's
 * states and the town names, as OpenLayers vector layers. They are drawn into tiles by
 * basemap-tiles.ts, not on the page's map.
 */
import TopoJSON from 'ol/format/TopoJSON';
import VectorSource from 'ol/source/Vector';
import { bbox as bboxStrategy } from 'ol/loadingstrategy';
import { containsExtent, getWidth, type Extent } from 'ol/extent';
import { get as getProjection, transformExtent, type ProjectionLike } from 'ol/proj';
import type Feature from 'ol/Feature';
import MultiPolygon from 'ol/geom/MultiPolygon';
import Polygon from 'ol/geom/Polygon';
import VectorLayer from 'ol/layer/Vector';
import { Fill, Stroke, Style } from 'ol/style';
import { SOUTH_ASIA } from './basemap-region';
import { OCEAN_COLOR } from './basemap-grid';
import { placeLabelsLayer } from './place-labels';
import { joinAcrossAntimeridian } from './antimeridian';
// Emitted by Vite as a hashed asset (and precached by the service worker); fetched only when a tile needs it.
import indiaStatesUrl from './data/india-states.topo.json?url';

const LAND = new Style({
  fill: new Fill({ color: '#f4f1e8' }),
  stroke: new Stroke({ color: '#b9b19c', width: 0.7 }),
});

const STATE_BORDER = new Style({ stroke: new Stroke({ color: '#c9bfa6', width: 0.6, lineDash: [4, 3] }) });

const WORLD_WIDTH = getWidth(getProjection('EPSG:3857')!.getExtent());

function joinedAcrossAntimeridian(feature: Feature): Feature {
  const geometry = feature.getGeometry();
  const polygons = geometry instanceof Polygon ? [geometry.getCoordinates()] : geometry instanceof MultiPolygon ? geometry.getCoordinates() : null;
  if (!polygons) return feature;
  const joined = joinAcrossAntimeridian(polygons, WORLD_WIDTH);
  if (joined.length !== polygons.length) feature.setGeometry(new MultiPolygon(joined));
  return feature;
}

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
        source.addFeatures(format.readFeatures(m.default, { featureProjection: projection }).map(joinedAcrossAntimeridian));
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
 * The layers, bottom to top, and a way to hear that a part failed to download. Countries of the
 * world: land and de facto borders (Natural Earth 50 m, public domain), split at build time
 * (pwa/build/basemap-split-plugin.ts): South Asia's countries are read at once, the rest of the
 * world only when a tile reaches beyond SOUTH_ASIA. Both parts keep the full detail and meet on
 * the same borders. India's states and union territories (Natural Earth admin-1) are drawn over
 * the countries once zoomed in a little.
 */
export function basemapLayers() {
  const countries = topologySource(() => import('virtual:basemap-south-asia'), () => true);
  const rest = topologySource(
    () => import('virtual:basemap-rest'),
    (extent, projection) => !containsExtent(transformExtent([...SOUTH_ASIA], 'EPSG:4326', projection), extent),
    bboxStrategy,
  );
  const states = new VectorSource({ url: indiaStatesUrl, format: new TopoJSON({ layers: ['ind'] }), overlaps: false });
  const labels = placeLabelsLayer();
  const layers = [
    new VectorLayer({ source: countries, style: LAND, background: OCEAN_COLOR }),
    new VectorLayer({ source: rest, style: LAND }),
    new VectorLayer({ source: states, style: STATE_BORDER, minZoom: 4 }),
    labels,
  ];
  /** A part that failed to load. */
  const onError = (listener: () => void) => {
    for (const source of [countries, rest]) source.on('featuresloaderror', listener);
  };
  return { layers, labels, onError };
}
