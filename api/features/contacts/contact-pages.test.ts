import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInOrg, type TestApp } from '../../../test-support/test-app';
import { storeContacts } from '../../../test-support/stored-contacts';
import { ContactPage } from '@shared/schemas/contact-pages';

let t: TestApp;
let org: Awaited<ReturnType<typeof signedInOrg>>;
let other: Awaited<ReturnType<typeof signedInOrg>>;

beforeAll(async () => {
  t = createTestApp();
  org = await signedInOrg(t);
  other = await signedInOrg(t);
  await storeContacts(t, org.admin, [
    // 250 contacts, many created in the same millisecond: the id breaks those ties.
    ...Array.from({ length: 250 }, (_, i) => ({ name: `Contact ${i}`, phone: `91 98450 ${String(10000 + i)}`, notes: 'a long note '.repeat(50) })),
    { name: 'Lakshmi Narayan', phone: '+91 98860 55555', email: 'lakshmi@sharada.org', company: 'Sharada Vidya Samsthe', locationName: 'Mysuru, Karnataka, India' },
    { name: '100%_sure Traders', phone: '919900011111' },
  ]);
  await other.admin.post('/api/contacts').send({ name: 'Lakshmi Other Org', phone: '919845012345' }).expect(201);
});
afterAll(() => t.close());

async function page(query: string) {
  const res = await org.admin.get(`/api/contacts?${query}`).expect(200);
  return ContactPage.parse(res.body);
}

describe('GET /api/contacts in pages', () => {
  it('walks every contact once, in the plain list’s order, page by page', async () => {
    const plain = (await org.admin.get('/api/contacts').expect(200)).body as Array<{ id: number }>;
    expect(plain).toHaveLength(252);
    const seen: number[] = [];
    let cursor: string | null = '';
    let pages = 0;
    while (cursor !== null) {
      const got: ContactPage = await page(`limit=100${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...got.items.map((c) => c.id));
      cursor = got.nextCursor;
      pages += 1;
    }
    expect(pages).toBe(3);
    expect(seen).toEqual(plain.map((c) => c.id));
  });

  it('answers what the list shows, not the notes or the address', async () => {
    const [first] = (await page('limit=1')).items;
    expect(Object.keys(first!).sort()).toEqual(['company', 'createdAt', 'email', 'eventTag', 'id', 'latitude', 'locationName', 'longitude', 'name', 'phone', 'position', 'profession', 'profileImagePath', 'updatedAt']);
  });

  it.each([
    ['a name', 'lakshmi'],
    ['a company', 'Vidya'],
    ['an email', 'sharada.org'],
    ['a place', 'Mysuru'],
    ['a phone typed with spaces', '98860 555'],
    ['a phone typed without them', '9886055555'],
  ])('finds a contact by %s, in its own organization only', async (_what, q) => {
    const got = await page(`limit=50&q=${encodeURIComponent(q)}`);
    expect(got.items.map((c) => c.name)).toEqual(['Lakshmi Narayan']);
    expect(got.nextCursor).toBeNull();
  });

  it('takes % and _ in the search as themselves', async () => {
    expect((await page('limit=50&q=100%25_')).items.map((c) => c.name)).toEqual(['100%_sure Traders']);
    expect((await page('limit=50&q=%25')).items.map((c) => c.name)).toEqual(['100%_sure Traders']);
  });

  it('pages through search results too', async () => {
    const first = await page('limit=20&q=Contact%201');
    expect(first.items).toHaveLength(20);
    const second = await page(`limit=20&q=Contact%201&cursor=${first.nextCursor}`);
    // 'Contact 1', 'Contact 10'–'19', 'Contact 100'–'199': 111 in all.
    expect(second.items.every((c) => c.name.startsWith('Contact 1'))).toBe(true);
    expect(new Set([...first.items, ...second.items].map((c) => c.id)).size).toBe(40);
  });

  it.each([
    ['limit=0', 'limit'],
    ['limit=201', 'limit'],
    ['limit=ten', 'limit'],
    ['limit=10&cursor=not*a*cursor', 'cursor'],
    ['limit=10&cursor=bm90IGEgY3Vyc29y', 'position'],
    [`limit=10&q=${'x'.repeat(101)}`, 'q'],
  ])('refuses %s with a 400 that says why', async (query, word) => {
    const res = await org.admin.get(`/api/contacts?${query}`).expect(400);
    expect(JSON.stringify(res.body)).toMatch(new RegExp(word, 'i'));
  });
});

describe('answers that did not change', () => {
  it('are a 304 with no body when the client sends the ETag back, and a 200 again after a change', async () => {
    const first = await org.admin.get('/api/contacts?limit=10').expect(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const again = await org.admin.get('/api/contacts?limit=10').set('If-None-Match', etag).expect(304);
    expect(again.text ?? '').toBe('');
    const plain = await org.admin.get('/api/contacts').expect(200);
    await org.admin.get('/api/contacts').set('If-None-Match', plain.headers.etag as string).expect(304);

    await org.admin.post('/api/contacts').send({ name: 'Newest Contact', phone: '919845099999' }).expect(201);
    const changed = await org.admin.get('/api/contacts?limit=10').set('If-None-Match', etag).expect(200);
    expect(changed.body.items[0].name).toBe('Newest Contact');
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('are known unchanged from the list’s version alone, and changed by every kind of write', async () => {
    const tagOf = async (path: string) => (await org.admin.get(path).expect(200)).headers.etag as string;
    const before = await tagOf('/api/contacts');
    expect(before).toMatch(/^W\/"contacts-\d+-\d+-/);
    const created = await org.admin.post('/api/contacts').send({ name: 'Write Check', phone: '919845077777' }).expect(201);
    const afterInsert = await tagOf('/api/contacts');
    expect(afterInsert).not.toBe(before);
    await org.admin.put(`/api/contacts/${created.body.id}`).send({ name: 'Write Checked', phone: '919845077777' }).expect(200);
    const afterUpdate = await tagOf('/api/contacts');
    expect(afterUpdate).not.toBe(afterInsert);
    await org.admin.delete(`/api/contacts/${created.body.id}`).expect(204);
    const afterDelete = await tagOf('/api/contacts');
    expect(afterDelete).not.toBe(afterUpdate);
    // Another page or search of the same list at the same version is another answer.
    expect(await tagOf('/api/contacts?limit=5')).not.toBe(await tagOf('/api/contacts?limit=6'));
    await org.admin.get('/api/contacts').set('If-None-Match', afterDelete).expect(304);
  });

  it('are not shared between organizations', async () => {
    const mine = await org.admin.get('/api/contacts?limit=5').expect(200);
    const theirs = await other.admin.get('/api/contacts?limit=5').set('If-None-Match', mine.headers.etag as string).expect(200);
    expect(theirs.body.items.map((c: { name: string }) => c.name)).toEqual(['Lakshmi Other Org']);
  });

  it('sign-out tells the browser to drop the answers it kept', async () => {
    const res = await org.assistant.post('/api/auth/logout').expect(200);
    expect(res.headers['clear-site-data']).toBe('"cache"');
  });
});
