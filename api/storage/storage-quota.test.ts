import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { createTestApp, signedInOrg, type TestApp } from '../../test-support/test-app';
import { toVCard } from '../features/contacts/vcard';
import { completedInvitation } from '../../test-support/factories';
import { storageQuota } from './storage-quota';

const QUOTA_MESSAGE = 'Your organization has used its storage (1 MB). Delete old invitations or photos, or ask the administrator to raise ORG_STORAGE_QUOTA_MB.';

let t: TestApp;
let org: Awaited<ReturnType<typeof signedInOrg>>;
let other: Awaited<ReturnType<typeof signedInOrg>>;
/** Noise does not compress: 600 × 600 stores as a JPEG of about 280 kB, so 3 fit in 1 MB and a 4th does not. */
let noisy: Buffer;
beforeAll(async () => {
  t = createTestApp({ ORG_STORAGE_QUOTA_MB: '1' });
  org = await signedInOrg(t);
  other = await signedInOrg(t);
  noisy = await sharp(randomBytes(600 * 600 * 3), { raw: { width: 600, height: 600, channels: 3 } }).png().toBuffer();
});
afterAll(() => t.close());

const used = (orgId: number) =>
  t.db.get<{ n: number }>('SELECT (SELECT coalesce(sum(image_bytes), 0) FROM invitations WHERE org_id = ?) + (SELECT coalesce(sum(image_bytes), 0) FROM contacts WHERE org_id = ?) AS n', orgId, orgId)!.n;
const orgOf = async (agent: typeof org.admin) => (await agent.get('/api/auth/user').expect(200)).body.organizationId as number;
const stored = (area: string) => readdirSync(join(t.dataDir, area)).length;
const upload = (agent: typeof org.admin) => agent.post('/api/invitations').field('language', 'English').attach('image', noisy, 'card.png');

describe('ORG_STORAGE_QUOTA_MB', () => {
  it('records the stored size of every photo, and refuses the one that would pass the quota with 413 and a clear message', async () => {
    const orgId = await orgOf(org.admin);
    const first = await upload(org.admin).expect(201);
    const row = t.db.get<{ image_bytes: number }>('SELECT image_bytes FROM invitations WHERE id = ?', first.body.id)!;
    expect(row.image_bytes).toBeGreaterThan(200_000);
    const contact = await org.assistant.post('/api/contacts/with-image').field('name', 'Kiran Rao').field('phone', '9845033333').attach('profileImage', noisy, 'k.png').expect(201);
    expect(t.db.get<{ image_bytes: number }>('SELECT image_bytes FROM contacts WHERE id = ?', contact.body.id)!.image_bytes).toBeGreaterThan(200_000);
    await upload(org.admin).expect(201);
    const before = { used: used(orgId), uploads: stored('uploads'), rows: t.db.get<{ n: number }>('SELECT count(*) AS n FROM invitations')!.n };

    const refused = await upload(org.admin).expect(413);
    expect(refused.body).toEqual({ message: QUOTA_MESSAGE, error: 'storage_quota_exceeded' });
    const photo = await org.admin.post('/api/contacts/with-image').field('name', 'Asha').field('phone', '9845044444').attach('profileImage', noisy, 'a.png').expect(413);
    expect(photo.body.message).toBe(QUOTA_MESSAGE);
    // Nothing written: no row, no file, no bytes.
    expect({ used: used(orgId), uploads: stored('uploads'), rows: t.db.get<{ n: number }>('SELECT count(*) AS n FROM invitations')!.n }).toEqual(before);
    expect(before.used).toBeLessThanOrEqual(1024 * 1024);
  });

  it('still takes contacts without a photo, and replacing a photo counts only the new one', async () => {
    await org.admin.post('/api/contacts').send({ name: 'Ravi', phone: '9845022222' }).expect(201);
    const orgId = await orgOf(org.admin);
    const contact = t.db.get<{ id: number; image_bytes: number }>('SELECT id, image_bytes FROM contacts WHERE org_id = ? AND image_bytes > 0', orgId)!;
    const before = used(orgId);
    const replaced = await org.admin.put(`/api/contacts/${contact.id}/with-image`).field('name', 'Kiran Rao').field('phone', '9845033333').attach('profileImage', noisy, 'k2.png').expect(200);
    expect(used(orgId)).toBe(before - contact.image_bytes + t.db.get<{ image_bytes: number }>('SELECT image_bytes FROM contacts WHERE id = ?', replaced.body.id)!.image_bytes);
    // Removing the photo frees its bytes.
    await org.admin.put(`/api/contacts/${contact.id}`).send({ name: 'Kiran Rao', phone: '9845033333', removeProfileImage: true }).expect(200);
    expect(t.db.get<{ image_bytes: number }>('SELECT image_bytes FROM contacts WHERE id = ?', contact.id)!.image_bytes).toBe(0);
    expect(used(orgId)).toBeLessThan(before);
  });

  it('refuses a vCard import whose photos do not fit, importing none of its cards', async () => {
    const jpeg = await sharp(noisy).jpeg().toBuffer();
    const card = (name: string) => toVCard({ name, phone: '9845055555', email: '', company: '', position: '', profession: '', address: '', latitude: '', longitude: '', locationName: '', notes: '', eventTag: '', photo: jpeg });
    const count = () => t.db.get<{ n: number }>('SELECT count(*) AS n FROM contacts')!.n;
    const before = { contacts: count(), photos: stored('profile-images') };
    const res = await org.admin.post('/api/contacts/import').attach('file', Buffer.from(card('One') + card('Two') + card('Three')), 'all.vcf').expect(413);
    expect(res.body.message).toBe(QUOTA_MESSAGE);
    expect({ contacts: count(), photos: stored('profile-images') }).toEqual(before);
  });

  it('is counted per organization', async () => {
    await upload(other.admin).expect(201);
  });
});

// A review send once left a PDF and an .eml (about 144 kB together) that no quota counted.
describe('sends count in the quota', () => {
  let q: TestApp;
  beforeAll(() => {
    q = createTestApp({ ORG_STORAGE_QUOTA_MB: '0.2' });
  });
  afterAll(() => q.close());

  const sizes = (area: string) => new Map(existsSync(join(q.dataDir, area)) ? readdirSync(join(q.dataDir, area)).map((f) => [f, statSync(join(q.dataDir, area, f)).size] as const) : []);
  const addedBytes = (before: Map<string, number>, after: Map<string, number>) => [...after].filter(([f]) => !before.has(f)).reduce((sum, [, n]) => sum + n, 0);
  const letter = `Dear Shri Ramesh Kumar ji,\n\n${'Thank you for your kind invitation to the opening of the new library. '.repeat(20)}\n\nYours sincerely,\nRavi Kumar`;

  it('counts the review PDF and the .eml of every send, and refuses a send that would pass the quota with 413, writing nothing', async () => {
    const mine = await signedInOrg(q);
    const orgId = (await mine.admin.get('/api/auth/user').expect(200)).body.organizationId as number;
    const id = await completedInvitation(q, mine.assistant);
    const quota = storageQuota(q.db, 0.2);
    const photos = quota.used(orgId);
    const before = { pdfs: sizes('pdfs'), mail: sizes('mail') };

    await mine.assistant.post(`/api/invitations/${id}/send-letter-for-review`).send({ finalLetter: letter }).expect(200);
    const after = { pdfs: sizes('pdfs'), mail: sizes('mail') };
    const written = addedBytes(before.pdfs, after.pdfs) + addedBytes(before.mail, after.mail);
    expect(written).toBeGreaterThan(20_000);
    expect(quota.used(orgId) - photos).toBe(written);

    // The inviter's copy (an .eml with the PDF) counts too, until the quota is full.
    let status = 0;
    for (let i = 0; i < 20 && status !== 413; i++) {
      const files = { pdfs: sizes('pdfs'), mail: sizes('mail') };
      const res = await mine.assistant.post(`/api/invitations/${id}/send-to-inviter`).send({ finalLetter: letter });
      status = res.status;
      if (status === 413) {
        expect(res.body).toEqual({ message: expect.stringMatching(/^Your organization has used its storage \(0\.2 MB\)/), error: 'storage_quota_exceeded' });
        expect({ pdfs: sizes('pdfs'), mail: sizes('mail') }).toEqual(files);
      } else {
        expect(status).toBe(200);
      }
    }
    expect(status).toBe(413);
    expect(quota.used(orgId)).toBeLessThanOrEqual(0.2 * 1024 * 1024);
    await mine.assistant.post(`/api/invitations/${id}/send-letter-for-review`).send({ finalLetter: letter }).expect(413);

    // Deleting the letter removes its PDFs and mails from the disk with their bytes from the quota.
    await mine.assistant.delete(`/api/invitations/${id}`).expect(204);
    expect(quota.used(orgId)).toBe(0);
    expect({ pdfs: sizes('pdfs'), mail: sizes('mail') }).toEqual(before);
  });
});
