/**
 * Every route of the API against a battery of hostile input, as a signed-in user: wrong shapes and
 * types, oversized and malformed bodies, wrong content types, broken multipart, huge headers,
 * unicode edge cases, injection strings and forged ids. Whatever arrives, the answer is below 500,
 * an error is JSON `{message, error}`, no body carries a stack trace or SQL, and the server keeps
 * answering. Stored text comes back exactly as it was sent, as JSON, never as HTML.
 *
 * The app trusts X-Forwarded-For here (TRUST_PROXY) and every case comes from its own address, so
 * the per-address limits (registrations, failed sign-ins) do not cut the battery short; those
 * limits have their own tests in middleware/hardening.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Server } from 'node:http';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import supertest, { type Response } from 'supertest';
import { createTestApp, registration, signedInOrg, type TestApp } from '../../test-support/test-app';
import { SAMPLE_CONTACT } from '../../test-support/factories';
import { FORGED_FILES, FORGED_IDS, HOSTILE_STRINGS, multipart } from './hostile-values';
import { generalCases, jsonBodyCases, multipartCases, problemsOf, queryCases, validParts, type Case, type Fields, type RouteSpec } from './hostile-cases';
import { completedInvitation } from '../../test-support/factories';
import { sampleImage } from '../../test-support/images';
import { toVCard } from '../features/contacts/vcard';
import { incomingFolder } from '../middleware/incoming-folder';
import type { ExtractedIdCard } from '@shared/schemas/contacts';


const PARALLEL = 4;

let t: TestApp;
let server: Server;
let http: ReturnType<typeof supertest>;
let org: Awaited<ReturnType<typeof signedInOrg>>;
let adminCookie: string;
const pool: string[] = [];
let poolTurn = 0;
let freshUser: { email: string; password: string };
const ids = { invitation: 0, sendsInvitation: 0, contact: 0, spareInvitation: 0, spareContact: 0, otherInvitation: 0, otherContact: 0, otherFile: '' };
let jpeg: Buffer;
let addressCounter = 0;
const tally = new Map<string, { cases: number; statuses: Map<string, number> }>();

const idCard: ExtractedIdCard = { name: 'Dr. Anita Desai', email: 'anita@example.org', phone: '919845011111', company: 'City Hospital', position: 'Surgeon', profession: 'Doctor', address: 'MG Road', website: '', notes: '' };

async function cookieFor(email: string, password: string): Promise<string> {
  const res = await http.post('/api/auth/login').send({ email, password }).expect(200);
  return (res.headers['set-cookie'] as unknown as string[])[0]!.split(';')[0]!;
}

beforeAll(async () => {
  t = createTestApp({ TRUST_PROXY: 'true' });
  // The ID-card reader is the embedded OCR (its own tests); here only the HTTP edge matters.
  t.ports.ai = { ...t.ports.ai, extractIdCard: async () => idCard };
  server = t.listen();
  await new Promise((r) => server.once('listening', r));
  http = supertest(server);
  jpeg = await sampleImage('jpeg');

  org = await signedInOrg(t);
  adminCookie = await cookieFor(org.body.adminEmail, org.body.adminPassword);
  const other = await signedInOrg(t);
  for (let i = 0; i < 3; i++) {
    const extra = registration();
    await http.post('/api/register').send(extra).expect(201);
    pool.push(await cookieFor(extra.adminEmail, extra.adminPassword), await cookieFor(extra.assistantEmail, extra.assistantPassword));
  }
  freshUser = { email: org.body.assistantEmail, password: org.body.assistantPassword };

  ids.invitation = await completedInvitation(t, org.admin);
  ids.sendsInvitation = await completedInvitation(t, org.admin);
  const contact = await org.admin.post('/api/contacts/with-image').field('name', 'Kiran Rao').field('phone', '9845033333').attach('profileImage', jpeg, 'k.jpg').expect(201);
  ids.contact = contact.body.id;
  ids.spareInvitation = await completedInvitation(t, org.admin);
  ids.spareContact = (await org.admin.post('/api/contacts').send({ name: 'Spare Person', phone: '9845088888' }).expect(201)).body.id;
  ids.otherInvitation = await completedInvitation(t, other.admin);
  const otherContact = await other.admin.post('/api/contacts/with-image').field('name', 'Other Person').field('phone', '9845099999').attach('profileImage', jpeg, 'o.jpg').expect(201);
  ids.otherContact = otherContact.body.id;
  ids.otherFile = otherContact.body.profileImagePath;
});

afterAll(async () => {
  const rows = [...tally.entries()].map(([route, { cases, statuses }]) => {
    const spread = [...statuses.entries()].sort().map(([s, n]) => `${s}×${n}`).join(' ');
    return `${route.padEnd(52)} ${String(cases).padStart(4)}  ${spread}`;
  });
  const total = [...tally.values()].reduce((sum, v) => sum + v.cases, 0);
  console.log(`hostile input: ${total} cases over ${tally.size} routes\n${rows.join('\n')}`);
  await new Promise((r) => server?.close(r));
  server?.closeAllConnections();
  await t?.close();
});

const contactFields = (): Fields => ({ ...SAMPLE_CONTACT });
const letter = 'Dear Shri Ramesh Kumar ji,\n\nThank you for your kind invitation.\n\nYours sincerely,\nRavi Kumar';
const vcf = () =>
  Buffer.from(
    toVCard({
      name: `Imported ${randomUUID().slice(0, 8)}`, phone: '9845011111', email: 'imported@example.org', company: 'City Hospital', position: 'Surgeon',
      profession: 'Doctor', address: 'MG Road', latitude: '12.9716', longitude: '77.5946', locationName: 'Bengaluru', notes: 'Imported', eventTag: '', photo: null,
    }),
  );


/** Every route of the API, from the routers in api/app.ts and api/features/*\/*.routes.ts. */
const ROUTES: RouteSpec[] = [
  { method: 'GET', path: '/api/health', kind: 'none' },
  { method: 'GET', path: '/api/config', kind: 'none' },
  { method: 'POST', path: '/api/register', kind: 'json', valid: () => ({ ...registration() }) },
  { method: 'POST', path: '/api/auth/login', kind: 'json', valid: () => ({ email: `nobody-${randomUUID()}@example.org`, password: 'wrong-password' }) },
  { method: 'POST', path: '/api/auth/logout', kind: 'json', valid: () => ({}), as: 'fresh-session' },
  { method: 'GET', path: '/api/auth/user', kind: 'none' },
  // The password stays the same (the valid case must not lock later cases out); wrong current passwords are throttled.
  { method: 'PUT', path: '/api/auth/password', kind: 'json', valid: () => ({ currentPassword: freshUser.password, newPassword: freshUser.password }), as: 'fresh-session' },
  { method: 'POST', path: '/api/auth/logout-everywhere', kind: 'json', valid: () => ({}), as: 'fresh-session' },
  { method: 'PUT', path: '/api/auth/profile', kind: 'json', valid: () => ({ name: 'Ravi Kumar', phone: '+91 98450 12345' }) },
  { method: 'GET', path: '/api/user/is-sampark-only', kind: 'none' },
  { method: 'GET', path: '/api/organization', kind: 'none' },
  { method: 'PUT', path: '/api/organization', kind: 'json', valid: () => ({ senderName: 'Seva Trust', assistantSamparkOnly: false }) },
  { method: 'PUT', path: '/api/organization/assistant/password', kind: 'json', valid: () => ({ newPassword: freshUser.password }) },
  { method: 'GET', path: '/api/invitations', kind: 'none' },
  { method: 'POST', path: '/api/invitations', kind: 'multipart', valid: () => ({ language: 'English' }), file: { field: 'image', bytes: () => jpeg, name: 'card.jpg', type: 'image/jpeg' } },
  { method: 'GET', path: '/api/invitations/:id', kind: 'none', param: 'invitation' },
  { method: 'GET', path: '/api/invitations/:id/image', kind: 'none', param: 'invitation', binary: /^image\/jpeg/ },
  { method: 'POST', path: '/api/invitations/:id/update-email', kind: 'json', param: 'invitation', valid: () => ({ inviterEmail: 'host@example.org' }) },
  { method: 'POST', path: '/api/invitations/:id/update-phone', kind: 'json', param: 'invitation', valid: () => ({ inviterPhone: '+91 98450 12345' }) },
  { method: 'PUT', path: '/api/invitations/:id/letters', kind: 'json', param: 'invitation', valid: () => ({ tab: 'normal', text: 'Dear host, thank you.' }) },
  // Regenerate stores hostile event details on the invitation the sends below use: stored input must not harm later work either.
  { method: 'POST', path: '/api/invitations/:id/regenerate', kind: 'json', param: 'invitation', valid: () => ({ hosts: ['Shri Ramesh Kumar'], eventName: 'Wedding of Priya and Arjun', date: '12 March 2026', time: '7:30 PM', venue: 'Sri Krishna Hall' }) },
  { method: 'POST', path: '/api/invitations/:id/download-pdf', kind: 'json', param: 'invitation', valid: () => ({ letterContent: letter }), binary: /^application\/pdf/ },
  { method: 'POST', path: '/api/invitations/:id/send', kind: 'json', param: 'invitation', valid: () => ({}) },
  { method: 'POST', path: '/api/invitations/:id/send-to-inviter', kind: 'json', param: 'invitation', valid: () => ({ finalLetter: letter }) },
  { method: 'POST', path: '/api/invitations/:id/send-letter-for-review', kind: 'json', param: 'invitation', valid: () => ({ finalLetter: letter }) },
  { method: 'POST', path: '/api/invitations/:id/send-letter', kind: 'json', param: 'invitation', valid: () => ({ finalLetter: letter }) },
  { method: 'GET', path: '/api/contacts', kind: 'none' },
  { method: 'GET', path: '/api/contacts/duplicates', kind: 'none', query: () => ({ phone: '9845011111', email: 'anita@example.org', excludeId: '1' }) },
  { method: 'GET', path: '/api/contacts/export.vcf', kind: 'none', binary: /^text\/vcard/ },
  { method: 'POST', path: '/api/contacts/import', kind: 'multipart', valid: () => ({}), file: { field: 'file', bytes: vcf, name: 'contacts.vcf', type: 'text/vcard' } },
  { method: 'POST', path: '/api/contacts/extract', kind: 'multipart', valid: () => ({ language: 'English' }), file: { field: 'idCard', bytes: () => jpeg, name: 'id.jpg', type: 'image/jpeg' }, as: 'pool' },
  { method: 'POST', path: '/api/contacts', kind: 'json', valid: contactFields },
  { method: 'POST', path: '/api/contacts/with-image', kind: 'multipart', valid: contactFields, file: { field: 'profileImage', bytes: () => jpeg, name: 'me.jpg', type: 'image/jpeg' } },
  { method: 'GET', path: '/api/contacts/:id', kind: 'none', param: 'contact' },
  { method: 'PUT', path: '/api/contacts/:id', kind: 'json', param: 'contact', valid: contactFields },
  { method: 'PUT', path: '/api/contacts/:id/with-image', kind: 'multipart', param: 'contact', valid: contactFields, file: { field: 'profileImage', bytes: () => jpeg, name: 'me.jpg', type: 'image/jpeg' } },
  { method: 'GET', path: '/profile-images/:file', kind: 'none', param: 'file', binary: /^image\/jpeg/ },
  { method: 'POST', path: '/api/search-places', kind: 'json', valid: () => ({ query: 'Mysuru' }) },
  { method: 'POST', path: '/api/place-details', kind: 'json', valid: () => ({ placeId: 'gn:1262321' }) },
  { method: 'GET', path: '/api/reverse-geocode', kind: 'none', query: () => ({ lat: '12.2958', lon: '76.6394' }) },
  { method: 'GET', path: '/api/maps/key', kind: 'none' },
  { method: 'DELETE', path: '/api/invitations/:id', kind: 'none', param: 'spare-invitation' },
  { method: 'DELETE', path: '/api/contacts/:id', kind: 'none', param: 'spare-contact' },
];

/* ------------------------------------------------------------------ building requests */


function pathOf(route: RouteSpec): string {
  const sends = /\/(send|download-pdf|regenerate)/.test(route.path);
  // The contact's photo as it is now: the battery of PUT …/with-image replaces it.
  const file = () => t.db.get<{ profile_image_path: string }>('SELECT profile_image_path FROM contacts WHERE id = ?', ids.contact)!.profile_image_path;
  const id = { invitation: sends ? ids.sendsInvitation : ids.invitation, contact: ids.contact, 'spare-invitation': ids.spareInvitation, 'spare-contact': ids.spareContact, file: 0 };
  return route.path.replace(':id', String(id[route.param ?? 'contact'])).replace(':file', route.param === 'file' ? file() : '');
}

function queryOf(route: RouteSpec): string {
  return route.query ? new URLSearchParams(route.query()).toString() : '';
}

async function cookieOf(route: RouteSpec): Promise<string> {
  if (route.as === 'fresh-session') return cookieFor(freshUser.email, freshUser.password);
  if (route.as === 'pool') return pool[poolTurn++ % pool.length]!;
  return adminCookie;
}

async function send(route: RouteSpec, c: Case): Promise<Response | Error> {
  const method = (c.method ?? route.method).toLowerCase();
  const query = c.query ?? queryOf(route);
  const url = `${c.path ?? pathOf(route)}${query ? `?${query}` : ''}`;
  addressCounter += 1;
  const open = (http as unknown as Record<string, (url: string) => supertest.Test>)[method]!;
  let req = open(url).set('X-Forwarded-For', `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`);
  if (!c.signedOut) req = req.set('Cookie', await cookieOf(route));
  if (c.headers) req = req.set(c.headers);
  if (c.json !== undefined) req = req.set('Content-Type', 'application/json').send(JSON.stringify(c.json));
  else if (c.multipart) {
    const { body, type } = multipart(c.multipart);
    req = req.set('Content-Type', type).serialize((b: unknown) => b as string).send(body);
  } else if (c.raw !== undefined) {
    // As is: superagent would otherwise JSON-encode a Buffer sent with a JSON content type.
    req = req.serialize((body: unknown) => body as string).send(c.raw as string);
  }
  // Binary answers (images, PDFs) arrive as one Buffer; everything else as text.
  req = req.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (d: Buffer) => chunks.push(d));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });
  try {
    return await req;
  } catch (err) {
    return err as Error;
  }
}


/* ------------------------------------------------------------------ the battery */


function paramCases(route: RouteSpec): Case[] {
  const body = route.kind === 'json' ? { json: route.valid!() } : route.kind === 'multipart' ? { multipart: validParts(route) } : {};
  const template = route.path;
  if (route.param === 'file') {
    const forged: Array<[string, string]> = [...FORGED_FILES, ['another organization’s photo', ids.otherFile], ['an invitation upload’s name', readdirSync(join(t.dataDir, 'uploads'))[0]!]];
    return forged.map(([label, value]) => ({ label: `file ${label}`, path: template.replace(':file', value) }));
  }
  const otherId = route.param?.endsWith('invitation') ? ids.otherInvitation : ids.otherContact;
  return [...FORGED_IDS, ['another organization’s id', String(otherId)]].map(([label, value]) => ({ label: `id ${label}`, path: template.replace(':id', value), ...body }));
}

async function casesOf(route: RouteSpec): Promise<Case[]> {
  const cases = generalCases(route);
  if (route.kind === 'json') cases.push(...jsonBodyCases(route));
  if (route.kind === 'multipart') cases.push(...multipartCases(route, jpeg));
  if (route.query) cases.push(...queryCases(route));
  if (route.param) cases.push(...paramCases(route));
  // A valid request last: hostile cases before it must not have broken the route.
  if (route.kind === 'json') cases.push({ label: 'valid', json: route.valid!() });
  else if (route.kind === 'multipart') cases.push({ label: 'valid', multipart: validParts(route) });
  else cases.push({ label: 'valid' });
  return cases;
}

const healthy = async () => (await http.get('/api/health')).status === 200;

describe('hostile input, route by route', () => {
  it.each(ROUTES.map((r) => [`${r.method} ${r.path}`, r] as const))('%s answers every case below 500, as JSON, without leaks', async (name, route) => {
    const problems: string[] = [];
    const statuses = new Map<string, number>();
    const cases = await casesOf(route);
    let status = '';
    const one = async (c: Case) => {
      const res = await send(route, c);
      status = res instanceof Error ? 'reset' : String(res.status);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      for (const p of problemsOf(route, c, res)) problems.push(`${c.label}: ${p}`);
      if (c.nodeLevel && !(await healthy())) problems.push(`${c.label}: the server stopped answering /api/health`);
    };
    // Four at a time (password hashing and image work run in parallel, as with real clients); the valid request alone, last.
    const hostile = cases.slice(0, -1);
    for (let i = 0; i < hostile.length; i += PARALLEL) await Promise.all(hostile.slice(i, i + PARALLEL).map(one));
    await one(cases.at(-1)!);
    tally.set(name, { cases: cases.length, statuses });
    expect(await healthy()).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(problems).toEqual([]);
    // The valid request at the end still works after everything before it (a sign-in with a wrong password is refused, as it should be).
    // …and a password change after dozens of wrong current passwords is held back by the throttle, as it should be.
    // A DELETE may already have gone through in an earlier case (an Accept or Origin variant): then the record is gone.
    const expected =
      route.path === '/api/auth/login' ? '401'
      : (route.path === '/api/auth/password' && status === '429') || (route.method === 'DELETE' && status === '404') ? status
      : status.startsWith('2') ? status : '2xx';
    expect(status).toBe(expected);
  }, 180_000);
});

describe('stored text comes back unchanged, as JSON', () => {
  const exact = HOSTILE_STRINGS.filter(([label]) => !['empty', 'blank', '100 kB', 'long word', 'long Indic word', 'lone high surrogate', 'lone low surrogate', 'CRLF header injection'].includes(label));

  it.each(exact)('a contact keeps %s in every text field', async (_label, value) => {
    const text = value.slice(0, 200);
    const fields = { ...contactFields(), name: text, company: text, position: text, profession: text, address: text, locationName: text, notes: value };
    const created = await http.post('/api/contacts').set('Cookie', adminCookie).send(fields).expect(201);
    expect(created.headers['content-type']).toMatch(/^application\/json/);
    const got = await http.get(`/api/contacts/${created.body.id}`).set('Cookie', adminCookie).expect(200);
    expect(got.headers['content-type']).toMatch(/^application\/json/);
    for (const key of ['name', 'company', 'position', 'profession', 'address', 'locationName', 'notes'] as const) expect(got.body[key]).toBe(fields[key]);
    const list = await http.get('/api/contacts').set('Cookie', adminCookie).expect(200);
    expect(list.body.find((c: { id: number }) => c.id === created.body.id).name).toBe(text);
  });

  it('keeps a script tag as that exact string everywhere it is stored, and never answers HTML', async () => {
    const script = '<script>alert(1)</script>';
    const img = '<img src=x onerror=alert(1)>';
    const contact = await http.post('/api/contacts').set('Cookie', adminCookie).send({ ...contactFields(), name: script, notes: img }).expect(201);
    const raw = await http.get(`/api/contacts/${contact.body.id}`).set('Cookie', adminCookie).expect(200);
    expect(raw.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(raw.headers['x-content-type-options']).toBe('nosniff');
    // JSON-encoded: the text is a JSON string, not markup the browser would run.
    expect(raw.text).toContain(JSON.stringify(script));
    expect(raw.body).toMatchObject({ name: script, notes: img });

    await http.put('/api/auth/profile').set('Cookie', adminCookie).send({ name: img }).expect(200);
    expect((await http.get('/api/auth/user').set('Cookie', adminCookie).expect(200)).body.name).toBe(img);
    await http.put('/api/organization').set('Cookie', adminCookie).send({ senderName: script }).expect(204);
    expect((await http.get('/api/organization').set('Cookie', adminCookie).expect(200)).body.senderName).toBe(script);

    await http.put(`/api/invitations/${ids.invitation}/letters`).set('Cookie', adminCookie).send({ tab: 'normal', text: `${script}\n${img}` }).expect(204);
    await http.post(`/api/invitations/${ids.invitation}/regenerate`).set('Cookie', adminCookie).send({ hosts: [script], eventName: img, date: "' OR 1=1 --", time: '', venue: '../../etc/passwd' }).expect(202);
    const invitation = await http.get(`/api/invitations/${ids.invitation}`).set('Cookie', adminCookie).expect(200);
    expect(invitation.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(invitation.body.extractedData)).toMatchObject({ hosts: [script], eventName: img, date: "' OR 1=1 --", venue: '../../etc/passwd' });

    const exported = await http.get('/api/contacts/export.vcf').set('Cookie', adminCookie).expect(200);
    expect(exported.headers['content-type']).toMatch(/^text\/vcard/);
    expect(exported.text).toContain(`FN:${script}`);
    const pdf = await http.post(`/api/invitations/${ids.invitation}/download-pdf`).set('Cookie', adminCookie).send({ letterContent: script }).expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });

  it('keeps the uploaded file name as text, never a path, and stores the photo under a random name', async () => {
    const res = await http.post('/api/invitations').set('Cookie', adminCookie).attach('image', jpeg, '../../../../tmp/evil<script>.jpg').expect(201);
    const got = await http.get(`/api/invitations/${res.body.id}`).set('Cookie', adminCookie).expect(200);
    expect(got.body.fileName).toBe('evilscript.jpg');
    const row = t.db.get<{ image_path: string }>('SELECT image_path FROM invitations WHERE id = ?', res.body.id)!;
    expect(row.image_path.startsWith(join(t.dataDir, 'uploads'))).toBe(true);
  });

  it('tells two files and too many fields apart from a file that is too large', async () => {
    const two = await http.post('/api/invitations').set('Cookie', adminCookie).attach('image', jpeg, 'a.jpg').attach('image', jpeg, 'b.jpg');
    expect([two.status, two.body.message]).toEqual([400, 'Send one file at a time.']);
    let many = http.post('/api/contacts/extract').set('Cookie', adminCookie).attach('idCard', jpeg, 'card.jpg');
    for (let i = 0; i < 40; i += 1) many = many.field(`f${i}`, 'x');
    const fields = await many;
    expect([fields.status, fields.body.message]).toEqual([413, 'Too many or too large form fields.']);
  });

  it('leaves no received file behind after every hostile upload, in a folder only the server can read', () => {
    const incoming = incomingFolder();
    expect(statSync(incoming).mode & 0o077).toBe(0);
    expect(readdirSync(incoming)).toEqual([]);
  });

  it('writes no mail header from stored or sent text', () => {
    const mail = join(t.dataDir, 'mail');
    const files = existsSync(mail) ? readdirSync(mail).filter((f) => f.endsWith('.eml')) : [];
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const head = readFileSync(join(mail, file), 'utf8').split(/\r?\n\r?\n/)[0]!;
      expect(head).not.toMatch(/^(Bcc|X-Injected):/im);
    }
  });
});
