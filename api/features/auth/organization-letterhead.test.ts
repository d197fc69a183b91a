import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInOrg, type TestApp } from '../../../test-support/test-app';
import { completedInvitation } from '../../../test-support/factories';
import { binary } from '../../../test-support/binary';
import { senderFor } from './sender';
import { generateStage } from '../invitations/pipeline/generate';
import type { InvitationRow } from '../invitations/invitations.repo';

let t: TestApp;
beforeAll(() => {
  t = createTestApp();
});
afterAll(() => t.close());

const LETTERHEAD = {
  name: 'Lokseva Trust',
  address: '12 MG Road, Bengaluru 560001',
  place: 'Bengaluru',
  phone: '+91 80 2345 6789',
  email: 'office@lokseva.org',
  senderName: 'Dr. Sudha Rao',
  senderDesignation: 'Secretary',
};
const KANNADA = { name: 'ಲೋಕಸೇವಾ ಟ್ರಸ್ಟ್', address: '12 ಎಂ.ಜಿ. ರಸ್ತೆ, ಬೆಂಗಳೂರು 560001', place: 'ಬೆಂಗಳೂರು', senderName: 'ಡಾ. ಸುಧಾ ರಾವ್', senderDesignation: 'ಕಾರ್ಯದರ್ಶಿ' };

describe('PUT /api/organization: letterhead and signature', () => {
  it('keeps the Latin details and each language form the admin sets, and answers them on GET', async () => {
    const { admin } = await signedInOrg(t);
    await admin.put('/api/organization').send({ ...LETTERHEAD, inLanguages: { Kannada: KANNADA } }).expect(204);
    const got = (await admin.get('/api/organization').expect(200)).body;
    expect(got).toMatchObject(LETTERHEAD);
    expect(got.inLanguages.Kannada).toEqual(KANNADA);
    // Languages never set answer blank forms, for all six scripts.
    expect(Object.keys(got.inLanguages).sort()).toEqual(['Hindi', 'Kannada', 'Malayalam', 'Sanskrit', 'Tamil', 'Telugu']);
    expect(got.inLanguages.Tamil).toEqual({ name: '', address: '', place: '', senderName: '', senderDesignation: '' });
  });

  it('changes only the fields sent; the sender line and the network switch still work as before', async () => {
    const { admin } = await signedInOrg(t);
    await admin.put('/api/organization').send({ ...LETTERHEAD, inLanguages: { Kannada: KANNADA, Hindi: { ...KANNADA, name: 'लोकसेवा ट्रस्ट' } } }).expect(204);
    await admin.put('/api/organization').send({ phone: '', inLanguages: { Kannada: { ...KANNADA, senderDesignation: '' } } }).expect(204);
    await admin.put('/api/organization').send({ assistantSamparkOnly: true }).expect(204);
    const got = (await admin.get('/api/organization').expect(200)).body;
    expect(got).toMatchObject({ ...LETTERHEAD, phone: '' });
    expect(got.inLanguages.Kannada.senderDesignation).toBe('');
    expect(got.inLanguages.Hindi.name).toBe('लोकसेवा ट्रस्ट');
    expect(got.assistant.samparkOnly).toBe(true);
  });

  it('refuses bad values with a message per field and changes nothing', async () => {
    const { admin } = await signedInOrg(t);
    await admin.put('/api/organization').send({ email: 'office@lokseva.org' }).expect(204);
    const bad = await admin
      .put('/api/organization')
      .send({ name: 'L', email: 'not-an-email', phone: '12', address: 'x'.repeat(301), inLanguages: { Kannada: { ...KANNADA, place: 'y'.repeat(201) } } })
      .expect(400);
    expect(bad.body.error).toBe('validation_error');
    expect(bad.body.fields).toMatchObject({
      name: 'Organization name must be at least 2 characters',
      email: 'Invalid organization email address',
      phone: 'Invalid phone number format',
      address: 'The address must be at most 300 characters',
      'inLanguages.Kannada.place': 'The place must be at most 200 characters',
    });
    await admin.put('/api/organization').send({ inLanguages: { Klingon: KANNADA } }).expect(400);
    await admin.put('/api/organization').send({ inLanguages: { English: KANNADA } }).expect(400);
    await admin.put('/api/organization').send({ inLanguages: { Tamil: { name: 'only a name' } } }).expect(400);
    expect((await admin.get('/api/organization')).body).toMatchObject({ email: 'office@lokseva.org', address: '' });
  });

  it('lets only the admin change them', async () => {
    const { admin, assistant } = await signedInOrg(t);
    await assistant.put('/api/organization').send({ address: 'Somewhere else' }).expect(403);
    await assistant.put('/api/organization').send({ inLanguages: { Hindi: KANNADA } }).expect(403);
    expect((await admin.get('/api/organization')).body).toMatchObject({ address: '' });
  });

  it('keeps each organization to its own: another admin neither reads nor changes them', async () => {
    const first = await signedInOrg(t);
    const second = await signedInOrg(t);
    await first.admin.put('/api/organization').send({ ...LETTERHEAD, inLanguages: { Kannada: KANNADA } }).expect(204);
    const seen = (await second.admin.get('/api/organization').expect(200)).body;
    expect(seen).toMatchObject({ address: '', email: '', senderDesignation: '' });
    expect(seen.inLanguages.Kannada.name).toBe('');
    expect(JSON.stringify(seen)).not.toContain('Lokseva');
    // The second admin's changes land in the second organization only.
    await second.admin.put('/api/organization').send({ address: 'Other Road, Mysuru', inLanguages: { Kannada: { ...KANNADA, name: 'ಬೇರೆ ಸಂಸ್ಥೆ' } } }).expect(204);
    const mine = (await first.admin.get('/api/organization').expect(200)).body;
    expect(mine).toMatchObject(LETTERHEAD);
    expect(mine.inLanguages.Kannada).toEqual(KANNADA);
    await t.request.get('/api/organization').expect(401);
    await t.request.put('/api/organization').send({ address: 'x' }).expect(401);
  });
});

describe('senderFor(…).letterhead', () => {
  it("writes each detail in the letter's script: the organization's own form, else the Latin one transliterated", async () => {
    const { admin, body } = await signedInOrg(t);
    await admin.put('/api/organization').send({ ...LETTERHEAD, inLanguages: { Kannada: { ...KANNADA, senderDesignation: '' } } }).expect(204);
    const orgId = (await admin.get('/api/auth/user')).body.organizationId as number;
    const sender = senderFor(t.db, orgId, undefined);
    const kannada = sender.letterhead('Kannada');
    expect(kannada).toMatchObject({ name: 'Lokseva Trust', localName: KANNADA.name, senderName: KANNADA.senderName, phone: LETTERHEAD.phone, email: LETTERHEAD.email });
    // Blank form → the Latin 'Secretary' written in Kannada letters.
    expect(kannada.senderDesignation).toMatch(/^[\u0c80-\u0cff]+$/);
    const tamil = sender.letterhead('Tamil');
    for (const value of [tamil.localName, tamil.place, tamil.senderName, tamil.senderDesignation]) expect(value).toMatch(/^[\u0b80-\u0bff .]+$/);
    expect(sender.letterhead('English')).toMatchObject({ localName: 'Lokseva Trust', senderName: 'Dr. Sudha Rao', senderDesignation: 'Secretary' });
    expect(body.organizationName).not.toBe('Lokseva Trust');
  });
});

describe('the letterhead on the PDF', () => {
  const dir = mkdtempSync(join(tmpdir(), 'letterhead-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("prints the organization's Kannada and Latin names, address, phone, email and place on a Kannada letter", async () => {
    const { admin } = await signedInOrg(t);
    await admin.put('/api/organization').send({ ...LETTERHEAD, inLanguages: { Kannada: KANNADA } }).expect(204);
    const id = await completedInvitation(t, admin, { language: 'Kannada' });
    const res = await admin
      .post(`/api/invitations/${id}/download-pdf`)
      .send({ letterContent: 'ಮಾನ್ಯ ಶ್ರೀ ರಮೇಶ್ ಅವರೇ,\n\nತಮ್ಮ ಆಹ್ವಾನಕ್ಕೆ ಧನ್ಯವಾದಗಳು.\n\nವಂದನೆಗಳೊಂದಿಗೆ,\nಡಾ. ಸುಧಾ ರಾವ್\nಕಾರ್ಯದರ್ಶಿ\nಲೋಕಸೇವಾ ಟ್ರಸ್ಟ್' })
      .buffer(true)
      .parse(binary)
      .expect(200);
    const file = join(dir, 'letter.pdf');
    writeFileSync(file, res.body as Buffer);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).normalize('NFC');
    for (const line of [KANNADA.name, KANNADA.address, 'LOKSEVA TRUST', LETTERHEAD.phone, LETTERHEAD.email, `ಸ್ಥಳ: ${KANNADA.place}`, 'ದಿನಾಂಕ:']) {
      expect(text).toContain(line);
    }
    // The letterhead comes before the letter.
    expect(text.indexOf(KANNADA.address)).toBeLessThan(text.indexOf('ಮಾನ್ಯ'));
  });
});

describe('letters written after the settings change', () => {
  it("are signed with the signer's name, designation and organization as the admin wrote them in Kannada", async () => {
    const { admin } = await signedInOrg(t);
    await admin.put('/api/organization').send({ ...LETTERHEAD, inLanguages: { Kannada: KANNADA } }).expect(204);
    const id = await completedInvitation(t, admin, { language: 'Kannada' });
    const invitation = t.db.get<InvitationRow>('SELECT * FROM invitations WHERE id = ?', id)!;
    const save = await generateStage({ invitation, ports: t.ports, db: t.db, senderOf: (orgId) => senderFor(t.db, orgId, undefined) });
    save(t.db);
    const { generated_letter, generated_letter_finetuned } = t.db.get<InvitationRow>('SELECT * FROM invitations WHERE id = ?', id)!;
    for (const letter of [generated_letter!, generated_letter_finetuned!]) {
      expect(letter.split('\n').slice(-3)).toEqual([KANNADA.senderName, KANNADA.senderDesignation, `${KANNADA.name} (${LETTERHEAD.name})`]);
    }
  });
});
