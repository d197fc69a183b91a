import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registration, type TestApp } from '../../test-support/test-app';

let t: TestApp;
beforeAll(() => {
  t = createTestApp({ TILE_URL: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png' });
});
afterAll(() => t.close());

describe('hardening', () => {
  it("sends the app's Content-Security-Policy and the other document headers on every page", async () => {
    const res = await t.request.get('/contacts');
    const csp = res.headers['content-security-policy'];
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain('img-src \'self\' data: blob: https://*.tiles.example.org');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('sends the policy that forbids everything, and no sniffing, on every API answer', async () => {
    for (const res of [await t.request.get('/api/health').expect(200), await t.request.get('/api/contacts').expect(401)]) {
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('limits registrations from one address with 429 and a message', async () => {
    let status = 0;
    let body: { message?: string } = {};
    for (let i = 0; i < 31; i++) {
      const res = await t.request.post('/api/register').send(registration());
      status = res.status;
      body = res.body;
      if (status === 429) break;
    }
    expect(status).toBe(429);
    expect(body.message).toMatch(/Too many registrations/);
  });

  // Behind a proxy, the entries left of the ones our proxies appended were written by the client:
  // a new forged one per request once passed 33 of 33 registrations over the limit of 30.
  it.each([
    ['one proxy', '1', (forged: string) => `${forged}, 203.0.113.7`],
    ['two proxies', '2', (forged: string) => `${forged}, 203.0.113.7, 10.0.0.2`],
  ])('reads the client address from the right-most trusted hop (%s), so forged X-Forwarded-For entries share its limit', async (_label, hops, header) => {
    const proxied = createTestApp({ TRUST_PROXY: 'true', TRUST_PROXY_HOPS: hops });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 31; i++) {
        const res = await proxied.request.post('/api/register').set('X-Forwarded-For', header(`198.51.100.${i}`)).send(registration());
        statuses.push(res.status);
      }
      expect(statuses.slice(0, 30).every((s) => s === 201)).toBe(true);
      expect(statuses[30]).toBe(429);
      // Another client behind the same proxies is still let in.
      await proxied.request.post('/api/register').set('X-Forwarded-For', header('198.51.100.1').replace('203.0.113.7', '203.0.113.8')).send(registration()).expect(201);
    } finally {
      await proxied.close();
    }
  });
});
