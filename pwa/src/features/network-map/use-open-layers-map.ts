/**
 * Builds the OpenLayers map once: the bundled basemap (tiles drawn in a worker), the user's dot and one vector
 * layer of markers (drawn on the canvas, so 10,000 contacts add no DOM nodes). The markers are the
 * view's clusters and pins, computed in a worker (clusters.ts) and set by network-map.tsx; a click
 * on one is handed to it. Raster tiles are laid over the basemap only when the server offers a
 * tile URL.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import OlMap from 'ol/Map';
import View from 'ol/View';
import Overlay from 'ol/Overlay';
import type Feature from 'ol/Feature';
import type Point from 'ol/geom/Point';
import type { Coordinate } from 'ol/coordinate';
import VectorSource from 'ol/source/Vector';
import VectorLayer from 'ol/layer/Vector';
import type TileLayer from 'ol/layer/Tile';
import type ImageTileSource from 'ol/source/ImageTile';
import { defaults as defaultControls } from 'ol/control/defaults';
import { bundledBasemap, GEONAMES, mapPixelRatio, NATURAL_EARTH, tileLayer } from './basemap';
import { markerOf, markerStyle, USER_DOT } from './map-styles';
import { VIEW_MAX_ZOOM, type MapMarker } from './clusters';
import type { MapsKeyAnswer } from '@shared/schemas/places';

export type MapStatus = { kind: 'loading' } | { kind: 'ready' } | { kind: 'failed'; reason: string };

export interface MapParts {
  map: OlMap;
  /** The markers of the view (each feature carries its MapMarker as 'marker'). */
  markers: VectorSource<Feature<Point>>;
  overlay: Overlay;
  user: VectorSource<Feature<Point>>;
  basemap: ImageTileSource;
  /** Town names of the bundled basemap; off under raster tiles, which have their own. */
  showLabels: (visible: boolean) => void;
}

export function useOpenLayersMap(
  target: RefObject<HTMLDivElement | null>,
  popupElement: HTMLElement,
  /** A click on a marker (null: on the map beside them), with the marker's place. */
  onClick: (marker: MapMarker | null, at: Coordinate) => void,
  settings: MapsKeyAnswer | undefined,
) {
  const parts = useRef<MapParts | null>(null);
  const [status, setStatus] = useState<MapStatus>({ kind: 'loading' });
  const click = useRef(onClick);
  click.current = onClick;

  useEffect(() => {
    if (!target.current) {
      setStatus({ kind: 'failed', reason: 'The map container is missing.' });
      return;
    }
    let map: OlMap;
    let stopBasemap = () => {};
    try {
      const basemap = bundledBasemap(
        () => setStatus((s) => (s.kind === 'loading' ? { kind: 'ready' } : s)),
        () => setStatus({ kind: 'failed', reason: 'The world basemap could not be downloaded. Check your connection and reload the page.' }),
      );
      stopBasemap = basemap.stop;
      const markers = new VectorSource<Feature<Point>>();
      const markerLayer = new VectorLayer({ source: markers, style: markerStyle, zIndex: 10 });
      const user = new VectorSource<Feature<Point>>();
      const userLayer = new VectorLayer({ source: user, style: USER_DOT, zIndex: 9 });
      const overlay = new Overlay({ element: popupElement, positioning: 'bottom-center', offset: [0, -44], stopEvent: true, autoPan: { animation: { duration: 250 }, margin: 20 } });

      map = new OlMap({
        target: target.current,
        layers: [basemap.layer, userLayer, markerLayer],
        overlays: [overlay],
        pixelRatio: mapPixelRatio(),
        controls: defaultControls({ attributionOptions: { collapsible: true, collapsed: window.innerWidth < 640 }, rotate: false }),
        // No centre yet: nothing is drawn until network-map.tsx fits the view to the points (or
        // gives it the spec's default), so no frame is spent on a view that is replaced at once.
        // Whole zoom levels: the basemap's tiles, and their town names, then show at their own size.
        view: new View({ maxZoom: VIEW_MAX_ZOOM, constrainResolution: true }),
      });

      map.on('singleclick', (event) => {
        const hit = map.forEachFeatureAtPixel(event.pixel, (f) => f, { layerFilter: (l) => l === markerLayer, hitTolerance: 6 });
        if (!hit) {
          overlay.setPosition(undefined);
          click.current(null, event.coordinate);
          return;
        }
        click.current(markerOf(hit), (hit.getGeometry() as Point).getCoordinates());
      });
      map.on('pointermove', (event) => {
        if (event.dragging) return;
        const hit = map.hasFeatureAtPixel(event.pixel, { layerFilter: (l) => l === markerLayer, hitTolerance: 6 });
        const element = map.getTargetElement();
        if (element) element.style.cursor = hit ? 'pointer' : '';
      });
      parts.current = { map, markers, overlay, user, basemap: basemap.source, showLabels: basemap.showLabels };
    } catch (error) {
      setStatus({ kind: 'failed', reason: error instanceof Error ? error.message : 'The map could not be started.' });
      return;
    }
    return () => {
      stopBasemap();
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
    p.showLabels(false);
    return () => {
      map.removeLayer(layer);
      p.showLabels(true);
    };
  }, [settings]);

  return { parts, status };
}
