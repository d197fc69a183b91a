/**
 * Town and city names over the bundled basemap, so a map zoomed in with no tile server still
 * says where it is. Bigger places show from further out; labels that would overlap are left out
 * (decluttered), the bigger place winning. Not drawn over raster tiles, which carry their own.
 * The GeoNames credit is added to the basemap's unless the server's map settings already give it.
 */
import Feature from 'ol/Feature';
import Point from 'ol/geom/Point';
import VectorLayer from 'ol/layer/Vector';
import VectorSource from 'ol/source/Vector';
import { fromLonLat } from 'ol/proj';
import { Circle as CircleStyle, Fill, Stroke, Style, Text } from 'ol/style';
import type { FeatureLike } from 'ol/Feature';
import places from 'virtual:map-places';

export const GEONAMES = 'Place names: GeoNames (geonames.org), CC BY 4.0';

/** Fewest people a place needs to be named at a view resolution (metres per pixel). */
function minPopulation(resolution: number): number {
  if (resolution > 10_000) return 5_000_000; // a continent
  if (resolution > 2_500) return 1_000_000; // a country
  if (resolution > 1_200) return 300_000;
  if (resolution > 600) return 100_000; // a state
  if (resolution > 250) return 40_000;
  return 0;
}

const DOT = new CircleStyle({ radius: 2.5, fill: new Fill({ color: '#6b6354' }) });
const styles = new Map<string, Style>();

function labelStyle(feature: FeatureLike, resolution: number): Style | undefined {
  const population = feature.get('population') as number;
  if (population < minPopulation(resolution)) return undefined;
  const name = feature.get('name') as string;
  let style = styles.get(name);
  if (!style) {
    const big = population >= 1_000_000;
    style = new Style({
      image: DOT,
      text: new Text({
        text: name,
        font: `${big ? 600 : 400} ${big ? 13 : 12}px "Sahayak Noto Sans", system-ui, sans-serif`,
        fill: new Fill({ color: '#3d382e' }),
        stroke: new Stroke({ color: 'rgba(255,255,255,0.9)', width: 3 }),
        // Below the dot: a contact's pin stands above its point and would hide a label placed there.
        offsetY: 11,
      }),
    });
    styles.set(name, style);
  }
  return style;
}

export function placeLabelsLayer() {
  const source = new VectorSource({
    features: places.map(([name, lon, lat, population]) => new Feature({ geometry: new Point(fromLonLat([lon, lat])), name, population })),
  });
  return new VectorLayer({
    source,
    style: labelStyle,
    declutter: true,
    // Biggest first: with decluttering, what is drawn first keeps its place.
    renderOrder: (a, b) => (b.get('population') as number) - (a.get('population') as number),
    zIndex: 5,
    updateWhileInteracting: false,
  });
}
