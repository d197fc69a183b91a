import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../test-support/browser';
import { startServer, type RunningServer } from '../test-support/server';
import { seedOrganization, signIn } from '../test-support/seed';
import { goOnline, serverRows } from './offline-helpers';
import type { RegisterBody } from '@shared/schemas/auth';

let server: RunningServer;
let browser: Browser;
let org: RegisterBody;

beforeAll(async () => {
  server = await startServer();
  ({ org } = await seedOrganization(server.baseUrl, 'refused'));
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The outbox's new-contact items, read from the page's own IndexedDB. */
const outboxContacts = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<Array<{ clientId: string; state: string; lastError: string | null; phone: string }>>((resolve, reject) => {
        const open = indexedDB.open('sahayak');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction('outbox').objectStore('outbox').getAll();
          all.onsuccess = () => {
            const items = all.result as Array<{ clientId: string; kind: string; state: string; lastError: string | null; payload: { fields: { phone: string } } }>;
            resolve(items.filter((i) => i.kind === 'contact-create').map((i) => ({ clientId: i.clientId, state: i.state, lastError: i.lastError, phone: i.payload.fields.phone })));
            open.result.close();
          };
        };
      }),
  );

/**
 * Rewrites the phone of the stored capture. A device that captured offline with an older build of
 * the app (whose rules were looser than the server's current contract) holds exactly such an item:
 * today's form would not let it through, so the test puts it there the way that build would have.
 */
const storePhone = (page: Page, clientId: string, phone: string) =>
  page.evaluate(
    ({ clientId, phone }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('sahayak');
        open.onsuccess = () => {
          const tx = open.result.transaction('outbox', 'readwrite');
          const store = tx.objectStore('outbox');
          const get = store.get(clientId);
          get.onsuccess = () => {
            const item = get.result as { payload: { fields: { phone: string } } };
            item.payload.fields.phone = phone;
            store.put(item);
          };
          tx.oncomplete = () => (open.result.close(), resolve());
          tx.onerror = () => reject(tx.error);
        };
      }),
    { clientId, phone },
  );

describe('a contact captured offline and refused by the server', () => {
  it("shows the server's message under the field it belongs to, and the corrected contact takes the capture's place", async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await signIn(page, server.baseUrl, org.adminEmail, org.adminPassword);
    await page.goto(`${server.baseUrl}/add-profile`);
    await page.getByLabel('Name').waitFor();

    await context.setOffline(true);
    await page.getByLabel('Name').fill('Meera Iyer');
    await page.getByLabel('Phone').fill('+91 98450 77777');
    await page.getByRole('button', { name: 'Add Contact' }).click();
    await page.getByText('Saved on this device').waitFor();
    const [captured] = await outboxContacts(page);
    expect(captured).toMatchObject({ state: 'waiting', phone: '+91 98450 77777' });
    await storePhone(page, captured!.clientId, '12');

    // Back online, the outbox sends it and the server refuses the phone.
    await goOnline(context, page);
    await expect.poll(async () => (await outboxContacts(page))[0]?.state, { timeout: 20_000 }).toBe('failed');
    expect((await outboxContacts(page))[0]!.lastError).toBe('Invalid phone number format');
    expect(serverRows(server.dataDir).contacts).toEqual([]);

    await page.goto(`${server.baseUrl}/outbox`);
    await page.getByText('Needs attention').waitFor();
    await page.getByRole('link', { name: 'Fix' }).click();
    await page.waitForURL(`${server.baseUrl}/add-profile?fix=${captured!.clientId}`);

    // The form holds what was typed, with the server's own message under the phone.
    const phone = page.getByLabel('Phone');
    await expect.poll(() => phone.inputValue()).toBe('12');
    expect(await page.getByLabel('Name').inputValue()).toBe('Meera Iyer');
    expect(await phone.getAttribute('aria-invalid')).toBe('true');
    const describedBy = await phone.getAttribute('aria-describedby');
    expect(await page.locator(`#${describedBy}`).textContent()).toBe('Invalid phone number format');
    await page.getByRole('alert').filter({ hasText: 'the server did not accept it' }).waitFor();
    await page.screenshot({ path: '.scratch/homes/refused-contact-390.png', fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: '.scratch/homes/refused-contact-1280.png', fullPage: true });

    await phone.fill('+91 98450 77777');
    await page.getByRole('button', { name: 'Add Contact' }).click();
    await page.getByText('Contact Added Successfully').waitFor();
    // One contact, under the capture's own client id; nothing left waiting.
    expect(serverRows(server.dataDir).contacts).toEqual([{ id: expect.any(Number), name: 'Meera Iyer', client_id: captured!.clientId }]);
    await expect.poll(() => outboxContacts(page)).toEqual([]);
    await context.close();
  });
});
