import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { join } from 'node:path';
import { launchChromium } from '../test-support/browser';
import { startServer, type RunningServer } from '../test-support/server';
import { closeCardRenderer, renderCard } from '../test-support/render-card';
import { cardHtml, INVITATION_CARDS } from '../test-support/invitation-cards';
import { sampleImage } from '../test-support/images';
import { openDb } from '../api/db/connection';
import { seedOrganization, signIn } from '../test-support/seed';
import { goOnline, openOnline } from './offline-helpers';
import type { RegisterBody } from '@shared/schemas/auth';

/**
 * One browser, two people of different organizations. A's session ends without Log out while A's
 * captures wait on the device; B signs in on the same browser and must see nothing of A: no saved
 * lists, no photos (from any cache), no pending captures. A signs in again and the captures go out
 * once, into A's organization.
 */
let server: RunningServer;
let browser: Browser;
let card: Buffer;
let orgA: RegisterBody;
let orgB: RegisterBody;
let cookieA: string;
let cookieB: string;

beforeAll(async () => {
  server = await startServer();
  ({ org: orgA, cookie: cookieA } = await seedOrganization(server.baseUrl, 'private-a'));
  ({ org: orgB, cookie: cookieB } = await seedOrganization(server.baseUrl, 'private-b'));
  card = await renderCard({ body: cardHtml(INVITATION_CARDS.English) });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await closeCardRenderer();
  await server?.stop();
});

/** Rows of one organization, read from the server's own database. */
function rowsOf(adminEmail: string) {
  const db = openDb(join(server.dataDir, 'sahayak.sqlite'));
  try {
    const org = db.get<{ org_id: number }>('SELECT org_id FROM users WHERE email = ?', adminEmail)!.org_id;
    return {
      invitations: db.all<{ file_name: string }>('SELECT file_name FROM invitations WHERE org_id = ?', org),
      contacts: db.all<{ name: string }>('SELECT name FROM contacts WHERE org_id = ?', org),
    };
  } finally {
    db.close();
  }
}

/** A contact with a profile photo and an invitation photo, uploaded through the API; their image URLs. */
async function seedPhotos(cookie: string, name: string): Promise<string[]> {
  const headers = { Cookie: cookie, Origin: server.baseUrl };
  const contactForm = new FormData();
  contactForm.append('name', name);
  contactForm.append('phone', '+91 98450 61111');
  contactForm.append('profileImage', new Blob([new Uint8Array(await sampleImage('jpeg'))], { type: 'image/jpeg' }), 'face.jpg');
  const contact = (await (await fetch(`${server.baseUrl}/api/contacts/with-image`, { method: 'POST', headers, body: contactForm })).json()) as { profileImagePath: string };
  const invitationForm = new FormData();
  invitationForm.append('language', 'English');
  invitationForm.append('image', new Blob([new Uint8Array(card)], { type: 'image/png' }), 'their-card.png');
  const invitation = (await (await fetch(`${server.baseUrl}/api/invitations`, { method: 'POST', headers, body: invitationForm })).json()) as { id: number };
  const profile = contact.profileImagePath.startsWith('/') ? contact.profileImagePath : `/profile-images/${contact.profileImagePath}`;
  return [profile, `/api/invitations/${invitation.id}/image`];
}

/** Loads URLs from the page, as an <img> would (through the service worker); their statuses. */
const fetchFromPage = (page: Page, urls: string[]) =>
  page.evaluate((list) => Promise.all(list.map((url) => fetch(url).then((r) => r.status))), urls);

/**
 * What the browser's HTTP cache alone would answer: the service worker is bypassed (DevTools
 * protocol) and 'only-if-cached' never goes to the network.
 */
async function fromHttpCache(page: Page, urls: string[]): Promise<Array<number | string>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setBypassServiceWorker', { bypass: true });
  try {
    return await page.evaluate(
      (list) => Promise.all(list.map((url) => fetch(url, { cache: 'only-if-cached', mode: 'same-origin' }).then((r) => r.status, () => 'not cached'))),
      urls,
    );
  } finally {
    await cdp.send('Network.setBypassServiceWorker', { bypass: false });
    await cdp.detach();
  }
}

const cachedPhotos = (page: Page) => page.evaluate(async () => (await (await caches.open('photos')).keys()).map((r) => new URL(r.url).pathname));

/** Everything the app keeps of a user for offline use: the query cache and the device's copy of the contacts (IndexedDB). */
const savedCacheText = (page: Page) =>
  page.evaluate(async () => {
    const contacts = await new Promise<unknown[]>((resolve) => {
      const open = indexedDB.open('sahayak');
      open.onerror = () => resolve([]);
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains('contacts')) return resolve([]);
        const all = db.transaction('contacts').objectStore('contacts').getAll();
        all.onsuccess = () => resolve(all.result);
        all.onerror = () => resolve([]);
      };
    });
    return (localStorage.getItem('sahayak-query-cache') ?? '') + JSON.stringify(contacts);
  });

describe('private data on a shared browser', () => {
  it("shows the next user none of the previous user's data, photos or captures, and sends them once when their owner returns", async () => {
    const photosA = await seedPhotos(cookieA, 'Anil Private');
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await openOnline(context, server.baseUrl, orgA.assistantEmail, orgA.assistantPassword, ['/history', '/sampark-assistant', '/add-profile', '/invitation-assistant']);
    await page.getByText('Welcome').first().waitFor().catch(() => undefined);

    // A's photos, seen once: kept by the service worker for offline use, never by the HTTP cache.
    expect(await fetchFromPage(page, photosA)).toEqual([200, 200]);
    // The service worker stores a photo after answering with it: wait for the write, not for luck.
    await expect.poll(async () => (await cachedPhotos(page)).sort(), { timeout: 10_000 }).toEqual([...photosA].sort());
    const headers = await page.evaluate((url) => fetch(url).then((r) => r.headers.get('cache-control')), photosA[0]!);
    expect(headers).toBe('private, no-store');
    await expect.poll(() => savedCacheText(page), { timeout: 10_000 }).toContain('Anil Private');

    // A captures in the hall with no signal: an invitation and a contact.
    const before = rowsOf(orgA.adminEmail);
    await context.setOffline(true);
    await page.getByTestId('invitation-file').setInputFiles({ name: 'hall-card-a.png', mimeType: 'image/png', buffer: card });
    await page.getByRole('button', { name: 'Start Processing' }).click();
    await page.getByRole('heading', { name: 'Saved on this device' }).waitFor({ timeout: 10_000 });
    await page.evaluate(() => {
      window.history.pushState(null, '', '/add-profile');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.getByLabel('Name').fill('Hall Contact A');
    await page.getByLabel('Phone').fill('+91 98450 70011');
    await page.getByRole('button', { name: 'Add Contact' }).click();
    await page.getByText('Saved on this device').first().waitFor({ timeout: 10_000 });
    await page.getByRole('link', { name: '2 waiting to sync' }).waitFor();

    // A's session ends without Log out (it expired, or A signed out elsewhere); the signal returns.
    await context.clearCookies();
    await goOnline(context, page);
    await page.goto(`${server.baseUrl}/login`);
    await page.getByLabel('Email').waitFor();
    // Signed out: nothing of A is readable in this browser any more (the outbox keeps A's captures).
    await expect.poll(() => cachedPhotos(page)).toEqual([]);
    expect(await savedCacheText(page)).not.toContain('Anil Private');

    // B, of another organization, signs in on the same browser.
    const photosB = await seedPhotos(cookieB, 'Bela Own');
    await page.getByLabel('Email').fill(orgB.assistantEmail);
    await page.getByLabel('Password').fill(orgB.assistantPassword);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Welcome to').waitFor();
    expect(await page.getByRole('link', { name: /waiting to sync/ }).count()).toBe(0);

    await page.goto(`${server.baseUrl}/outbox`);
    await page.getByText('Everything is synced').waitFor();
    expect(await page.getByText('hall-card-a.png').count()).toBe(0);
    expect(await page.getByText('Hall Contact A').count()).toBe(0);

    await page.goto(`${server.baseUrl}/sampark-assistant`);
    await page.getByTestId('contact-card').filter({ hasText: 'Bela Own' }).waitFor();
    expect(await page.getByText('Anil Private').count()).toBe(0);
    expect(await page.getByText('Hall Contact A').count()).toBe(0);
    await page.goto(`${server.baseUrl}/history`);
    await page.getByText('their-card.png').first().waitFor().catch(() => undefined);
    expect(await page.getByText('hall-card-a.png').count()).toBe(0);

    // A's photo URLs, asked by B's page: the server's 404, from no cache at all.
    expect(await fromHttpCache(page, photosA)).toEqual(['not cached', 'not cached']);
    expect(await fetchFromPage(page, photosA)).toEqual([404, 404]);
    expect(await cachedPhotos(page)).not.toEqual(expect.arrayContaining([photosA[0], photosA[1]]));
    await page.waitForTimeout(1500);
    expect(await savedCacheText(page)).not.toContain('Anil Private');
    // Nothing of A was sent with B's session.
    expect(rowsOf(orgB.adminEmail).contacts.map((c) => c.name)).toEqual(['Bela Own']);
    expect(rowsOf(orgA.adminEmail)).toEqual(before);

    // B's own photo is cached; Log out empties the photo cache.
    expect(await fetchFromPage(page, photosB)).toEqual([200, 200]);
    expect((await cachedPhotos(page)).length).toBe(2);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByText('Logged out successfully').waitFor();
    await expect.poll(() => cachedPhotos(page)).toEqual([]);
    expect(await fromHttpCache(page, photosB)).toEqual(['not cached', 'not cached']);

    // A returns: A's captures are sent, into A's organization, exactly once.
    await signIn(page, server.baseUrl, orgA.assistantEmail, orgA.assistantPassword);
    await expect
      .poll(() => {
        const now = rowsOf(orgA.adminEmail);
        return [now.invitations.length - before.invitations.length, now.contacts.filter((c) => c.name === 'Hall Contact A').length];
      }, { timeout: 30_000 })
      .toEqual([1, 1]);
    await page.getByRole('link', { name: /waiting to sync/ }).waitFor({ state: 'detached', timeout: 30_000 });
    await page.waitForTimeout(1500);
    const after = rowsOf(orgA.adminEmail);
    expect(after.invitations.length - before.invitations.length).toBe(1);
    expect(after.contacts.filter((c) => c.name === 'Hall Contact A').length).toBe(1);
    expect(rowsOf(orgB.adminEmail).contacts.map((c) => c.name)).toEqual(['Bela Own']);
    await context.close();
  }, 180_000);
});
