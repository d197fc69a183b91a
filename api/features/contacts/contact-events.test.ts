import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInOrg, type TestApp } from '../../../test-support/test-app';
import { binary } from '../../../test-support/binary';
import { ContactEvents, ContactPage } from '@shared/schemas/contact-pages';
import { Contact } from '@shared/schemas/contacts';
import { parseVCards } from './vcard';

let t: TestApp;
let org: Awaited<ReturnType<typeof signedInOrg>>;
const WEDDING = 'Mysuru wedding, Feb 2027';

beforeAll(async () => {
  t = createTestApp();
  org = await signedInOrg(t);
  const other = await signedInOrg(t);
  await org.admin.post('/api/contacts').send({ name: 'Asha Rao', phone: '9845011111', eventTag: WEDDING }).expect(201);
  await org.admin.post('/api/contacts').send({ name: 'Ravi Kumar', phone: '9845022222', eventTag: 'Health camp, Hubballi' }).expect(201);
  await org.assistant.post('/api/contacts').send({ name: 'ಶ್ರೀನಿವಾಸ ರಾವ್', phone: '9845033333', eventTag: `  ${WEDDING} ` }).expect(201);
  await org.admin.post('/api/contacts').send({ name: 'No Event', phone: '9845044444', eventTag: '' }).expect(201);
  await other.admin.post('/api/contacts').send({ name: 'Other Org Guest', phone: '9845055555', eventTag: WEDDING }).expect(201);
});
afterAll(() => t.close());

describe('contacts met at an event', () => {
  it('keeps the event on the contact (trimmed; empty is none) and changes it on edit', async () => {
    const all = (await org.admin.get('/api/contacts').expect(200)).body as Contact[];
    expect(Object.fromEntries(all.map((c) => [c.name, c.eventTag]))).toEqual({
      'Asha Rao': WEDDING,
      'Ravi Kumar': 'Health camp, Hubballi',
      'ಶ್ರೀನಿವಾಸ ರಾವ್': WEDDING,
      'No Event': null,
    });
    const ravi = all.find((c) => c.name === 'Ravi Kumar')!;
    const edited = await org.admin.put(`/api/contacts/${ravi.id}`).send({ ...ravi, eventTag: 'Health camp, Hubballi 2027' }).expect(200);
    expect(Contact.parse(edited.body).eventTag).toBe('Health camp, Hubballi 2027');
    await org.admin.put(`/api/contacts/${ravi.id}`).send({ ...ravi, eventTag: 'Health camp, Hubballi' }).expect(200);
  });

  it('lists the organization’s events with how many contacts each, the latest first', async () => {
    const res = await org.assistant.get('/api/contacts/events').expect(200);
    expect(ContactEvents.parse(res.body).events).toEqual([
      { name: WEDDING, contacts: 2 },
      { name: 'Health camp, Hubballi', contacts: 1 },
    ]);
    // Unchanged since: answered from the list's version alone.
    await org.assistant.get('/api/contacts/events').set('If-None-Match', res.headers.etag!).expect(304);
  });

  it('pages only the contacts of the chosen event, also with a search; a search finds the event’s words', async () => {
    const names = async (query: string) => ContactPage.parse((await org.admin.get(`/api/contacts?limit=50&${query}`).expect(200)).body).items.map((c) => c.name);
    expect(await names(`event=${encodeURIComponent(WEDDING)}`)).toEqual(['ಶ್ರೀನಿವಾಸ ರಾವ್', 'Asha Rao']);
    expect(await names(`event=${encodeURIComponent(WEDDING)}&q=asha`)).toEqual(['Asha Rao']);
    expect(await names('q=hubballi')).toEqual(['Ravi Kumar']);
    expect(await names('event=Nobody%27s%20party')).toEqual([]);
    await org.admin.get(`/api/contacts?limit=50&event=${'x'.repeat(101)}`).expect(400);
  });

  it('exports an event’s contacts, the event as the card’s category and a CSV column, read back on import', async () => {
    const vcf = await org.admin.get(`/api/contacts/export.vcf?event=${encodeURIComponent(WEDDING)}`).expect(200);
    const cards = parseVCards(vcf.text);
    expect(cards.map((c) => [c.name, c.eventTag]).sort()).toEqual([
      ['Asha Rao', WEDDING],
      ['ಶ್ರೀನಿವಾಸ ರಾವ್', WEDDING],
    ]);
    expect(vcf.text).toContain('CATEGORIES:Mysuru wedding\\, Feb 2027');
    const csv = ((await org.admin.get(`/api/contacts/export.csv?event=${encodeURIComponent(WEDDING)}`).buffer(true).parse(binary).expect(200)).body as Buffer).toString('utf8');
    expect(csv.split('\r\n')[0]!.endsWith('"Event"')).toBe(true);
    expect(csv.split('\r\n').filter((line) => line.endsWith(`"${WEDDING}"`))).toHaveLength(2);

    const fresh = await signedInOrg(t);
    await fresh.admin.post('/api/contacts/import').attach('file', Buffer.from(vcf.text), 'wedding.vcf').expect(200);
    const events = ContactEvents.parse((await fresh.admin.get('/api/contacts/events').expect(200)).body).events;
    expect(events).toEqual([{ name: WEDDING, contacts: 2 }]);
  });

  it('refuses an event name longer than a list can show, with the field named', async () => {
    const res = await org.admin.post('/api/contacts').send({ name: 'Too Long', phone: '9845066666', eventTag: 'x'.repeat(101) }).expect(400);
    expect(JSON.stringify(res.body)).toContain('eventTag');
  });
});
