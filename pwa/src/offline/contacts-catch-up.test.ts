import 'fake-indexeddb/auto';
import type { AddressInfo, Server } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, registration, type TestApp } from '../../../test-support/test-app';
import { contactsRepo } from '../../../api/features/contacts/contacts.repo';
import { MAX_CHANGES_PAGE } from '@shared/schemas/contact-changes';
import { catchUpContacts, type CatchUpEvent } from './contacts-catch-up';
import { deviceContactCount, forgetDeviceContacts } from './contacts-store';

/*
 * The catch-up the worker runs, against the real Koa app over HTTP: the page's relative URLs go
 * to the test server with the signed-in admin's cookie, as a browser's would.
 */

const CONTACTS = 2 * MAX_CHANGES_PAGE + 500;
let t: TestApp;
let server: Server;
let userId: number;
/** fetch as the page's: relative URLs to the test server, with the admin's cookie. */
let toServer: (url: string, init?: RequestInit) => Promise<Response>;

beforeAll(async () => {
  t = createTestApp();
  server = t.listen();
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const body = registration();
  await t.request.post('/api/register').send(body).expect(201);
  const login = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: base }, body: JSON.stringify({ email: body.adminEmail, password: body.adminPassword }) });
  const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const realFetch = globalThis.fetch;
  toServer = (url, init = {}) => realFetch(`${base}${url}`, { ...init, headers: { ...init.headers, Cookie: cookie } });
  vi.stubGlobal('fetch', toServer);
  const user = (await (await fetch('/api/auth/user')).json()) as { id: number; organizationId: number };
  userId = user.id;
  const repo = contactsRepo(t.db);
  t.db.tx(() => {
    for (let i = 0; i < CONTACTS; i++) repo.insert(user.organizationId, user.id, null, { name: `Contact ${i}`, phone: `91 98450 ${10000 + i}`, email: null, company: null, position: null, profession: null, address: null, latitude: null, longitude: null, locationName: null, notes: null, eventTag: null }, null);
  });
});
afterAll(async () => {
  vi.unstubAllGlobals();
  server.close();
  await t.close();
});
beforeEach(() => forgetDeviceContacts());

describe('the contacts catch-up', () => {
  it('stores every row page by page, and has screens re-read the copy only when a page changed it', async () => {
    const events: CatchUpEvent[] = [];
    expect(await catchUpContacts(userId, (e) => events.push(e))).toBe('synced');
    expect(await deviceContactCount()).toBe(CONTACTS);
    expect(events.filter((e) => e.type === 'stored')).toEqual([
      { type: 'stored', changed: true, last: false },
      { type: 'stored', changed: true, last: false },
      { type: 'stored', changed: true, last: true },
    ]);

    // The next visit: nothing changed on the server, so nothing for a screen to read again.
    events.length = 0;
    expect(await catchUpContacts(userId, (e) => events.push(e))).toBe('synced');
    expect(events.filter((e) => e.type === 'stored')).toEqual([{ type: 'stored', changed: false, last: true }]);
  });

  it('says the server is out of reach, and keeps the copy as it was, when no answer comes', async () => {
    await catchUpContacts(userId, () => undefined);
    const events: CatchUpEvent[] = [];
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    try {
      expect(await catchUpContacts(userId, (e) => events.push(e))).toBe('unreachable');
    } finally {
      vi.stubGlobal('fetch', toServer);
    }
    expect(events).toEqual([{ type: 'network', answered: false }]);
    expect(await deviceContactCount()).toBe(CONTACTS);
  });
});
