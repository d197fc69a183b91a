import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { createNominatim, NOMINATIM_USER_AGENT } from './nominatim';
import { UpstreamError } from '../ports';
import { startNominatimStandIn, type NominatimStandIn } from '../../../test-support/nominatim-stand-in';

let osm: NominatimStandIn;
beforeAll(async () => {
  osm = await startNominatimStandIn();
});
afterAll(() => osm.close());
beforeEach(() => {
  osm.requests.length = 0;
  osm.recover();
});

/** The spacing is tested once with the real second; elsewhere it would only slow the tests. */
const quick = () => createNominatim({ baseUrl: osm.url, minIntervalMs: 0 });

describe('Nominatim geocoder', () => {
  it('searches with the jsonv2 parameters and an identifying User-Agent', async () => {
    const predictions = await quick().search('  mysuru ', 5);
    expect(osm.requests).toHaveLength(1);
    const [request] = osm.requests;
    expect(request!.endpoint).toBe('search');
    expect(request!.query).toMatchObject({ q: 'mysuru', format: 'jsonv2', addressdetails: '1', limit: '5' });
    expect(request!.headers['user-agent']).toBe(NOMINATIM_USER_AGENT);
    expect(request!.headers['user-agent']).toBe('Sahayak/0.1 (+self-hosted)');
    expect(predictions).toEqual([
      {
        place_id: 'osm:R7902476',
        description: 'Mysuru, Karnataka, India',
        structured_formatting: { main_text: 'Mysuru', secondary_text: 'Karnataka, India' },
      },
      {
        place_id: 'osm:N3401391999',
        description: 'Mysore Palace, Mysuru, Karnataka, India',
        structured_formatting: { main_text: 'Mysore Palace', secondary_text: 'Mysuru, Karnataka, India' },
      },
    ]);
  });

  it('answers a blank search without asking the server', async () => {
    expect(await quick().search('   ')).toEqual([]);
    expect(osm.requests).toHaveLength(0);
  });

  it('caches answers: the same search twice is one request, and details after a search is none', async () => {
    const geocoder = quick();
    const first = await geocoder.search('Mysuru');
    expect(await geocoder.search('mysuru')).toEqual(first);
    expect(await geocoder.details('osm:R7902476')).toEqual({
      lat: 12.3051828,
      lng: 76.6553609,
      name: 'Mysuru',
      formattedAddress: 'Mysuru, Karnataka, India',
    });
    expect(osm.requests.map((r) => r.endpoint)).toEqual(['search']);
  });

  it('forgets answers after a day, and the least recently used beyond its size', async () => {
    let clock = 0;
    const geocoder = createNominatim({ baseUrl: osm.url, minIntervalMs: 0, cacheEntries: 2, now: () => clock });
    await geocoder.search('mysuru');
    clock += 23 * 60 * 60 * 1000;
    await geocoder.search('mysuru');
    expect(osm.requests).toHaveLength(1);
    clock += 2 * 60 * 60 * 1000;
    await geocoder.search('mysuru');
    expect(osm.requests).toHaveLength(2);
    // Room for two answers: after 'road', a look at 'mysuru' makes 'road' the one 'palace' pushes out.
    await geocoder.search('road');
    await geocoder.search('mysuru');
    expect(osm.requests).toHaveLength(3);
    await geocoder.search('palace');
    await geocoder.search('mysuru');
    expect(osm.requests).toHaveLength(4);
    await geocoder.search('road');
    expect(osm.requests).toHaveLength(5);
  });

  it('shares one request between identical searches in flight', async () => {
    const geocoder = quick();
    const answers = await Promise.all([geocoder.search('palace'), geocoder.search('palace'), geocoder.search('Palace')]);
    expect(answers[0]).toHaveLength(1);
    expect(answers[1]).toEqual(answers[0]);
    expect(osm.requests).toHaveLength(1);
  });

  it('looks up a place it has not seen by its OSM id, once', async () => {
    const geocoder = quick();
    const place = await geocoder.details('osm:W42');
    expect(place).toMatchObject({ lat: 12.9716, lng: 77.5946, name: 'Mahatma Gandhi Road', formattedAddress: 'Mahatma Gandhi Road, Bengaluru, Karnataka, India' });
    expect(await geocoder.details('osm:W42')).toEqual(place);
    expect(osm.requests).toHaveLength(1);
    expect(osm.requests[0]!.endpoint).toBe('lookup');
    expect(osm.requests[0]!.query).toMatchObject({ osm_ids: 'W42', format: 'jsonv2' });
  });

  it('answers null for an unknown OSM id, and for ids that are not OSM ids without asking', async () => {
    const geocoder = quick();
    expect(await geocoder.details('osm:N1')).toBeNull();
    expect(osm.requests).toHaveLength(1);
    expect(await geocoder.details('gn:1277333')).toBeNull();
    expect(await geocoder.details('osm:X1')).toBeNull();
    expect(osm.requests).toHaveLength(1);
  });

  it("reverse-geocodes to the server's display_name, and null where it finds nothing", async () => {
    const geocoder = quick();
    expect(await geocoder.reverse(12.9716, 77.5946)).toBe('Mahatma Gandhi Road, Shivajinagar, Bengaluru, Bangalore North, Bengaluru Urban, Karnataka, 560001, India');
    expect(osm.requests[0]!.query).toMatchObject({ lat: '12.9716', lon: '77.5946', format: 'jsonv2' });
    expect(await geocoder.reverse(0, -30)).toBeNull();
    expect(await geocoder.reverse(0, -30)).toBeNull();
    expect(osm.requests).toHaveLength(2);
  });

  it('lets requests reach the server at least a second apart', async () => {
    const geocoder = createNominatim({ baseUrl: osm.url });
    const started = performance.now();
    await Promise.all([geocoder.search('mysuru'), geocoder.search('palace'), geocoder.reverse(12.9716, 77.5946)]);
    expect(osm.requests).toHaveLength(3);
    const [a, b, c] = osm.requests.map((r) => r.at);
    expect(b! - a!).toBeGreaterThanOrEqual(1000);
    expect(c! - b!).toBeGreaterThanOrEqual(1000);
    expect(a! - started).toBeLessThan(500);
  }, 10_000);

  it('refuses at once, rather than queue for minutes, when too many requests wait', async () => {
    const geocoder = createNominatim({ baseUrl: osm.url, minIntervalMs: 0, maxQueue: 1 });
    const first = geocoder.search('mysuru');
    await expect(geocoder.search('palace')).rejects.toThrow('The place search service failed: too many place searches at once; try again in a moment');
    expect(await first).toHaveLength(2);
  });

  it('turns an HTTP failure into an UpstreamError, keeps no failure in the cache, and carries on after it', async () => {
    const geocoder = quick();
    osm.fail(503);
    const failed = await geocoder.search('mysuru').catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(UpstreamError);
    expect((failed as UpstreamError).service).toBe('geocoder');
    expect((failed as Error).message).toBe('The place search service failed: HTTP 503 Service Unavailable');
    osm.recover();
    expect(await geocoder.search('mysuru')).toHaveLength(2);
  });

  it('turns an answer that is not JSON into an UpstreamError', async () => {
    osm.fail('not-json');
    await expect(quick().reverse(1, 2)).rejects.toThrow('The place search service failed: the answer was not JSON');
  });

  it('turns an unreachable server into an UpstreamError', async () => {
    // A port that was free a moment ago: nothing listens there now.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const geocoder = createNominatim({ baseUrl: `http://127.0.0.1:${port}`, minIntervalMs: 0 });
    await expect(geocoder.search('mysuru')).rejects.toThrow(UpstreamError);
    await expect(geocoder.search('mysuru')).rejects.toThrow(/^The place search service failed: ECONNREFUSED$/);
  });

  it('gives up on a server that does not answer in time', async () => {
    const sockets = new Set<Socket>();
    const silent = createServer((socket) => void sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    try {
      const geocoder = createNominatim({ baseUrl: `http://127.0.0.1:${port}`, minIntervalMs: 0, timeoutMs: 200 });
      await expect(geocoder.search('mysuru')).rejects.toThrow('The place search service failed: no answer within 200 ms');
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });
});
