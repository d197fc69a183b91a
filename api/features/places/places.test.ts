import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MapsKeyAnswer, PlaceDetailsAnswer, ReverseGeocodeAnswer, SearchPlacesAnswer } from '@shared/schemas/places';
import { createTestApp, signedInOrg, type TestApp } from '../../../test-support/test-app';
import { startNominatimStandIn, type NominatimStandIn } from '../../../test-support/nominatim-stand-in';

let t: TestApp;
let org: Awaited<ReturnType<typeof signedInOrg>>;
beforeAll(async () => {
  t = createTestApp();
  org = await signedInOrg(t);
}, 30_000);
afterAll(() => t.close());

describe('places routes (bundled gazetteer)', () => {
  it('requires a signed-in user', async () => {
    await t.request.post('/api/search-places').send({ query: 'Mysore' }).expect(401);
    await t.request.post('/api/place-details').send({ placeId: 'gn:1262321' }).expect(401);
    await t.request.get('/api/reverse-geocode?lat=12.97&lon=77.59').expect(401);
    await t.request.get('/api/maps/key').expect(401);
  });

  it('POST /api/search-places answers predictions, current names first', async () => {
    const res = await org.admin.post('/api/search-places').send({ query: 'Mysore' }).expect(200);
    const body = SearchPlacesAnswer.parse(res.body);
    expect(body.predictions[0]).toEqual({
      place_id: 'gn:1262321',
      description: 'Mysuru, Karnataka, India',
      structured_formatting: { main_text: 'Mysuru', secondary_text: 'Karnataka, India' },
    });
    const beng = await org.assistant.post('/api/search-places').send({ query: 'Beng' }).expect(200);
    expect(beng.body.predictions[0].description).toBe('Bengaluru, Karnataka, India');
  });

  it('finds a place typed in its own script', async () => {
    const res = await org.admin.post('/api/search-places').send({ query: 'ಮೈಸೂರು' }).expect(200);
    expect(res.body.predictions[0].description).toBe('Mysuru, Karnataka, India');
    const narrowed = await org.admin.post('/api/search-places').send({ query: 'ಬೆಂಗಳೂರು, Karnataka' }).expect(200);
    expect(narrowed.body.predictions[0].description).toBe('Bengaluru, Karnataka, India');
  });

  it('answers a blank query with no predictions', async () => {
    const res = await org.admin.post('/api/search-places').send({ query: '   ' }).expect(200);
    expect(res.body).toEqual({ predictions: [] });
  });

  it('rejects a body without a text query, or one too long', async () => {
    const missing = await org.admin.post('/api/search-places').send({}).expect(400);
    expect(missing.body).toMatchObject({ error: 'validation_error', message: 'Query is required' });
    await org.admin.post('/api/search-places').send({ query: 42 }).expect(400);
    const long = await org.admin.post('/api/search-places').send({ query: 'a'.repeat(201) }).expect(400);
    expect(long.body.fields).toEqual({ query: 'Query must be at most 200 characters' });
  });

  it('POST /api/place-details answers the coordinates of a suggestion', async () => {
    const res = await org.admin.post('/api/place-details').send({ placeId: 'gn:1277333' }).expect(200);
    const body = PlaceDetailsAnswer.parse(res.body);
    expect(body.result.geometry.location.lat).toBeCloseTo(12.97, 1);
    expect(body.result.geometry.location.lng).toBeCloseTo(77.59, 1);
    expect(body.result).toMatchObject({ name: 'Bengaluru', formatted_address: 'Bengaluru, Karnataka, India' });
  });

  it('answers 404 for an unknown place id and 400 for a missing one', async () => {
    const unknown = await org.admin.post('/api/place-details').send({ placeId: 'gn:1' }).expect(404);
    expect(unknown.body).toEqual({ message: 'Place not found', error: 'not_found' });
    await org.admin.post('/api/place-details').send({ placeId: 'osm:R7902476' }).expect(404);
    await org.admin.post('/api/place-details').send({}).expect(400);
    await org.admin.post('/api/place-details').send({ placeId: '' }).expect(400);
  });

  it('GET /api/reverse-geocode names a point', async () => {
    const res = await org.admin.get('/api/reverse-geocode').query({ lat: '12.971599', lon: '77.594566' }).expect(200);
    expect(ReverseGeocodeAnswer.parse(res.body)).toEqual({ display_name: 'Bengaluru, Karnataka, India' });
  });

  it('answers the coordinates to 6 decimals where no place is near', async () => {
    const res = await org.admin.get('/api/reverse-geocode?lat=0&lon=-30').expect(200);
    expect(res.body).toEqual({ display_name: '0.000000, -30.000000' });
  });

  it('rejects missing, non-numeric and out-of-range coordinates', async () => {
    const missing = await org.admin.get('/api/reverse-geocode?lat=12.97').expect(400);
    expect(missing.body.fields).toEqual({ lon: 'Longitude is required' });
    await org.admin.get('/api/reverse-geocode?lat=abc&lon=77').expect(400);
    const far = await org.admin.get('/api/reverse-geocode?lat=91&lon=77').expect(400);
    expect(far.body.message).toBe('Latitude must be between -90 and 90');
    await org.admin.get('/api/reverse-geocode?lat=12&lon=180.5').expect(400);
    await org.admin.get('/api/reverse-geocode?lat=12&lat=13&lon=77').expect(400);
  });

  it('GET /api/maps/key answers no key, no tiles, and the GeoNames attribution', async () => {
    const res = await org.admin.get('/api/maps/key').expect(200);
    expect(MapsKeyAnswer.parse(res.body)).toEqual({
      apiKey: null,
      tileUrl: null,
      attribution: 'Place names: GeoNames (geonames.org), CC BY 4.0',
    });
  });
});

describe('places routes (configured Nominatim and tiles)', () => {
  let osm: NominatimStandIn;
  let c: TestApp;
  let user: Awaited<ReturnType<typeof signedInOrg>>;
  beforeAll(async () => {
    osm = await startNominatimStandIn();
    c = createTestApp({ GEOCODER_URL: osm.url, TILE_URL: 'https://tiles.example.org/{z}/{x}/{y}.png' });
    user = await signedInOrg(c);
  });
  afterAll(async () => {
    await c.close();
    await osm.close();
  });

  it('searches through the configured server and finds details without a second request', async () => {
    const res = await user.admin.post('/api/search-places').send({ query: 'Mysuru' }).expect(200);
    expect(res.body.predictions[0]).toMatchObject({ place_id: 'osm:R7902476', description: 'Mysuru, Karnataka, India' });
    const details = await user.admin.post('/api/place-details').send({ placeId: 'osm:R7902476' }).expect(200);
    expect(details.body.result.geometry.location).toEqual({ lat: 12.3051828, lng: 76.6553609 });
    expect(osm.requests.map((r) => r.endpoint)).toEqual(['search']);
  });

  it('answers 502 with the reason when the server fails, and never the gazetteer instead', async () => {
    osm.fail(500);
    try {
      const res = await user.admin.post('/api/search-places').send({ query: 'Bengaluru' }).expect(502);
      expect(res.body).toEqual({ message: 'The place search service failed: HTTP 500 Internal Server Error', error: 'upstream_failed' });
    } finally {
      osm.recover();
    }
  });

  it('GET /api/maps/key names the tile URL and both attributions', async () => {
    const res = await user.admin.get('/api/maps/key').expect(200);
    expect(res.body).toEqual({
      apiKey: null,
      tileUrl: 'https://tiles.example.org/{z}/{x}/{y}.png',
      attribution: 'Place search: © OpenStreetMap contributors (ODbL), via Nominatim | © map tile provider',
    });
  });
});
