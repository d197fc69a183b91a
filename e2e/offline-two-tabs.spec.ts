import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../test-support/browser';
import { startServer, type RunningServer } from '../test-support/server';
import { seedOrganization } from '../test-support/seed';
import { openOnline, serverRows } from './offline-helpers';
import type { RegisterBody } from '@shared/schemas/auth';

/**
 * One user with the app open in two tabs (a phone keeps old tabs alive): both tabs share one
 * outbox, and when the network returns both try to drain it at once. Every capture must reach
 * the server exactly once, whichever tab sends it.
 */
let server: RunningServer;
let browser: Browser;
let org: RegisterBody;

beforeAll(async () => {
  server = await startServer();
  ({ org } = await seedOrganization(server.baseUrl, 'twotabs'));
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function addContactOffline(page: Page, name: string, phone: string) {
  await page.goto(`${server.baseUrl}/add-profile`);
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Phone').fill(phone);
  await page.getByRole('button', { name: 'Add Contact' }).click();
  await page.getByText('Saved on this device').first().waitFor();
}

describe('two tabs of one user', () => {
  it('drain the shared outbox at once and every capture reaches the server exactly once', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const first = await openOnline(context, server.baseUrl, org.assistantEmail, org.assistantPassword, ['/sampark-assistant', '/add-profile']);
    const second = await context.newPage();
    await second.goto(`${server.baseUrl}/sampark-assistant`);
    await second.waitForLoadState('networkidle');

    await context.setOffline(true);
    const names = ['Tab One A', 'Tab One B', 'Tab One C', 'Tab Two A', 'Tab Two B'];
    await addContactOffline(first, names[0]!, '+91 98450 70001');
    await addContactOffline(first, names[1]!, '+91 98450 70002');
    await addContactOffline(first, names[2]!, '+91 98450 70003');
    await addContactOffline(second, names[3]!, '+91 98450 70004');
    await addContactOffline(second, names[4]!, '+91 98450 70005');
    for (const page of [first, second]) {
      await expect.poll(() => page.getByRole('link', { name: /waiting to sync/ }).textContent()).toContain('5');
    }
    expect(serverRows(server.dataDir).contacts).toEqual([]);

    // Slow answers widen the window in which both tabs are sending; count what each key sends.
    const sentKeys: string[] = [];
    await context.route('**/api/contacts', async (route) => {
      if (route.request().method() === 'POST') sentKeys.push(route.request().headers()['idempotency-key'] ?? '');
      await new Promise((r) => setTimeout(r, 400));
      await route.continue();
    });
    await context.setOffline(false);
    // Both tabs hear the network return at the same moment, as they would on a phone.
    await Promise.all([first, second].map((page) => page.evaluate(() => window.dispatchEvent(new Event('online')))));

    for (const page of [first, second]) {
      await page.goto(`${server.baseUrl}/outbox`);
      await page.getByText('Everything is synced').waitFor({ timeout: 30_000 });
    }
    const contacts = serverRows(server.dataDir).contacts;
    expect(contacts.map((c) => c.name).sort()).toEqual([...names].sort());
    expect(new Set(contacts.map((c) => c.client_id)).size).toBe(names.length);
    // Each capture was sent under its own key; a key sent twice (by both tabs) made no second contact.
    expect(new Set(sentKeys).size).toBe(names.length);
    await context.close();
  });
});
