import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { join } from 'node:path';
import { launchChromium } from '../test-support/browser';
import { startServer, type RunningServer } from '../test-support/server';
import { closeCardRenderer, renderCard } from '../test-support/render-card';
import { cardHtml, INVITATION_CARDS } from '../test-support/invitation-cards';
import { openDb } from '../api/db/connection';
import { seedOrganization } from '../test-support/seed';
import type { RegisterBody } from '@shared/schemas/auth';
import { goOnline } from './offline-helpers';

let server: RunningServer;
let browser: Browser;
let card: Buffer;

let org: RegisterBody;

/** What reached the server, read from its own database. */
function serverRows() {
  const db = openDb(join(server.dataDir, 'sahayak.sqlite'));
  try {
    return {
      invitations: db.all<{ id: number; status: string; client_id: string | null }>('SELECT id, status, client_id FROM invitations'),
      contacts: db.all<{ name: string; client_id: string | null }>('SELECT name, client_id FROM contacts'),
    };
  } finally {
    db.close();
  }
}

beforeAll(async () => {
  server = await startServer();
  ({ org } = await seedOrganization(server.baseUrl, 'offline'));
  card = await renderCard({ body: cardHtml(INVITATION_CARDS.English) });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await closeCardRenderer();
  await server?.stop();
});

/** Signs in and waits until the service worker controls the page (so the shell is precached). */
async function installedApp(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${server.baseUrl}/login`);
  await page.getByLabel('Email').fill(org.assistantEmail);
  await page.getByLabel('Password').fill(org.assistantPassword);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByText('Welcome to').waitFor();
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await page.getByText('Welcome to').waitFor();
  expect(await page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  // Visit the screens once online, as a user would before going to an event.
  for (const path of ['/history', '/sampark-assistant', '/invitation-assistant', '/add-profile']) {
    await page.goto(`${server.baseUrl}${path}`);
    await page.waitForLoadState('networkidle');
  }
  // The saved cache is written at most once a second: wait until it holds the signed-in user.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const saved = JSON.parse(localStorage.getItem('sahayak-query-cache') ?? '{}') as { clientState?: { queries?: Array<{ queryHash: string; state: { data: unknown } }> } };
        return !!saved.clientState?.queries?.some((q) => q.queryHash === '["current-user"]' && q.state.data);
      }),
    )
    .toBe(true);
  return page;
}

const pendingBadge = (page: Page) => page.getByRole('link', { name: /waiting to sync/ });

describe('offline first', () => {
  it('opens with no network, keeps captures across a reload, and sends each exactly once when the network returns', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await installedApp(context);

    await context.setOffline(true);
    await page.goto(`${server.baseUrl}/`);
    await page.getByText('Welcome to').waitFor();
    await page.getByText('Offline — showing saved data').waitFor();

    // An invitation photo, captured offline.
    await page.goto(`${server.baseUrl}/invitation-assistant`);
    await page.getByTestId('invitation-file').setInputFiles({ name: 'offline-card.png', mimeType: 'image/png', buffer: card });
    await page.getByRole('button', { name: 'Start Processing' }).click();
    await page.getByRole('heading', { name: 'Saved on this device' }).waitFor();

    // A new contact, captured offline.
    await page.goto(`${server.baseUrl}/add-profile`);
    await page.getByLabel('Name').fill('Offline Person');
    await page.getByLabel('Phone').fill('+91 98450 77777');
    await page.getByRole('button', { name: 'Add Contact' }).click();
    await page.getByText('Saved on this device').first().waitFor();

    await expect.poll(() => pendingBadge(page).textContent()).toContain('2');
    await page.reload();
    await page.getByText('Offline — showing saved data').waitFor();
    await expect.poll(() => pendingBadge(page).textContent()).toContain('2');
    await page.goto(`${server.baseUrl}/outbox`);
    await page.getByText('Invitation photo').waitFor();
    await page.getByText('New contact').waitFor();
    expect(serverRows()).toEqual({ invitations: [], contacts: [] });

    // The network returns: both reach the server, once.
    await goOnline(context, page);
    await page.getByText('Everything is synced').waitFor({ timeout: 30_000 });
    const rows = serverRows();
    expect(rows.invitations).toHaveLength(1);
    expect(rows.contacts.map((c) => c.name)).toEqual(['Offline Person']);
    expect(rows.invitations[0]!.client_id).toMatch(/^[0-9a-f-]{36}$/);

    // And the letter is written.
    await expect.poll(() => serverRows().invitations[0]!.status, { timeout: 90_000, interval: 500 }).toBe('completed');
    await context.close();
  });

  it('sends exactly once when the answer is lost or the request aborted mid-way during sync', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await installedApp(context);
    const before = serverRows();

    await context.setOffline(true);
    await page.goto(`${server.baseUrl}/add-profile`);
    await page.getByLabel('Name').fill('Flaky Network');
    await page.getByLabel('Phone').fill('+91 98450 88888');
    await page.getByRole('button', { name: 'Add Contact' }).click();
    await page.getByText('Saved on this device').first().waitFor();

    // The first attempt reaches the server but its answer never comes back; the second is cut off before it.
    let attempts = 0;
    await context.route('**/api/contacts', async (route) => {
      attempts += 1;
      if (attempts === 1) {
        await route.fetch();
        await route.abort('connectionreset');
      } else if (attempts === 2) {
        await route.abort('failed');
      } else {
        await route.continue();
      }
    });
    await context.setOffline(false);
    // Backoff makes later attempts wait; Retry on the outbox page sends at once.
    await page.goto(`${server.baseUrl}/outbox`);
    for (let i = 0; i < 5 && attempts < 3; i++) {
      await page.getByRole('button', { name: 'Retry' }).click().catch(() => undefined);
      await page.waitForTimeout(800);
    }
    await page.getByText('Everything is synced').waitFor({ timeout: 30_000 });
    expect(attempts).toBeGreaterThanOrEqual(3);
    const added = serverRows().contacts.filter((c) => !before.contacts.some((b) => b.client_id === c.client_id));
    expect(added.map((c) => c.name)).toEqual(['Flaky Network']);
    await context.close();
  });
});
