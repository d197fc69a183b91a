/**
 * Town and city names over the bundled basemap, so a map zoomed in with no tile server still
 * says where it is. Bigger places show from further out; a name that would overlap a bigger
 * place's is left out. They are drawn into the basemap's tiles, so which places are named at a
 * zoom is decided once for the whole world at that zoom, not tile by tile: a name across a tile's
 * edge is then drawn the same on both sides.
 */
import Feature from 'ol/Feature';
import Point from 'ol/geom/Point';
import VectorLayer from 'ol/layer/Vector';
import VectorSource from 'ol/source/Vector';
import { createCanvasContext2D } from 'ol/dom';
import { fromLonLat } from 'ol/proj';
import { Circle as CircleStyle, Fill, Stroke, Style, Text } from 'ol/style';
import type { FeatureLike } from 'ol/Feature';
import places from 'virtual:map-places';
import { labelPlacement } from './label-placement';
import { LABEL_FAMILY } from './basemap-grid';

/** Fewest people a place needs to be named at a view resolution (metres per pixel). */
function minPopulation(resolution: number): number {
  if (resolution > 10_000) return 5_000_000; // a continent
  if (resolution > 2_500) return 1_000_000; // a country
  if (resolution > 1_200) return 300_000;
  if (resolution > 600) return 100_000; // a state
  if (resolution > 250) return 40_000;
  return 0;
}

const isBig = (feature: FeatureLike) => (feature.get('population') as number) >= 1_000_000;
const fontOf = (big: boolean) => `${big ? 600 : 400} ${big ? 13 : 12}px "${LABEL_FAMILY}", system-ui, sans-serif`;

/** Below the dot: a contact's pin stands above its point and would hide a name placed there. */
const TEXT_OFFSET_Y = 11;
const HALO = 3;

const DOT = new CircleStyle({ radius: 2.5, fill: new Fill({ color: '#6b6354' }) });
const styles = new Map<string, Style>();

function styleOf(feature: FeatureLike): Style {
  const name = feature.get('name') as string;
  let style = styles.get(name);
  if (!style) {
    style = new Style({
      image: DOT,
      text: new Text({
        text: name,
        font: fontOf(isBig(feature)),
        fill: new Fill({ color: '#3d382e' }),
        stroke: new Stroke({ color: 'rgba(255,255,255,0.9)', width: HALO }),
        offsetY: TEXT_OFFSET_Y,
      }),
    });
    styles.set(name, style);
  }
  return style;
}

export function placeLabelsLayer() {
  // The plugin gives the places biggest first.
  const features = places.map(([name, lon, lat, population]) => new Feature({ geometry: new Point(fromLonLat([lon, lat])), name, population }));
  const context = createCanvasContext2D(1, 1);
  const namedAt = labelPlacement<FeatureLike>(
    features.map((feature) => ({
      feature,
      at: (feature.getGeometry() as Point).getCoordinates() as [number, number],
      population: feature.get('population') as number,
      width: () => {
        context.font = fontOf(isBig(feature));
        return context.measureText(feature.get('name') as string).width + 2 * HALO;
      },
    })),
    minPopulation,
    TEXT_OFFSET_Y,
  );
  return new VectorLayer({
    source: new VectorSource({ features }),
    style: (feature, resolution) => (namedAt(resolution).has(feature) ? styleOf(feature) : undefined),
    zIndex: 5,
    // A name whose point lies just beyond a tile still draws its part inside it.
    renderBuffer: 128,
  });
}
