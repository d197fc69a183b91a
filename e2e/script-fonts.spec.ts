import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDb } from '../api/db/connection';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test-support/browser';
import { startServer, type RunningServer } from '../test-support/server';
import { seedOrganization } from '../test-support/seed';
import { openOnline } from './offline-helpers';
import type { RegisterBody } from '@shared/schemas/auth';

/**
 * Indic text is drawn with the app's own web fonts, on a phone that has no font for the script.
 *
 * The browser runs with a font configuration holding only DejaVu (Latin), as on a phone without
 * Indic system fonts: there, without the web fonts, a Tamil event name is a row of boxes. Each
 * string must be drawn by the shipped Noto face (the renderer's own report of the fonts it used),
 * differ from the box-glyph render of the same text, and only the scripts shown are fetched.
 */
const EVENTS = [
  { language: 'Tamil', lang: 'ta', family: 'Sahayak Noto Sans Tamil', font: /Noto Sans Tamil/, text: 'திருமண வரவேற்பு விழா' },
  { language: 'Kannada', lang: 'kn', family: 'Sahayak Noto Sans Kannada', font: /Noto Sans Kannada/, text: 'ಗೃಹಪ್ರವೇಶ ಸಮಾರಂಭ' },
  { language: 'Malayalam', lang: 'ml', family: 'Sahayak Noto Sans Malayalam', font: /Noto Sans Malayalam/, text: 'വിവാഹ സൽക്കാരം' },
] as const;

let server: RunningServer;
let browser: Browser;
let org: RegisterBody;
let fontDir: string;
const ids: number[] = [];

/** Invitations as the pipeline leaves them, written straight into the server's database. */
function seedInvitations(dataDir: string, email: string) {
  const db = openDb(join(dataDir, 'sahayak.sqlite'));
  try {
    const user = db.get<{ id: number; org_id: number }>('SELECT id, org_id FROM users WHERE email = ?', email)!;
    for (const event of EVENTS) {
      const extracted = { hosts: ['Lakshmi'], eventName: event.text, eventType: 'wedding', date: '12 May 2026', time: '', venue: '', inviterEmail: '', inviterPhone: '', rawText: event.text };
      const { lastInsertRowid } = db.run(
        `INSERT INTO invitations (org_id, user_id, file_name, image_path, language, status, extracted_data, generated_letter)
         VALUES (?, ?, ?, 'missing.jpg', ?, 'completed', ?, ?)`,
        user.org_id, user.id, `${event.language.toLowerCase()}-card.jpg`, event.language, JSON.stringify(extracted), `${event.text}\n\nLakshmi,`,
      );
      ids.push(Number(lastInsertRowid));
    }
  } finally {
    db.close();
  }
}

beforeAll(async () => {
  server = await startServer();
  ({ org } = await seedOrganization(server.baseUrl, 'fonts'));
  seedInvitations(server.dataDir, org.assistantEmail);
  fontDir = mkdtempSync(join(tmpdir(), 'sahayak-fonts-'));
  writeFileSync(
    join(fontDir, 'fonts.conf'),
    `<?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd"><fontconfig><dir>/usr/share/fonts/truetype/dejavu</dir><cachedir>${fontDir}/cache</cachedir></fontconfig>`,
  );
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, env: { ...process.env, FONTCONFIG_FILE: join(fontDir, 'fonts.conf') } });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (fontDir) rmSync(fontDir, { recursive: true, force: true });
});

/** The fonts Chromium really drew a node's text with (DevTools protocol), e.g. [{ familyName, isCustomFont }]. */
async function platformFonts(page: Page, selector: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts;
}

/** Width and pixels of the text as shown, and of the same text in the fallback font (boxes here). */
async function compareWithFallback(page: Page, lang: string, text: string) {
  const shown = page.locator(`[lang="${lang}"]`, { hasText: text }).first();
  await shown.waitFor();
  const widths = await shown.evaluate((el, t) => {
    const measure = (family: string) => {
      const probe = document.createElement('span');
      probe.textContent = t;
      probe.style.cssText = `position:absolute;white-space:nowrap;font-size:${getComputedStyle(el).fontSize};font-family:${family}`;
      document.body.append(probe);
      const width = probe.getBoundingClientRect().width;
      probe.remove();
      return width;
    };
    return { web: measure(getComputedStyle(el).fontFamily), fallback: measure('sans-serif') };
  }, text);
  return { shown, widths };
}

describe('Indic scripts on a phone without Indic fonts', () => {
  it('draws Tamil, Kannada and Malayalam with the shipped web fonts on History and Letter Details, fetching only those scripts', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const fetched: string[] = [];
    context.on('request', (r) => void (r.url().includes('/fonts/') && fetched.push(new URL(r.url()).pathname)));
    // Signed in with the service worker in control, as on an installed phone.
    const page = await openOnline(context, server.baseUrl, org.assistantEmail, org.assistantPassword, []);
    await page.goto(`${server.baseUrl}/history`);
    for (const event of EVENTS) await page.getByText(event.text).first().waitFor();
    await page.evaluate(() => document.fonts.ready);

    for (const event of EVENTS) {
      const { shown, widths } = await compareWithFallback(page, event.lang, event.text);
      // The renderer's report: the text was drawn by the web font, not a system font or boxes.
      await shown.evaluate((el) => el.setAttribute('data-font-probe', ''));
      const fonts = await platformFonts(page, '[data-font-probe]');
      await shown.evaluate((el) => el.removeAttribute('data-font-probe'));
      expect(fonts.some((f) => f.isCustomFont && event.font.test(f.familyName) && f.glyphCount > 0), JSON.stringify(fonts)).toBe(true);
      expect(fonts.some((f) => !f.isCustomFont && f.glyphCount > 0), JSON.stringify(fonts)).toBe(false);
      // The box-glyph render of the same text has other widths (every box is alike).
      expect(Math.abs(widths.web - widths.fallback), JSON.stringify(widths)).toBeGreaterThan(2);
      const loaded = await page.evaluate((family) => [...document.fonts].filter((f) => f.family.replace(/"/g, '') === family).map((f) => f.status), event.family);
      expect(loaded).toContain('loaded');
    }
    // Lazy per script: nothing on the page is Telugu or Devanagari, so their files were never fetched.
    expect(fetched.some((p) => /tamil/.test(p)) && fetched.some((p) => /kannada/.test(p)) && fetched.some((p) => /malayalam/.test(p))).toBe(true);
    expect(fetched.filter((p) => /telugu|devanagari/.test(p))).toEqual([]);

    // Event Details marks the extracted text with the invitation's language too.
    await page.goto(`${server.baseUrl}/history/${ids[0]}`);
    await page.getByRole('heading', { name: 'Event Details' }).waitFor();
    await page.evaluate(() => document.fonts.ready);
    const event = page.locator('dd [lang="ta"]', { hasText: EVENTS[0].text });
    await event.evaluate((el) => el.setAttribute('data-font-probe', ''));
    const fonts = await platformFonts(page, '[data-font-probe]');
    expect(fonts.some((f) => f.isCustomFont && /Noto Sans Tamil/.test(f.familyName)), JSON.stringify(fonts)).toBe(true);
    // The service worker keeps the fonts a page it controls asks for, so the scripts still draw
    // offline (those of the very first page, fetched before it took control, from the next visit).
    await page.goto(`${server.baseUrl}/history`);
    await page.evaluate(() => document.fonts.ready);
    const cachedFonts = () => page.evaluate(async () => (await (await caches.open('fonts')).keys()).map((r) => new URL(r.url).pathname));
    await expect.poll(async () => (await cachedFonts()).filter((p) => /tamil|kannada|malayalam/.test(p)).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(3);
    await context.close();
  });
});
