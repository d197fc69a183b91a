import type { Page } from 'playwright-core';
import type { RegisterBody } from '@shared/schemas/auth';

/** An organization registered through the API, and a cookie for its assistant. */
export async function seedOrganization(baseUrl: string, tag = 'seed'): Promise<{ org: RegisterBody; cookie: string }> {
  const org: RegisterBody = {
    organizationName: 'Seva Trust',
    adminName: 'Ravi Kumar',
    adminEmail: `ravi@${tag}.example`,
    adminPhone: '+919845012345',
    adminPassword: 'admin-secret',
    assistantName: 'Meena Rao',
    assistantEmail: `meena@${tag}.example`,
    assistantPhone: '+919845054321',
    assistantPassword: 'assistant-secret',
  };
  const registered = await fetch(`${baseUrl}/api/register`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(org) });
  if (registered.status !== 201) throw new Error(`register: ${registered.status} ${await registered.text()}`);
  const login = await fetch(`${baseUrl}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: org.assistantEmail, password: org.assistantPassword }) });
  return { org, cookie: login.headers.get('set-cookie')!.split(';')[0]! };
}

/** Adds a contact with coordinates and uploads an invitation photo; waits until its letter is written. */
export async function seedData(baseUrl: string, cookie: string, photo: Buffer): Promise<{ invitationId: number; contactId: number }> {
  const headers = { Cookie: cookie };
  const contact = await fetch(`${baseUrl}/api/contacts`, {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: 'Dr. Anita Desai', phone: '+91 98450 11111', email: 'anita@example.org', company: 'City Hospital', position: 'Chief Surgeon', profession: 'Doctor', latitude: '12.9716', longitude: '77.5946', locationName: 'Bengaluru, Karnataka, India' }),
  });
  const form = new FormData();
  form.append('language', 'English');
  form.append('image', new Blob([new Uint8Array(photo)], { type: 'image/png' }), 'wedding-card.png');
  const upload = await fetch(`${baseUrl}/api/invitations`, { method: 'POST', headers, body: form });
  const { id } = (await upload.json()) as { id: number };
  for (const deadline = Date.now() + 120_000; Date.now() < deadline; ) {
    const { status } = (await (await fetch(`${baseUrl}/api/invitations/${id}`, { headers })).json()) as { status: string };
    if (status === 'completed' || status === 'error') break;
    await new Promise((r) => setTimeout(r, 500));
  }
  return { invitationId: id, contactId: ((await contact.json()) as { id: number }).id };
}

export async function signIn(page: Page, baseUrl: string, email: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByText('Welcome to').waitFor();
}

/** Every screen of the app, for checks that must hold on all of them. */
export function allScreens(ids: { invitationId: number; contactId: number }) {
  return {
    signedOut: ['/', '/login', '/signup'],
    signedIn: [
      '/', '/invitation-assistant', '/history', `/history/${ids.invitationId}`, '/letter-result', '/sampark-assistant', '/contacts-list',
      '/add-profile', `/contact/${ids.contactId}`, '/network-map', '/view-network', '/social-media-management', '/user-profile', '/outbox', '/share', '/scan-cards', '/no-such-page',
    ],
  };
}
