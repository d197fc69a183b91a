// The admin sets the organization's letterhead on User Profile: the English details, then the
// Kannada forms; a wrong email is refused with its message under the field; all of it is there
// after a reload, and the assistant sees none of it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import AxeBuilder from '@axe-core/playwright';
import { launchChromium } from '../test-support/browser';
import { startServer, type RunningServer } from '../test-support/server';
import { seedOrganization, signIn } from '../test-support/seed';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('letterhead and signature on User Profile', () => {
  it('lets the admin set the English details and the Kannada forms, which stay after a reload', async () => {
    const { org } = await seedOrganization(server.baseUrl, 'letterhead');
    // A page of its own context: axe needs one.
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await signIn(page, server.baseUrl, org.adminEmail, org.adminPassword);
    await page.goto(`${server.baseUrl}/user-profile`);
    const card = page.getByRole('region', { name: 'Letterhead and signature' });
    await card.waitFor();
    const english = card.locator('form').first();

    await english.getByLabel('Email', { exact: true }).fill('not-an-email');
    await english.getByRole('button', { name: 'Save letterhead' }).click();
    await english.getByText('Invalid organization email address').waitFor();

    await english.getByLabel("Signer's designation", { exact: true }).fill('Secretary');
    await english.getByLabel('Address', { exact: true }).fill('12 MG Road, Bengaluru 560001');
    await english.getByLabel('Place', { exact: true }).fill('Bengaluru');
    await english.getByLabel('Phone', { exact: true }).fill('+91 80 2345 6789');
    await english.getByLabel('Email', { exact: true }).fill('office@seva.example');
    await english.getByRole('button', { name: 'Save letterhead' }).click();
    await page.getByText('New letters and PDFs carry the new letterhead.').waitFor();
    expect(await english.getByText('Invalid organization email address').count()).toBe(0);

    const kannada = page.getByRole('form', { name: "In the letter's language" });
    await kannada.getByLabel('Letter language', { exact: true }).selectOption('Kannada');
    // Empty fields say which English form they will be written from.
    expect(await kannada.getByLabel('Place', { exact: true }).getAttribute('placeholder')).toBe('From “Bengaluru”');
    expect(await kannada.getByLabel('Place', { exact: true }).getAttribute('lang')).toBe('kn');
    await kannada.getByLabel('Organization name', { exact: true }).fill('ಸೇವಾ ಟ್ರಸ್ಟ್');
    await kannada.getByLabel("Signer's designation", { exact: true }).fill('ಕಾರ್ಯದರ್ಶಿ');
    await kannada.getByRole('button', { name: 'Save Kannada' }).click();
    await page.getByText('Letters in Kannada carry these forms.').waitFor();

    await page.reload();
    await card.waitFor();
    await expect.poll(() => english.getByLabel('Address', { exact: true }).inputValue()).toBe('12 MG Road, Bengaluru 560001');
    expect(await english.getByLabel('Email', { exact: true }).inputValue()).toBe('office@seva.example');
    await kannada.getByLabel('Letter language', { exact: true }).selectOption('Kannada');
    expect(await kannada.getByLabel('Organization name', { exact: true }).inputValue()).toBe('ಸೇವಾ ಟ್ರಸ್ಟ್');
    expect(await kannada.getByLabel("Signer's designation", { exact: true }).inputValue()).toBe('ಕಾರ್ಯದರ್ಶಿ');
    await kannada.getByLabel('Letter language', { exact: true }).selectOption('Tamil');
    expect(await kannada.getByLabel('Organization name', { exact: true }).inputValue()).toBe('');

    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      const { violations } = await new AxeBuilder({ page: page as never }).include('section[aria-labelledby="letterhead-title"]').analyze();
      expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    }
    await context.close();

    const assistantPage = await browser.newPage();
    await signIn(assistantPage, server.baseUrl, org.assistantEmail, org.assistantPassword);
    await assistantPage.goto(`${server.baseUrl}/user-profile`);
    await assistantPage.getByRole('button', { name: 'Edit Profile' }).waitFor();
    expect(await assistantPage.getByRole('region', { name: 'Letterhead and signature' }).count()).toBe(0);
    await assistantPage.close();
  });
});
