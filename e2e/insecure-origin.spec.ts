import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test-support/browser';
import { startServer, type RunningServer } from '../test-support/server';
import { seedOrganization, signIn } from '../test-support/seed';
import { serverRows } from './offline-helpers';
import { closeCardRenderer, renderCard } from '../test-support/render-card';
import { cardHtml, INVITATION_CARDS } from '../test-support/invitation-cards';
import { BUSINESS_CARDS, businessCardSpec } from '../test-support/business-cards';
import type { RegisterBody } from '@shared/schemas/auth';

/**
 * The app served over plain http on a name that is not localhost, as on an office network: the
 * page is not a secure context, so crypto.randomUUID, service workers and Web Locks are missing.
 * Every capture must still work online.
 */
const HOST = 'sahayak.test';
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let server: RunningServer;
let browser: Browser;
let org: RegisterBody;
let origin = '';
let contactId = 0;
let invitationCard: Buffer;
let businessCard: Buffer;

beforeAll(async () => {
  server = await startServer();
  let cookie: string;
  ({ org, cookie } = await seedOrganization(server.baseUrl, 'insecure'));
  const created = await fetch(`${server.baseUrl}/api/contacts`, {
    method: 'POST',
    headers: { Cookie: cookie, 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: 'Anita Desai', phone: '+91 98450 11111' }),
  });
  contactId = ((await created.json()) as { id: number }).id;
  invitationCard = await renderCard({ body: cardHtml(INVITATION_CARDS.English) });
  businessCard = await renderCard(businessCardSpec(BUSINESS_CARDS.corporate));
  // The name resolves to the server on loopback, but the browser judges the origin by its name.
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, `--host-resolver-rules=MAP ${HOST} 127.0.0.1`] });
  origin = `http://${HOST}:${new URL(server.baseUrl).port}`;
});
afterAll(async () => {
  await browser?.close();
  await closeCardRenderer();
  await server?.stop();
});

describe('served over plain http on a LAN name', () => {
  it('uploads an invitation, edits a contact and reads an ID card, with no secure-context API', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    await signIn(page, origin, org.adminEmail, org.adminPassword);
    expect(await page.evaluate(() => ({ secure: isSecureContext, randomUUID: typeof crypto.randomUUID, serviceWorker: 'serviceWorker' in navigator }))).toEqual({
      secure: false,
      randomUUID: 'undefined',
      serviceWorker: false,
    });

    // An invitation photo: captured with its client id as Idempotency-Key.
    await page.goto(`${origin}/invitation-assistant`);
    await page.getByTestId('invitation-file').setInputFiles({ name: 'wedding-card.png', mimeType: 'image/png', buffer: invitationCard });
    await page.getByText('Image selected').waitFor();
    await page.getByRole('button', { name: 'Start Processing' }).click();
    await page.getByText('Processing your invitation...').waitFor();
    const [invitation] = serverRows(server.dataDir).invitations;
    expect(invitation?.client_id).toMatch(UUID_V4);

    // A contact edit.
    await page.goto(`${origin}/contact/${contactId}`);
    await page.getByRole('button', { name: 'Edit Contact' }).click();
    await page.getByLabel('Notes').fill('Met at the district office.');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Contact Updated').waitFor();
    await page.getByText('Met at the district office.').waitFor();

    // An ID card, read by the server's own reader.
    await page.goto(`${origin}/add-profile`);
    await page.getByRole('tab', { name: 'Upload ID Card' }).click();
    await page.getByTestId('id-card-input').setInputFiles({ name: 'card.png', mimeType: 'image/png', buffer: businessCard });
    await page.getByText('Card selected').waitFor();
    await page.getByRole('button', { name: 'Extract' }).click();
    await page.getByText('Information Extracted').waitFor({ timeout: 60_000 });
    expect(await page.getByLabel('Name').inputValue()).toBe(BUSINESS_CARDS.corporate.expected.name);
    await page.screenshot({ path: '.scratch/homes/insecure-id-card-390.png', fullPage: true });

    // And the contact read off the card is added.
    await page.getByRole('button', { name: 'Add Contact' }).click();
    await page.getByText('Contact Added Successfully').waitFor();
    const added = serverRows(server.dataDir).contacts.find((c) => c.name === BUSINESS_CARDS.corporate.expected.name);
    expect(added?.client_id).toMatch(UUID_V4);
    expect(errors).toEqual([]);
    await page.close();
  });
});
