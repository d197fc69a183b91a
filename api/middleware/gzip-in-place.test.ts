import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gunzipSync, inflateSync } from 'node:zlib';
import { request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestApp, signedInOrg, type TestApp } from '../../test-support/test-app';
import { storeContacts } from '../../test-support/stored-contacts';

let t: TestApp;
let server: Server;
let cookie: string;

beforeAll(async () => {
  t = createTestApp();
  const org = await signedInOrg(t);
  const login = await t.request.post('/api/auth/login').send({ email: org.body.adminEmail, password: org.body.adminPassword }).expect(200);
  cookie = (login.headers['set-cookie'] as unknown as string[]).map((c) => c.split(';')[0]).join('; ');
  server = t.listen();
  await new Promise((resolve) => server.once('listening', resolve));
  await storeContacts(t, org.admin, Array.from({ length: 60 }, (_, i) => ({ name: `Contact ${i}`, phone: `91 98450 ${10000 + i}`, company: 'Sharada Vidya Samsthe' })));
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The bytes as they travelled, not inflated by the client. */
  bytes: Buffer;
}

function ask(path: string, headers: Record<string, string>, method = 'GET'): Promise<Answer> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method, headers: { Cookie: cookie, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}
const get = (path: string, encoding: string, more: Record<string, string> = {}) => ask(path, { 'Accept-Encoding': encoding, ...more });

describe('a JSON answer compressed in place', () => {
  it('is a page of the list gzipped whole, with its length, the same JSON as uncompressed', async () => {
    const plain = await get('/api/contacts?limit=50', 'identity');
    const zipped = await get('/api/contacts?limit=50', 'gzip, deflate, br');
    expect([plain.status, zipped.status]).toEqual([200, 200]);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers['content-length']).toBe(String(zipped.bytes.length));
    expect(zipped.headers.vary).toMatch(/Accept-Encoding/i);
    expect(zipped.headers.etag).toBe(plain.headers.etag);
    expect(zipped.headers['cache-control']).toBe('private, no-cache');
    expect(gunzipSync(zipped.bytes).equals(plain.bytes)).toBe(true);
    expect(zipped.bytes.length).toBeLessThan(plain.bytes.length / 3);
  });

  it('is compressed once: a page asked again unchanged gets the same bytes (answer-cache.ts)', async () => {
    const [first, again] = [await get('/api/contacts?limit=40', 'gzip'), await get('/api/contacts?limit=40', 'gzip')];
    expect(again.headers['content-encoding']).toBe('gzip');
    expect(again.bytes.equals(first.bytes)).toBe(true);
    const plain = await get('/api/contacts?limit=40', 'identity');
    expect(gunzipSync(again.bytes).equals(plain.bytes)).toBe(true);
  });

  it('leaves small answers, HEAD, 304s and clients without gzip as before', async () => {
    const health = await get('/api/health', 'gzip');
    expect(health.status).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(health.bytes.toString())).toEqual({ ok: true });

    const head = await ask('/api/contacts?limit=50', { 'Accept-Encoding': 'gzip' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBeUndefined();

    const tag = (await get('/api/contacts?limit=50', 'gzip')).headers.etag as string;
    const unchanged = await get('/api/contacts?limit=50', 'gzip', { 'If-None-Match': tag });
    expect(unchanged.status).toBe(304);
    expect(unchanged.headers['content-encoding']).toBeUndefined();
    expect(unchanged.bytes.length).toBe(0);

    // Deflate alone is koa-compress's, as it was.
    const deflated = await get('/api/contacts?limit=50', 'deflate');
    expect(deflated.headers['content-encoding']).toBe('deflate');
    expect(JSON.parse(inflateSync(deflated.bytes).toString()).items).toHaveLength(50);

    const refused = await get('/api/contacts?limit=50', 'gzip;q=0, identity');
    expect(refused.status).toBe(200);
    expect(refused.headers['content-encoding']).toBeUndefined();
  });
});
