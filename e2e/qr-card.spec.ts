import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../test-support/browser';
import { startServer, type RunningServer } from '../test-support/server';
import { closeCardRenderer } from '../test-support/render-card';
import { BUSINESS_CARDS } from '../test-support/business-cards';
import { cardWithQrCode, QR_VCARD } from '../test-support/qr-card';
import { seedOrganization, signIn } from '../test-support/seed';
import type { RegisterBody } from '@shared/schemas/auth';

/**
 * A business card with a QR code, read by the real embedded reader through Add Profile on a phone:
 * the code's vCard fills name, phone, email and company (its email differs from the print's, so
 * the code is seen to win), and the print fills what the code leaves out (the position).
 */
let server: RunningServer;
let browser: Browser;
let org: RegisterBody;
let photo: Buffer;

beforeAll(async () => {
  server = await startServer();
  ({ org } = await seedOrganization(server.baseUrl, 'qr'));
  // The code's email differs from the print's (ananya.k@bluepeak.in), so the code is seen to win.
  photo = await cardWithQrCode(BUSINESS_CARDS.corporate, QR_VCARD);
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await closeCardRenderer();
  await server?.stop();
});

describe('a card with a QR code', () => {
  it('fills the form from the code first and from the print where the code is silent, then saves the contact', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await signIn(page, server.baseUrl, org.assistantEmail, org.assistantPassword);
    await page.goto(`${server.baseUrl}/add-profile`);
    await page.getByRole('tab', { name: 'Upload ID Card' }).click();
    await page.getByTestId('id-card-input').setInputFiles({ name: 'qr-card.jpg', mimeType: 'image/jpeg', buffer: photo });
    await page.getByRole('button', { name: 'Extract' }).click();
    await page.getByText('Information Extracted').waitFor({ timeout: 120_000 });

    expect(await page.getByLabel('Name').inputValue()).toBe('Ananya Krishnan');
    expect(await page.getByLabel('Phone').inputValue()).toBe('+919886023456');
    expect(await page.getByLabel('Email').inputValue()).toBe('ananya@bluepeak.example');
    expect(await page.getByLabel('Company').inputValue()).toBe('Bluepeak Technologies');
    expect(await page.getByLabel('Position').inputValue()).toBe(BUSINESS_CARDS.corporate.expected.position);

    await page.getByRole('button', { name: 'Add Contact' }).click();
    await page.getByText('Ananya Krishnan has been added to your network.').waitFor();
    await page.close();
  });
});
