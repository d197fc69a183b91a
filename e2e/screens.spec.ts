import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { join } from 'node:path';
import { openDb } from '../api/db/connection';
import { launchChromium } from '../test-support/browser';
import { startServer, type RunningServer } from '../test-support/server';
import { seedOrganization, signIn } from '../test-support/seed';
import { serverRows } from './offline-helpers';
import type { RegisterBody } from '@shared/schemas/auth';

/** What every screen tells: its title, where Back goes, phones and emails as people read them, formats, errors that stay on their screen. */
let server: RunningServer;
let browser: Browser;
let org: RegisterBody;
let contactId: number;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  server = await startServer();
  let cookie: string;
  ({ org, cookie } = await seedOrganization(server.baseUrl, 'screens'));
  const res = await fetch(`${server.baseUrl}/api/contacts`, {
    method: 'POST',
    headers: { Cookie: cookie, Origin: server.baseUrl, 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: 'Anita Desai', phone: '+9198450 12345', email: 'anita.desai.chief.surgeon@cityhospital.example.org' }),
  });
  contactId = ((await res.json()) as { id: number }).id;
  browser = await launchChromium();
  context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  page = await context.newPage();
  await signIn(page, server.baseUrl, org.assistantEmail, org.assistantPassword);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('screens', () => {
  it('name themselves in the page title', async () => {
    for (const [path, title] of [
      ['/history', 'History · Sahayak'],
      ['/contacts-list', 'Contacts · Sahayak'],
      [`/contact/${contactId}`, 'Contact · Sahayak'],
      ['/no-such-page', 'Page Not Found · Sahayak'],
      ['/', 'Sahayak'],
    ]) {
      await page.goto(`${server.baseUrl}${path}`);
      await expect.poll(() => page.title()).toBe(title);
    }
  });

  it('go Back inside the app, and from a deep link to the screen above instead of leaving the app', async () => {
    await page.goto(`${server.baseUrl}/sampark-assistant`);
    await page.getByText('Anita Desai').filter({ visible: true }).first().click();
    await page.waitForURL(`${server.baseUrl}/contact/${contactId}`);
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL(`${server.baseUrl}/sampark-assistant`);

    // A link opened in a new tab has nothing behind it.
    const tab = await context.newPage();
    await tab.goto(`${server.baseUrl}/contact/${contactId}`);
    await tab.getByRole('button', { name: 'Back' }).click();
    await tab.waitForURL(`${server.baseUrl}/contacts-list`);
    await tab.getByRole('button', { name: 'Back' }).click();
    await tab.waitForURL(`${server.baseUrl}/sampark-assistant`);
    await tab.close();
  });

  it('show phones grouped, emails unbroken inside names, and refuse "12" as a phone', async () => {
    await page.goto(`${server.baseUrl}/contacts-list`);
    await page.getByText('+91 98450 12345').filter({ visible: true }).first().waitFor();
    await page.goto(`${server.baseUrl}/contact/${contactId}`);
    const email = page.getByRole('link', { name: 'anita.desai.chief.surgeon@cityhospital.example.org' });
    // Each rendered line of the address starts at a break the reader expects (after '@', before a dot).
    const lines = await email.evaluate((el) => {
      const range = document.createRange();
      const text = el.textContent ?? '';
      const starts: string[] = [];
      let lastTop = -1;
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (let i = 0; i < (node.textContent ?? '').length; i++) {
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const top = Math.round(range.getBoundingClientRect().top);
          if (top !== lastTop) starts.push((node.textContent ?? '').slice(i));
          lastTop = top;
        }
      }
      return { text, starts };
    });
    expect(lines.starts.length, 'the address wraps at 390 px').toBeGreaterThan(1);
    for (const start of lines.starts.slice(1)) expect(start.startsWith('.') || lines.text.includes(`@${start}`), JSON.stringify(lines)).toBe(true);

    await page.goto(`${server.baseUrl}/add-profile`);
    await page.getByLabel('Name').fill('Too Short');
    await page.getByLabel('Phone').fill('12');
    await page.getByRole('button', { name: 'Add Contact' }).click();
    await page.getByText('Invalid phone number format').first().waitFor();
    await page.waitForTimeout(500);
    expect(serverRows(server.dataDir).contacts.map((c) => c.name)).not.toContain('Too Short');
  });

  it('say which photo formats are read, and offer a typed address as the location', async () => {
    await page.goto(`${server.baseUrl}/invitation-assistant`);
    await page.getByText('Supports: JPEG, PNG, WebP, GIF, BMP, TIFF, AVIF').waitFor();
    await page.goto(`${server.baseUrl}/add-profile`);
    await page.getByLabel('Address').fill('14 Luz Church Road, Mylapore, Chennai, Tamil Nadu 600004');
    await page.getByRole('button', { name: /Use the address as location/ }).click();
    await page.getByTestId('chosen-location').getByText(/Chennai/).waitFor();
  });

  it('keep error toasts below the header and close them when their screen is left', async () => {
    await page.goto(`${server.baseUrl}/add-profile`);
    await page.getByRole('button', { name: 'Add Contact' }).click();
    const toast = page.getByRole('alert').filter({ hasText: 'Validation Error' });
    await toast.waitFor();
    const header = (await page.locator('header').first().boundingBox())!;
    // The toast slides in from above: where it comes to rest is what counts, not a frame of its entrance.
    await expect.poll(async () => (await toast.boundingBox())?.y ?? 0, { timeout: 5_000 }).toBeGreaterThanOrEqual(header.y + 56);
    await page.getByRole('link', { name: 'View Contacts' }).first().click();
    await page.waitForURL(`${server.baseUrl}/sampark-assistant`);
    await expect.poll(() => toast.count()).toBe(0);
  });

  it('put the letter before the send buttons on a phone, and beside them on a desktop', async () => {
    const db = openDb(join(server.dataDir, 'sahayak.sqlite'));
    const user = db.get<{ id: number; org_id: number }>('SELECT id, org_id FROM users WHERE email = ?', org.assistantEmail)!;
    const extracted = { hosts: ['Lakshmi'], eventName: 'Wedding', eventType: 'wedding', date: '', time: '', venue: '', inviterEmail: '', inviterPhone: '', rawText: '' };
    const id = db.run(
      `INSERT INTO invitations (org_id, user_id, file_name, image_path, language, status, extracted_data, generated_letter) VALUES (?, ?, 'order.jpg', 'x.jpg', 'English', 'completed', ?, 'Dear Lakshmi,')`,
      user.org_id, user.id, JSON.stringify(extracted),
    ).lastInsertRowid;
    db.close();
    const tops = async () => {
      await page.goto(`${server.baseUrl}/history/${id}`);
      const letter = (await page.getByTestId('letter-text').boundingBox())!;
      const send = (await page.getByRole('button', { name: 'Send via Email' }).boundingBox())!;
      return { letter, send };
    };
    const phone = await tops();
    expect(phone.letter.y).toBeLessThan(phone.send.y);
    await page.setViewportSize({ width: 1280, height: 800 });
    const desktop = await tops();
    expect(desktop.letter.x).toBeGreaterThan(desktop.send.x + desktop.send.width);
    await page.setViewportSize({ width: 390, height: 844 });
  });
});
