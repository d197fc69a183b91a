import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { launchChromium } from '../test-support/browser';
import { startServer, type RunningServer } from '../test-support/server';
import { closeCardRenderer, renderCard } from '../test-support/render-card';
import { cardHtml, INVITATION_CARDS } from '../test-support/invitation-cards';
import { seedOrganization } from '../test-support/seed';
import type { RegisterBody } from '@shared/schemas/auth';

let server: RunningServer;
let browser: Browser;
let card: Buffer;

let org: RegisterBody;

beforeAll(async () => {
  server = await startServer();
  ({ org } = await seedOrganization(server.baseUrl, 'invitations'));
  // A clean render of the English wedding card (the embedded OCR reads it on the server).
  card = await renderCard({ body: cardHtml(INVITATION_CARDS.English) });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await closeCardRenderer();
  await server?.stop();
});

async function signIn(page: Page, email: string, password: string) {
  await page.goto(`${server.baseUrl}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByText('Welcome to').waitFor();
}

describe('invitation assistant in the browser', () => {
  it('uploads a card, shows the letter addressed to the host, and keeps an edit across a reload', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signIn(page, org.adminEmail, org.adminPassword);

    await page.goto(`${server.baseUrl}/invitation-assistant`);
    await page.getByRole('heading', { name: 'Amanthran Assistant' }).waitFor();
    await page.getByText('Drop your invitation image here').waitFor();

    // No file yet: the spec's message.
    await page.getByRole('button', { name: 'Start Processing' }).click();
    await page.getByText('Please select an image to upload.').waitFor();

    await page.getByTestId('invitation-file').setInputFiles({ name: 'wedding-card.png', mimeType: 'image/png', buffer: card });
    await page.getByText('Image selected').waitFor();
    await page.getByRole('button', { name: 'Start Processing' }).click();
    await page.getByText('Processing your invitation...').waitFor();

    // Completed → full navigation to /history; or, if slower, the 15 s redirect.
    await page.waitForURL(`${server.baseUrl}/history`, { timeout: 30_000 });
    await page.getByRole('heading', { name: 'Invitation History' }).waitFor();
    await page.getByText('1 invitation', { exact: true }).waitFor();
    await page.getByRole('link', { name: /wedding-card\.png/ }).click();
    await page.waitForURL(/\/history\/\d+$/);
    const detailsUrl = page.url();
    await page.getByRole('heading', { name: 'Letter Details' }).waitFor();

    // The details page polls every second until the letter is written.
    const letter = page.getByTestId('letter-text');
    await letter.waitFor({ timeout: 90_000 });
    expect(await letter.innerText()).toContain('Ramesh Sharma');
    await page.getByText('Completed', { exact: true }).waitFor();
    await page.getByRole('tab', { name: 'Finetuned' }).waitFor();

    // Edit, let the auto-save run, reload: the edit is still there.
    await page.getByRole('button', { name: 'Edit Letter' }).click();
    await page.getByText('Changes auto-save every second').waitFor();
    const area = page.getByLabel('Letter text');
    const edited = `${await area.inputValue()}\n\nP.S. We will bring the whole family. (e2e edit)`;
    await area.fill(edited);
    await page.getByText('Saved', { exact: true }).waitFor({ timeout: 10_000 });
    await page.getByRole('button', { name: 'View Mode' }).click();

    await page.goto(detailsUrl);
    await page.getByTestId('letter-text').waitFor();
    await expect.poll(() => page.getByTestId('letter-text').innerText()).toContain('P.S. We will bring the whole family. (e2e edit)');

    // The PDF of the edited letter downloads under the spec's name.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'PDF' }).click()]);
    expect(download.suggestedFilename()).toBe('wedding-card_response_letter.pdf');
    const pdf = await readFile((await download.path())!);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    await page.getByText('PDF Downloaded!').waitFor();

    // Sent by email (the embedded mailer writes .eml files): the edited text, with the PDF attached.
    const email = page.getByLabel('Inviter email');
    await email.fill('ramesh.family@example.org');
    await page.getByText('Email updated!').waitFor({ timeout: 10_000 });
    await page.getByRole('button', { name: 'Send via Email' }).click();
    // The embedded mailer only keeps the mail: the screen says so, never 'Email sent!'.
    await page.getByText('Saved in the mail outbox').waitFor();
    const mailDir = join(server.dataDir, 'mail');
    const [eml] = readdirSync(mailDir);
    const mail = await simpleParser(await readFile(join(mailDir, eml!)));
    expect(mail.text).toContain('P.S. We will bring the whole family. (e2e edit)');
    // Named from the event and the host, not from the uploaded photo.
    expect(mail.attachments[0]?.filename, mail.attachments[0]?.filename).toMatch(/^wedding[a-z-]*_[a-z-]+_reply\.pdf$/);
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe('ramesh.family@example.org');

    // The finetuned tab has its own text and its note.
    await page.getByRole('tab', { name: 'Finetuned' }).click();
    await page.getByText('This is the fine-tuned version with enhanced personalization and tone').waitFor();
    expect(await page.getByTestId('letter-text').innerText()).not.toContain('(e2e edit)');
    await page.close();
  });

  it('shows the latest letter on /letter-result to its writer', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    // Letters are private to their writer: the admin uploaded the card above.
    await signIn(page, org.adminEmail, org.adminPassword);
    await page.goto(`${server.baseUrl}/letter-result`);
    await page.getByRole('heading', { name: 'Letter Generated!' }).waitFor();
    await page.getByText('Letter Successfully Generated').waitFor();
    await page.getByText('wedding-card.png').waitFor();
    await page.close();
  });
});
