import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { openDb } from '../api/db/connection';
import { launchChromium } from '../test-support/browser';
import { startServer, type RunningServer } from '../test-support/server';
import { seedOrganization, signIn } from '../test-support/seed';
import type { RegisterBody } from '@shared/schemas/auth';

/** The files a user takes away: the event as an .ics from the letter details, the contacts as CSV. */
let server: RunningServer;
let browser: Browser;
let org: RegisterBody;
let cookie: string;
const SHOTS = process.env.EXPORT_SCREENSHOTS;

beforeAll(async () => {
  server = await startServer();
  ({ org, cookie } = await seedOrganization(server.baseUrl, 'export'));
  for (const contact of [
    { name: 'ಶ್ರೀನಿವಾಸ ರಾವ್', phone: '+91 98450 12345', email: 'srinivas@example.org' },
    { name: 'Formula Person', phone: '9845054321', company: '=HYPERLINK("http://evil.example","x")' },
  ]) {
    await fetch(`${server.baseUrl}/api/contacts`, {
      method: 'POST',
      headers: { Cookie: cookie, Origin: server.baseUrl, 'Content-Type': 'application/json' },
      body: JSON.stringify(contact),
    });
  }
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A finished letter of the assistant, as the pipeline leaves it, with the details given. */
function letter(fileName: string, details: { date: string; time: string }): number {
  const db = openDb(join(server.dataDir, 'sahayak.sqlite'));
  try {
    const user = db.get<{ id: number; org_id: number }>('SELECT id, org_id FROM users WHERE email = ?', org.assistantEmail)!;
    const extracted = { hosts: ['ರಮೇಶ್ ರಾವ್', 'Sunita Rao'], eventName: 'ವಿವಾಹ ಮಹೋತ್ಸವ', eventType: 'wedding', venue: 'Kalyana Mantapa, Mysuru', inviterEmail: '', inviterPhone: '', rawText: '', ...details };
    return db.run(
      `INSERT INTO invitations (org_id, user_id, file_name, image_path, language, status, extracted_data, generated_letter) VALUES (?, ?, ?, 'missing.jpg', 'Kannada', 'completed', ?, 'Dear Ramesh,')`,
      user.org_id, user.id, fileName, JSON.stringify(extracted),
    ).lastInsertRowid;
  } finally {
    db.close();
  }
}

async function screenshots(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

describe('Add to calendar', () => {
  it('downloads the event as an .ics built from the details, and is hidden when no date can be read', async () => {
    const dated = letter('dated-card.jpg', { date: '14 February 2027', time: '7:30 PM' });
    const undated = letter('undated-card.jpg', { date: 'next Sunday', time: '' });
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, acceptDownloads: true });
    const page = await context.newPage();
    await signIn(page, server.baseUrl, org.assistantEmail, org.assistantPassword);

    // The History card shows the event's date as read.
    await page.goto(`${server.baseUrl}/history`);
    const card = page.getByRole('link').filter({ has: page.getByText('dated-card.jpg', { exact: true }) });
    await card.getByText('14 February 2027').waitFor();
    await screenshots(page, 'history');

    await page.goto(`${server.baseUrl}/history/${dated}`);
    const button = page.getByRole('button', { name: 'Add to calendar' });
    await button.waitFor();
    await screenshots(page, 'letter-details');
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toBe(`invitation-${dated}.ics`);
    const ics = (await readFile((await download.path())!)).toString('utf8');
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    const lines = ics.replace(/\r\n /g, '').split('\r\n');
    expect(lines).toContain('DTSTART:20270214T193000');
    expect(lines).toContain('SUMMARY:ವಿವಾಹ ಮಹೋತ್ಸವ');
    expect(lines).toContain('LOCATION:Kalyana Mantapa\\, Mysuru');
    expect(lines).toContain('DESCRIPTION:Hosted by ರಮೇಶ್ ರಾವ್\\, Sunita Rao');
    expect(lines).toContain('TRIGGER:-P1D');
    expect(lines).toContain(`UID:invitation-${dated}@sahayak`);

    await page.goto(`${server.baseUrl}/history/${undated}`);
    await page.getByRole('button', { name: 'Edit details & reply' }).waitFor();
    expect(await page.getByRole('button', { name: 'Add to calendar' }).count()).toBe(0);
    await context.close();
  });
});

describe('Export CSV', () => {
  it('downloads every contact as CSV with a BOM, the Indic name intact and the formula cell neutralised', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, acceptDownloads: true });
    const page = await context.newPage();
    await signIn(page, server.baseUrl, org.assistantEmail, org.assistantPassword);
    await page.goto(`${server.baseUrl}/contacts-list`);
    const button = page.getByRole('button', { name: 'Export CSV' }).filter({ visible: true }).first();
    await button.waitFor();
    await page.getByText('ಶ್ರೀನಿವಾಸ ರಾವ್').first().waitFor();
    await screenshots(page, 'contacts');
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toBe('sahayak-contacts.csv');
    const bytes = await readFile((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8').slice(1);
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('"Name","Phone","Email","Company","Position","Profession","Address","Latitude","Longitude","Location","Notes","Event"');
    expect(lines).toContain('"ಶ್ರೀನಿವಾಸ ರಾವ್","\'+91 98450 12345","srinivas@example.org","","","","","","","","",""');
    expect(lines).toContain('"Formula Person","9845054321","","\'=HYPERLINK(""http://evil.example"",""x"")","","","","","","","",""');
    await context.close();
  });
});
