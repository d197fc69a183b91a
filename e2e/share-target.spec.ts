import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../test-support/browser';
import { startServer, type RunningServer } from '../test-support/server';
import { closeCardRenderer, renderCard } from '../test-support/render-card';
import { cardHtml, INVITATION_CARDS } from '../test-support/invitation-cards';
import { BUSINESS_CARDS, businessCardSpec } from '../test-support/business-cards';
import { seedOrganization } from '../test-support/seed';
import { openOnline, serverRows } from './offline-helpers';
import type { RegisterBody } from '@shared/schemas/auth';

/**
 * Photos shared to the installed app from the phone's share sheet (WhatsApp, the gallery): the
 * manifest's share_target POSTs them to /share-target, the service worker keeps them, with no
 * signal too, and /share turns them into a contact read off a card and a letter per invitation.
 */
let server: RunningServer;
let browser: Browser;
let org: RegisterBody;
let invitations: Buffer[];
let card: Buffer;

beforeAll(async () => {
  server = await startServer();
  ({ org } = await seedOrganization(server.baseUrl, 'share'));
  invitations = [await renderCard({ body: cardHtml(INVITATION_CARDS.English) }), await renderCard({ body: cardHtml(INVITATION_CARDS.Kannada) })];
  card = await renderCard(businessCardSpec(BUSINESS_CARDS.corporate));
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await closeCardRenderer();
  await server?.stop();
});

/** What the share sheet does: a multipart POST navigation to the manifest's action, the images under its files param. */
async function shareToApp(page: Page, files: Array<{ name: string; mimeType: string; buffer: Buffer }>) {
  const manifest = (await page.evaluate(() => fetch('/manifest.webmanifest').then((r) => r.json()))) as {
    share_target: { action: string; method: string; enctype: string; params: { files: Array<{ name: string; accept: string[] }> } };
  };
  const target = manifest.share_target;
  expect(target).toMatchObject({ action: '/share-target', method: 'POST', enctype: 'multipart/form-data' });
  expect(target.params.files[0]!.accept).toContain('image/*');
  await page.evaluate(({ action, field }) => {
    const form = document.createElement('form');
    form.method = 'post';
    form.action = action;
    form.enctype = 'multipart/form-data';
    form.innerHTML = `<input type="file" multiple name="${field}" data-testid="shared-files">`;
    document.body.append(form);
  }, { action: target.action, field: target.params.files[0]!.name });
  await page.getByTestId('shared-files').setInputFiles(files);
  await Promise.all([page.waitForURL(/\/share\?received=/), page.evaluate(() => document.querySelector<HTMLFormElement>('form[action="/share-target"]')!.submit())]);
}

describe('sharing photos to the app', () => {
  it('keeps photos shared with no signal, reads the card into Add Profile and writes a letter for each invitation', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await openOnline(context, server.baseUrl, org.assistantEmail, org.assistantPassword, []);
    // The letter language chosen last on this device (as New Letter remembers it).
    await page.evaluate(() => localStorage.setItem('sahayak-last-letter-language', 'Kannada'));

    await context.setOffline(true);
    await shareToApp(page, [
      { name: 'visiting-card.png', mimeType: 'image/png', buffer: card },
      { name: 'wedding.png', mimeType: 'image/png', buffer: invitations[0]! },
      { name: 'griha-pravesha.png', mimeType: 'image/png', buffer: invitations[1]! },
    ]);
    await page.getByText('3 photos shared to Sahayak. What are they?').waitFor();
    expect(await page.getByRole('list', { name: 'Shared photos' }).getByRole('img').count()).toBe(3);
    // Kept across a reload: the photos are on the device, not in the page.
    await page.reload();
    await page.getByText('3 photos shared to Sahayak. What are they?').waitFor();

    await context.setOffline(false);
    await page.getByRole('link', { name: 'Read as a card' }).click();
    await page.waitForURL(/\/add-profile\?shared=/);
    expect(await page.getByRole('tab', { name: 'Upload ID Card' }).getAttribute('aria-selected')).toBe('true');
    await page.getByText('Card selected').waitFor();
    expect(await page.getByText('visiting-card.png').count()).toBe(1);
    await page.getByRole('button', { name: 'Extract' }).click();
    await page.getByText('Information Extracted').waitFor({ timeout: 60_000 });
    expect(await page.getByLabel('Name').inputValue()).toBe(BUSINESS_CARDS.corporate.expected.name);

    await page.goto(`${server.baseUrl}/share`);
    await page.getByText('2 photos shared to Sahayak. What are they?').waitFor();
    expect(await page.getByLabel('Letter language').inputValue()).toBe('Kannada');
    await page.getByRole('button', { name: 'Write 2 letters' }).click();
    await page.waitForURL(/\/history$/);
    const uploaded = serverRows(server.dataDir).invitations;
    expect(uploaded).toHaveLength(2);
    expect(new Set(uploaded.map((row) => row.client_id)).size).toBe(2);

    // Handled photos are gone from the device.
    await page.goto(`${server.baseUrl}/share`);
    await page.getByText('Nothing is waiting here.').waitFor();
    await context.close();
  });

  it('says so when the share reached the server without the service worker', async () => {
    const res = await fetch(`${server.baseUrl}/share-target`, { method: 'POST', body: new FormData(), redirect: 'manual' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/share?received=0');
  });
});
