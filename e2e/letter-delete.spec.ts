import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { join } from 'node:path';
import { openDb } from '../api/db/connection';
import { launchChromium } from '../test-support/browser';
import { startServer, type RunningServer } from '../test-support/server';
import { seedOrganization, signIn } from '../test-support/seed';
import { serverRows } from './offline-helpers';
import type { RegisterBody } from '@shared/schemas/auth';

/** Deleting a letter from its details page: Undo keeps it (nothing sent); otherwise it is deleted on the server once. */
let server: RunningServer;
let browser: Browser;
let org: RegisterBody;

beforeAll(async () => {
  server = await startServer();
  ({ org } = await seedOrganization(server.baseUrl, 'letter-delete'));
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A finished letter of the assistant, as the pipeline leaves it. */
function letter(fileName: string): number {
  const db = openDb(join(server.dataDir, 'sahayak.sqlite'));
  try {
    const user = db.get<{ id: number; org_id: number }>('SELECT id, org_id FROM users WHERE email = ?', org.assistantEmail)!;
    const extracted = { hosts: ['Lakshmi'], eventName: `Event of ${fileName}`, eventType: 'wedding', date: '', time: '', venue: '', inviterEmail: '', inviterPhone: '', rawText: '' };
    return db.run(
      `INSERT INTO invitations (org_id, user_id, file_name, image_path, language, status, extracted_data, generated_letter) VALUES (?, ?, ?, 'missing.jpg', 'English', 'completed', ?, 'Dear Lakshmi,')`,
      user.org_id, user.id, fileName, JSON.stringify(extracted),
    ).lastInsertRowid;
  } finally {
    db.close();
  }
}

describe('deleting a letter', () => {
  it('hides it from History at once, restores it with Undo without asking the server, and deletes it once otherwise', async () => {
    const kept = letter('undo-keeps-me.jpg');
    const gone = letter('delete-removes-me.jpg');
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const deletes: string[] = [];
    page.on('request', (r) => void (r.method() === 'DELETE' && deletes.push(new URL(r.url()).pathname)));
    await signIn(page, server.baseUrl, org.assistantEmail, org.assistantPassword);

    await page.goto(`${server.baseUrl}/history/${kept}`);
    await page.getByRole('button', { name: 'Delete letter' }).click();
    await page.getByText('Letter deleted').waitFor();
    expect(new URL(page.url()).pathname).toBe('/history');
    await page.getByText('delete-removes-me.jpg', { exact: true }).waitFor();
    expect(await page.getByText('undo-keeps-me.jpg', { exact: true }).count()).toBe(0);
    await page.getByRole('button', { name: 'Undo' }).click();
    await page.getByText('Letter restored').waitFor();
    await page.getByText('undo-keeps-me.jpg', { exact: true }).waitFor();
    await page.waitForTimeout(7000);
    expect(deletes).toEqual([]);
    expect(serverRows(server.dataDir).invitations.some((i) => i.id === kept)).toBe(true);

    await page.goto(`${server.baseUrl}/history/${gone}`);
    await page.getByRole('button', { name: 'Delete letter' }).click();
    await page.getByText('Letter deleted').waitFor();
    await expect.poll(() => serverRows(server.dataDir).invitations.some((i) => i.id === gone), { timeout: 20_000 }).toBe(false);
    await page.waitForTimeout(1500);
    expect(deletes).toEqual([`/api/invitations/${gone}`]);
    expect(serverRows(server.dataDir).invitations.some((i) => i.id === kept)).toBe(true);
    await page.goto(`${server.baseUrl}/history`);
    await page.getByText('undo-keeps-me.jpg', { exact: true }).waitFor();
    expect(await page.getByText('delete-removes-me.jpg', { exact: true }).count()).toBe(0);
    await context.close();
  });
});
