import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../test-support/browser';
import { startServer, type RunningServer } from '../test-support/server';
import { sampleImage } from '../test-support/images';
import { seedOrganization } from '../test-support/seed';
import { basemapLandShare } from './map-helpers';
import type { RegisterBody } from '@shared/schemas/auth';

let server: RunningServer;
let browser: Browser;

let org: RegisterBody;

beforeAll(async () => {
  server = await startServer();
  ({ org } = await seedOrganization(server.baseUrl, 'contacts'));
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function signIn(page: Page) {
  await page.goto(`${server.baseUrl}/login`);
  await page.getByLabel('Email').fill(org.adminEmail);
  await page.getByLabel('Password').fill(org.adminPassword);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByText('Welcome to').waitFor();
}

describe('contacts in the browser', () => {
  it('adds a contact placed by a search for Mysore, lists it, and shows it on the map', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signIn(page);

    await page.goto(`${server.baseUrl}/sampark-assistant`);
    await page.getByRole('heading', { name: 'Sampark Network' }).waitFor();
    await page.getByText('No contacts yet').waitFor();
    await page.getByRole('link', { name: 'Add Your First Contact' }).click();
    await page.waitForURL(`${server.baseUrl}/add-profile`);

    // The ID card tab without a card: the spec's message.
    await page.getByRole('tab', { name: 'Upload ID Card' }).click();
    await page.getByRole('button', { name: 'Extract' }).click();
    await page.getByText('Please select an ID card image first').waitFor();

    await page.getByRole('tab', { name: 'Manual Entry' }).click();
    // Nothing typed: the name is asked for first.
    await page.getByRole('button', { name: 'Add Contact' }).click();
    await page.getByText('Validation Error').waitFor();
    expect(await page.getByText('Name is required').count()).toBeGreaterThan(0);

    await page.getByLabel('Name').fill('Anita Sharma');
    await page.getByRole('button', { name: 'Add Contact' }).click();
    await page.getByText('Contact number is required').first().waitFor();

    await page.getByLabel('Phone').fill('+91 98450 11111');
    await page.getByLabel('Email').fill('anita.sharma@example.org');
    await page.getByLabel('Company').fill('Mysuru Medical College');
    await page.getByLabel('Position').fill('Head of Cardiology');
    await page.getByLabel('Profession').fill('Doctor');

    // Location by search: 'Mysore' finds Mysuru; choosing it fetches its coordinates.
    await page.getByLabel('Search location').fill('Mysore');
    const suggestion = page.getByRole('option', { name: /Mysuru/ }).first();
    await suggestion.waitFor();
    await suggestion.click();
    await page.getByText('Location selected').waitFor();
    const chosen = page.getByTestId('chosen-location');
    await chosen.waitFor();
    expect(await chosen.textContent()).toMatch(/Mysuru/);
    expect(await chosen.textContent()).toMatch(/12\.\d+, 76\.\d+/);

    await page.getByRole('button', { name: 'Add Contact' }).click();
    await page.getByText('Contact Added Successfully').waitFor();
    await page.getByText('Anita Sharma has been added to your network.').waitFor();
    await page.waitForURL(`${server.baseUrl}/sampark-assistant`);

    // In the list, with profession under the name and position under the company.
    const row = page.getByTestId('contact-row').filter({ hasText: 'Anita Sharma' });
    await row.waitFor();
    expect(await row.textContent()).toContain('Doctor');
    expect(await row.textContent()).toContain('Head of Cardiology');
    expect(await row.textContent()).toContain('anita.sharma@example.org');

    // Also on /contacts-list, where the search box finds it by place.
    await page.goto(`${server.baseUrl}/contacts-list`);
    await page.getByLabel('Search contacts').fill('mysuru');
    await page.getByTestId('contact-row').filter({ hasText: 'Anita Sharma' }).waitFor();
    await page.getByLabel('Search contacts').fill('nobody-here');
    await page.getByText('No contacts match').waitFor();

    // On the map: its marker opens the info window with the name.
    await page.goto(`${server.baseUrl}/network-map`);
    await page.getByRole('heading', { name: 'Network Map' }).waitFor();
    const map = page.getByTestId('network-map');
    await map.waitFor();
    await page.getByText('Loading map...').waitFor({ state: 'detached' });
    await page.locator('[data-testid=network-map] canvas').first().waitFor();
    await page.waitForTimeout(300); // one rendered frame after the basemap arrives
    // The bundled basemap's tiles, drawn in a worker, are laid: around Mysuru most of the view is land, not sea.
    const landShare = await basemapLandShare(page);
    expect(landShare).toBeGreaterThan(0.5);
    const box = (await map.boundingBox())!;
    // The view fits the single marker: its point sits at the centre of the padded view
    // (padding top 70, bottom 50 → 10 px below the middle); the pin is drawn above the point.
    const pointX = box.x + box.width / 2;
    const pointY = box.y + box.height / 2 + 10;
    const info = page.getByRole('dialog', { name: 'Anita Sharma' });
    for (const dy of [-18, -10, -26]) {
      await page.mouse.click(pointX, pointY + dy);
      if (await info.isVisible().catch(() => false)) break;
      await page.waitForTimeout(200);
    }
    await info.waitFor();
    expect(await info.getByTestId('info-name').textContent()).toBe('Anita Sharma');
    expect(await info.textContent()).toContain('Mysuru');
    expect(await info.textContent()).toContain('+91 98450 11111');
    await info.getByRole('link', { name: 'View contact' }).click();
    await page.waitForURL(/\/contact\/\d+$/);
    await page.getByRole('heading', { name: 'Anita Sharma' }).waitFor();
    await page.close();
  });

  it('draws the basemap on the page when its worker cannot start (its script not kept offline)', async () => {
    // The context's routes see a worker's requests; a page's do not.
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    let refused = 0;
    await context.route('**/assets/basemap.worker-*.js', (route) => {
      refused += 1;
      return route.abort();
    });
    await signIn(page);
    await page.goto(`${server.baseUrl}/network-map`);
    await page.getByText('Loading map...').waitFor({ state: 'detached' });
    await expect.poll(() => basemapLandShare(page)).toBeGreaterThan(0.5);
    expect(refused).toBeGreaterThan(0);
    await context.close();
  });

  it('edits a contact, and says when an id is invalid or missing', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await signIn(page);
    await page.goto(`${server.baseUrl}/sampark-assistant`);
    await page.getByTestId('contact-card').filter({ hasText: 'Anita Sharma' }).click();
    await page.getByRole('heading', { name: 'Anita Sharma' }).waitFor();
    expect(await page.getByText('No notes available').count()).toBe(1);

    await page.getByRole('button', { name: 'Edit Contact' }).click();
    await page.getByLabel('Notes').fill('Met at the health camp.');
    await page.getByLabel('Company').fill('Changed then cancelled');
    await page.getByRole('button', { name: 'Cancel' }).click();
    expect(await page.getByText('Changed then cancelled').count()).toBe(0);

    await page.getByRole('button', { name: 'Edit Contact' }).click();
    await page.getByLabel('Notes').fill('Met at the health camp.');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Contact Updated').waitFor();
    await page.getByText('Met at the health camp.').waitFor();

    await page.goto(`${server.baseUrl}/contact/abc`);
    await page.getByRole('heading', { name: 'Contact Not Found' }).waitFor();
    await page.goto(`${server.baseUrl}/contact/9999`);
    await page.getByRole('heading', { name: 'Contact not found', exact: true }).waitFor();
    await page.getByRole('link', { name: 'Back to Contacts' }).click();
    await page.waitForURL(`${server.baseUrl}/sampark-assistant`);
    await page.close();
  });

  it('fills the form from an ID card, warns about a duplicate, saves anyway, and copies details', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, permissions: ['clipboard-read', 'clipboard-write'] });
    const page = await context.newPage();
    await signIn(page);
    await page.goto(`${server.baseUrl}/add-profile`);
    await page.getByRole('tab', { name: 'Upload ID Card' }).click();
    await page.getByTestId('id-card-input').setInputFiles({ name: 'card.png', mimeType: 'image/png', buffer: await sampleImage('png', 640, 400) });
    await page.getByText('Card selected').waitFor();
    await page.locator('select[name=cardLanguage]').selectOption('Kannada');

    // The reading itself is the server's business (tested there); here the answer is fixed so
    // that what the screen does with it is what is checked.
    let sentLanguage = '';
    await page.route('**/api/contacts/extract', async (route) => {
      sentLanguage = /name="language"\r\n\r\n(\w+)/.exec(route.request().postDataBuffer()?.toString('latin1') ?? '')?.[1] ?? '';
      await route.fulfill({
        status: 422,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'The card could not be read. Try a sharper photo.', error: 'unprocessable' }),
      });
    });
    await page.getByRole('button', { name: 'Extract' }).click();
    await page.getByText('Extraction Failed').waitFor();
    await page.getByText('The card could not be read. Try a sharper photo.').waitFor();
    expect(sentLanguage).toBe('Kannada');

    await page.unroute('**/api/contacts/extract');
    await page.route('**/api/contacts/extract', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({
          name: 'Kavya Hegde',
          email: 'anita.sharma@example.org',
          phone: '919845076543',
          company: 'Vikram Hospital',
          position: 'Senior Consultant',
          profession: 'Doctor',
          address: '12 Lake Road, Mysuru 570001',
          website: 'vikramhospital.in',
          notes: '',
        }),
      }),
    );
    await page.getByRole('button', { name: 'Extract' }).click();
    await page.getByText('Information Extracted').waitFor();
    expect(await page.getByRole('tab', { name: 'Manual Entry' }).getAttribute('aria-selected')).toBe('true');
    expect(await page.getByLabel('Name').inputValue()).toBe('Kavya Hegde');
    expect(await page.getByLabel('Phone').inputValue()).toBe('+919845076543');
    expect(await page.getByLabel('Company').inputValue()).toBe('Vikram Hospital');
    expect(await page.getByLabel('Notes').inputValue()).toBe('Website: vikramhospital.in');

    // The email is Anita's: the duplicate warning links to her and offers Save anyway.
    await page.getByRole('button', { name: 'Add Contact' }).click();
    const warning = page.getByRole('alert').filter({ hasText: 'This may be a duplicate' });
    await warning.waitFor();
    expect(await warning.textContent()).toContain('Anita Sharma');
    expect(await warning.getByRole('link', { name: 'Open contact' }).getAttribute('href')).toMatch(/^\/contact\/\d+$/);
    await warning.getByRole('button', { name: 'Save anyway' }).click();
    await page.getByText('Kavya Hegde has been added to your network.').waitFor();
    await page.waitForURL(`${server.baseUrl}/sampark-assistant`);

    // Copy on the list: the spec's toast, and the clipboard holds name, phone and email.
    await page.goto(`${server.baseUrl}/contacts-list`);
    const card = page.getByTestId('contact-card').filter({ hasText: 'Kavya Hegde' });
    await card.getByRole('button', { name: 'Copy name, phone and email of Kavya Hegde' }).click();
    await page.getByText('Copied to clipboard').waitFor();
    await page.getByText('Contact information copied successfully').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('Name: Kavya Hegde\nPhone: +919845076543\nEmail: anita.sharma@example.org');
    // Shown grouped as dialled; the link dials the stored number.
    expect(await card.getByRole('link', { name: '+91 98450 76543' }).getAttribute('href')).toBe('tel:+919845076543');
    await context.close();
  });
});
