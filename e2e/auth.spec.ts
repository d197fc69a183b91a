import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../test-support/browser';
import { startServer, type RunningServer } from '../test-support/server';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const org = {
  organizationName: 'Seva Trust',
  adminName: 'Ravi Kumar',
  adminEmail: 'ravi@seva.example',
  adminPhone: '9845012345',
  adminPassword: 'admin-secret',
  assistantName: 'Meena Rao',
  assistantEmail: 'meena@seva.example',
  assistantPhone: '9845054321',
  assistantPassword: 'assistant-secret',
};

async function signIn(page: Page, email: string, password: string) {
  await page.goto(`${server.baseUrl}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByText('Login Successful').waitFor();
  await page.getByText('Welcome to').waitFor();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.getByText('Logged out successfully').waitFor();
  await page.getByText('AI powered assistant').waitFor();
}

describe('registration and sign-in in the browser', () => {
  it('shows every validation message on submit, revalidates on change, then registers the organization', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${server.baseUrl}/`);
    await page.getByRole('link', { name: 'Get Started - Sign In' }).click();
    await page.getByRole('link', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: 'Create Organization' }).waitFor();

    await page.getByRole('button', { name: 'Create Organization & Users' }).click();
    for (const message of [
      'Organization name must be at least 2 characters',
      'Admin name must be at least 2 characters',
      'Invalid admin email address',
      'Admin phone number must be at least 10 digits',
      'Admin password must be at least 6 characters',
      'Assistant name must be at least 2 characters',
      'Invalid assistant email address',
      'Assistant phone number must be at least 10 digits',
      'Assistant password must be at least 6 characters',
    ]) {
      expect(await page.getByText(message, { exact: true }).count(), message).toBe(1);
    }

    await page.locator('#organizationName').fill(org.organizationName);
    await expect.poll(() => page.getByText('Organization name must be at least 2 characters').count()).toBe(0);

    await page.locator('#adminName').fill(org.adminName);
    await page.locator('#adminEmail').fill(org.adminEmail);
    await page.locator('select[name=adminCountryCode]').selectOption('+44');
    await page.locator('#adminPhone').fill(org.adminPhone);
    await page.locator('#adminPassword').fill(org.adminPassword);
    await page.locator('#confirmAdminPassword').fill('different');
    expect(await page.getByText("Admin passwords don't match").count()).toBe(1);
    await page.locator('#confirmAdminPassword').fill(org.adminPassword);
    await page.locator('#assistantName').fill(org.assistantName);
    await page.locator('#assistantEmail').fill(org.assistantEmail);
    await page.locator('#assistantPhone').fill(org.assistantPhone);
    await page.locator('#assistantPassword').fill(org.assistantPassword);
    await page.locator('#confirmAssistantPassword').fill(org.assistantPassword);

    await page.getByRole('button', { name: 'Create Organization & Users' }).click();
    await page.getByText('Account created successfully!').waitFor();
    await page.waitForURL(`${server.baseUrl}/login`);
    // The new admin signs in next: their email is filled in.
    expect(await page.getByLabel('Email').inputValue()).toBe(org.adminEmail);
    await page.close();
  });

  it('signs in as the admin, shows the three tiles and the profile, and signs out', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await signIn(page, org.adminEmail.toUpperCase(), org.adminPassword);
    expect(page.url()).toBe(`${server.baseUrl}/`);
    for (const tile of ['Amanthran Assistant', 'Sampark Assistant', 'Prasthuthi Anveshana']) {
      await page.getByRole('heading', { name: tile }).waitFor();
    }
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('link', { name: 'User Profile' }).click();
    await page.getByRole('heading', { name: 'Ravi Kumar' }).waitFor();
    // Shown grouped as dialled (stored as typed: '+449845012345').
    expect(await page.getByText('+44 984 501 2345').count()).toBe(1);
    // The admin marks the assistant network-only.
    await page.getByLabel('Network-only assistant').check();
    await page.getByText('Settings saved').waitFor();
    await signOut(page);
    await page.close();
  });

  it('signs in as the network-only assistant, who sees no Amanthran tile, and keeps unknown paths on 404', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await signIn(page, org.assistantEmail, org.assistantPassword);
    await page.getByRole('heading', { name: 'Sampark Assistant' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Amanthran Assistant' }).count()).toBe(0);
    await page.goto(`${server.baseUrl}/no-such-page`);
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    await page.goto(`${server.baseUrl}/user-profile`);
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByLabel('Name').fill('Meena R. Rao');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByRole('heading', { name: 'Meena R. Rao' }).waitFor();
    await signOut(page);
    await page.goto(`${server.baseUrl}/history`);
    await page.getByRole('link', { name: 'Get Started - Sign In' }).waitFor();
    await page.close();
  });

  it('says so when the password is wrong', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.baseUrl}/login`);
    await page.getByLabel('Email').fill(org.adminEmail);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Login Failed').waitFor();
    await page.getByText('Invalid email or password').waitFor();
    await page.close();
  });
});
