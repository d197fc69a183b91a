/**
 * Builds the OpenLayers map once: the bundled basemap, place labels, the user's dot and the
 * contacts as points clustered by `ol/source/Cluster` on one vector layer (drawn on the canvas,
 * so 10,000 contacts add no DOM nodes). A click on a cluster zooms into it; on a single contact
 * (or a spot several share) it opens the info window. Raster tiles are laid over the basemap
 * only when the server offers a tile URL.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import OlMap from 'ol/Map';
import View from 'ol/View';
import Overlay from 'ol/Overlay';
import type Feature from 'ol/Feature';
import type Point from 'ol/geom/Point';
import VectorSource from 'ol/source/Vector';
import VectorLayer from 'ol/layer/Vector';
import Cluster from 'ol/source/Cluster';
import type TileLayer from 'ol/layer/Tile';
import { defaults as defaultControls } from 'ol/control/defaults';
import { boundingExtent, getHeight, getWidth } from 'ol/extent';
import { fromLonLat } from 'ol/proj';
import type { Contact } from '@shared/schemas/contacts';
import { MAP_DEFAULT_CENTER, MAP_DEFAULT_ZOOM, MAP_USER_ZOOM } from '@shared/limits';
import { indiaStatesLayer, NATURAL_EARTH, tileLayer, worldBasemap } from './basemap';
import { GEONAMES, placeLabelsLayer } from './place-labels';
import { contactsOf, FIT_PADDING, markerStyle, USER_DOT } from './map-styles';
import type { MapsKeyAnswer } from '@shared/schemas/places';

export type MapStatus = { kind: 'loading' } | { kind: 'ready' } | { kind: 'failed'; reason: string };

export interface MapParts {
  map: OlMap;
  /** The marker layer's source: it clusters the source of contact points set on it (contact-points.ts). */
  clusters: Cluster<Feature<Point>>;
  overlay: Overlay;
  user: VectorSource<Feature<Point>>;
  basemap: VectorSource;
  /** Town names of the bundled basemap; hidden under raster tiles, which have their own. */
  labels: VectorLayer;
}

export function useOpenLayersMap(
  target: RefObject<HTMLDivElement | null>,
  popupElement: HTMLElement,
  onSelect: (contacts: Contact[] | null) => void,
  settings: MapsKeyAnswer | undefined,
) {
  const parts = useRef<MapParts | null>(null);
  const [status, setStatus] = useState<MapStatus>({ kind: 'loading' });
  const select = useRef(onSelect);
  select.current = onSelect;

  useEffect(() => {
    if (!target.current) {
      setStatus({ kind: 'failed', reason: 'The map container is missing.' });
      return;
    }
    let map: OlMap;
    try {
      const basemap = worldBasemap();
      basemap.source.on('featuresloadend', () => setStatus((s) => (s.kind === 'loading' ? { kind: 'ready' } : s)));
      basemap.source.on('featuresloaderror', () =>
        setStatus({ kind: 'failed', reason: 'The world basemap could not be downloaded. Check your connection and reload the page.' }),
      );
      const labels = placeLabelsLayer();
      const clusters = new Cluster<Feature<Point>>({ source: new VectorSource<Feature<Point>>(), distance: 40, minDistance: 8 });
      const markerLayer = new VectorLayer({ source: clusters, style: markerStyle, zIndex: 10 });
      const user = new VectorSource<Feature<Point>>();
      const userLayer = new VectorLayer({ source: user, style: USER_DOT, zIndex: 9 });
      const overlay = new Overlay({ element: popupElement, positioning: 'bottom-center', offset: [0, -44], stopEvent: true, autoPan: { animation: { duration: 250 }, margin: 20 } });

      map = new OlMap({
        target: target.current,
        layers: [basemap.layer, indiaStatesLayer(), labels, userLayer, markerLayer],
        overlays: [overlay],
        controls: defaultControls({ attributionOptions: { collapsible: true, collapsed: window.innerWidth < 640 }, rotate: false }),
        view: new View({ center: fromLonLat([MAP_DEFAULT_CENTER.lng, MAP_DEFAULT_CENTER.lat]), zoom: MAP_DEFAULT_ZOOM, maxZoom: 19, constrainResolution: false }),
      });

      map.on('singleclick', (event) => {
        const cluster = map.forEachFeatureAtPixel(event.pixel, (f) => f, { layerFilter: (l) => l === markerLayer, hitTolerance: 6 });
        if (!cluster) {
          overlay.setPosition(undefined);
          select.current(null);
          return;
        }
        const members = (cluster.get('features') as Feature<Point>[]) ?? [];
        const view = map.getView();
        if (members.length > 1) {
          const extent = boundingExtent(members.map((f) => f.getGeometry()!.getCoordinates()));
          const spread = Math.max(getWidth(extent), getHeight(extent));
          // Spread out enough to separate at a closer zoom: zoom in. Same spot: list them all.
          if (spread > view.getResolution()! * 2 && (view.getZoom() ?? 0) < MAP_USER_ZOOM + 2) {
            overlay.setPosition(undefined);
            select.current(null);
            view.fit(extent, { duration: 400, padding: FIT_PADDING, maxZoom: MAP_USER_ZOOM + 2 });
            return;
          }
        }
        select.current(contactsOf(cluster));
        overlay.setPosition((cluster.getGeometry() as Point).getCoordinates());
      });
      map.on('pointermove', (event) => {
        if (event.dragging) return;
        const hit = map.hasFeatureAtPixel(event.pixel, { layerFilter: (l) => l === markerLayer, hitTolerance: 6 });
        const element = map.getTargetElement();
        if (element) element.style.cursor = hit ? 'pointer' : '';
      });
      parts.current = { map, clusters, overlay, user, basemap: basemap.source, labels };
    } catch (error) {
      setStatus({ kind: 'failed', reason: error instanceof Error ? error.message : 'The map could not be started.' });
      return;
    }
    return () => {
      map.setTarget(undefined);
      map.dispose();
      parts.current = null;
    };
  }, [target, popupElement]);

  // Tiles only when the server offers them; its attribution is shown either way.
  useEffect(() => {
    const p = parts.current;
    if (!p || !settings) return;
    const { tileUrl, attribution } = settings;
    if (!tileUrl) {
      p.basemap.setAttributions([NATURAL_EARTH, ...(attribution ? [attribution] : []), ...(attribution.includes('GeoNames') ? [] : [GEONAMES])]);
      return;
    }
    const map = p.map;
    let layer: TileLayer;
    try {
      layer = tileLayer(tileUrl, attribution);
    } catch {
      return;
    }
    map.addLayer(layer);
    p.labels.setVisible(false);
    return () => {
      map.removeLayer(layer);
      p.labels.setVisible(true);
    };
  }, [settings]);

  return { parts, status };
}
