import { contactsRepo, type ContactValues } from '../api/features/contacts/contacts.repo';
import type { TestApp } from './test-app';

/** Every optional value of a contact empty: a row gives only what its test needs. */
const BLANK = { email: null, company: null, position: null, profession: null, address: null, latitude: null, longitude: null, locationName: null, notes: null, eventTag: null };

export type StoredContact = Pick<ContactValues, 'name' | 'phone'> & Partial<ContactValues>;

/**
 * Contacts written straight through the repo into the organization of the signed-in `agent`, in
 * one transaction (so many share a millisecond, as an import's do), past the API's checks.
 * Returns the signed-in user's ids.
 */
export async function storeContacts(t: TestApp, agent: ReturnType<TestApp['agent']>, rows: StoredContact[]) {
  const me = (await agent.get('/api/auth/user').expect(200)).body as { id: number; organizationId: number };
  const repo = contactsRepo(t.db);
  t.db.tx(() => {
    for (const row of rows) repo.insert(me.organizationId, me.id, null, { ...BLANK, ...row }, null);
  });
  return me;
}
