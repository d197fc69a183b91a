import { afterAll, beforeAll, expect, it } from 'vitest';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../test-support/browser';
import { startServer, type RunningServer } from '../test-support/server';
import { allScreens, seedData, seedOrganization, signIn } from '../test-support/seed';
import { closeCardRenderer, renderCard } from '../test-support/render-card';
import { cardHtml, INVITATION_CARDS } from '../test-support/invitation-cards';

let server: RunningServer;
let browser: Browser;
let screens: ReturnType<typeof allScreens>;
let account: { email: string; password: string };

beforeAll(async () => {
  server = await startServer();
  const { org, cookie } = await seedOrganization(server.baseUrl, 'a11y');
  account = { email: org.assistantEmail, password: org.assistantPassword };
  const card = await renderCard({ body: cardHtml(INVITATION_CARDS.English) });
  await closeCardRenderer();
  screens = allScreens(await seedData(server.baseUrl, cookie, card));
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Serious and critical axe findings on the page as it stands. */
async function seriousIssues(page: Page, path: string) {
  await page.goto(`${server.baseUrl}${path}`);
  // Some screens poll, so the network never idles: give them a moment to render their data.
  await page.waitForLoadState('load');
  await page.waitForTimeout(1200);
  const { violations } = await new AxeBuilder({ page: page as never }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${path}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
}

// One test per width: each walks every screen, and alone stays well inside the test timeout on a loaded machine.
for (const width of [390, 1280]) {
  it(`finds no serious or critical accessibility issue on any screen, ${width} px wide`, async () => {
    const found: string[] = [];
    const context = await browser.newContext({ viewport: { width, height: 844 } });
    const page = await context.newPage();
    for (const path of screens.signedOut) found.push(...(await seriousIssues(page, path)));
    await signIn(page, server.baseUrl, account.email, account.password);
    await page.waitForTimeout(2200); // let the sign-in toast close
    for (const path of screens.signedIn) found.push(...(await seriousIssues(page, path)));
    await context.close();
    expect(found).toEqual([]);
  });
}
