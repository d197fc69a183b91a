/**
 * The configured geocoder: a Nominatim-compatible server at GEOCODER_URL (a self-hosted
 * Nominatim, or the public one within its usage policy).
 *
 * The policy (operations.osmfoundation.org/policies/nominatim) asks for an identifying
 * User-Agent, at most one request per second, and caching of results; so every request goes
 * through one queue that starts them at least a second apart, identical requests in flight
 * share one answer, and answers are kept in a small LRU cache for a day. Search results carry
 * coordinates, which are cached under their place_id, so place-details right after a search
 * costs no second request.
 *
 * A failure is an UpstreamError (the API answers 502). There is no fallback to the gazetteer:
 * a configured service that fails says so.
 */
import { z } from 'zod';
import type { PlaceSuggestion } from '@shared/schemas/places';
import { UpstreamError, type Geocoder, type PlaceLocation } from '../ports';

export const NOMINATIM_USER_AGENT = 'Sahayak/0.1 (+self-hosted)';
export const NOMINATIM_ATTRIBUTION = 'Place search: © OpenStreetMap contributors (ODbL), via Nominatim';

export interface NominatimOptions {
  /** GEOCODER_URL: the server's base, e.g. 'https://nominatim.example.org/'. */
  baseUrl: string;
  userAgent?: string;
  /** Language of the names answered (Accept-Language); default 'en'. */
  language?: string;
  /** Least time between the starts of two requests; default 1000 ms. */
  minIntervalMs?: number;
  /** Requests allowed to wait in the queue; more fail at once rather than wait minutes. Default 30. */
  maxQueue?: number;
  /** Answers kept (default 500), for cacheTtlMs (default 24 h). */
  cacheEntries?: number;
  cacheTtlMs?: number;
  timeoutMs?: number;
  /** Clock for cache expiry and spacing; injected in tests. */
  now?: () => number;
}

const DEFAULT_LIMIT = 5;

/** The jsonv2 fields we read; Nominatim sends many more. */
const NominatimPlace = z.object({
  osm_type: z.enum(['node', 'way', 'relation']).optional(),
  osm_id: z.union([z.number(), z.string()]).optional(),
  lat: z.coerce.number(),
  lon: z.coerce.number(),
  name: z.string().nullish(),
  display_name: z.string(),
  address: z.record(z.string(), z.string()).nullish(),
});
type NominatimPlace = z.infer<typeof NominatimPlace>;
const NominatimList = z.array(z.unknown());
/** /reverse answers 200 with `{error: 'Unable to geocode'}` when nothing is there. */
const NominatimError = z.object({ error: z.union([z.string(), z.object({ message: z.string() })]) });

/** Address parts that name the town a result lies in (districts and taluks say too little). */
const LOCALITY_KEYS = ['city', 'town', 'village', 'hamlet', 'municipality', 'suburb'];

/** 'osm:N123' / 'osm:W123' / 'osm:R123' for a result that has OSM ids. */
function placeIdOf(place: NominatimPlace): string | null {
  if (!place.osm_type || place.osm_id === undefined || !/^\d+$/.test(String(place.osm_id))) return null;
  return `osm:${place.osm_type[0]!.toUpperCase()}${place.osm_id}`;
}

/** 'Mysuru' + 'Karnataka, India': the name, then locality (if another), state and country. */
function formatParts(place: NominatimPlace): { main: string; secondary: string } {
  const [head = '', ...tail] = place.display_name.split(',').map((s) => s.trim());
  const main = place.name?.trim() || head;
  const address = place.address;
  if (!address) return { main, secondary: (main === head ? tail : [head, ...tail]).join(', ') };
  const locality = LOCALITY_KEYS.map((k) => address[k]).find((v) => v && v !== main);
  const parts = [locality, address.state ?? address.region, address.country].filter((v): v is string => !!v && v !== main);
  return { main, secondary: [...new Set(parts)].join(', ') };
}

/** A small LRU with expiry: a Map keeps insertion order, so the first key is the least recent. */
class LruCache<V> {
  private readonly entries = new Map<string, { value: V; expires: number }>();
  constructor(
    private readonly size: number,
    private readonly ttlMs: number,
    private readonly now: () => number,
  ) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expires <= this.now()) return undefined;
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, { value, expires: this.now() + this.ttlMs });
    while (this.entries.size > this.size) this.entries.delete(this.entries.keys().next().value!);
  }
}

const fail = (reason: string) => new UpstreamError(`The place search service failed: ${reason}`, 'geocoder');

export function createNominatim(options: NominatimOptions): Geocoder {
  const base = new URL(options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`);
  const userAgent = options.userAgent ?? NOMINATIM_USER_AGENT;
  const language = options.language ?? 'en';
  const minIntervalMs = options.minIntervalMs ?? 1000;
  const maxQueue = options.maxQueue ?? 30;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const now = options.now ?? Date.now;
  const entries = options.cacheEntries ?? 500;
  const ttlMs = options.cacheTtlMs ?? 24 * 60 * 60 * 1000;
  const cache = new LruCache<unknown>(entries, ttlMs, now);
  /** Where the places of recent answers are; a search brings up to 5, so room for 5 per answer. */
  const places = new LruCache<PlaceLocation>(entries * 5, ttlMs, now);
  const inFlight = new Map<string, Promise<unknown>>();

  let queue: Promise<unknown> = Promise.resolve();
  let waiting = 0;
  let lastDone = -Infinity;

  /**
   * Runs requests one at a time, each starting at least minIntervalMs after the previous one
   * ended, so they also reach the server at least that far apart whatever the network does.
   */
  function throttled<T>(task: () => Promise<T>): Promise<T> {
    if (waiting >= maxQueue) return Promise.reject(fail('too many place searches at once; try again in a moment'));
    waiting++;
    const run = queue.then(async () => {
      // A timer may fire a little early: check again rather than trust it.
      for (let wait = lastDone + minIntervalMs - now(); wait > 0; wait = lastDone + minIntervalMs - now()) {
        await new Promise((resolve) => setTimeout(resolve, Math.ceil(wait)));
      }
      waiting--;
      try {
        return await task();
      } finally {
        lastDone = now();
      }
    });
    queue = run.catch(() => undefined);
    return run;
  }

  async function getJson(path: string, params: Record<string, string>): Promise<unknown> {
    const url = new URL(path, base);
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { 'User-Agent': userAgent, Accept: 'application/json', 'Accept-Language': language },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      const e = err as Error & { cause?: { code?: string } };
      if (e.name === 'TimeoutError') throw fail(`no answer within ${timeoutMs >= 1000 ? `${Math.round(timeoutMs / 1000)} s` : `${timeoutMs} ms`}`);
      throw fail(e.cause?.code ?? e.message);
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw fail(`HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`);
    }
    try {
      return await response.json();
    } catch {
      throw fail('the answer was not JSON');
    }
  }

  /** Cached, de-duplicated, throttled: the one way a request leaves. */
  function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = cache.get(key);
    if (hit !== undefined) return Promise.resolve(hit as T);
    const pending = inFlight.get(key);
    if (pending) return pending as Promise<T>;
    const request = throttled(load)
      .then((value) => {
        cache.set(key, value);
        return value;
      })
      .finally(() => inFlight.delete(key));
    inFlight.set(key, request);
    return request;
  }

  function parsePlaces(raw: unknown): NominatimPlace[] {
    const list = NominatimList.safeParse(raw);
    if (!list.success) {
      const error = NominatimError.safeParse(raw);
      throw fail(error.success ? (typeof error.data.error === 'string' ? error.data.error : error.data.error.message) : 'unexpected answer');
    }
    return list.data.flatMap((item) => {
      const place = NominatimPlace.safeParse(item);
      return place.success && Number.isFinite(place.data.lat) && Number.isFinite(place.data.lon) ? [place.data] : [];
    });
  }

  /** Keeps where a place is, so details() right after a search needs no request. */
  function remember(placeId: string, place: NominatimPlace, description: string, main: string): PlaceLocation {
    const location: PlaceLocation = { lat: place.lat, lng: place.lon, name: main, formattedAddress: description };
    places.set(placeId, location);
    return location;
  }

  return {
    attribution: NOMINATIM_ATTRIBUTION,

    async search(query, limit = DEFAULT_LIMIT) {
      const text = query.trim().replace(/\s+/g, ' ');
      if (!text) return [];
      const max = Math.max(1, Math.min(20, Math.floor(limit)));
      return cached(`search|${max}|${text.toLowerCase()}`, async () => {
        const raw = await getJson('search', { q: text, format: 'jsonv2', addressdetails: '1', limit: String(max) });
        const suggestions: PlaceSuggestion[] = [];
        for (const place of parsePlaces(raw)) {
          const placeId = placeIdOf(place);
          if (!placeId) continue;
          const { main, secondary } = formatParts(place);
          const description = secondary ? `${main}, ${secondary}` : main;
          remember(placeId, place, description, main);
          suggestions.push({ place_id: placeId, description, structured_formatting: { main_text: main, secondary_text: secondary } });
        }
        return suggestions;
      });
    },

    async details(placeId) {
      const id = /^osm:([NWR]\d{1,19})$/.exec(placeId)?.[1];
      if (!id) return null;
      const known = places.get(placeId);
      if (known) return known;
      const found = await cached(`lookup|${id}`, async () => {
        const [place] = parsePlaces(await getJson('lookup', { osm_ids: id, format: 'jsonv2', addressdetails: '1' }));
        if (!place) return { found: null };
        const { main, secondary } = formatParts(place);
        return { found: remember(placeId, place, secondary ? `${main}, ${secondary}` : main, main) };
      });
      return found.found;
    },

    async reverse(lat, lng) {
      const answer = await cached(`reverse|${lat.toFixed(5)}|${lng.toFixed(5)}`, async () => {
        const raw = await getJson('reverse', { lat: String(lat), lon: String(lng), format: 'jsonv2' });
        const error = NominatimError.safeParse(raw);
        if (error.success) {
          const message = typeof error.data.error === 'string' ? error.data.error : error.data.error.message;
          if (/unable to geocode/i.test(message)) return { name: null };
          throw fail(message);
        }
        const place = z.object({ display_name: z.string() }).safeParse(raw);
        if (!place.success) throw fail('unexpected answer');
        return { name: place.data.display_name };
      });
      return answer.name;
    },
  };
}
