import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { createTestApp, signedInOrg, type TestApp } from '../../../test-support/test-app';
import { completedInvitation } from '../../../test-support/factories';
import { sampleImage } from '../../../test-support/images';

/** Deleting contacts and letters, and a vCard import that skips duplicates and says why. */
let t: TestApp;
let org: Awaited<ReturnType<typeof signedInOrg>>;
let other: Awaited<ReturnType<typeof signedInOrg>>;

beforeAll(async () => {
  t = createTestApp();
  org = await signedInOrg(t, { organizationName: 'Delete Trust' });
  other = await signedInOrg(t, { organizationName: 'Other Trust' });
});
afterAll(() => t.close());

const orgBytes = (orgId: number) =>
  t.db.get<{ n: number }>('SELECT coalesce(sum(image_bytes), 0) n FROM contacts WHERE org_id = ?', orgId)!.n +
  t.db.get<{ n: number }>('SELECT coalesce(sum(image_bytes), 0) n FROM invitations WHERE org_id = ?', orgId)!.n;

describe('DELETE /api/contacts/:id', () => {
  it('removes the contact and its photo for any user of the organization, and frees its quota', async () => {
    const created = await org.admin.post('/api/contacts/with-image').field('name', 'Gone Soon').field('phone', '9845012121').attach('profileImage', await sampleImage('jpeg'), 'p.jpg').expect(201);
    const { id, profileImagePath } = created.body as { id: number; profileImagePath: string };
    const orgId = (await org.admin.get('/api/auth/user')).body.organizationId as number;
    const path = `${t.dataDir}/profile-images/${profileImagePath}`;
    expect(existsSync(path)).toBe(true);
    const bytesBefore = orgBytes(orgId);

    await other.admin.delete(`/api/contacts/${id}`).expect(404);
    await org.assistant.delete(`/api/contacts/${id}`).expect(204);
    expect(existsSync(path)).toBe(false);
    expect(orgBytes(orgId)).toBeLessThan(bytesBefore);
    await org.admin.get(`/api/contacts/${id}`).expect(404);
    await org.admin.get(`/profile-images/${profileImagePath}`).expect(404);
    // Again (a retried delete): gone is gone.
    await org.admin.delete(`/api/contacts/${id}`).expect(404);
  });
});

describe('DELETE /api/invitations/:id', () => {
  it('removes the letter, its photo, jobs and deliveries for its writer only', async () => {
    const id = await completedInvitation(t, org.assistant, { eventName: 'Delete Me Wedding' });
    await org.assistant.post(`/api/invitations/${id}/send-letter-for-review`).send({ finalLetter: 'Dear Sir, we accept.' }).expect(200);
    const row = t.db.get<{ image_path: string }>('SELECT image_path FROM invitations WHERE id = ?', id)!;
    expect(existsSync(row.image_path)).toBe(true);

    // The admin reads a letter sent for review but may not delete it; another organization gets 404.
    await org.admin.get(`/api/invitations/${id}`).expect(200);
    const refused = await org.admin.delete(`/api/invitations/${id}`).expect(403);
    expect(refused.body.message).toMatch(/Only the person who wrote this letter/);
    await other.admin.delete(`/api/invitations/${id}`).expect(404);

    await org.assistant.delete(`/api/invitations/${id}`).expect(204);
    expect(t.db.get('SELECT 1 AS x FROM invitations WHERE id = ?', id)).toBeUndefined();
    expect(t.db.get<{ n: number }>('SELECT count(*) n FROM deliveries WHERE invitation_id = ?', id)!.n).toBe(0);
    expect(t.db.get<{ n: number }>('SELECT count(*) n FROM jobs WHERE invitation_id = ?', id)!.n).toBe(0);
    expect(existsSync(row.image_path)).toBe(false);
    await org.assistant.get(`/api/invitations/${id}/image`).expect(404);
    await org.assistant.delete(`/api/invitations/${id}`).expect(404);
  });

  it('removes an invitation still waiting for the pipeline, with its job', async () => {
    const up = await org.admin.post('/api/invitations').attach('image', await sampleImage('jpeg'), 'waiting.jpg').expect(201);
    await org.admin.delete(`/api/invitations/${up.body.id}`).expect(204);
    expect(t.db.get<{ n: number }>('SELECT count(*) n FROM jobs WHERE invitation_id = ?', up.body.id)!.n).toBe(0);
  });
});

const card = (name: string, phone: string, email = '') =>
  ['BEGIN:VCARD', 'VERSION:3.0', `FN:${name}`, phone ? `TEL:${phone}` : '', email ? `EMAIL:${email}` : '', 'END:VCARD'].filter(Boolean).join('\r\n') + '\r\n';

describe('vCard import of duplicates', () => {
  it('skips a card with the name and phone or email of an existing contact or an earlier card, and says why for each', async () => {
    await org.admin.post('/api/contacts').send({ name: 'Asha Rao', phone: '+91 98450 30001', email: 'asha@example.org' }).expect(201);
    const file =
      card('Asha Rao', '9845030001') + // same name and phone (written another way) as a contact
      card('asha  rao', '9845099999', 'ASHA@example.org') + // same name and email, case and spacing aside
      card('Vikram Shah', '9845030002') +
      card('Vikram Shah', '+91 98450 30002') + // same as card 3 of the file
      card('Vikram Shah', '9845030003') + // same name, another person's phone: kept
      card('No Phone', '');
    const res = await org.admin.post('/api/contacts/import').attach('file', Buffer.from(file), 'dupes.vcf').expect(200);
    expect(res.body).toEqual({
      imported: 2,
      skipped: 4,
      skippedCards: [
        { row: 1, name: 'Asha Rao', reason: 'Same name and phone or email as a contact you already have' },
        { row: 2, name: 'asha  rao', reason: 'Same name and phone or email as a contact you already have' },
        { row: 4, name: 'Vikram Shah', reason: 'Same name and phone or email as card 3 of this file' },
        { row: 6, name: 'No Phone', reason: expect.stringMatching(/^phone: /) },
      ],
    });
    // Importing the same file again adds nothing.
    const again = await org.admin.post('/api/contacts/import').attach('file', Buffer.from(file), 'dupes.vcf').expect(200);
    expect(again.body).toMatchObject({ imported: 0, skipped: 6 });
    const names = (await org.admin.get('/api/contacts')).body.map((c: { name: string }) => c.name).sort();
    expect(names.filter((n: string) => /asha|vikram/i.test(n))).toEqual(['Asha Rao', 'Vikram Shah', 'Vikram Shah']);
  });
});
