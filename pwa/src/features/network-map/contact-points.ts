/**
 * The contacts' points for the cluster source, built a chunk at a time: 10,000 OpenLayers
 * features made in one go held the main thread for most of a second. The points go into a new
 * source that replaces the shown one only when complete, so the cluster layer re-clusters once,
 * and the old points stay on screen meanwhile.
 */
import Feature from 'ol/Feature';
import Point from 'ol/geom/Point';
import VectorSource from 'ol/source/Vector';
import { fromLonLat } from 'ol/proj';
import type { LocatedContact } from './markers';

/** Points made between two yields: a few milliseconds on a slow phone. */
export const POINTS_PER_CHUNK = 500;

/** Lets the browser draw and handle input before the next chunk. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export function contactPoint({ contact, lat, lng }: LocatedContact): Feature<Point> {
  const feature = new Feature<Point>({ geometry: new Point(fromLonLat([lng, lat])), contact });
  feature.setId(contact.id);
  return feature;
}

/**
 * A source holding one point per located contact, or null when `cancelled()` turned true on
 * the way (newer contacts arrived, the map closed).
 */
export async function buildContactPoints(located: readonly LocatedContact[], cancelled: () => boolean): Promise<VectorSource<Feature<Point>> | null> {
  const source = new VectorSource<Feature<Point>>();
  for (let start = 0; start < located.length; start += POINTS_PER_CHUNK) {
    if (start > 0) await nextTask();
    if (cancelled()) return null;
    source.addFeatures(located.slice(start, start + POINTS_PER_CHUNK).map(contactPoint));
  }
  return source;
}
