import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createTestApp, signedInOrg, type TestApp } from '../../../test-support/test-app';
import { sampleImage } from '../../../test-support/images';
import { binary } from '../../../test-support/binary';
import { SAMPLE_CONTACT } from '../../../test-support/factories';
import { MAX_IMPORT_BYTES, MAX_IMPORT_CONTACTS } from '@shared/limits';

let t: TestApp;
let org: Awaited<ReturnType<typeof signedInOrg>>;
let other: Awaited<ReturnType<typeof signedInOrg>>;
beforeAll(async () => {
  t = createTestApp();
  org = await signedInOrg(t);
  other = await signedInOrg(t);
});
afterAll(() => t.close());

const anita = SAMPLE_CONTACT;
const images = () => readdirSync(join(t.dataDir, 'profile-images'));

describe('contacts', () => {
  it('creates, reads and lists a contact of the organization only', async () => {
    const created = await org.admin.post('/api/contacts').send(anita).expect(201);
    expect(created.body).toMatchObject({ ...anita, id: expect.any(Number), profileImagePath: null });
    const got = await org.assistant.get(`/api/contacts/${created.body.id}`).expect(200);
    expect(got.body.name).toBe('Dr. Anita Desai');
    expect((await org.admin.get('/api/contacts')).body[0].id).toBe(created.body.id);
    expect((await other.admin.get('/api/contacts')).body.map((c: { id: number }) => c.id)).not.toContain(created.body.id);
    await other.admin.get(`/api/contacts/${created.body.id}`).expect(404);
    await other.admin.put(`/api/contacts/${created.body.id}`).send(anita).expect(404);
  });

  it("answers the spec's messages for a missing name or number, and checks email and coordinates", async () => {
    expect((await org.admin.post('/api/contacts').send({ phone: '9845011111' }).expect(400)).body.message).toBe('Name is required');
    expect((await org.admin.post('/api/contacts').send({ name: 'A' }).expect(400)).body.message).toBe('Contact number is required');
    expect((await org.admin.post('/api/contacts').send({ name: 'A', phone: '9845011111', email: 'nope' }).expect(400)).body.fields.email).toBeDefined();
    expect((await org.admin.post('/api/contacts').send({ name: 'A', phone: '9845011111', latitude: '91', longitude: '10' }).expect(400)).body.fields.latitude).toMatch(/between -90 and 90/);
    expect((await org.admin.post('/api/contacts').send({ name: 'A', phone: '9845011111', latitude: '12.5' }).expect(400)).body.fields.longitude).toBeDefined();
  });

  it('keeps empty optional fields as null and accepts nulls from forms', async () => {
    const res = await org.admin.post('/api/contacts').send({ name: 'Ravi', phone: '9845022222', email: null, company: '' }).expect(201);
    expect(res.body).toMatchObject({ email: null, company: null, latitude: null });
  });

  it('answers a repeated Idempotency-Key with the original contact', async () => {
    const key = randomUUID();
    const first = await org.admin.post('/api/contacts').set('Idempotency-Key', key).send(anita).expect(201);
    const again = await org.admin.post('/api/contacts').set('Idempotency-Key', key).send(anita).expect(200);
    expect(again.body.id).toBe(first.body.id);
  });

  it('stores a profile photo and serves it only to the owning organization', async () => {
    const photo = await sampleImage('png', 1600, 1200);
    const res = await org.assistant
      .post('/api/contacts/with-image')
      .field('name', 'Kiran Rao')
      .field('phone', '9845033333')
      .field('latitude', '')
      .field('longitude', '')
      .attach('profileImage', photo, 'kiran.png')
      .expect(201);
    const file = res.body.profileImagePath as string;
    expect(file).toMatch(/^[0-9a-f-]{36}\.jpg$/);
    const image = await org.admin.get(`/profile-images/${file}`).buffer(true).parse(binary).expect(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(image.body as Buffer).metadata();
    expect(Math.max(meta.width!, meta.height!)).toBe(800);
    await other.admin.get(`/profile-images/${file}`).expect(404);
    await t.request.get(`/profile-images/${file}`).expect(401);
  });

  it('never serves a path outside the images folder', async () => {
    for (const path of ['/profile-images/..%2Fsahayak.sqlite', '/profile-images/%2e%2e%2f%2e%2e%2fetc%2fpasswd', '/profile-images/..', '/profile-images/x.jpg', '/profile-images/00000000-0000-0000-0000-000000000000.jpg']) {
      const res = await org.admin.get(path);
      expect(res.status, path).toBe(404);
    }
  });

  it('replaces and removes a photo on update, deleting the old file', async () => {
    const created = await org.admin.post('/api/contacts/with-image').field('name', 'Photo Person').field('phone', '9845044444').attach('profileImage', await sampleImage('jpeg'), 'a.jpg').expect(201);
    const first = created.body.profileImagePath as string;
    const updated = await org.admin.put(`/api/contacts/${created.body.id}/with-image`).field('name', 'Photo Person').field('phone', '9845044444').attach('profileImage', await sampleImage('webp'), 'b.webp').expect(200);
    expect(updated.body.profileImagePath).not.toBe(first);
    expect(images()).not.toContain(first);
    const removed = await org.admin.put(`/api/contacts/${created.body.id}`).send({ name: 'Photo Person', phone: '9845044444', removeProfileImage: true }).expect(200);
    expect(removed.body.profileImagePath).toBeNull();
    expect(images()).not.toContain(updated.body.profileImagePath);
  });

  it('refuses a photo that is not an image, writing nothing', async () => {
    const before = images().length;
    const count = t.db.get<{ n: number }>('SELECT count(*) n FROM contacts')!.n;
    const res = await org.admin.post('/api/contacts/with-image').field('name', 'X').field('phone', '9845055555').attach('profileImage', Buffer.from('<svg onload=alert(1)>'), 'x.jpg').expect(415);
    expect(res.body.message).toBe('Please select an image file.');
    expect(images().length).toBe(before);
    expect(t.db.get<{ n: number }>('SELECT count(*) n FROM contacts')!.n).toBe(count);
  });

  it('finds an existing contact with the same phone (written differently) or email', async () => {
    const created = await org.admin.post('/api/contacts').send({ name: 'Suresh', phone: '+91 99000-12345', email: 'Suresh@Example.org' }).expect(201);
    const byPhone = await org.admin.get('/api/contacts/duplicates').query({ phone: '9900012345' }).expect(200);
    expect(byPhone.body.map((c: { id: number }) => c.id)).toContain(created.body.id);
    const byEmail = await org.admin.get('/api/contacts/duplicates').query({ email: 'suresh@example.org' }).expect(200);
    expect(byEmail.body.map((c: { id: number }) => c.id)).toContain(created.body.id);
    const self = await org.admin.get('/api/contacts/duplicates').query({ email: 'suresh@example.org', excludeId: created.body.id }).expect(200);
    expect(self.body).toEqual([]);
    expect((await other.admin.get('/api/contacts/duplicates').query({ phone: '9900012345' })).body).toEqual([]);
  });

  it("answers 400 'Please select an ID card image first' when extract gets no file", async () => {
    const res = await org.admin.post('/api/contacts/extract').field('language', 'English').expect(400);
    expect(res.body.message).toBe('Please select an ID card image first');
  });
});

describe('vCard export and import', () => {
  it('exports every contact with its photo and notes, and imports them into another organization', async () => {
    const mine = await signedInOrg(t);
    await mine.admin.post('/api/contacts/with-image').field('name', 'Vcard Person').field('phone', '9845066666').field('notes', 'Line one\nLine two; with, punctuation').field('latitude', '12.3').field('longitude', '76.6').attach('profileImage', await sampleImage('jpeg'), 'p.jpg').expect(201);
    await mine.admin.post('/api/contacts').send({ name: 'Second Person', phone: '9845077777', email: 'second@example.org' }).expect(201);
    const exported = await mine.admin.get('/api/contacts/export.vcf').expect(200);
    expect(exported.headers['content-type']).toMatch(/^text\/vcard/);
    expect(exported.headers['content-disposition']).toContain('sahayak-contacts.vcf');
    const text = exported.text;
    expect(text.match(/BEGIN:VCARD/g)).toHaveLength(2);

    const target = await signedInOrg(t);
    const res = await target.admin.post('/api/contacts/import').attach('file', Buffer.from(text + 'BEGIN:VCARD\r\nVERSION:3.0\r\nFN:No Phone\r\nEND:VCARD\r\n'), 'contacts.vcf').expect(200);
    expect(res.body).toMatchObject({ imported: 2, skipped: 1, skippedCards: [{ row: 3, name: 'No Phone' }] });
    const list = (await target.admin.get('/api/contacts')).body as Array<{ name: string; notes: string | null; profileImagePath: string | null; latitude: string | null }>;
    const person = list.find((c) => c.name === 'Vcard Person')!;
    expect(person.notes).toBe('Line one\nLine two; with, punctuation');
    expect(person.latitude).toBe('12.3');
    expect(person.profileImagePath).toMatch(/\.jpg$/);
    await target.admin.get(`/profile-images/${person.profileImagePath}`).expect(200);
  });

  it('refuses a file that is not a vCard', async () => {
    const res = await org.admin.post('/api/contacts/import').attach('file', Buffer.from('name,phone\nA,1'), 'x.csv').expect(400);
    expect(res.body.message).toMatch(/no contacts/);
  });

  // One 7.4 MB file of 100,000 cards once imported them all and held the server 4.9 s.
  const cards = (n: number) => Array.from({ length: n }, (_, i) => `BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Guest ${i}\r\nTEL:98450${String(i).padStart(5, '0')}\r\nEND:VCARD\r\n`).join('');

  it('imports up to the card limit in one file', async () => {
    const mine = await signedInOrg(t);
    const res = await mine.admin.post('/api/contacts/import').attach('file', Buffer.from(cards(MAX_IMPORT_CONTACTS)), 'all.vcf').expect(200);
    expect(res.body).toEqual({ imported: MAX_IMPORT_CONTACTS, skipped: 0, skippedCards: [] });
  });

  it('refuses more cards than the limit, or a file over the size limit, with a 413 that says what to do, importing nothing', async () => {
    const mine = await signedInOrg(t);
    const many = Buffer.from(cards(100_000));
    const tooMany = await mine.admin.post('/api/contacts/import').attach('file', many.subarray(0, many.lastIndexOf('BEGIN:VCARD', MAX_IMPORT_BYTES - 1)), 'many.vcf').expect(413);
    expect(tooMany.body).toMatchObject({ error: 'too_large', message: expect.stringMatching(/holds [\d,]+ contacts; at most 1,000 can be imported at once\. Please split it/) });
    const tooBig = await mine.admin.post('/api/contacts/import').attach('file', many, 'many.vcf').expect(413);
    expect(tooBig.body).toMatchObject({ error: 'too_large', message: expect.stringMatching(/too large to import: at most 5 MB/) });
    expect((await mine.admin.get('/api/contacts').expect(200)).body).toEqual([]);
  });
});
