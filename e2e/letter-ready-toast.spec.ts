import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { launchChromium } from '../test-support/browser';
import { startServer, type RunningServer } from '../test-support/server';
import { seedOrganization, signIn } from '../test-support/seed';
import type { RegisterBody } from '@shared/schemas/auth';

/**
 * Spec §4: a completed letter toasts 'Letter Generated Successfully!' and navigates fully to
 * /history. The toast must still be there to read once History has loaded, not wiped by the load.
 */
let server: RunningServer;
let browser: Browser;
let org: RegisterBody;

beforeAll(async () => {
  server = await startServer();
  ({ org } = await seedOrganization(server.baseUrl, 'ready-toast'));
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('letter ready', () => {
  it('shows the completion toast on History after the full navigation', async () => {
    // No service worker, so the test can answer the status poll itself (the worker would hide it).
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
    const page = await context.newPage();
    await signIn(page, server.baseUrl, org.assistantEmail, org.assistantPassword);
    // Whatever the reader makes of the photo, the poll says the letter is written: the moment under test.
    await page.route(/\/api\/invitations\/\d+$/, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { status: string };
      await route.fulfill({ response, json: { ...body, status: 'completed' } });
    });
    let loads = 0;
    page.on('load', () => (loads += 1));

    await page.goto(`${server.baseUrl}/invitation-assistant`);
    const photo = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#fff8e7' } }).png().toBuffer();
    await page.getByTestId('invitation-file').setInputFiles({ name: 'card.png', mimeType: 'image/png', buffer: photo });
    const loadsBefore = loads;
    await page.getByRole('button', { name: 'Start Processing' }).click();
    await page.waitForURL(`${server.baseUrl}/history`, { timeout: 10_000 });
    await page.getByRole('heading', { name: 'Invitation History' }).waitFor();
    expect(loads).toBeGreaterThan(loadsBefore); // a full navigation, as the spec says
    await page.getByText('Letter Generated Successfully!').waitFor({ timeout: 3000 });
    await page.getByText('Redirecting to history...').waitFor({ timeout: 3000 });
    await context.close();
  });
});
