import Router from '@koa/router';
import type { Context } from 'koa';
import {
  coordinatesLabel,
  PlaceDetailsBody,
  ReverseGeocodeQuery,
  SearchPlacesBody,
  type MapsKeyAnswer,
  type PlaceDetailsAnswer,
  type ReverseGeocodeAnswer,
  type SearchPlacesAnswer,
} from '@shared/schemas/places';
import { validate } from '../../middleware/validate';
import { requireUser } from '../../middleware/session';
import { notFound, upstream } from '../../errors';
import { UpstreamError, type Geocoder } from '../../adapters/ports';

export interface MapSettings {
  /** TILE_URL, or null when the PWA draws its bundled basemap. */
  tileUrl: string | null;
}

/** Shown with configured tiles; the provider's own wording belongs in its TILE_URL docs. */
export const TILE_ATTRIBUTION = '© map tile provider';

const input = <T>(ctx: Context) => ctx.state.input as T;

/** A configured geocoder that fails is a 502 with its message; nothing falls back silently. */
async function call<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (err) {
    if (err instanceof UpstreamError) throw upstream(err.message);
    throw err;
  }
}

/**
 * /api/search-places, /api/place-details, /api/reverse-geocode and /api/maps/key (spec §7),
 * signed in only. Thin: parse → ask the geocoder port → present.
 */
export function placesRoutes(geocoder: Geocoder, maps: MapSettings): Router {
  const router = new Router({ prefix: '/api' });

  router.post('/search-places', requireUser, validate({ body: SearchPlacesBody }), async (ctx) => {
    const { query } = input<{ body: SearchPlacesBody }>(ctx).body;
    const body: SearchPlacesAnswer = { predictions: query ? await call(geocoder.search(query)) : [] };
    ctx.body = body;
  });

  router.post('/place-details', requireUser, validate({ body: PlaceDetailsBody }), async (ctx) => {
    const { placeId } = input<{ body: PlaceDetailsBody }>(ctx).body;
    const place = await call(geocoder.details(placeId));
    if (!place) throw notFound('Place not found');
    const body: PlaceDetailsAnswer = {
      result: {
        geometry: { location: { lat: place.lat, lng: place.lng } },
        ...(place.name ? { name: place.name } : {}),
        ...(place.formattedAddress ? { formatted_address: place.formattedAddress } : {}),
      },
    };
    ctx.body = body;
  });

  router.get('/reverse-geocode', requireUser, validate({ query: ReverseGeocodeQuery }), async (ctx) => {
    const { lat, lon } = input<{ query: ReverseGeocodeQuery }>(ctx).query;
    const body: ReverseGeocodeAnswer = { display_name: (await call(geocoder.reverse(lat, lon))) ?? coordinatesLabel(lat, lon) };
    ctx.set('Cache-Control', 'private, max-age=86400');
    ctx.body = body;
  });

  router.get('/maps/key', requireUser, (ctx) => {
    const body: MapsKeyAnswer = {
      apiKey: null,
      tileUrl: maps.tileUrl,
      attribution: [geocoder.attribution, ...(maps.tileUrl ? [TILE_ATTRIBUTION] : [])].join(' | '),
    };
    ctx.body = body;
  });

  return router;
}
