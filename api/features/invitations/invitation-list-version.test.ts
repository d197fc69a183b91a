/**
 * The invitations list is answered 304 from its version alone while nothing changed: the 1 s
 * polling of a letter in progress then costs one lookup. Every change a viewer could see (a new
 * invitation, a status, a letter, a delivery, a delete) gives a new tag, and each viewer has
 * their own (letters are private to their writer).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInOrg, type TestApp } from '../../../test-support/test-app';
import { completedInvitation } from '../../../test-support/factories';

let t: TestApp;
let org: Awaited<ReturnType<typeof signedInOrg>>;

beforeAll(async () => {
  t = createTestApp();
  org = await signedInOrg(t);
});
afterAll(() => t.close());

const tagOf = async (agent: typeof org.admin) => {
  const res = await agent.get('/api/invitations').expect(200);
  return res.headers.etag as string;
};

describe('GET /api/invitations while nothing changed', () => {
  it('answers 304 to the tag it gave, and a new tag after each change a viewer could see', async () => {
    const id = await completedInvitation(t, org.assistant);
    const first = await tagOf(org.assistant);
    await org.assistant.get('/api/invitations').set('If-None-Match', first).expect(304);

    await org.assistant.post(`/api/invitations/${id}/update-email`).send({ inviterEmail: 'host@example.org' }).expect(200);
    const afterEdit = await tagOf(org.assistant);
    expect(afterEdit).not.toBe(first);

    await org.assistant.post(`/api/invitations/${id}/send-letter-for-review`).send({ finalLetter: 'Dear host, please review.' }).expect(200);
    const afterDelivery = await tagOf(org.assistant);
    expect(afterDelivery).not.toBe(afterEdit);
    const stale = await org.assistant.get('/api/invitations').set('If-None-Match', afterEdit).expect(200);
    expect(stale.body[0].deliveries?.length ?? stale.body[0].deliveryHistory?.length ?? 1).toBeGreaterThan(0);

    await org.assistant.delete(`/api/invitations/${id}`).expect(204);
    expect(await tagOf(org.assistant)).not.toBe(afterDelivery);
  });

  it('gives each viewer their own tag', async () => {
    expect(await tagOf(org.admin)).not.toBe(await tagOf(org.assistant));
  });
});

describe('the 304 answered before routing (unchangedListsFirst)', () => {
  it('carries what the full answer would: its tag, private no-cache, Vary and the API policy', async () => {
    const tag = await tagOf(org.admin);
    const res = await org.admin.get('/api/invitations').set('If-None-Match', tag).expect(304);
    expect(res.headers).toMatchObject({ etag: tag, 'cache-control': 'private, no-cache', vary: 'Accept-Encoding', 'x-content-type-options': 'nosniff' });
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it('gives nobody a 304 the list route would refuse: signed out, or an assistant limited to the network', async () => {
    const other = await signedInOrg(t);
    const tag = await tagOf(other.assistant);
    await other.admin.put('/api/organization').send({ assistantSamparkOnly: true }).expect(204);
    // The tag is the one they were given before: still the version's, so only the access rule refuses it.
    const refused = await other.assistant.get('/api/invitations').set('If-None-Match', tag).expect(403);
    expect(refused.body.message).toBe('Your account is limited to the professional network.');
    await t.request.get('/api/invitations').set('If-None-Match', tag).expect(401);
    await t.request.get('/api/contacts').set('If-None-Match', tag).expect(401);
  });

  it('leaves a path it does not know exactly to the routes, which answer the same 304', async () => {
    const tag = await tagOf(org.admin);
    await org.admin.get('/api/invitations/').set('If-None-Match', tag).expect(304);
  });
});


describe('GET /api/invitations/:id while nothing changed (the 1 s polling of a letter in progress)', () => {
  it('answers 304 to the tag it gave, and the new letter after a change', async () => {
    const id = await completedInvitation(t, org.assistant);
    const first = await org.assistant.get(`/api/invitations/${id}`).expect(200);
    await org.assistant.get(`/api/invitations/${id}`).set('If-None-Match', first.headers.etag as string).expect(304);

    await org.assistant.put(`/api/invitations/${id}/letters`).send({ tab: 'normal', text: 'Dear host, we will come.' }).expect(204);
    const changed = await org.assistant.get(`/api/invitations/${id}`).set('If-None-Match', first.headers.etag as string).expect(200);
    expect(changed.body.editedLetter).toBe('Dear host, we will come.');
    expect(changed.headers.etag).not.toBe(first.headers.etag);
  });

  it('gives nobody a 304 for a letter they may not read, even with its tag', async () => {
    const id = await completedInvitation(t, org.assistant);
    const tag = (await org.assistant.get(`/api/invitations/${id}`).expect(200)).headers.etag as string;
    // The admin's tag would name the admin: the assistant's tag with the admin's id is what a guess would send.
    const adminId = (await org.admin.get('/api/auth/user').expect(200)).body.id as number;
    await org.admin.get(`/api/invitations/${id}`).set('If-None-Match', tag.replace(/-u\d+-/, `-u${adminId}-`)).expect(404);
    const other = await signedInOrg(t);
    await other.assistant.get(`/api/invitations/${id}`).set('If-None-Match', tag).expect(404);
  });
});
