/**
 * "Your letters are private and only visible to you": inside one organization, a user's
 * invitations and letters are the user's; the admin also reads a letter the assistant sent for
 * review (marked as such); a network-only assistant is refused by the server, not only the screens.
 */
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInOrg, type TestApp } from '../../../test-support/test-app';
import { completedInvitation } from '../../../test-support/factories';

let t: TestApp;
beforeAll(() => {
  t = createTestApp();
});
afterAll(() => t.close());

describe('letters inside an organization', () => {
  it('are visible to their writer only, and to the admin once sent for review', async () => {
    const { admin, assistant } = await signedInOrg(t);
    const adminsOwn = await completedInvitation(t, admin, { eventName: 'Admin private wedding' });
    const assistants = await completedInvitation(t, assistant, { eventName: 'Assistant private housewarming' });

    const seenByAssistant = (await assistant.get('/api/invitations').expect(200)).body as Array<{ id: number }>;
    expect(seenByAssistant.map((i) => i.id)).toEqual([assistants]);
    const seenByAdmin = (await admin.get('/api/invitations').expect(200)).body as Array<{ id: number; forReview: boolean }>;
    expect(seenByAdmin.map((i) => i.id)).toEqual([adminsOwn]);
    expect(seenByAdmin[0]!.forReview).toBe(false);

    // Every id route answers as if the other's letter did not exist.
    await assistant.get(`/api/invitations/${adminsOwn}`).expect(404);
    await assistant.get(`/api/invitations/${adminsOwn}/image`).expect(404);
    await assistant.post(`/api/invitations/${adminsOwn}/update-email`).send({ inviterEmail: 'x@example.org' }).expect(404);
    await assistant.put(`/api/invitations/${adminsOwn}/letters`).send({ tab: 'normal', text: 'overwritten' }).expect(404);
    await admin.get(`/api/invitations/${assistants}`).expect(404);

    await assistant.post(`/api/invitations/${assistants}/send-letter-for-review`).send({ finalLetter: 'Dear host, please review.' }).expect(200);
    const afterReview = (await admin.get('/api/invitations').expect(200)).body as Array<{ id: number; forReview: boolean }>;
    expect(afterReview.map((i) => [i.id, i.forReview]).sort()).toEqual([[adminsOwn, false], [assistants, true]].sort());
    const reviewed = (await admin.get(`/api/invitations/${assistants}`).expect(200)).body as { forReview: boolean; deliveries: Array<{ channel: string }> };
    expect(reviewed.forReview).toBe(true);
    expect(reviewed.deliveries.map((d) => d.channel)).toContain('review');
    // The assistant still sees its own, not marked.
    expect((await assistant.get(`/api/invitations/${assistants}`).expect(200)).body.forReview).toBe(false);
  });
});

describe('a network-only assistant', () => {
  it('is refused every invitation call by the server', async () => {
    const { admin, assistant } = await signedInOrg(t);
    const before = await completedInvitation(t, assistant);
    await admin.put('/api/organization').send({ assistantSamparkOnly: true }).expect(204);

    const list = await assistant.get('/api/invitations').expect(403);
    expect(list.body).toEqual({ message: 'Your account is limited to the professional network.', error: 'forbidden' });
    await assistant.get(`/api/invitations/${before}`).expect(403);
    await assistant.post('/api/invitations').field('language', 'English').attach('image', Buffer.from('not sent'), 'x.jpg').expect(403);
    // The network stays open to them, and the admin keeps letters.
    await assistant.get('/api/contacts').expect(200);
    await admin.get('/api/invitations').expect(200);

    await admin.put('/api/organization').send({ assistantSamparkOnly: false }).expect(204);
    await assistant.get(`/api/invitations/${before}`).expect(200);
  });
});

describe('a stored photo that is gone', () => {
  it('answers 404 with a message, not an empty 200', async () => {
    const { admin } = await signedInOrg(t);
    const id = await completedInvitation(t, admin);
    const { image_path } = t.db.get<{ image_path: string }>('SELECT image_path FROM invitations WHERE id = ?', id)!;
    rmSync(image_path);
    const res = await admin.get(`/api/invitations/${id}/image`).expect(404);
    expect(res.body).toEqual({ message: 'Image not found', error: 'not_found' });
  });
});
