import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInOrg, type TestApp } from '../../../test-support/test-app';
import { storeContacts } from '../../../test-support/stored-contacts';
import { ContactChanges } from '@shared/schemas/contact-changes';

/*
 * The device's copy of the contacts catches up with GET /api/contacts?changedSince=: from '0'
 * every contact, then only what was added, edited or deleted since the cursor it was given.
 */

let t: TestApp;
let org: Awaited<ReturnType<typeof signedInOrg>>;
let other: Awaited<ReturnType<typeof signedInOrg>>;

beforeAll(async () => {
  t = createTestApp();
  org = await signedInOrg(t);
  other = await signedInOrg(t);
  // 25 contacts in one transaction: many share a millisecond, which a time cursor could not tell apart.
  await storeContacts(t, org.admin, Array.from({ length: 25 }, (_, i) => ({ name: `Contact ${i}`, phone: `91 98450 ${String(10000 + i)}` })));
  await other.admin.post('/api/contacts').send({ name: 'Other Org Contact', phone: '919845012345' }).expect(201);
});
afterAll(() => t.close());

async function changes(since: string, limit?: number) {
  const res = await org.admin.get(`/api/contacts?changedSince=${since}${limit ? `&limit=${limit}` : ''}`).expect(200);
  return ContactChanges.parse(res.body);
}

/** Every change after `since`, page by page, as the device asks for them. */
async function catchUp(since: string, limit: number) {
  const items: ContactChanges['items'] = [];
  const deletedIds: number[] = [];
  let cursor = since;
  let pages = 0;
  for (;;) {
    const got = await changes(cursor, limit);
    items.push(...got.items);
    deletedIds.push(...got.deletedIds);
    cursor = got.cursor;
    pages += 1;
    if (!got.more) return { items, deletedIds, cursor, pages };
  }
}

describe('GET /api/contacts?changedSince=', () => {
  it('from 0 answers every contact of the organization once, as list rows, in pages', async () => {
    const all = await catchUp('0', 10);
    expect(all.pages).toBe(3);
    expect(all.items.map((c) => c.name).sort()).toEqual(Array.from({ length: 25 }, (_, i) => `Contact ${i}`).sort());
    expect(all.deletedIds).toEqual([]);
    expect(Object.keys(all.items[0]!)).not.toContain('notes');
    expect(all.items[0]!.createdAt).toMatch(/^\d{4}-/);
  });

  it('then answers nothing until something changes', async () => {
    const { cursor } = await catchUp('0', 1000);
    const again = await changes(cursor);
    expect(again).toEqual({ items: [], deletedIds: [], cursor, more: false });
  });

  it('answers added and edited contacts and the ids of deleted ones, and nothing of another organization', async () => {
    const { cursor, items } = await catchUp('0', 1000);
    const edited = items.find((c) => c.name === 'Contact 3')!;
    const removed = items.find((c) => c.name === 'Contact 4')!;
    const added = await org.admin.post('/api/contacts').send({ name: 'Added Later', phone: '919845088888', company: 'Sharada Trust' }).expect(201);
    await org.admin.put(`/api/contacts/${edited.id}`).send({ name: 'Contact 3 Edited', phone: edited.phone }).expect(200);
    await org.admin.delete(`/api/contacts/${removed.id}`).expect(204);
    await other.admin.post('/api/contacts').send({ name: 'Other Org Later', phone: '919845012346' }).expect(201);

    const since = await changes(cursor);
    expect(since.items.map((c) => c.name).sort()).toEqual(['Added Later', 'Contact 3 Edited']);
    expect(since.items.find((c) => c.id === added.body.id)?.company).toBe('Sharada Trust');
    expect(since.deletedIds).toEqual([removed.id]);
    expect(Number(since.cursor)).toBeGreaterThan(Number(cursor));
    // A device starting afresh is not told about contacts it never had.
    expect((await catchUp('0', 1000)).deletedIds).toEqual([]);
  });

  it('answers an unchanged question with a 304', async () => {
    const first = await org.admin.get('/api/contacts?changedSince=0&limit=5').expect(200);
    await org.admin.get('/api/contacts?changedSince=0&limit=5').set('If-None-Match', first.headers.etag as string).expect(304);
  });

  it.each([
    ['changedSince=', 'changedSince'],
    ['changedSince=abc', 'changedSince'],
    ['changedSince=-1', 'changedSince'],
    ['changedSince=0&limit=0', 'limit'],
    ['changedSince=0&limit=1001', 'limit'],
  ])('refuses %s with a 400 that says why', async (query, word) => {
    const res = await org.admin.get(`/api/contacts?${query}`).expect(400);
    expect(JSON.stringify(res.body)).toMatch(new RegExp(word, 'i'));
  });

  it('needs a signed-in user', async () => {
    await t.agent().get('/api/contacts?changedSince=0').expect(401);
  });
});
