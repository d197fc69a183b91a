import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInOrg, type TestApp } from '../../../test-support/test-app';
import { invitationsRepo } from './invitations.repo';
import { InvitationSummary } from '@shared/schemas/invitation-summaries';
import { Invitation } from '@shared/schemas/invitations';

/* GET /api/invitations answers what a History card shows; the detail call answers the rest. */

let t: TestApp;
let org: Awaited<ReturnType<typeof signedInOrg>>;
let id: number;

beforeAll(async () => {
  t = createTestApp();
  org = await signedInOrg(t);
  const { id: userId, organizationId } = (await org.admin.get('/api/auth/user').expect(200)).body as { id: number; organizationId: number };
  const repo = invitationsRepo(t.db);
  id = Number(repo.insert({ orgId: organizationId, userId, clientId: null, fileName: 'wedding-card.jpg', imagePath: '/none.jpg', imageBytes: 10, language: 'English' }));
  repo.saveExtracted(id, JSON.stringify({ hosts: ['Shri Rao'], eventName: 'Wedding of Priya and Arjun', date: '12 March 2026', venue: 'Sri Krishna Hall' }), 'host@example.org', '919845020000');
  repo.saveLetters(id, 'Dear host,\n\nThank you for inviting us. '.repeat(40), 'A finer letter. '.repeat(40));
  repo.setStatus(id, 'completed');
});
afterAll(() => t.close());

describe('GET /api/invitations', () => {
  it('answers each card’s fields: file, event, status, letter ready, contact added, date; not the letters', async () => {
    const res = await org.admin.get('/api/invitations').expect(200);
    const [card] = InvitationSummary.array().parse(res.body);
    expect(card).toMatchObject({ id, fileName: 'wedding-card.jpg', status: 'completed', eventName: 'Wedding of Priya and Arjun', hasLetter: true, inviterEmail: 'host@example.org', forReview: false });
    expect(Object.keys(res.body[0]).sort()).toEqual(Object.keys(InvitationSummary.shape).sort());
    const detail = Invitation.parse((await org.admin.get(`/api/invitations/${id}`).expect(200)).body);
    expect(detail.generatedLetter).toContain('Thank you for inviting us');
    // The list is a small part of what the details carry.
    expect(JSON.stringify(res.body[0]).length * 4).toBeLessThan(JSON.stringify(detail).length);
  });
});
