import { expect } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { join } from 'node:path';
import { openDb } from '../api/db/connection';

/** What reached the server, read from its own database. */
export function serverRows(dataDir: string) {
  const db = openDb(join(dataDir, 'sahayak.sqlite'));
  try {
    return {
      invitations: db.all<{ id: number; client_id: string | null }>('SELECT id, client_id FROM invitations'),
      contacts: db.all<{ id: number; name: string; client_id: string | null }>('SELECT id, name, client_id FROM contacts'),
    };
  } finally {
    db.close();
  }
}

/**
 * Signs in on a fresh context and checks that the service worker controls this very first page
 * (clientsClaim), with no reload; then visits `paths` online, as a user would before an event,
 * and waits until the saved cache holds them.
 */
export async function openOnline(context: BrowserContext, baseUrl: string, email: string, password: string, paths: string[]): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${baseUrl}/login`);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByText('Welcome to').waitFor();
  for (const path of paths) {
    await page.goto(`${baseUrl}${path}`);
    await page.waitForLoadState('networkidle');
    // The saved cache is written at most once a second: leave before that and the page's data is not kept.
    await page.waitForTimeout(1200);
  }
  // The contacts screens keep their rows in IndexedDB (the device's copy), the others in the saved query cache.
  const contactScreens = paths.filter((path) => /^\/(sampark-assistant|contacts-list|network-map)/.test(path));
  if (contactScreens.length > 0) await expect.poll(() => deviceContactsSynced(page)).toBe(true);
  await expect
    .poll(() =>
      page.evaluate(() => {
        const saved = JSON.parse(localStorage.getItem('sahayak-query-cache') ?? '{}') as { clientState?: { queries?: Array<{ queryHash: string }> } };
        return saved.clientState?.queries?.length ?? 0;
      }),
    )
    .toBeGreaterThan(paths.length > 0 && contactScreens.length === 0 ? 1 : 0);
  return page;
}

/** Whether the device's copy of the contacts (IndexedDB) has caught up with the server once. */
export function deviceContactsSynced(page: Page): Promise<boolean> {
  return page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('sahayak');
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('listSyncs')) return resolve(false);
          const get = db.transaction('listSyncs').objectStore('listSyncs').get('contacts');
          get.onsuccess = () => resolve(!!(get.result as { complete?: boolean } | undefined)?.complete);
          get.onerror = () => resolve(false);
        };
      }),
  );
}

/**
 * The network returns. This Chromium keeps `navigator.onLine` true after a navigation made
 * offline, so it fires no `online` event when the emulated network comes back; a phone does.
 * Fire it as the browser would.
 */
export async function goOnline(context: BrowserContext, page: Page): Promise<void> {
  await context.setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
}
