import { z } from 'zod';

/**
 * Places: search suggestions, a suggestion's coordinates, and the name of a point (spec §3, §7).
 * The shapes follow the ones the client already reads (Google-style `predictions` and
 * `result.geometry.location`), whichever geocoder answers behind them.
 */

/** One search suggestion (spec §3 "Place suggestion"). */
export const PlaceSuggestion = z.object({
  /** Stable id to pass to place-details: 'gn:<geonameid>' (bundled gazetteer) or 'osm:<N|W|R><id>' (Nominatim). */
  place_id: z.string(),
  /** The whole line, e.g. 'Mysuru, Karnataka, India'. */
  description: z.string(),
  structured_formatting: z.object({
    /** The place's own name, e.g. 'Mysuru'. */
    main_text: z.string(),
    /** Where it is, e.g. 'Karnataka, India'; '' when nothing more is known. */
    secondary_text: z.string(),
  }),
});
export type PlaceSuggestion = z.infer<typeof PlaceSuggestion>;

/** Longest search text accepted. */
export const PLACE_QUERY_MAX = 200;

/** POST /api/search-places. A blank query is valid and answers no predictions. */
export const SearchPlacesBody = z.object({
  query: z.string({ error: (issue) => (issue.input === undefined ? 'Query is required' : 'Query must be text') }).trim().max(PLACE_QUERY_MAX, `Query must be at most ${PLACE_QUERY_MAX} characters`),
});
export type SearchPlacesBody = z.infer<typeof SearchPlacesBody>;

export const SearchPlacesAnswer = z.object({ predictions: z.array(PlaceSuggestion) });
export type SearchPlacesAnswer = z.infer<typeof SearchPlacesAnswer>;

/** POST /api/place-details. */
export const PlaceDetailsBody = z.object({
  /** A place_id from a search answer. */
  placeId: z.string({ error: (issue) => (issue.input === undefined ? 'placeId is required' : 'placeId must be text') }).trim().min(1, 'placeId is required').max(100, 'Unknown place id'),
});
export type PlaceDetailsBody = z.infer<typeof PlaceDetailsBody>;

/** The coordinates of a suggestion (spec §3 "Place details"). */
export const PlaceDetailsAnswer = z.object({
  result: z.object({
    geometry: z.object({ location: z.object({ lat: z.number(), lng: z.number() }) }),
    /** The place's own name, when the geocoder knows it. */
    name: z.string().optional(),
    /** The whole line, as in the suggestion's description, when known. */
    formatted_address: z.string().optional(),
  }),
});
export type PlaceDetailsAnswer = z.infer<typeof PlaceDetailsAnswer>;

/** A coordinate from a query string ('12.97') or a number, within ±limit. */
const coordinate = (limit: number, label: string) =>
  z
    .union([z.number(), z.string().trim().min(1, `${label} is required`)], `${label} is required`)
    .pipe(z.coerce.number<string | number>(`${label} must be a number`).min(-limit, `${label} must be between -${limit} and ${limit}`).max(limit, `${label} must be between -${limit} and ${limit}`));

/** GET /api/reverse-geocode?lat=..&lon=.. */
export const ReverseGeocodeQuery = z.object({
  lat: coordinate(90, 'Latitude'),
  lon: coordinate(180, 'Longitude'),
});
export type ReverseGeocodeQuery = z.infer<typeof ReverseGeocodeQuery>;

/** The name of a point; the coordinates to 6 decimals ('12.971599, 77.594566') when no place is near. */
export const ReverseGeocodeAnswer = z.object({ display_name: z.string() });
export type ReverseGeocodeAnswer = z.infer<typeof ReverseGeocodeAnswer>;

/** GET /api/maps/key: OpenLayers needs no key; tiles only when the server is configured with some. */
export const MapsKeyAnswer = z.object({
  /** Always null: kept for clients written against a keyed maps script. */
  apiKey: z.null(),
  /** An XYZ tile URL template ('https://…/{z}/{x}/{y}.png'), or null to draw the bundled offline basemap. */
  tileUrl: z.string().nullable(),
  /** Attribution text to show on the map. */
  attribution: z.string(),
});
export type MapsKeyAnswer = z.infer<typeof MapsKeyAnswer>;

/** The coordinates as the fallback name of a point: 6 decimals, 'lat, lon'. */
export function coordinatesLabel(lat: number, lon: number): string {
  return `${lat.toFixed(6)}, ${lon.toFixed(6)}`;
}
