import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../test-support/browser';
import { startServer, type RunningServer } from '../test-support/server';
import { seedOrganization, signIn } from '../test-support/seed';
import { seedContacts, seedInvitations, seededName, seededPhone } from './seed-network';
import type { RegisterBody } from '@shared/schemas/auth';

/*
 * Issue 12: the contacts list and History stay light at 10,000 contacts and 1,000 letters.
 * Rendering every row put 510,000 nodes in the contacts page; a virtualised list keeps only
 * the rows on screen, so the node count is the assertion that tells the two apart.
 */

const CONTACTS = 10_000;
const INVITATIONS = 1_000;
const MAX_NODES = 3_000;

let server: RunningServer;
let browser: Browser;
let org: RegisterBody;

beforeAll(async () => {
  server = await startServer();
  ({ org } = await seedOrganization(server.baseUrl, 'ten-thousand'));
  seedContacts(server.dataDir, org.adminEmail, CONTACTS);
  seedInvitations(server.dataDir, org.adminEmail, INVITATIONS);
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A signed-in page that records the longest main-thread task from its first load on. */
async function openPage(width: number): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height: width < 768 ? 844 : 900 } });
  await page.addInitScript(() => {
    const w = window as unknown as { __longestTask: number };
    w.__longestTask = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__longestTask = Math.max(w.__longestTask, entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
  await signIn(page, server.baseUrl, org.adminEmail, org.adminPassword);
  return page;
}

const nodes = (page: Page) => page.evaluate(() => document.getElementsByTagName('*').length);
const longestTask = (page: Page) => page.evaluate(() => Math.round((window as unknown as { __longestTask: number }).__longestTask));

/** Scrolls the window down until `text` is on the page; the list adds rows as it goes. */
async function scrollUntil(page: Page, text: string): Promise<void> {
  for (let i = 0; i < 120; i++) {
    if ((await page.getByText(text, { exact: true }).count()) > 0) return;
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(150);
  }
  throw new Error(`never reached ${text}`);
}

describe('10,000 contacts and 1,000 letters', () => {
  for (const [layout, width, testId] of [['desktop table', 1280, 'contact-row'], ['phone cards', 390, 'contact-card']] as const) {
    it(`the contacts list (${layout}) shows the first rows with few nodes, scrolls twenty pages down and searches`, async () => {
      const page = await openPage(width);
      await page.goto(`${server.baseUrl}/contacts-list`);
      // Newest first: the last one seeded opens the list, the first one seeded ends it.
      await page.getByText(seededName(CONTACTS - 1), { exact: true }).first().waitFor({ timeout: 60_000 });
      await page.waitForTimeout(1000);
      const settled = { nodes: await nodes(page), longestTaskMs: await longestTask(page) };
      console.log(`contacts list at ${width}px with ${CONTACTS} contacts:`, settled);
      expect(settled.nodes).toBeLessThan(MAX_NODES);
      expect(await page.getByTestId(testId).count()).toBeGreaterThan(3);

      // Infinite scroll over the server's pages of 50: twenty pages down (the whole list offline:
      // ten-thousand-offline.spec.ts).
      await scrollUntil(page, seededName(CONTACTS - 1000));
      expect(await nodes(page)).toBeLessThan(MAX_NODES);

      const search = page.getByRole('searchbox', { name: 'Search contacts' });
      await search.fill(seededName(4321));
      await page.getByTestId('search-summary').getByText('1 contact matches').waitFor();
      expect(await page.getByTestId(testId).count()).toBe(1);
      await page.getByTestId(testId).getByText(seededName(4321), { exact: true }).first().waitFor();

      await search.fill(seededPhone(1234).slice(4));
      await page.getByTestId(testId).getByText(seededName(1234), { exact: true }).first().waitFor();
      expect(await page.getByTestId(testId).count()).toBe(1);
      await page.close();
    });
  }

  for (const width of [1280, 390]) {
    it(`History at ${width}px draws only the cards on screen and scrolls to the oldest`, async () => {
      const page = await openPage(width);
      await page.goto(`${server.baseUrl}/history`);
      await page.getByText(`${INVITATIONS} invitations`).waitFor({ timeout: 60_000 });
      await page.getByText(`wedding-card-${INVITATIONS - 1}.jpg`, { exact: true }).first().waitFor();
      expect(await nodes(page)).toBeLessThan(MAX_NODES);
      await scrollUntil(page, 'wedding-card-0.jpg');
      expect(await nodes(page)).toBeLessThan(MAX_NODES);
      await page.close();
    });
  }
});
