/**
 * The network map (OpenLayers). Loaded lazily: this module and `ol` live in their own chunk,
 * fetched only on /network-map. The basemap is bundled (works offline); raster tiles are laid
 * over it only when the server offers a tile URL. Contacts with numeric coordinates become
 * markers, clustered where they crowd; a click opens an info window.
 */
import 'ol/ol.css';
import './network-map.css';
import { useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import OlMap from 'ol/Map';
import View from 'ol/View';
import Overlay from 'ol/Overlay';
import Feature from 'ol/Feature';
import Point from 'ol/geom/Point';
import VectorSource from 'ol/source/Vector';
import VectorLayer from 'ol/layer/Vector';
import Cluster from 'ol/source/Cluster';
import type TileLayer from 'ol/layer/Tile';
import type { FeatureLike } from 'ol/Feature';
import { defaults as defaultControls } from 'ol/control/defaults';
import { boundingExtent, getHeight, getWidth } from 'ol/extent';
import { fromLonLat } from 'ol/proj';
import { Circle as CircleStyle, Fill, Icon as IconStyle, Stroke, Style, Text } from 'ol/style';
import type { Contact } from '@shared/schemas/contacts';
import { GEOLOCATION_TIMEOUT_MS, MAP_DEFAULT_CENTER, MAP_DEFAULT_ZOOM, MAP_USER_ZOOM } from '@shared/limits';
import { Icon } from '@pwa/components/icons';
import { notifyError } from '@pwa/lib/toast';
import { indiaStatesLayer, NATURAL_EARTH, OCEAN_COLOR, tileLayer, worldBasemap } from './basemap';
import { GEONAMES, placeLabelsLayer } from './place-labels';
import { InfoWindow } from './info-window';
import { useMapSettings } from './map.api';
import { locatedContacts, type LocatedContact } from './markers';

const PRIMARY = '#4f46e5';
/**
 * Closest the view goes when it fits or focuses markers. With tiles: a city (spec's 12). With
 * only the bundled basemap (coastlines, borders and town names, no streets) closer views say
 * little, so stop at a district, where the nearby towns are named.
 */
const FIT_MAX_ZOOM_TILES = MAP_USER_ZOOM;
const FIT_MAX_ZOOM_BASEMAP = 9;
const FIT_PADDING = [70, 50, 50, 50];

const PIN_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="30" height="40" viewBox="0 0 30 40"><path d="M15 1.5C7.5 1.5 1.5 7.4 1.5 14.8 1.5 25 15 38.5 15 38.5S28.5 25 28.5 14.8C28.5 7.4 22.5 1.5 15 1.5z" fill="${PRIMARY}" stroke="#fff" stroke-width="2.5"/><circle cx="15" cy="14.5" r="5" fill="#fff"/></svg>`;
const PIN = new Style({ image: new IconStyle({ src: `data:image/svg+xml;utf8,${encodeURIComponent(PIN_SVG)}`, anchor: [0.5, 1], width: 30, height: 40 }) });
const USER_DOT = new Style({
  image: new CircleStyle({ radius: 7, fill: new Fill({ color: '#2563eb' }), stroke: new Stroke({ color: '#fff', width: 3 }) }),
});

const clusterStyles = new Map<number, Style>();
function clusterStyle(size: number): Style {
  let style = clusterStyles.get(size);
  if (!style) {
    style = new Style({
      image: new CircleStyle({
        radius: Math.min(26, 14 + Math.log2(size) * 3),
        fill: new Fill({ color: PRIMARY }),
        stroke: new Stroke({ color: 'rgba(255,255,255,0.9)', width: 3 }),
      }),
      text: new Text({ text: String(size), fill: new Fill({ color: '#fff' }), font: 'bold 13px system-ui, sans-serif' }),
    });
    clusterStyles.set(size, style);
  }
  return style;
}

const markerStyle = (feature: FeatureLike) => {
  const members = (feature.get('features') as FeatureLike[] | undefined) ?? [];
  return members.length > 1 ? clusterStyle(members.length) : PIN;
};

const contactsOf = (cluster: FeatureLike): Contact[] =>
  ((cluster.get('features') as FeatureLike[] | undefined) ?? []).map((f) => f.get('contact') as Contact).sort((a, b) => a.name.localeCompare(b.name));

function pointsExtent(points: LocatedContact[]) {
  return boundingExtent(points.map((p) => fromLonLat([p.lng, p.lat])));
}

type Status = { kind: 'loading' } | { kind: 'ready' } | { kind: 'failed'; reason: string };

interface MapParts {
  map: OlMap;
  markers: VectorSource<Feature<Point>>;
  overlay: Overlay;
  user: VectorSource<Feature<Point>>;
  basemap: VectorSource;
  /** Town names of the bundled basemap; hidden under raster tiles, which have their own. */
  labels: VectorLayer;
}

/** The map of the given contacts (the page loads them); shows its own loading and failure states. */
export function NetworkMap({ contacts }: { contacts: Contact[] }) {
  const target = useRef<HTMLDivElement>(null);
  const parts = useRef<MapParts | null>(null);
  const fitted = useRef(false);
  const settings = useMapSettings();
  const hasTiles = !!settings.data?.tileUrl;
  const maxFitZoom = useRef(FIT_MAX_ZOOM_BASEMAP);
  maxFitZoom.current = hasTiles ? FIT_MAX_ZOOM_TILES : FIT_MAX_ZOOM_BASEMAP;
  const [popupElement] = useState(() => document.createElement('div'));
  const [selected, setSelected] = useState<Contact[] | null>(null);
  const [status, setStatus] = useState<Status>({ kind: 'loading' });
  const [locating, setLocating] = useState(false);
  const located = useMemo(() => locatedContacts(contacts), [contacts]);

  // Build the map once.
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
      const markers = new VectorSource<Feature<Point>>();
      const clusters = new Cluster({ source: markers, distance: 40, minDistance: 8 });
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
          setSelected(null);
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
            setSelected(null);
            view.fit(extent, { duration: 400, padding: FIT_PADDING, maxZoom: MAP_USER_ZOOM + 2 });
            return;
          }
        }
        setSelected(contactsOf(cluster));
        overlay.setPosition((cluster.getGeometry() as Point).getCoordinates());
      });
      map.on('pointermove', (event) => {
        if (event.dragging) return;
        const hit = map.hasFeatureAtPixel(event.pixel, { layerFilter: (l) => l === markerLayer, hitTolerance: 6 });
        const element = map.getTargetElement();
        if (element) element.style.cursor = hit ? 'pointer' : '';
      });

      parts.current = { map, markers, overlay, user, basemap: basemap.source, labels };
    } catch (error) {
      setStatus({ kind: 'failed', reason: error instanceof Error ? error.message : 'The map could not be started.' });
      return;
    }
    return () => {
      map.setTarget(undefined);
      map.dispose();
      parts.current = null;
      fitted.current = false;
    };
  }, [popupElement]);

  // Tiles only when the server offers them; its attribution is shown either way.
  useEffect(() => {
    const p = parts.current;
    if (!p || !settings.data) return;
    const { tileUrl, attribution } = settings.data;
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
  }, [settings.data]);

  // One marker per located contact; fit the view to them the first time.
  useEffect(() => {
    const p = parts.current;
    if (!p) return;
    p.markers.clear();
    p.markers.addFeatures(
      located.map(({ contact, lat, lng }) => {
        const feature = new Feature({ geometry: new Point(fromLonLat([lng, lat])), contact });
        feature.setId(contact.id);
        return feature;
      }),
    );
    // Fit once the tile question is settled, so the zoom limit is the right one.
    if (!fitted.current && located.length > 0 && !settings.isPending) {
      fitted.current = true;
      p.map.getView().fit(pointsExtent(located), { padding: FIT_PADDING, maxZoom: maxFitZoom.current });
    }
  }, [located, settings.isPending]);

  const close = () => {
    parts.current?.overlay.setPosition(undefined);
    setSelected(null);
  };

  const showAll = () => {
    const p = parts.current;
    if (!p || located.length === 0) return;
    close();
    p.map.getView().fit(pointsExtent(located), { padding: FIT_PADDING, maxZoom: maxFitZoom.current, duration: 400 });
  };

  const focus = (item: LocatedContact) => {
    const p = parts.current;
    if (!p) return;
    const coordinate = fromLonLat([item.lng, item.lat]);
    const view = p.map.getView();
    view.animate({ center: coordinate, zoom: Math.max(view.getZoom() ?? 0, maxFitZoom.current), duration: 400 });
    // Contacts at the very same spot share the window.
    setSelected(located.filter((o) => o.lat === item.lat && o.lng === item.lng).map((o) => o.contact));
    p.overlay.setPosition(coordinate);
    target.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  };

  const centreOnMe = () => {
    const p = parts.current;
    if (!p) return;
    if (!('geolocation' in navigator) || !navigator.geolocation) {
      notifyError('Location not supported', "Your browser doesn't support location services.");
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating(false);
        const here = fromLonLat([coords.longitude, coords.latitude]);
        p.user.clear();
        p.user.addFeature(new Feature({ geometry: new Point(here) }));
        p.map.getView().animate({ center: here, zoom: MAP_USER_ZOOM, duration: 500 });
      },
      () => {
        setLocating(false);
        notifyError('Location access denied', 'Unable to access your location. Please check your browser permissions.');
      },
      { enableHighAccuracy: true, timeout: GEOLOCATION_TIMEOUT_MS },
    );
  };

  const missing = contacts.length - located.length;

  return (
    <div className="grid gap-4 lg:grid-cols-[1fr_18rem]">
      <div className="relative h-[62dvh] min-h-[22rem] overflow-hidden rounded-box border border-base-300 shadow-sm lg:h-[36rem]" style={{ background: OCEAN_COLOR }}>
        <div ref={target} className="network-map h-full w-full" data-testid="network-map" aria-label="Map of your contacts" role="region" />
        {status.kind === 'ready' ? (
          <div className="absolute right-2 top-2 flex flex-col gap-1.5">
            <button type="button" className="btn btn-sm btn-square bg-base-100/95 shadow" onClick={centreOnMe} disabled={locating} aria-label="Centre on my location" title="Centre on my location">
              {locating ? <span className="loading loading-spinner loading-xs" /> : <Icon name="locate" className="h-4 w-4" />}
            </button>
            {located.length > 0 ? (
              <button type="button" className="btn btn-sm btn-square bg-base-100/95 shadow" onClick={showAll} aria-label="Show all contacts" title="Show all contacts">
                <Icon name="users" className="h-4 w-4" />
              </button>
            ) : null}
          </div>
        ) : null}
        <p className="pointer-events-none absolute bottom-1.5 left-2 rounded bg-base-100/80 px-1.5 py-0.5 text-[11px] text-base-content/75">
          Boundaries shown are approximate
        </p>
        {status.kind === 'loading' ? (
          <div className="absolute inset-0 grid place-items-center bg-base-100/60" role="status">
            <div className="flex flex-col items-center gap-2">
              <span className="loading loading-spinner loading-md text-primary" aria-hidden="true" />
              <p className="text-sm">Loading map...</p>
            </div>
          </div>
        ) : null}
        {status.kind === 'failed' ? (
          <div className="absolute inset-0 grid place-items-center bg-base-100 p-6 text-center" role="alert">
            <div className="flex max-w-sm flex-col items-center gap-2">
              <Icon name="alert" className="h-8 w-8 text-error" />
              <p className="font-semibold">Failed to load map</p>
              <p className="text-sm text-base-content/75">{status.reason}</p>
              <button type="button" className="btn btn-sm btn-outline mt-2" onClick={() => window.location.reload()}>
                <Icon name="refresh" className="h-4 w-4" /> Reload
              </button>
            </div>
          </div>
        ) : null}
        {status.kind === 'ready' && located.length === 0 ? (
          <div className="pointer-events-none absolute inset-x-3 top-3 mx-auto max-w-sm rounded-box bg-base-100/95 p-3 text-center text-sm shadow sm:right-14">
            None of your contacts has a location yet. Add one from a contact's page to see it here.
          </div>
        ) : null}
      </div>

      <aside className="card bg-base-100 shadow-sm" aria-labelledby="on-the-map">
        <div className="card-body gap-3 p-4">
          <h2 id="on-the-map" className="flex items-center justify-between text-base font-semibold">
            On the map
            <span className="badge badge-ghost badge-sm">{located.length}</span>
          </h2>
          {located.length > 0 ? (
            <ul className="-mx-2 flex max-h-72 flex-col overflow-y-auto lg:max-h-[26rem]">
              {[...located]
                .sort((a, b) => a.contact.name.localeCompare(b.contact.name))
                .map((item) => (
                  <li key={item.contact.id}>
                    <button type="button" className="flex w-full items-start gap-2 rounded-field px-2 py-1.5 text-left hover:bg-base-200" onClick={() => focus(item)}>
                      <Icon name="pin" className="mt-0.5 h-4 w-4 shrink-0 text-primary" />
                      <span className="min-w-0">
                        <span className="block truncate text-sm font-medium">{item.contact.name}</span>
                        <span className="block truncate text-xs text-base-content/75">{item.contact.locationName || `${item.lat}, ${item.lng}`}</span>
                      </span>
                    </button>
                  </li>
                ))}
            </ul>
          ) : (
            <p className="text-sm text-base-content/75">No contact has a location yet.</p>
          )}
          {missing > 0 ? (
            <p className="border-t border-base-300 pt-3 text-xs text-base-content/75">
              {missing} {missing === 1 ? 'contact has' : 'contacts have'} no location and {missing === 1 ? 'is' : 'are'} not shown.
            </p>
          ) : null}
        </div>
      </aside>

      {selected ? createPortal(<InfoWindow contacts={selected} onClose={close} />, popupElement) : null}
    </div>
  );
}
