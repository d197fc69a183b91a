import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../test-support/browser';
import { startServer, type RunningServer } from '../test-support/server';
import { seedOrganization, signIn } from '../test-support/seed';
import { serverRows } from './offline-helpers';
import type { RegisterBody } from '@shared/schemas/auth';

/** Delete with Undo: Undo keeps the contact (nothing was sent); otherwise it is deleted on the server once. */
let server: RunningServer;
let browser: Browser;
let org: RegisterBody;
let cookie: string;

beforeAll(async () => {
  server = await startServer();
  ({ org, cookie } = await seedOrganization(server.baseUrl, 'delete'));
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function contact(name: string): Promise<number> {
  const res = await fetch(`${server.baseUrl}/api/contacts`, {
    method: 'POST',
    headers: { Cookie: cookie, Origin: server.baseUrl, 'Content-Type': 'application/json' },
    body: JSON.stringify({ name, phone: '+91 98450 40001' }),
  });
  return ((await res.json()) as { id: number }).id;
}

describe('deleting a contact', () => {
  it('hides it at once, restores it with Undo without asking the server, and deletes it once otherwise', async () => {
    const kept = await contact('Undo Keeps Me');
    const gone = await contact('Delete Removes Me');
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const deletes: string[] = [];
    page.on('request', (r) => void (r.method() === 'DELETE' && deletes.push(r.url())));
    await signIn(page, server.baseUrl, org.assistantEmail, org.assistantPassword);

    await page.goto(`${server.baseUrl}/contact/${kept}`);
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Contact deleted').waitFor();
    expect(await page.getByTestId('contact-card').filter({ hasText: 'Undo Keeps Me' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Undo' }).click();
    await page.getByText('Contact restored').waitFor();
    await page.getByTestId('contact-card').filter({ hasText: 'Undo Keeps Me' }).waitFor();
    await page.waitForTimeout(7000);
    expect(deletes).toEqual([]);
    expect(serverRows(server.dataDir).contacts.some((c) => c.id === kept)).toBe(true);

    await page.goto(`${server.baseUrl}/contact/${gone}`);
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Contact deleted').waitFor();
    await expect.poll(() => serverRows(server.dataDir).contacts.some((c) => c.id === gone), { timeout: 20_000 }).toBe(false);
    await page.waitForTimeout(1500);
    expect(deletes.filter((u) => u.endsWith(`/api/contacts/${gone}`)).length).toBe(1);
    expect(await page.getByTestId('contact-card').filter({ hasText: 'Delete Removes Me' }).count()).toBe(0);
    expect(serverRows(server.dataDir).contacts.some((c) => c.id === kept)).toBe(true);
    await context.close();
  }, 120_000);
});
