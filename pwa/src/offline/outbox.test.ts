import 'fake-indexeddb/auto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createTestApp, registration, type TestApp } from '../../../test-support/test-app';
import { sampleImage } from '../../../test-support/images';
import { offlineDb } from './db';
import { discardOwn, enqueue, getOwnItem, listItems, makeOwnDue, remove, retry, retryOwn } from './outbox';
import { drain, onSent, refusalOf, sendNow, setOutboxUser } from './sync';
import { HttpError } from '@pwa/lib/http-error';
import { capture, submit } from './capture';

/**
 * The outbox against the real API: the app's relative requests are sent to a real Koa server
 * on loopback with a signed-in session, the way the browser would send them.
 */
let t: TestApp;
let server: Server;
let base = '';
let cookie = '';
const realFetch = globalThis.fetch;
/** When set, the request reaches the server but its answer is lost on the way back. */
let loseAnswers = 0;
let networkDown = false;

beforeAll(async () => {
  t = createTestApp();
  server = t.listen();
  await new Promise((r) => server.once('listening', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const body = registration();
  await t.request.post('/api/register').send(body).expect(201);
  const login = await t.request.post('/api/auth/login').send({ email: body.adminEmail, password: body.adminPassword }).expect(200);
  cookie = String(login.headers['set-cookie']).split(';')[0]!;
  vi.stubGlobal('navigator', { onLine: true });
  vi.stubGlobal('location', { origin: base });
  vi.stubGlobal('fetch', async (input: Request) => {
    if (networkDown) throw new TypeError('Failed to fetch');
    const url = new URL(input.url);
    const headers = new Headers(input.headers);
    headers.set('Cookie', cookie);
    const res = await realFetch(new Request(url, { method: input.method, headers, body: input.body, duplex: 'half' } as RequestInit));
    // Only the sends lose their answers; the check of whose session this is asks with a GET.
    if (loseAnswers > 0 && input.method !== 'GET') {
      loseAnswers -= 1;
      await res.arrayBuffer();
      throw new TypeError('network connection was lost');
    }
    return res;
  });
});
afterAll(async () => {
  vi.unstubAllGlobals();
  await new Promise((r) => server.close(r));
  await t.close();
});
beforeEach(async () => {
  setOutboxUser(1);
  networkDown = false;
  loseAnswers = 0;
  await offlineDb.outbox.clear();
});
afterEach(() => vi.useRealTimers());

const count = (sql: string) => t.db.get<{ n: number }>(sql)!.n;
const photo = async () => new Blob([new Uint8Array(await sampleImage('jpeg'))], { type: 'image/jpeg' });

describe('the outbox', () => {
  it('keeps a capture made offline, with its photo, as waiting', async () => {
    networkDown = true;
    const { item, outcome } = await capture({ kind: 'invitation', payload: { language: 'Hindi' }, blob: await photo(), fileName: 'card.jpg' });
    expect(outcome.kind).toBe('offline');
    const [stored] = await listItems();
    expect(stored).toMatchObject({ clientId: item.clientId, state: 'waiting', attempts: 1, kind: 'invitation' });
    expect(stored!.nextAttemptAt).toBeGreaterThan(Date.now());
    expect(stored!.blob!.size).toBeGreaterThan(100);
  });

  it('sends waiting items oldest first when the network returns, each exactly once, and then forgets them', async () => {
    const before = count('SELECT count(*) n FROM invitations');
    const beforeContacts = count('SELECT count(*) n FROM contacts');
    networkDown = true;
    const first = await enqueue({ kind: 'invitation', userId: 1, payload: { language: 'Kannada' }, blob: await photo(), fileName: 'a.jpg' });
    const second = await enqueue({ kind: 'contact-create', userId: 1, payload: { fields: { name: 'Asha', phone: '9845011111' } } });
    await drain();
    expect((await listItems()).map((i) => i.state)).toEqual(['waiting', 'waiting']);
    networkDown = false;
    await offlineDb.outbox.toCollection().modify({ nextAttemptAt: 0 });
    const order: string[] = [];
    const stop = onSent((item) => order.push(item.clientId));
    await drain();
    stop();
    expect(order).toEqual([first.clientId, second.clientId]);
    expect(await listItems()).toEqual([]);
    expect(count('SELECT count(*) n FROM invitations') - before).toBe(1);
    expect(count('SELECT count(*) n FROM contacts') - beforeContacts).toBe(1);
    expect(t.db.get('SELECT language FROM invitations WHERE client_id = ?', first.clientId)).toEqual({ language: 'Kannada' });
  });

  it('keeps items stored in the same millisecond in the order they were stored', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-28T00:00:00Z'));
    const items = [];
    for (let i = 0; i < 5; i++) items.push(await enqueue({ kind: 'contact-create', userId: 1, payload: { fields: { name: `Asha ${i}` } } }));
    expect((await listItems()).map((i) => i.clientId)).toEqual(items.map((i) => i.clientId));
  });

  it('makes no duplicate when the server got the request but the answer was lost', async () => {
    const before = count('SELECT count(*) n FROM invitations');
    const item = await enqueue({ kind: 'invitation', userId: 1, payload: { language: 'English' }, blob: await photo(), fileName: 'lost.jpg' });
    loseAnswers = 2;
    expect((await sendNow(item.clientId)).kind).toBe('offline');
    await retry(item.clientId);
    expect((await sendNow(item.clientId)).kind).toBe('offline');
    await retry(item.clientId);
    const outcome = await sendNow(item.clientId);
    expect(outcome).toMatchObject({ kind: 'sent', result: { id: expect.any(Number) } });
    expect(count('SELECT count(*) n FROM invitations') - before).toBe(1);
    expect(await listItems()).toEqual([]);
  });

  it('keeps an item the server refuses, with its message, until the user retries or discards it', async () => {
    const item = await enqueue({ kind: 'invitation', userId: 1, payload: { language: 'English' }, blob: new Blob(['not a photo'], { type: 'image/jpeg' }), fileName: 'x.jpg' });
    await drain();
    let [stored] = await listItems();
    expect(stored).toMatchObject({ state: 'failed', lastError: 'Please select an image file.' });
    await drain();
    [stored] = await listItems();
    expect(stored!.state).toBe('failed');
    await retry(item.clientId);
    expect((await listItems())[0]!.state).toBe('waiting');
    await remove(item.clientId);
    expect(await listItems()).toEqual([]);
  });

  it("keeps a refused contact's per-field messages, and lets the corrected contact take its place under the same client id", async () => {
    const before = count('SELECT count(*) n FROM contacts');
    // Captured by a build whose rules were looser: the server's contract refuses the phone.
    const item = await enqueue({ kind: 'contact-create', userId: 1, payload: { fields: { name: 'Meera', phone: '12' } } });
    await drain();
    const [stored] = await listItems();
    expect(stored).toMatchObject({ state: 'failed', lastError: 'Invalid phone number format' });
    const refusal = refusalOf(stored!);
    expect(refusal).toBeInstanceOf(HttpError);
    expect(refusal).toMatchObject({ status: 400, body: { error: 'validation_error' }, fields: { phone: 'Invalid phone number format' } });

    const fixed = await submit({ kind: 'contact-create', clientId: item.clientId, payload: { fields: { name: 'Meera', phone: '9845044444' } } });
    expect(fixed).toMatchObject({ kind: 'sent', result: { name: 'Meera' } });
    expect(await listItems()).toEqual([]);
    expect(count('SELECT count(*) n FROM contacts') - before).toBe(1);
    expect(t.db.get('SELECT phone FROM contacts WHERE client_id = ?', item.clientId)).toEqual({ phone: '9845044444' });
  });

  it('throws the server\'s HttpError, fields and all, to a screen waiting on a refused capture', async () => {
    const refused = submit({ kind: 'contact-create', payload: { fields: { name: '', phone: '9845055555' } } });
    await expect(refused).rejects.toMatchObject({ status: 400, fields: { name: 'Name is required' } });
    await expect(refused).rejects.toBeInstanceOf(HttpError);
    expect(await listItems()).toEqual([]);
  });

  it('does not let a capture take the place of one still waiting under the same client id', async () => {
    const item = await enqueue({ kind: 'contact-create', userId: 1, payload: { fields: { name: 'First', phone: '9845066666' } } });
    await expect(enqueue({ kind: 'contact-create', userId: 1, clientId: item.clientId, payload: { fields: { name: 'Second', phone: '9845066666' } } })).rejects.toThrow();
    expect((await listItems()).map((i) => (i.payload.fields as { name: string }).name)).toEqual(['First']);
    // Left waiting, the next test's start-up drain would send it.
    await remove(item.clientId);
  });

  it('waits with backoff after a network failure and does not resend before it is due', async () => {
    networkDown = true;
    await enqueue({ kind: 'contact-create', userId: 1, payload: { fields: { name: 'Later', phone: '9845022222' } } });
    await drain();
    const [after] = await listItems();
    expect(after).toMatchObject({ state: 'waiting', attempts: 1 });
    networkDown = false;
    await drain();
    expect((await listItems())[0]!.attempts).toBe(1);
  });

  it("never sends another user's captures with this user's session", async () => {
    const before = count('SELECT count(*) n FROM contacts');
    await enqueue({ kind: 'contact-create', userId: 2, payload: { fields: { name: 'Someone Else', phone: '9845099999' } } });
    await drain();
    expect((await listItems())[0]).toMatchObject({ userId: 2, state: 'waiting', attempts: 0 });
    expect(count('SELECT count(*) n FROM contacts')).toBe(before);
  });

  it('sends a contact edit with its photo to the contact', async () => {
    const created = await capture({ kind: 'contact-create', payload: { fields: { name: 'Ravi', phone: '9845033333' } } });
    const id = (created.outcome as { result: { id: number } }).result.id;
    const edit = await capture({ kind: 'contact-update', payload: { id, fields: { name: 'Ravi Shankar', phone: '9845033333', notes: 'met offline' } }, blob: await photo(), fileName: 'ravi.jpg' });
    expect(edit.outcome).toMatchObject({ kind: 'sent', result: { id, name: 'Ravi Shankar', notes: 'met offline', profileImagePath: expect.stringMatching(/\.jpg$/) } });
  });

  it("does not send the user's captures when the browser's session now belongs to someone else", async () => {
    // The page still believes user 2 is signed in, but the cookie is user 1's (signed in in another tab).
    const before = count('SELECT count(*) n FROM contacts');
    setOutboxUser(2);
    const item = await enqueue({ kind: 'contact-create', userId: 2, payload: { fields: { name: 'Not Yours', phone: '9845088888' } } });
    await drain();
    expect(await sendNow(item.clientId)).toEqual({ kind: 'offline' });
    expect((await listItems())[0]).toMatchObject({ userId: 2, state: 'waiting', attempts: 0 });
    expect(count('SELECT count(*) n FROM contacts')).toBe(before);
  });

  it("lets no user review, retry, make due or discard another user's capture", async () => {
    const theirs = await enqueue({ kind: 'id-card', userId: 2, payload: { language: 'English' }, blob: await photo(), fileName: 'their-card.jpg' });
    await offlineDb.outbox.update(theirs.clientId, { state: 'failed', nextAttemptAt: 99 });
    expect(await getOwnItem(1, theirs.clientId)).toBeNull();
    await retryOwn(1, theirs.clientId);
    await makeOwnDue(1);
    await discardOwn(1, theirs.clientId);
    expect(await listItems()).toMatchObject([{ clientId: theirs.clientId, state: 'failed', nextAttemptAt: 99 }]);
    expect(await getOwnItem(2, theirs.clientId)).toMatchObject({ fileName: 'their-card.jpg' });
    await discardOwn(2, theirs.clientId);
    expect(await listItems()).toEqual([]);
  });
});
