import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../test-support/browser';
import { startServer, type RunningServer } from '../test-support/server';
import { closeCardRenderer, renderCard } from '../test-support/render-card';
import { BUSINESS_CARDS, businessCardSpec } from '../test-support/business-cards';
import { seedOrganization, signIn } from '../test-support/seed';
import { serverRows } from './offline-helpers';
import type { RegisterBody } from '@shared/schemas/auth';

/**
 * Cards collected at an event, scanned as a batch: three photos chosen at once, tagged with the
 * event, are read in the background; the one whose phone is already a contact says so and is
 * discarded, the other two are saved as they were read, with the event; the list and the map then
 * show that event's contacts alone.
 */
const WEDDING = 'Mysuru wedding, Feb 2027';
let server: RunningServer;
let browser: Browser;
let org: RegisterBody;
let photos: Array<{ name: string; mimeType: string; buffer: Buffer }>;

beforeAll(async () => {
  server = await startServer();
  let cookie: string;
  ({ org, cookie } = await seedOrganization(server.baseUrl, 'batch'));
  // Already a contact: the corporate card's owner, under another spelling of the same number.
  await fetch(`${server.baseUrl}/api/contacts`, {
    method: 'POST',
    headers: { Cookie: cookie, 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: 'Ananya K.', phone: '+91 98860 23456' }),
  });
  // Two contacts on the map: one met at the wedding before, one not.
  for (const contact of [
    { name: 'Lakshmi Guest', phone: '+91 98450 70001', eventTag: WEDDING, latitude: '12.3052', longitude: '76.6552', locationName: 'Mysuru' },
    { name: 'Prakash Other', phone: '+91 98450 70002', latitude: '12.9716', longitude: '77.5946', locationName: 'Bengaluru' },
  ])
    await fetch(`${server.baseUrl}/api/contacts`, { method: 'POST', headers: { Cookie: cookie, 'Content-Type': 'application/json' }, body: JSON.stringify(contact) });
  photos = [
    { name: 'ananya.png', mimeType: 'image/png', buffer: await renderCard(businessCardSpec(BUSINESS_CARDS.corporate)) },
    { name: 'manjunath.png', mimeType: 'image/png', buffer: await renderCard(businessCardSpec(BUSINESS_CARDS.kannada)) },
    { name: 'ramesh.png', mimeType: 'image/png', buffer: await renderCard(businessCardSpec(BUSINESS_CARDS.doctor)) },
  ];
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await closeCardRenderer();
  await server?.stop();
});

describe('scanning several cards', () => {
  it('reads a batch of three tagged with their event in the background, flags the duplicate, saves the others with the event, and filters the list and the map by it', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await signIn(page, server.baseUrl, org.assistantEmail, org.assistantPassword);
    await page.goto(`${server.baseUrl}/add-profile`);
    await page.getByRole('tab', { name: 'Upload ID Card' }).click();
    await page.getByRole('link', { name: /Scan several at once/ }).click();
    await page.waitForURL(/\/scan-cards$/);

    // The event typed once, offered from the contacts already tagged with it.
    await page.getByLabel('Event', { exact: true }).fill('Mysuru wed');
    expect(await page.locator('#batch-known-events option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value))).toEqual([WEDDING]);
    await page.getByLabel('Event', { exact: true }).fill(WEDDING);
    await page.getByTestId('card-batch-input').setInputFiles(photos);
    const list = page.getByRole('list', { name: 'Cards to review' });
    await list.getByRole('listitem').nth(2).waitFor();
    await page.getByText('3 of 3 cards read').waitFor({ timeout: 150_000 });

    const ananya = list.getByRole('listitem', { name: 'ananya.png' });
    await ananya.getByText('Already in your contacts: Ananya K.').waitFor();
    expect(await ananya.getByRole('button', { name: 'Save anyway' }).count()).toBe(1);
    const manjunath = list.getByRole('listitem', { name: 'manjunath.png' });
    await manjunath.getByText(BUSINESS_CARDS.kannada.expected.name).waitFor();
    expect(await manjunath.getByText(/Already in your contacts/).count()).toBe(0);

    await manjunath.getByRole('button', { name: 'Save contact' }).click();
    await manjunath.waitFor({ state: 'detached' });
    const ramesh = list.getByRole('listitem', { name: 'ramesh.png' });
    await ramesh.getByRole('button', { name: 'Save contact' }).click();
    await ramesh.waitFor({ state: 'detached' });
    await ananya.getByRole('button', { name: 'Discard' }).click();
    await page.getByText('No cards yet: each one you add shows here as it is read.').waitFor();

    const names = serverRows(server.dataDir).contacts.map((c) => c.name).sort();
    expect(names).toEqual(['Ananya K.', 'Lakshmi Guest', 'Prakash Other', BUSINESS_CARDS.doctor.expected.name, BUSINESS_CARDS.kannada.expected.name].sort());

    // The list: everyone, then the wedding's three (the two cards and the guest met there before).
    await page.goto(`${server.baseUrl}/contacts-list`);
    await page.getByText('Prakash Other').first().waitFor();
    const filter = page.getByRole('combobox', { name: 'Show contacts met at' });
    // The rows and the list of events come from two requests: the rows may be drawn first.
    await expect.poll(() => filter.locator('option').allTextContents(), { timeout: 15_000 }).toEqual(['All events', `${WEDDING} (3)`]);
    await filter.selectOption(WEDDING);
    await page.getByText('3 contacts match').waitFor();
    const shown = await page.getByTestId('contact-name').allTextContents();
    expect(shown.sort()).toEqual(['Lakshmi Guest', BUSINESS_CARDS.doctor.expected.name, BUSINESS_CARDS.kannada.expected.name].sort());

    // The map: both located contacts, then the wedding's one.
    await page.goto(`${server.baseUrl}/network-map`);
    const located = page.getByTestId('located-count');
    await expect.poll(() => located.textContent(), { timeout: 30_000 }).toBe('2');
    await page.getByRole('combobox', { name: 'Show contacts met at' }).selectOption(WEDDING);
    await expect.poll(() => located.textContent()).toBe('1');
    await page.getByRole('list', { name: 'Contacts on the map' }).getByText('Lakshmi Guest').waitFor();
    await page.close();
  });
});
