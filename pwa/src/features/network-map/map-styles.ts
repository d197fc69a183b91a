/** How the map draws: pins, clusters and the user's dot, on the canvas (no DOM element per contact). */
import type { FeatureLike } from 'ol/Feature';
import { Circle as CircleStyle, Fill, Icon as IconStyle, Stroke, Style, Text } from 'ol/style';
import { MAP_USER_ZOOM } from '@shared/limits';
import type { MapMarker } from './clusters';

export const PRIMARY = '#4f46e5';

/**
 * Closest the view goes when it fits or focuses markers. With tiles: a city (spec's 12). With
 * only the bundled basemap (coastlines, borders and town names, no streets) closer views say
 * little, so stop at a district, where the nearby towns are named.
 */
export const FIT_MAX_ZOOM_TILES = MAP_USER_ZOOM;
export const FIT_MAX_ZOOM_BASEMAP = 9;
export const FIT_PADDING = [70, 50, 50, 50];

const PIN_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="30" height="40" viewBox="0 0 30 40"><path d="M15 1.5C7.5 1.5 1.5 7.4 1.5 14.8 1.5 25 15 38.5 15 38.5S28.5 25 28.5 14.8C28.5 7.4 22.5 1.5 15 1.5z" fill="${PRIMARY}" stroke="#fff" stroke-width="2.5"/><circle cx="15" cy="14.5" r="5" fill="#fff"/></svg>`;
const PIN = new Style({ image: new IconStyle({ src: `data:image/svg+xml;utf8,${encodeURIComponent(PIN_SVG)}`, anchor: [0.5, 1], width: 30, height: 40 }) });

export const USER_DOT = new Style({
  image: new CircleStyle({ radius: 7, fill: new Fill({ color: '#2563eb' }), stroke: new Stroke({ color: '#fff', width: 3 }) }),
});

// One style per cluster size, made once: 10,000 contacts give many clusters of the same few sizes.
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

/** The marker data an OpenLayers feature of the marker layer carries. */
export const markerOf = (feature: FeatureLike) => feature.get('marker') as MapMarker;

/** One contact is a pin; a cluster, or several contacts at one place, show their count. */
export const markerStyle = (feature: FeatureLike) => {
  const { count } = markerOf(feature);
  return count > 1 ? clusterStyle(count) : PIN;
};
