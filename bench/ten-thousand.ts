/**
 * The screens with 10,000 contacts and 1,000 invitations (issue 12), in unthrottled Chromium: the
 * offline store's size once every contact is on the device, the contacts screen's DOM nodes and
 * longest task (while the first catch-up stores the copy, too), and the map's. Lighthouse on the
 * same data is bench/pwa.ts.
 *
 * Run: npx tsx bench/ten-thousand.ts (after npm run build)
 */
import type { Page } from 'playwright-core';
import { launchChromium } from '../test-support/browser';
import { startServer } from '../test-support/server';
import { seedOrganization, signIn } from '../test-support/seed';
import { seedContacts, seedInvitations, seededName } from '../e2e/seed-network';

const CONTACTS = 10_000;
const INVITATIONS = 1_000;

const server = await startServer({ LOG_LEVEL: 'silent' });
const { org } = await seedOrganization(server.baseUrl, 'bench-ten-thousand');
// The cookie is the assistant's: seed the same organization through its admin.
seedContacts(server.dataDir, org.adminEmail, CONTACTS);
seedInvitations(server.dataDir, org.adminEmail, INVITATIONS);

/** Longest main-thread task since the page's first load, observed from inside it. */
const LONG_TASKS = () => {
  const w = window as unknown as { __longestTask: number };
  w.__longestTask = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) w.__longestTask = Math.max(w.__longestTask, entry.duration);
  }).observe({ type: 'longtask', buffered: true });
};
const measure = (page: Page) =>
  page.evaluate(() => ({ nodes: document.getElementsByTagName('*').length, longestTaskMs: Math.round((window as unknown as { __longestTask: number }).__longestTask) }));

/** Bytes this origin keeps in IndexedDB, as Chromium counts them. */
const indexedDbBytes = (page: Page) =>
  page.evaluate(async () => {
    const estimate = (await navigator.storage.estimate()) as StorageEstimate & { usageDetails?: { indexedDB?: number } };
    return estimate.usageDetails?.indexedDB ?? estimate.usage ?? 0;
  });
const deviceCount = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('sahayak');
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('contacts')) return resolve(0);
          const count = db.transaction('contacts').objectStore('contacts').count();
          count.onsuccess = () => resolve(count.result);
        };
        open.onerror = () => resolve(0);
      }),
  );

const browser = await launchChromium();
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(LONG_TASKS);
  const page = await context.newPage();
  await signIn(page, server.baseUrl, org.adminEmail, org.adminPassword);
  const before = await indexedDbBytes(page);
  const started = Date.now();
  await page.goto(`${server.baseUrl}/contacts-list`);
  await page.getByText(seededName(CONTACTS - 1), { exact: true }).first().waitFor({ timeout: 60_000 });
  const firstRowsMs = Date.now() - started;
  await page.waitForTimeout(1000);
  const list = await measure(page);
  for (const deadline = Date.now() + 120_000; (await deviceCount(page)) < CONTACTS && Date.now() < deadline; ) await page.waitForTimeout(250);
  const storedMs = Date.now() - started;
  const stored = await deviceCount(page);
  const after = await indexedDbBytes(page);
  const localStorageChars = await page.evaluate(() => (localStorage.getItem('sahayak-query-cache') ?? '').length);
  // The rows themselves, as JSON: what the copy holds whatever the browser's own compression.
  const rowsJsonBytes = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('sahayak');
        open.onsuccess = () => {
          const all = open.result.transaction('contacts').objectStore('contacts').getAll();
          all.onsuccess = () => resolve(new TextEncoder().encode(JSON.stringify(all.result)).length);
        };
      }),
  );
  const whileStoring = await measure(page);
  console.log(`contacts list at 1280 px, ${CONTACTS} contacts: first rows drawn ${firstRowsMs} ms after navigation; settled ${list.nodes} DOM nodes, longest task ${list.longestTaskMs} ms`);
  console.log(`device copy: ${stored} contacts in IndexedDB ${storedMs} ms after navigation; the rows are ${(rowsJsonBytes / 2 ** 20).toFixed(1)} MiB as JSON (${Math.round(rowsJsonBytes / Math.max(stored, 1))} bytes a contact), IndexedDB on disk grew by ${((after - before) / 2 ** 20).toFixed(1)} MiB as Chromium counts it; longest task while storing ${whileStoring.longestTaskMs} ms; query cache in localStorage ${localStorageChars} characters`);

  // The same signed-in browser, a new tab: the map reads the copy the list stored.
  const offline = await context.newPage();
  await offline.goto(`${server.baseUrl}/network-map`);
  await offline.getByTestId('located-count').getByText(String(CONTACTS)).waitFor({ timeout: 60_000 });
  await offline.waitForTimeout(1500);
  const map = await measure(offline);
  const heap = await offline.evaluate(() => (performance as Performance & { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize ?? 0);
  console.log(`network map, ${CONTACTS} located contacts (points from the device copy): ${map.nodes} DOM nodes, longest task ${map.longestTaskMs} ms, JS heap ${(heap / 2 ** 20).toFixed(0)} MiB`);
} finally {
  await browser.close();
  await server.stop();
}
