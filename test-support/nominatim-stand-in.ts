/**
 * Test helper: a local stand-in for a Nominatim server, answering `/search`, `/lookup` and
 * `/reverse` in the jsonv2 format from a small fixed list of places, so the configured
 * geocoder is tested over real HTTP with no network. Every request is recorded (path, query,
 * headers, arrival time). `fail(status)` makes the following requests fail until `recover()`.
 *
 * ```ts
 * const osm = await startNominatimStandIn();           // base URL: osm.url ('http://127.0.0.1:…/nominatim/')
 * const geocoder = createNominatim({ baseUrl: osm.url });
 * osm.fail(503);
 * await osm.close();
 * ```
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface NominatimRequest {
  /** Path after the base, e.g. 'search'. */
  endpoint: string;
  query: Record<string, string>;
  headers: http.IncomingHttpHeaders;
  /** performance.now() when it arrived. */
  at: number;
}

/** jsonv2 records as Nominatim sends them (trimmed to the fields that matter, plus a few that do not). */
export const STAND_IN_PLACES = [
  {
    place_id: 285_117_337,
    licence: 'Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright',
    osm_type: 'relation',
    osm_id: 7_902_476,
    lat: '12.3051828',
    lon: '76.6553609',
    category: 'boundary',
    type: 'administrative',
    place_rank: 16,
    importance: 0.61,
    addresstype: 'city',
    name: 'Mysuru',
    display_name: 'Mysuru, Mysuru taluk, Mysuru District, Karnataka, India',
    address: { city: 'Mysuru', county: 'Mysuru taluk', state_district: 'Mysuru District', state: 'Karnataka', 'ISO3166-2-lvl4': 'IN-KA', country: 'India', country_code: 'in' },
    boundingbox: ['12.2', '12.4', '76.5', '76.8'],
  },
  {
    place_id: 13_541_620,
    licence: 'Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright',
    osm_type: 'node',
    osm_id: 3_401_391_999,
    lat: '12.3086',
    lon: '76.6547',
    category: 'tourism',
    type: 'attraction',
    place_rank: 30,
    importance: 0.4,
    addresstype: 'tourism',
    name: 'Mysore Palace',
    display_name: 'Mysore Palace, Sayyaji Rao Road, Mysuru, Mysuru taluk, Mysuru District, Karnataka, 570001, India',
    address: { tourism: 'Mysore Palace', road: 'Sayyaji Rao Road', city: 'Mysuru', state: 'Karnataka', postcode: '570001', country: 'India', country_code: 'in' },
    boundingbox: ['12.30', '12.31', '76.65', '76.66'],
  },
  {
    place_id: 88_888,
    licence: 'Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright',
    osm_type: 'way',
    osm_id: 42,
    lat: '12.9716',
    lon: '77.5946',
    category: 'highway',
    type: 'primary',
    place_rank: 26,
    importance: 0.1,
    addresstype: 'road',
    name: 'Mahatma Gandhi Road',
    display_name: 'Mahatma Gandhi Road, Shivajinagar, Bengaluru, Bangalore North, Bengaluru Urban, Karnataka, 560001, India',
    address: { road: 'Mahatma Gandhi Road', suburb: 'Shivajinagar', city: 'Bengaluru', state: 'Karnataka', postcode: '560001', country: 'India', country_code: 'in' },
    boundingbox: ['12.97', '12.98', '77.59', '77.61'],
  },
] as const;

export interface NominatimStandIn {
  /** Base URL with a path prefix, as a self-hosted install behind a proxy would have. */
  url: string;
  requests: NominatimRequest[];
  /** Answer every following request with this status (or 'not-json' for a 200 with HTML) until recover(). */
  fail(how: number | 'not-json'): void;
  recover(): void;
  close(): Promise<void>;
}

const PREFIX = '/nominatim/';

export async function startNominatimStandIn(): Promise<NominatimStandIn> {
  const requests: NominatimRequest[] = [];
  let failure: number | 'not-json' | null = null;

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const query = Object.fromEntries(url.searchParams);
    const endpoint = url.pathname.startsWith(PREFIX) ? url.pathname.slice(PREFIX.length) : url.pathname;
    requests.push({ endpoint, query, headers: req.headers, at: performance.now() });
    const send = (status: number, body: unknown, type = 'application/json') => {
      res.writeHead(status, { 'content-type': type });
      res.end(typeof body === 'string' ? body : JSON.stringify(body));
    };
    if (failure === 'not-json') return send(200, '<html>Bad gateway</html>', 'text/html');
    if (failure !== null) return send(failure, { error: { code: failure, message: 'Stand-in failure' } });
    if (query.format !== 'jsonv2') return send(400, { error: { code: 400, message: 'Parameter "format" must be jsonv2 here' } });

    if (endpoint === 'search') {
      const q = (query.q ?? '').toLowerCase();
      const limit = Number(query.limit ?? 10);
      const found = STAND_IN_PLACES.filter((p) => p.display_name.toLowerCase().includes(q)).slice(0, limit);
      return send(200, query.addressdetails === '1' ? found : found.map(({ address: _a, ...rest }) => rest));
    }
    if (endpoint === 'lookup') {
      const ids = (query.osm_ids ?? '').split(',');
      return send(200, STAND_IN_PLACES.filter((p) => ids.includes(`${p.osm_type[0]!.toUpperCase()}${p.osm_id}`)));
    }
    if (endpoint === 'reverse') {
      const lat = Number(query.lat);
      const lon = Number(query.lon);
      const near = STAND_IN_PLACES.find((p) => Math.abs(Number(p.lat) - lat) < 0.05 && Math.abs(Number(p.lon) - lon) < 0.05);
      return send(200, near ?? { error: 'Unable to geocode' });
    }
    send(404, { error: { code: 404, message: 'Unknown endpoint' } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}${PREFIX}`,
    requests,
    fail: (how) => {
      failure = how;
    },
    recover: () => {
      failure = null;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
