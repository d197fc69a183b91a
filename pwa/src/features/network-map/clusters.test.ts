import { describe, expect, it } from 'vitest';
import { contactSummary } from '../../../../test-support/contact-summary';
import { ContactClusters, MAX_ZOOM_IN, type LonLatBox } from './clusters';

const row = (id: number, name: string, latitude: string | null, longitude: string | null, locationName: string | null = null) => contactSummary({ id, name, latitude, longitude, locationName });

const WORLD: LonLatBox = [-180, -90, 180, 90];
// Mysuru: three contacts a few kilometres apart, two more at one address; one in Delhi.
const rows = [
  row(1, 'Ravi', '12.2958', '76.6394', 'Mysuru'),
  row(2, 'anita', '12.3100', '76.6500'),
  row(3, 'Meena', '12.2800', '76.6200'),
  row(4, 'Suresh', '12.3000', '76.6000', 'Kuvempunagar'),
  row(5, 'Bhavana', '12.3000', '76.6000', 'Kuvempunagar'),
  row(6, 'Dev', '28.6139', '77.2090', 'New Delhi'),
  row(7, 'Nowhere', null, null),
];

describe('ContactClusters', () => {
  it('counts the located contacts and bounds them', () => {
    const clusters = new ContactClusters(rows);
    expect(clusters.located).toBe(6);
    expect(clusters.bounds).toEqual([76.6, 12.28, 77.209, 28.6139]);
    expect(new ContactClusters([row(7, 'Nowhere', null, null)]).bounds).toBeNull();
  });

  it('merges nearby contacts into one marker counting them when zoomed out, and parts them when zoomed in', () => {
    const clusters = new ContactClusters(rows);
    const far = clusters.markers(WORLD, 4);
    expect(far.map((m) => m.count).sort()).toEqual([1, 5]);
    expect(far.find((m) => m.count === 5)!.cluster).not.toBeNull();
    const delhi = far.find((m) => m.count === 1)!;
    expect(delhi).toMatchObject({ cluster: null, lat: 28.6139, lng: 77.209 });
    expect(clusters.contactsAt(delhi.spot!).map((c) => c.name)).toEqual(['Dev']);

    // Close in, every address is its own marker; the two at one address stay one, counting both.
    const near = clusters.markers(WORLD, 16);
    expect(near.map((m) => m.count).sort()).toEqual([1, 1, 1, 1, 2]);
    expect(near.every((m) => m.cluster === null)).toBe(true);
    const shared = near.find((m) => m.count === 2)!;
    expect(clusters.contactsAt(shared.spot!).map((c) => c.name)).toEqual(['Bhavana', 'Suresh']);
  });

  it('gives only the markers inside the asked box (a view and its margin)', () => {
    const clusters = new ContactClusters(rows);
    const aroundDelhi: LonLatBox = [76, 28, 78, 29];
    expect(clusters.markers(aroundDelhi, 10)).toEqual([expect.objectContaining({ count: 1, lat: 28.6139 })]);
    // A box past the antimeridian (a view of the wrapped world) still finds them.
    expect(clusters.markers([-400, -90, 400, 90], 2).reduce((n, m) => n + m.count, 0)).toBe(6);
  });

  it('a cluster click zooms in to where it splits, or lists its contacts by name when only a closer zoom than MAX_ZOOM_IN would', () => {
    const clusters = new ContactClusters(rows);
    const mysuru = clusters.markers(WORLD, 4).find((m) => m.count === 5)!;
    const expansion = clusters.expand(mysuru.cluster!);
    expect(expansion.kind).toBe('zoom');
    if (expansion.kind === 'zoom') expect(expansion.zoom).toBeGreaterThan(4);

    // Two houses 20 m apart only part past MAX_ZOOM_IN: the window lists both.
    const street = new ContactClusters([row(1, 'Zoya', '12.30000', '76.60000'), row(2, 'Arun', '12.30018', '76.60000')]);
    const pair = street.markers(WORLD, MAX_ZOOM_IN - 1);
    expect(pair).toHaveLength(1);
    expect(street.expand(pair[0]!.cluster!)).toEqual({ kind: 'list', contacts: [expect.objectContaining({ name: 'Arun' }), expect.objectContaining({ name: 'Zoya' })] });
  });

  it('lists every located contact by name for the list beside the map, with its place or its coordinates', () => {
    const entries = new ContactClusters(rows).entries();
    expect(entries.map((e) => e.name)).toEqual(['anita', 'Bhavana', 'Dev', 'Meena', 'Ravi', 'Suresh']);
    expect(entries[0]).toMatchObject({ id: 2, place: '12.31, 76.65', lat: 12.31, lng: 76.65 });
    expect(entries.find((e) => e.name === 'Ravi')!.place).toBe('Mysuru');
    // Entries at one address share its spot (the info window shows both).
    const [suresh, bhavana] = ['Suresh', 'Bhavana'].map((name) => entries.find((e) => e.name === name)!);
    expect(suresh!.spot).toBe(bhavana!.spot);
  });
});
