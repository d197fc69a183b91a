/**
 * The reply choices on the letter's details page (issue 11): the user answers regret or sends a
 * representative, names the honoree and the signer's gender, saves, and the rewritten letter says
 * so; the choices are there, pre-filled, the next time the form opens. Set SHOTS_DIR to keep
 * screenshots of the form at phone and desktop widths.
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
import type { Language } from '@shared/limits';

let server: RunningServer;
let browser: Browser;
let org: RegisterBody;

beforeAll(async () => {
  server = await startServer();
  ({ org } = await seedOrganization(server.baseUrl, 'reply-choices'));
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A finished invitation of the assistant, as the pipeline leaves it, with an accepting letter; no OCR needed. */
function letter(fileName: string, language: Language, hosts: string[], text: string): number {
  const db = openDb(join(server.dataDir, 'sahayak.sqlite'));
  try {
    const user = db.get<{ id: number; org_id: number }>('SELECT id, org_id FROM users WHERE email = ?', org.assistantEmail)!;
    const extracted = { hosts, eventName: '', eventType: 'other', date: '12 December 2026', time: '7:00 PM', venue: 'Palace Grounds, Bengaluru', inviterEmail: '', inviterPhone: '', rawText: '' };
    return db.run(
      `INSERT INTO invitations (org_id, user_id, file_name, image_path, language, status, extracted_data, generated_letter) VALUES (?, ?, ?, 'missing.jpg', ?, 'completed', ?, ?)`,
      user.org_id, user.id, fileName, language, JSON.stringify(extracted), text,
    ).lastInsertRowid;
  } finally {
    db.close();
  }
}

/** The regenerate bodies the page sent, so a choice not sent fails the test even if the letter happened to fit. */
function regenerateBodies(page: Page): Record<string, unknown>[] {
  const bodies: Record<string, unknown>[] = [];
  page.on('request', (r) => void (r.method() === 'POST' && r.url().endsWith('/regenerate') && bodies.push(r.postDataJSON() as Record<string, unknown>)));
  return bodies;
}

/** Serious and critical axe findings in the open form (labels, contrast, radio groups). */
async function formIssues(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page: page as never }).include('section[aria-labelledby="event-title"]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

async function shot(page: Page, name: string) {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: join(process.env.SHOTS_DIR, name), fullPage: true });
}

describe('reply choices on the details page', () => {
  it('writes a regret with a woman\'s closing and the couple named, and shows the choices next time', async () => {
    const id = letter('wedding-regret.jpg', 'English', ['Ramesh Sharma'], 'Dear Ramesh Sharma,\n\nWe gladly accept your invitation.\n\nYours sincerely,\nRavi Kumar');
    // A context of its own: axe reads the page through it.
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const sent = regenerateBodies(page);
    await signIn(page, server.baseUrl, org.assistantEmail, org.assistantPassword);
    await page.goto(`${server.baseUrl}/history/${id}`);
    await page.getByRole('heading', { name: 'Event Details' }).waitFor();
    await page.getByRole('button', { name: 'Edit details & reply' }).click();

    // Attending is what the letters assume; the guest count belongs to it alone.
    expect(await page.getByLabel('Attending').isChecked()).toBe(true);
    await page.getByLabel('Number of guests').waitFor();
    expect(await page.getByLabel('Neutral').isChecked()).toBe(true);

    await page.getByLabel('Event type').selectOption({ label: 'Wedding' });
    await page.getByLabel('Honoree names (one per line)').fill('Priya\nArjun');
    await page.getByLabel('Regret').check();
    expect(await page.getByLabel('Number of guests').count()).toBe(0);
    await page.getByLabel('Relationship to the host').selectOption({ label: 'Family friend' });
    await page.getByLabel('Female').check();
    await shot(page, 'reply-choices-1280.png');
    expect(await formIssues(page)).toEqual([]);

    await page.getByRole('button', { name: 'Rewrite letters' }).click();
    await page.getByText('Letters updated').waitFor({ timeout: 60_000 });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ eventType: 'wedding', honoree: { names: ['Priya', 'Arjun'] }, reply: { rsvp: 'regret', relationship: 'family-friend', senderGender: 'female' } });

    const text = page.getByTestId('letter-text');
    await expect.poll(() => text.innerText()).toMatch(/regret/i);
    expect(await text.innerText()).not.toMatch(/gladly accept/i);
    await page.getByRole('tab', { name: 'Finetuned' }).click();
    await expect.poll(() => text.innerText()).toContain('Priya and Arjun');
    // The summary says what the letters now answer.
    await page.getByText('Regret · Family friend · female closing').waitFor();

    // After a reload the form opens with the choices made.
    await page.reload();
    await page.getByRole('button', { name: 'Edit details & reply' }).click();
    expect(await page.getByLabel('Regret').isChecked()).toBe(true);
    expect(await page.getByLabel('Female').isChecked()).toBe(true);
    expect(await page.getByLabel('Event type').inputValue()).toBe('wedding');
    expect(await page.getByLabel('Relationship to the host').inputValue()).toBe('family-friend');
    expect(await page.getByLabel('Honoree names (one per line)').inputValue()).toBe('Priya\nArjun');
    await context.close();
  });

  it('on a phone, sends a representative with a Hindi letter closed भवदीया', async () => {
    const id = letter('griha-pravesh.jpg', 'Hindi', ['श्री रमेश कुमार'], 'आदरणीय श्री रमेश कुमार जी,\n\nहम आपका निमंत्रण सहर्ष स्वीकार करते हैं।\n\nसादर,\nरवि कुमार');
    // A context of its own: axe reads the page through it.
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const sent = regenerateBodies(page);
    await signIn(page, server.baseUrl, org.assistantEmail, org.assistantPassword);
    await page.goto(`${server.baseUrl}/history/${id}`);
    await page.getByRole('button', { name: 'Edit details & reply' }).click();
    await page.getByLabel('Event type').selectOption({ label: 'Housewarming' });
    await page.getByLabel('Sending a representative').check();
    await page.getByLabel("Representative's name").fill('अनिल राव');
    await page.getByLabel('Female').check();
    await shot(page, 'reply-choices-390.png');
    expect(await formIssues(page)).toEqual([]);

    await page.getByRole('button', { name: 'Rewrite letters' }).click();
    await page.getByText('Letters updated').waitFor({ timeout: 60_000 });
    expect(sent[0]).toMatchObject({ eventType: 'housewarming', reply: { rsvp: 'representative', representative: 'अनिल राव', senderGender: 'female' } });
    const text = page.getByTestId('letter-text');
    await expect.poll(() => text.innerText()).toContain('भवदीया');
    expect(await text.innerText()).toContain('अनिल राव');
    expect(await text.innerText()).not.toContain('सहर्ष स्वीकार');
    await page.getByText('Sending a representative: अनिल राव · female closing').waitFor();
    await shot(page, 'reply-summary-390.png');
    await context.close();
  });

  it('offline, keeps the choice waiting and rewrites the letters once the connection is back', async () => {
    const id = letter('offline-regret.jpg', 'English', ['Sunita Rao'], 'Dear Sunita Rao,\n\nWe gladly accept your invitation.\n\nYours sincerely,\nRavi Kumar');
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const sent = regenerateBodies(page);
    await signIn(page, server.baseUrl, org.assistantEmail, org.assistantPassword);
    await page.goto(`${server.baseUrl}/history/${id}`);
    await page.getByRole('button', { name: 'Edit details & reply' }).click();
    await page.getByLabel('Regret').check();
    await page.getByLabel('Male', { exact: true }).check();

    await context.setOffline(true);
    await page.getByRole('button', { name: 'Rewrite letters' }).click();
    await page.getByText('You are offline: the letters will be rewritten when the connection is back.').waitFor();
    expect(sent).toHaveLength(0);

    await context.setOffline(false);
    await page.getByText('Letters updated').waitFor({ timeout: 60_000 });
    expect(sent[0]).toMatchObject({ reply: { rsvp: 'regret', senderGender: 'male' } });
    await expect.poll(() => page.getByTestId('letter-text').innerText()).toMatch(/regret/i);
    await context.close();
  });
});
