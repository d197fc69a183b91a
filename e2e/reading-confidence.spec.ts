/**
 * Honest output on the details page (issue 10): fields the reader filled but was unsure of are
 * marked "Check this" in the details and in the edit form, as Add Profile marks a card's; a field
 * the user edits is theirs and loses its mark; a reading with no confidence (the AI reader, old
 * rows) marks nothing. Set SHOTS_DIR to keep screenshots at phone and desktop widths.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import AxeBuilder from '@axe-core/playwright';
import { join } from 'node:path';
import { openDb } from '../api/db/connection';
import { launchChromium } from '../test-support/browser';
import { startServer, type RunningServer } from '../test-support/server';
import { seedOrganization, signIn } from '../test-support/seed';
import type { RegisterBody } from '@shared/schemas/auth';

let server: RunningServer;
let browser: Browser;
let org: RegisterBody;

beforeAll(async () => {
  server = await startServer();
  ({ org } = await seedOrganization(server.baseUrl, 'reading-confidence'));
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const CHECK = 'Check this: the reader was not sure of it';

/** A finished invitation as the embedded reader leaves it, with the confidence it gave each field. */
function readInvitation(fileName: string, confidence?: Record<string, number>): number {
  const db = openDb(join(server.dataDir, 'sahayak.sqlite'));
  try {
    const user = db.get<{ id: number; org_id: number }>('SELECT id, org_id FROM users WHERE email = ?', org.assistantEmail)!;
    const extracted = {
      hosts: ['araiak and OV adhavi'], eventName: 'Wedding', eventType: 'wedding', date: '12 December 2026', time: '7:00 PM',
      venue: 'Palace Grounds, Bengaluru', inviterEmail: '', inviterPhone: '', rawText: '', ...(confidence ? { confidence } : {}),
    };
    return db.run(
      `INSERT INTO invitations (org_id, user_id, file_name, image_path, language, status, extracted_data, generated_letter) VALUES (?, ?, ?, 'missing.jpg', 'English', 'completed', ?, ?)`,
      user.org_id, user.id, fileName, JSON.stringify(extracted), 'Dear Sir/Madam,\n\nWe gladly accept your invitation.\n\nYours sincerely,\nRavi Kumar',
    ).lastInsertRowid;
  } finally {
    db.close();
  }
}

/** The labels of the detail rows that carry the mark. */
async function markedRows(page: Page): Promise<string[]> {
  return page.locator('dl dd').evaluateAll((dds, hint) => dds.filter((dd) => dd.textContent?.includes(hint)).map((dd) => dd.previousElementSibling?.textContent ?? ''), CHECK);
}

async function shot(page: Page, name: string) {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: join(process.env.SHOTS_DIR, name), fullPage: true });
}

describe('fields the reader was unsure of, on the details page', () => {
  it.each([1280, 390])('are marked in the details and the form until edited (%i px)', async (width) => {
    const id = readInvitation(`unsure-${width}.jpg`, { hosts: 0.55, eventName: 0.85, eventType: 0.85, date: 0.95, time: 0.55, venue: 0.95 });
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    await signIn(page, server.baseUrl, org.assistantEmail, org.assistantPassword);
    await page.goto(`${server.baseUrl}/history/${id}`);
    await page.getByRole('heading', { name: 'Event Details' }).waitFor();
    await page.getByText(CHECK).first().waitFor();
    expect(await markedRows(page)).toEqual(['Host', 'Date']);
    await shot(page, `details-check-${width}.png`);

    await page.getByRole('button', { name: 'Edit details & reply' }).click();
    const hosts = page.getByLabel('Hosts (one per line)');
    const time = page.getByLabel('Time');
    // The mark is the field's description, so a screen reader says it too.
    expect(await hosts.getAttribute('aria-describedby')).toBe('details-hosts-check');
    expect(await time.getAttribute('aria-describedby')).toBe('details-time-check');
    expect(await page.getByLabel('Venue').getAttribute('aria-describedby')).toBeNull();
    await shot(page, `details-check-form-${width}.png`);
    const { violations } = await new AxeBuilder({ page: page as never }).include('section[aria-labelledby="event-title"]').withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

    await hosts.fill('Aradhya and Madhavi');
    expect(await hosts.getAttribute('aria-describedby')).toBeNull();
    expect(await page.getByText(CHECK).count()).toBe(1);
    await context.close();
  });

  it('marks nothing when the reader gave no confidence', async () => {
    const id = readInvitation('ai-read.jpg');
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signIn(page, server.baseUrl, org.assistantEmail, org.assistantPassword);
    await page.goto(`${server.baseUrl}/history/${id}`);
    await page.getByText('Palace Grounds, Bengaluru').waitFor();
    expect(await page.getByText(CHECK).count()).toBe(0);
    await context.close();
  });
});
