/**
 * One organization never reaches another's data. Every route that takes an id or serves a file is
 * called with the owner's ids as the other organization's admin, as its assistant and signed out:
 * the answer is 404 (or 401 signed out) with no trace of the owner's data, and afterwards the
 * owner's rows and files are exactly as they were.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type supertest from 'supertest';
import { createTestApp, signedInOrg, type TestApp } from '../../test-support/test-app';
import { completedInvitation } from '../../test-support/factories';
import { sampleImage } from '../../test-support/images';

type Agent = ReturnType<typeof supertest.agent>;

let t: TestApp;
let owner: Awaited<ReturnType<typeof signedInOrg>>;
let intruder: Awaited<ReturnType<typeof signedInOrg>>;
let ownerOrgId: number;
const mine = { invitations: [] as number[], contacts: [] as number[], files: [] as string[], clientKey: '' };
/** Text only the owner's data holds: none of it may appear in an answer to anyone else. */
const SECRETS = ['Secret Wedding of Lakshmi', 'Dear Shri Venkatesh, thank you (owner letter)', 'owner-host@example.org', '919845077777', 'Owner Contact Anand', 'anand.owner@example.org', 'Owner Private Notes'];

beforeAll(async () => {
  t = createTestApp();
  owner = await signedInOrg(t, { organizationName: 'Owner Trust' });
  intruder = await signedInOrg(t, { organizationName: 'Intruder Trust' });
  ownerOrgId = (await owner.admin.get('/api/auth/user').expect(200)).body.organizationId;
  const photo = await sampleImage('jpeg');

  for (let i = 0; i < 2; i++) {
    mine.invitations.push(await completedInvitation(t, owner.admin, { eventName: SECRETS[0], normal: SECRETS[1], email: SECRETS[2], phone: SECRETS[3] }));
  }
  // Deliveries on the first: an email and a WhatsApp link.
  await owner.admin.post(`/api/invitations/${mine.invitations[0]}/send`).expect(200);
  await owner.admin.post(`/api/invitations/${mine.invitations[0]}/send-letter`).send({ finalLetter: SECRETS[1] }).expect(200);
  // One still waiting for the pipeline (status 'uploaded', with its job).
  const waiting = await owner.assistant.post('/api/invitations').attach('image', photo, 'waiting.jpg').expect(201);
  mine.invitations.push(waiting.body.id);

  mine.clientKey = randomUUID();
  for (const [i, key] of [mine.clientKey, randomUUID()].entries()) {
    const res = await owner.assistant
      .post('/api/contacts/with-image')
      .set('Idempotency-Key', key)
      .field('name', `${SECRETS[4]} ${i}`)
      .field('phone', '+91 98450 66666')
      .field('email', SECRETS[5])
      .field('notes', SECRETS[6])
      .attach('profileImage', photo, 'anand.jpg')
      .expect(201);
    mine.contacts.push(res.body.id);
    mine.files.push(res.body.profileImagePath);
  }
  const plain = await owner.admin.post('/api/contacts').send({ name: SECRETS[4], phone: '9845066667', notes: SECRETS[6] }).expect(201);
  mine.contacts.push(plain.body.id);

  // The intruder has data of its own, so its ids and files exist too.
  await completedInvitation(t, intruder.admin, { eventName: 'Intruder event' });
  await intruder.admin.post('/api/contacts/with-image').field('name', 'Intruder Person').field('phone', '9845011111').attach('profileImage', photo, 'i.jpg').expect(201);
});
afterAll(() => t.close());

/** Every row and file the owner has, to compare before and after. */
function snapshot() {
  const folder = (area: string) => {
    const dir = join(t.dataDir, area);
    return existsSync(dir) ? readdirSync(dir).sort().map((name) => `${name}:${statSync(join(dir, name)).size}`) : [];
  };
  return {
    organization: t.db.get('SELECT * FROM organizations WHERE id = ?', ownerOrgId),
    users: t.db.all('SELECT * FROM users WHERE org_id = ? ORDER BY id', ownerOrgId),
    invitations: t.db.all('SELECT * FROM invitations WHERE org_id = ? ORDER BY id', ownerOrgId),
    jobs: t.db.all('SELECT j.* FROM jobs j JOIN invitations i ON i.id = j.invitation_id WHERE i.org_id = ? ORDER BY j.id', ownerOrgId),
    deliveries: t.db.all('SELECT d.* FROM deliveries d JOIN invitations i ON i.id = d.invitation_id WHERE i.org_id = ? ORDER BY d.id', ownerOrgId),
    contacts: t.db.all('SELECT * FROM contacts WHERE org_id = ? ORDER BY id', ownerOrgId),
    // Whole folders: a refused request writes no photo, mail or PDF, for anyone.
    files: { uploads: folder('uploads'), profileImages: folder('profile-images'), mail: folder('mail'), pdfs: folder('pdfs') },
  };
}

interface Call {
  label: string;
  send: (agent: Agent | ReturnType<typeof supertest>) => supertest.Test;
}

const letter = 'Dear Sir, we accept with thanks.';
const invitationCalls = (id: number): Call[] => [
  { label: `GET /api/invitations/${id}`, send: (a) => a.get(`/api/invitations/${id}`) },
  { label: `GET /api/invitations/${id}/image`, send: (a) => a.get(`/api/invitations/${id}/image`) },
  { label: `HEAD /api/invitations/${id}/image`, send: (a) => a.head(`/api/invitations/${id}/image`) },
  { label: `POST /api/invitations/${id}/update-email`, send: (a) => a.post(`/api/invitations/${id}/update-email`).send({ inviterEmail: 'intruder@evil.example' }) },
  { label: `POST /api/invitations/${id}/update-email (clear)`, send: (a) => a.post(`/api/invitations/${id}/update-email`).send({ inviterEmail: '' }) },
  { label: `POST /api/invitations/${id}/update-phone`, send: (a) => a.post(`/api/invitations/${id}/update-phone`).send({ inviterPhone: '+91 99999 99999' }) },
  { label: `PUT /api/invitations/${id}/letters`, send: (a) => a.put(`/api/invitations/${id}/letters`).send({ tab: 'normal', text: 'Taken over' }) },
  { label: `PUT /api/invitations/${id}/letters (forget edit)`, send: (a) => a.put(`/api/invitations/${id}/letters`).send({ tab: 'finetuned', text: null }) },
  { label: `POST /api/invitations/${id}/regenerate`, send: (a) => a.post(`/api/invitations/${id}/regenerate`).send({ hosts: ['Intruder'], eventName: 'Hijacked', date: '1 April', time: '', venue: 'Nowhere' }) },
  { label: `POST /api/invitations/${id}/download-pdf`, send: (a) => a.post(`/api/invitations/${id}/download-pdf`).send({ letterContent: letter }) },
  { label: `POST /api/invitations/${id}/send`, send: (a) => a.post(`/api/invitations/${id}/send`) },
  { label: `POST /api/invitations/${id}/send-to-inviter`, send: (a) => a.post(`/api/invitations/${id}/send-to-inviter`).send({ finalLetter: letter }) },
  { label: `POST /api/invitations/${id}/send-letter-for-review`, send: (a) => a.post(`/api/invitations/${id}/send-letter-for-review`).send({ finalLetter: letter }) },
  { label: `POST /api/invitations/${id}/send-letter`, send: (a) => a.post(`/api/invitations/${id}/send-letter`).send({ finalLetter: letter }) },
  { label: `DELETE /api/invitations/${id}`, send: (a) => a.delete(`/api/invitations/${id}`) },
];

const contactCalls = async (id: number): Promise<Call[]> => {
  const photo = await sampleImage('png');
  const fields = { name: 'Hijacked Name', phone: '9845000000', email: 'intruder@evil.example' };
  return [
    { label: `GET /api/contacts/${id}`, send: (a) => a.get(`/api/contacts/${id}`) },
    { label: `PUT /api/contacts/${id}`, send: (a) => a.put(`/api/contacts/${id}`).send(fields) },
    { label: `PUT /api/contacts/${id} (remove photo)`, send: (a) => a.put(`/api/contacts/${id}`).send({ ...fields, removeProfileImage: true }) },
    {
      label: `PUT /api/contacts/${id}/with-image`,
      send: (a) => a.put(`/api/contacts/${id}/with-image`).field('name', fields.name).field('phone', fields.phone).attach('profileImage', photo, 'x.png'),
    },
    { label: `DELETE /api/contacts/${id}`, send: (a) => a.delete(`/api/contacts/${id}`) },
  ];
};

const fileCalls = (file: string): Call[] => [
  { label: `GET /profile-images/${file}`, send: (a) => a.get(`/profile-images/${file}`) },
  { label: `HEAD /profile-images/${file}`, send: (a) => a.head(`/profile-images/${file}`) },
];

/** Runs each call as the intruder's admin, its assistant, and signed out; returns what went wrong. */
async function attempt(calls: Call[]): Promise<{ tried: number; problems: string[] }> {
  const callers: Array<[string, Agent | ReturnType<typeof supertest>, number]> = [
    ['other admin', intruder.admin, 404],
    ['other assistant', intruder.assistant, 404],
    ['signed out', t.request, 401],
  ];
  const problems: string[] = [];
  let tried = 0;
  for (const call of calls) {
    for (const [who, agent, expected] of callers) {
      tried += 1;
      const res = await call.send(agent);
      const text = res.text ?? '';
      if (res.status !== expected) problems.push(`${who} ${call.label}: ${res.status} (expected ${expected}) ${text.slice(0, 100)}`);
      if (res.request.method !== 'HEAD' && !(res.body && typeof res.body.message === 'string' && typeof res.body.error === 'string')) {
        problems.push(`${who} ${call.label}: not a JSON error body`);
      }
      if (!/json/.test(String(res.headers['content-type'] ?? 'application/json'))) problems.push(`${who} ${call.label}: answered ${res.headers['content-type']}`);
      for (const secret of SECRETS) if (text.includes(secret)) problems.push(`${who} ${call.label}: leaks "${secret}"`);
    }
  }
  return { tried, problems };
}

describe('another organization’s ids answer 404, signed out 401, and change nothing', () => {
  it('for every invitation route, on a completed invitation, one with deliveries, and one still in the pipeline', async () => {
    const before = snapshot();
    const results = await Promise.all(mine.invitations.map((id) => attempt(invitationCalls(id))));
    expect(results.flatMap((r) => r.problems)).toEqual([]);
    expect(snapshot()).toEqual(before);
    expect(results.reduce((n, r) => n + r.tried, 0)).toBe(mine.invitations.length * 15 * 3);
  });

  it('for every contact route, with and without a photo', async () => {
    const before = snapshot();
    for (const id of mine.contacts) {
      const { problems } = await attempt(await contactCalls(id));
      expect(problems).toEqual([]);
    }
    expect(snapshot()).toEqual(before);
  });

  it('for the profile photos', async () => {
    const before = snapshot();
    for (const file of mine.files) expect((await attempt(fileCalls(file))).problems).toEqual([]);
    expect(snapshot()).toEqual(before);
  });

  it('never lists, exports or matches the owner’s data for the other organization', async () => {
    const before = snapshot();
    for (const agent of [intruder.admin, intruder.assistant]) {
      const invitations = await agent.get('/api/invitations').expect(200);
      expect(invitations.body.map((i: { id: number }) => i.id).filter((id: number) => mine.invitations.includes(id))).toEqual([]);
      const contacts = await agent.get('/api/contacts').expect(200);
      expect(contacts.body.map((c: { id: number }) => c.id).filter((id: number) => mine.contacts.includes(id))).toEqual([]);
      const exported = await agent.get('/api/contacts/export.vcf').expect(200);
      const duplicates = await agent.get('/api/contacts/duplicates').query({ phone: '+91 98450 66666', email: SECRETS[5], excludeId: String(mine.contacts[0]) }).expect(200);
      expect(duplicates.body).toEqual([]);
      const organization = await agent.get('/api/organization').expect(200);
      for (const text of [invitations.text, contacts.text, exported.text, organization.text]) {
        for (const secret of [...SECRETS, 'Owner Trust']) expect(text).not.toContain(secret);
      }
    }
    for (const path of ['/api/invitations', '/api/contacts', '/api/contacts/export.vcf', '/api/contacts/duplicates?phone=9845066666', '/api/organization']) {
      expect((await t.request.get(path)).status).toBe(401);
    }
    expect(snapshot()).toEqual(before);
  });

  it('answers the other organization’s Idempotency-Key with a new record of its own, never the owner’s', async () => {
    const res = await intruder.admin.post('/api/contacts').set('Idempotency-Key', mine.clientKey).send({ name: 'Intruder Copy', phone: '9845012121' }).expect(201);
    expect(mine.contacts).not.toContain(res.body.id);
    expect(res.body.name).toBe('Intruder Copy');
    expect(JSON.stringify(res.body)).not.toContain(SECRETS[4]);
  });

  it('leaves the owner’s data readable and whole for the owner', async () => {
    // Letters are their writer's: the admin wrote the first two, the assistant the waiting one.
    for (const [i, id] of mine.invitations.entries()) {
      const writer = i < 2 ? owner.admin : owner.assistant;
      await writer.get(`/api/invitations/${id}`).expect(200);
      await writer.get(`/api/invitations/${id}/image`).expect(200);
    }
    for (const id of mine.contacts) expect((await owner.admin.get(`/api/contacts/${id}`).expect(200)).body.name).toContain(SECRETS[4]);
    for (const file of mine.files) await owner.admin.get(`/profile-images/${file}`).expect(200);
    const first = await owner.admin.get(`/api/invitations/${mine.invitations[0]}`).expect(200);
    expect(first.body).toMatchObject({ inviterEmail: SECRETS[2], inviterPhone: SECRETS[3], generatedLetter: SECRETS[1] });
    expect(first.body.deliveries).toHaveLength(2);
  });
});
