import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerCache } from './answer-cache';
import { createTestApp, signedInOrg, type TestApp } from '../../test-support/test-app';
import { contactsRepo } from '../features/contacts/contacts.repo';

describe('answerCache', () => {
  it('keeps answers by tag and encoding, dropping the least recently used past its budget', () => {
    const answers = answerCache(100);
    answers.remember('a', 'identity', Buffer.alloc(40));
    answers.remember('a', 'gzip', Buffer.alloc(10));
    answers.remember('b', 'identity', Buffer.alloc(40));
    expect(answers.recall('a', 'identity')).toHaveLength(40);
    answers.remember('c', 'identity', Buffer.alloc(40));
    // 'a' was used after the others: the gzip of 'a' goes first, then 'b'.
    expect(answers.recall('a', 'gzip')).toBeUndefined();
    expect(answers.recall('b', 'identity')).toBeUndefined();
    expect(answers.recall('a', 'identity')).toHaveLength(40);
    expect(answers.recall('c', 'identity')).toHaveLength(40);
    expect(answers.heldBytes()).toBe(80);
    answers.remember('c', 'identity', Buffer.alloc(20));
    expect(answers.heldBytes()).toBe(60);
  });

  it('never keeps an answer larger than a page of a list', () => {
    const answers = answerCache();
    answers.remember('whole list', 'identity', Buffer.alloc(600 * 1024));
    expect(answers.recall('whole list', 'identity')).toBeUndefined();
    expect(answers.heldBytes()).toBe(0);
  });
});

describe('lists answered again', () => {
  let t: TestApp;
  let org: Awaited<ReturnType<typeof signedInOrg>>;
  let me: { id: number; organizationId: number };
  const blank = { email: null, company: null, position: null, profession: null, address: null, latitude: null, longitude: null, locationName: null, notes: null, eventTag: null };
  const add = (name: string) => contactsRepo(t.db).insert(me.organizationId, me.id, null, { ...blank, name, phone: '919845012345', company: 'Sharada Vidya Samsthe' }, null);

  beforeAll(async () => {
    t = createTestApp();
    org = await signedInOrg(t);
    me = (await org.admin.get('/api/auth/user').expect(200)).body as { id: number; organizationId: number };
    for (let i = 0; i < 40; i++) add(`Contact ${i}`);
  });
  afterAll(() => t.close());

  it('show a write made outside any request (the pipeline, an import) at once', async () => {
    const first = await org.admin.get('/api/contacts?limit=5').expect(200);
    expect((await org.admin.get('/api/contacts?limit=5').expect(200)).text).toBe(first.text);
    add('Added By The Worker');
    const after = await org.admin.get('/api/contacts?limit=5').expect(200);
    expect(after.body.items[0].name).toBe('Added By The Worker');
    expect(after.headers.etag).not.toBe(first.headers.etag);
  });

  it('are never another organization’s, nor another viewer’s letters', async () => {
    const other = await signedInOrg(t);
    await org.admin.get('/api/contacts?limit=5').expect(200);
    const theirs = await other.admin.get('/api/contacts?limit=5').expect(200);
    expect(theirs.body.items).toEqual([]);
    await org.admin.get('/api/invitations').expect(200);
    const assistants = await org.assistant.get('/api/invitations').expect(200);
    expect(assistants.headers.etag).not.toBe((await org.admin.get('/api/invitations').expect(200)).headers.etag);
  });
});
