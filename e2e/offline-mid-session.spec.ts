import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '../test-support/browser';
import { startServer, type RunningServer } from '../test-support/server';
import { closeCardRenderer, renderCard } from '../test-support/render-card';
import { cardHtml, INVITATION_CARDS } from '../test-support/invitation-cards';
import { seedOrganization } from '../test-support/seed';
import { goOnline, openOnline, serverRows } from './offline-helpers';
import type { RegisterBody } from '@shared/schemas/auth';

/**
 * The signal drops mid-session: the app was opened online, then the network goes with no reload.
 * Every capture kind must reach the outbox at once, show in its list as waiting to sync, survive
 * a reload made offline, and reach the server exactly once when the network returns.
 */
let server: RunningServer;
let browser: Browser;
let card: Buffer;
let org: RegisterBody;
let cookie: string;

beforeAll(async () => {
  server = await startServer();
  ({ org, cookie } = await seedOrganization(server.baseUrl, 'midsession'));
  card = await renderCard({ body: cardHtml(INVITATION_CARDS.English) });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await closeCardRenderer();
  await server?.stop();
});

const rows = () => serverRows(server.dataDir);

async function session(paths: string[]): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await openOnline(context, server.baseUrl, org.assistantEmail, org.assistantPassword, paths);
  return { context, page };
}

/** Reloads with no network: the saved app and the outbox must still show the capture. */
async function reloadOffline(page: Page) {
  await page.reload();
  await page.getByRole('link', { name: /waiting to sync/ }).waitFor();
}

describe('a capture made after the signal drops mid-session', () => {
  it('keeps an invitation photo, lists it in History as waiting to sync, and uploads it once', async () => {
    const { context, page } = await session(['/history', '/invitation-assistant']);
    const before = rows().invitations.length;

    await context.setOffline(true);
    await page.getByTestId('invitation-file').setInputFiles({ name: 'hall-card.png', mimeType: 'image/png', buffer: card });
    await page.getByRole('button', { name: 'Start Processing' }).click();
    await page.getByRole('heading', { name: 'Saved on this device' }).waitFor({ timeout: 10_000 });

    // In History at once (a client-side navigation: still no reload), beside the saved invitations.
    await page.getByRole('link', { name: 'History' }).first().click();
    const pending = page.getByTestId('pending-invitation');
    await pending.getByText('Waiting to sync').waitFor();
    await pending.getByText('hall-card.png').waitFor();
    expect(await page.getByText('No invitations yet').count()).toBe(0);

    await reloadOffline(page);
    await page.getByTestId('pending-invitation').getByText('hall-card.png').waitFor();
    expect(rows().invitations.length).toBe(before);

    await goOnline(context, page);
    await expect.poll(() => rows().invitations.length, { timeout: 30_000 }).toBe(before + 1);
    await page.getByTestId('pending-invitation').waitFor({ state: 'detached', timeout: 30_000 });
    await page.getByText('1 invitation', { exact: true }).waitFor();
    await page.waitForTimeout(1500);
    expect(rows().invitations.length).toBe(before + 1);
    await context.close();
  });

  it('keeps a new contact, lists it on the network home as waiting to sync, and creates it once', async () => {
    const { context, page } = await session(['/sampark-assistant', '/add-profile']);
    const before = rows().contacts.length;

    await context.setOffline(true);
    await page.getByLabel('Name').fill('Hall Contact');
    await page.getByLabel('Phone').fill('+91 98450 70001');
    await page.getByRole('button', { name: 'Add Contact' }).click();
    await page.getByText('Saved on this device').first().waitFor({ timeout: 10_000 });
    // The form sends the user to the network home, where the contact is listed and marked.
    const row = page.getByTestId('contact-card').filter({ hasText: 'Hall Contact' });
    await row.getByText('Waiting to sync').waitFor();

    await reloadOffline(page);
    await page.getByTestId('contact-card').filter({ hasText: 'Hall Contact' }).getByText('Waiting to sync').waitFor();
    expect(rows().contacts.length).toBe(before);

    await goOnline(context, page);
    await expect.poll(() => rows().contacts.filter((c) => c.name === 'Hall Contact').length, { timeout: 30_000 }).toBe(1);
    await page.getByTestId('contact-card').filter({ hasText: 'Hall Contact' }).getByText('Waiting to sync').waitFor({ state: 'detached', timeout: 30_000 });
    await page.waitForTimeout(1500);
    expect(rows().contacts.length).toBe(before + 1);
    await context.close();
  });

  it('keeps a contact edit, shows it on the contact and in the list as waiting to sync, and applies it once', async () => {
    const created = await fetch(`${server.baseUrl}/api/contacts`, {
      method: 'POST',
      headers: { Cookie: cookie, 'Content-Type': 'application/json', Origin: server.baseUrl },
      body: JSON.stringify({ name: 'Edit Me', phone: '+91 98450 70002' }),
    });
    const { id } = (await created.json()) as { id: number };
    const { context, page } = await session(['/sampark-assistant', `/contact/${id}`]);
    const before = rows().contacts.length;

    await context.setOffline(true);
    await page.getByRole('button', { name: 'Edit Contact' }).click();
    await page.getByLabel('Name').fill('Edited In The Hall');
    await page.getByRole('button', { name: 'Save' }).first().click();
    await page.getByText('Saved on this device').first().waitFor({ timeout: 10_000 });
    await page.getByRole('heading', { name: 'Edited In The Hall' }).waitFor();
    await page.getByTestId('pending-edit-note').getByText('Waiting to sync').waitFor();

    await page.getByRole('link', { name: 'Back to Contacts' }).click();
    await page.getByTestId('contact-card').filter({ hasText: 'Edited In The Hall' }).getByText('Waiting to sync').waitFor();

    await reloadOffline(page);
    await page.getByTestId('contact-card').filter({ hasText: 'Edited In The Hall' }).getByText('Waiting to sync').waitFor();
    expect(rows().contacts.find((c) => c.id === id)!.name).toBe('Edit Me');

    await goOnline(context, page);
    await expect.poll(() => rows().contacts.find((c) => c.id === id)!.name, { timeout: 30_000 }).toBe('Edited In The Hall');
    await page.getByTestId('contact-card').filter({ hasText: 'Edited In The Hall' }).getByText('Waiting to sync').waitFor({ state: 'detached', timeout: 30_000 });
    expect(rows().contacts.length).toBe(before);
    await context.close();
  });

  it('keeps an ID card photo, lists it as waiting to be read, reads it once, and the reviewed contact is created once', async () => {
    const { context, page } = await session(['/sampark-assistant', '/add-profile']);
    const before = rows().contacts.length;
    await context.setOffline(true);
    await page.getByRole('tab', { name: 'Upload ID Card' }).click();
    await page.getByTestId('id-card-input').setInputFiles({ name: 'visiting-card.png', mimeType: 'image/png', buffer: card });
    await page.getByRole('button', { name: 'Extract' }).click();
    await page.getByText('Saved on this device').first().waitFor({ timeout: 10_000 });
    await page.getByRole('link', { name: 'View Contacts' }).click();
    const pendingCard = page.getByTestId('pending-card').filter({ hasText: 'visiting-card.png' });
    await pendingCard.getByText('Waiting to sync').waitFor();

    await reloadOffline(page);
    await page.getByTestId('pending-card').filter({ hasText: 'visiting-card.png' }).getByTestId('sync-badge').waitFor();

    // Reads that reached the server (an attempt while offline never does).
    let extractCalls = 0;
    await context.route('**/api/contacts/extract', async (route) => {
      try {
        const response = await route.fetch();
        extractCalls += 1;
        await route.fulfill({ response });
      } catch {
        await route.abort('internetdisconnected');
      }
    });

    await goOnline(context, page);
    await page.getByRole('link', { name: 'Read: review it' }).click({ timeout: 60_000 });
    await page.getByText('Details read from the ID card').waitFor();
    await page.getByLabel('Name').fill('Card Person');
    await page.getByLabel('Phone').fill('+91 98450 70003');
    await page.getByRole('button', { name: 'Add Contact' }).click();
    await page.getByRole('button', { name: 'Save anyway' }).click({ timeout: 3_000 }).catch(() => undefined);
    await expect.poll(() => rows().contacts.filter((c) => c.name === 'Card Person').length, { timeout: 30_000 }).toBe(1);
    await page.getByTestId('pending-card').waitFor({ state: 'detached' });
    expect(extractCalls).toBe(1);
    expect(rows().contacts.length).toBe(before + 1);
    await context.close();
  });
});

describe('reading with no signal', () => {
  it('says "not available offline yet" for screens never opened, instead of loading for ever or a false empty state', async () => {
    const form = new FormData();
    form.append('language', 'English');
    form.append('image', new Blob([new Uint8Array(card)], { type: 'image/png' }), 'on-the-server.png');
    await fetch(`${server.baseUrl}/api/invitations`, { method: 'POST', headers: { Cookie: cookie, Origin: server.baseUrl }, body: form });
    const { context, page } = await session([]);

    await context.setOffline(true);
    await page.locator('a[href="/sampark-assistant"]').first().click();
    await page.getByText('Not available offline yet').waitFor({ timeout: 5_000 });
    expect(await page.getByText('No contacts yet').count()).toBe(0);
    await page.getByRole('link', { name: 'View Map' }).first().click();
    await page.getByText('Not available offline yet').waitFor({ timeout: 5_000 });
    expect(await page.getByText('Loading map...').count()).toBe(0);
    await page.evaluate(() => {
      window.history.pushState(null, '', '/history');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.getByText('Not available offline yet').waitFor({ timeout: 5_000 });
    expect(await page.getByText('No invitations yet').count()).toBe(0);
    await context.close();
  });

  it('shows the saved History after an offline reload, with the time of the copy and no error beside it', async () => {
    const { context, page } = await session(['/history']);
    const cards = await page.locator('a[href^="/history/"]').count();
    expect(cards).toBeGreaterThan(0);
    await context.setOffline(true);
    await page.reload();
    await page.getByText('You are offline: showing the copy saved at').waitFor();
    expect(await page.locator('a[href^="/history/"]').count()).toBe(cards);
    expect(await page.getByText('Error Loading History').count()).toBe(0);
    await context.close();
  });
});
