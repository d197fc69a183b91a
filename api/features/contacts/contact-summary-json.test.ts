import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInOrg, type TestApp } from '../../../test-support/test-app';
import { HOSTILE_STRINGS } from '../../security/hostile-values';
import { contactsRepo, type ContactRow } from './contacts.repo';
import { presentContactSummary } from './contact.presenter';
import { ContactPage } from '@shared/schemas/contact-pages';
import { CONTACT_VALUE_KEYS } from '@shared/helpers/contact-values';

// The list's rows are JSON text written by SQLite (the repo's SUMMARY_JSON), not presentContactSummary:
// whatever a row holds, the two must say the same.
let t: TestApp;
let org: Awaited<ReturnType<typeof signedInOrg>>;
let orgId: number;

const blank = { email: null, company: null, position: null, profession: null, address: null, latitude: null, longitude: null, locationName: null, notes: null, eventTag: null };

beforeAll(async () => {
  t = createTestApp();
  org = await signedInOrg(t);
  const me = (await org.admin.get('/api/auth/user').expect(200)).body as { id: number; organizationId: number };
  orgId = me.organizationId;
  const repo = contactsRepo(t.db);
  t.db.tx(() => {
    // Stored as written, past the API's checks: every optional value empty (''), absent (null) or hostile.
    for (const [, value] of HOSTILE_STRINGS) {
      const values = Object.fromEntries(CONTACT_VALUE_KEYS.map((key) => [key, value])) as Record<(typeof CONTACT_VALUE_KEYS)[number], string>;
      repo.insert(orgId, me.id, null, values, { name: value, bytes: 1 });
    }
    repo.insert(orgId, me.id, null, { ...blank, name: 'Nulls', phone: '919845000001' }, null);
    repo.insert(orgId, me.id, null, { ...blank, name: 'Quotes "\\ \u2028\u2029 \t\n', phone: '', email: '', company: '', latitude: '12.971600', longitude: '-77.5946' }, null);
  });
});
afterAll(() => t.close());

describe('a page of the contacts list written by SQLite', () => {
  it('holds the same values, keys and key order as the presented rows, whatever the row holds', () => {
    const repo = contactsRepo(t.db);
    const options = { limit: 1000, after: null, search: '' };
    const rows = repo.page(orgId, options);
    const texts = repo.summaryPage(orgId, options);
    expect(rows.length).toBeGreaterThan(HOSTILE_STRINGS.length);
    expect(texts.map((row) => [row.id, row.created_at])).toEqual(rows.map((row: ContactRow) => [row.id, row.created_at]));
    for (const [i, row] of rows.entries()) {
      const parsed: unknown = JSON.parse(texts[i]!.json);
      expect(parsed).toStrictEqual(presentContactSummary(row));
      expect(Object.keys(parsed as object)).toEqual(Object.keys(presentContactSummary(row)));
    }
  });

  it('is answered as JSON, tagged and kept private, and matches the shared ContactPage', async () => {
    const res = await org.admin.get('/api/contacts?limit=7').expect(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers.etag).toMatch(/^W\/"contacts-/);
    const page = ContactPage.parse(res.body);
    expect(page.items).toHaveLength(7);
    expect(page.nextCursor).toEqual(expect.any(String));
    const rest = ContactPage.parse((await org.admin.get(`/api/contacts?limit=200&cursor=${page.nextCursor}`).expect(200)).body);
    expect(rest.nextCursor).toBeNull();
    expect(rest.items.length + 7).toBe(HOSTILE_STRINGS.length + 2);
  });
});
