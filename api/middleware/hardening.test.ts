import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registration, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(() => {
  t = createTestApp({ TILE_URL: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png' });
});
afterAll(() => t.close());

describe('hardening', () => {
  it('sends a Content-Security-Policy and the other security headers on every answer', async () => {
    const res = await t.request.get('/api/health').expect(200);
    const csp = res.headers['content-security-policy'];
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain('img-src \'self\' data: blob: https://*.tiles.example.org');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
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
});
