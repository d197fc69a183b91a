import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../test-support/browser';
import { startServer, type RunningServer } from '../test-support/server';
import { seedOrganization, signIn } from '../test-support/seed';
import { serverRows } from './offline-helpers';
import type { RegisterBody } from '@shared/schemas/auth';

/** Importing a .vcf in the browser: the cards that were not imported are listed, each with its reason. */
let server: RunningServer;
let browser: Browser;
let org: RegisterBody;

beforeAll(async () => {
  server = await startServer();
  let cookie: string;
  ({ org, cookie } = await seedOrganization(server.baseUrl, 'vcard'));
  await fetch(`${server.baseUrl}/api/contacts`, {
    method: 'POST',
    headers: { Cookie: cookie, Origin: server.baseUrl, 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: 'Anita Desai', phone: '+91 98450 11111', email: 'anita@example.org' }),
  });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const card = (lines: string[]) => ['BEGIN:VCARD', 'VERSION:3.0', ...lines, 'END:VCARD'].join('\r\n');
const VCF = [
  card(['FN:Ravi Shankar', 'TEL;TYPE=CELL:+91 98860 23456']),
  card(['FN:Anita Desai', 'TEL;TYPE=CELL:9845011111', 'EMAIL:anita@example.org']),
  card(['FN:Bad Email', 'TEL;TYPE=CELL:+91 98450 22222', 'EMAIL:not-an-address']),
  card(['FN:Short Number', 'TEL;TYPE=CELL:12']),
].join('\r\n');

describe('vCard import', () => {
  it('imports the good cards and lists every skipped card with its number, name and reason', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await signIn(page, server.baseUrl, org.assistantEmail, org.assistantPassword);
    await page.goto(`${server.baseUrl}/contacts-list`);
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Import .vcf' }).filter({ visible: true }).first().click();
    await (await chooser).setFiles({ name: 'phone-contacts.vcf', mimeType: 'text/vcard', buffer: Buffer.from(VCF) });

    // The toaster's live region is a status too: the innermost one is the toast itself.
    const toast = page.getByRole('status').filter({ hasText: 'Contacts Imported' }).last();
    await toast.getByText('1 contact imported, 3 skipped.').waitFor();
    const reasons = await toast.getByRole('listitem').allTextContents();
    expect(reasons).toHaveLength(3);
    expect(reasons[0]).toMatch(/^Card 2 \(Anita Desai\): Same name and phone or email as a contact you already have$/);
    expect(reasons[1]).toMatch(/^Card 3 \(Bad Email\): email: Please enter a valid email address$/);
    expect(reasons[2]).toMatch(/^Card 4 \(Short Number\): phone: Invalid phone number format$/);
    // It stays until closed: a list of reasons takes longer than two seconds to read.
    await page.waitForTimeout(3000);
    const summary = page.getByText('1 contact imported, 3 skipped.');
    expect(await summary.isVisible()).toBe(true);
    await toast.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => summary.isVisible()).toBe(false);

    expect(serverRows(server.dataDir).contacts.map((c) => c.name).sort()).toEqual(['Anita Desai', 'Ravi Shankar']);
    await context.close();
  });
});
