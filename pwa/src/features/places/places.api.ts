/**
 * Places: search suggestions, a suggestion's coordinates and the name of a point (spec §7).
 * Whichever geocoder answers on the server (bundled gazetteer or a configured Nominatim), the
 * shapes are the shared ones.
 */
import { useQuery } from '@tanstack/react-query';
import {
  PlaceDetailsAnswer,
  ReverseGeocodeAnswer,
  SearchPlacesAnswer,
  coordinatesLabel,
  type PlaceSuggestion,
} from '@shared/schemas/places';
import { apiPaths } from '@shared/api-paths';
import { apiJson } from '@pwa/lib/http';

/** A chosen place as a contact stores it: coordinates as text, and a name to show. */
export interface PickedLocation {
  latitude: string;
  longitude: string;
  locationName: string;
}

export const placeKeys = {
  all: () => ['places'] as const,
  search: (query: string) => [...placeKeys.all(), 'search', query] as const,
};

export async function searchPlaces(query: string): Promise<PlaceSuggestion[]> {
  return SearchPlacesAnswer.parse(await apiJson<unknown>('POST', apiPaths.searchPlaces, { query })).predictions;
}

export async function placeDetails(placeId: string): Promise<{ lat: number; lng: number }> {
  return PlaceDetailsAnswer.parse(await apiJson<unknown>('POST', apiPaths.placeDetails, { placeId })).result.geometry.location;
}

/** The name of a point, or the coordinates to 6 decimals when the geocoder fails (spec §7). */
export async function reverseGeocode(lat: number, lon: number): Promise<{ name: string; found: boolean }> {
  try {
    const params = new URLSearchParams({ lat: String(lat), lon: String(lon) });
    const { display_name } = ReverseGeocodeAnswer.parse(await apiJson<unknown>('GET', `${apiPaths.reverseGeocode}?${params}`));
    return display_name.trim() ? { name: display_name, found: true } : { name: coordinatesLabel(lat, lon), found: false };
  } catch {
    return { name: coordinatesLabel(lat, lon), found: false };
  }
}

const fold = (text: string) => text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().trim();

/**
 * The place of a postal address ('12 MG Road, Indiranagar, Bengaluru, Karnataka 560038'), at the
 * level the geocoder knows: each part is looked up from the end (the town comes before the
 * state and PIN code), and only a place named exactly like a part is taken, never a near
 * spelling. Null when no part names a known place.
 */
export async function findAddress(address: string): Promise<{ suggestion: PlaceSuggestion; lat: number; lng: number } | null> {
  const parts = address
    .split(/[,\n]/)
    .map((part) => part.replace(/\d+/g, ' ').replace(/\s+/g, ' ').trim())
    .filter((part) => part.length >= 3 && fold(part) !== 'india')
    .reverse();
  for (const part of parts) {
    const found = (await searchPlaces(part)).find((s) => fold(s.structured_formatting.main_text) === fold(part));
    if (found) return { suggestion: found, ...(await placeDetails(found.place_id)) };
  }
  return null;
}

/** Coordinates as contact text: fixed 6 decimals (never '1e-7', which the server refuses). */
export const coordinateText = (value: number) => value.toFixed(6);

/**
 * Suggestions for already-debounced text. Only non-blank text is searched (spec §5); a failed
 * search is an empty list, silently (spec §8).
 */
export function usePlaceSuggestions(query: string) {
  const text = query.trim();
  return useQuery({
    queryKey: placeKeys.search(text),
    queryFn: () => searchPlaces(text).catch(() => [] as PlaceSuggestion[]),
    enabled: text.length > 0,
    staleTime: 5 * 60_000,
    gcTime: 5 * 60_000,
  });
}
