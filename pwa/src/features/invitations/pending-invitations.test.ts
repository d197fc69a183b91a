import { describe, expect, it } from 'vitest';
import type { OutboxItem } from '@pwa/offline/db';
import { pendingInvitationDeletes, pendingInvitations } from './pending-invitations';

const item = (over: Partial<OutboxItem>): OutboxItem => ({
  clientId: 'x', kind: 'invitation', userId: 1, createdAt: 0, state: 'waiting', attempts: 0, nextAttemptAt: 0, lastError: null,
  payload: { language: 'Kannada' }, blob: null, fileName: 'card.jpg', result: null, ...over,
});

describe('pendingInvitations', () => {
  it('lists the invitation photos still on the device, newest first, with their letter language', () => {
    const rows = pendingInvitations([
      item({ clientId: 'old', createdAt: Date.UTC(2026, 0, 1) }),
      item({ clientId: 'contact', kind: 'contact-create' }),
      item({ clientId: 'new', createdAt: Date.UTC(2026, 0, 2), state: 'failed', lastError: 'Please select an image file.', payload: { language: 'Klingon' } }),
    ]);
    expect(rows.map((r) => [r.clientId, r.state, r.language])).toEqual([
      ['new', 'failed', 'English'],
      ['old', 'waiting', 'Kannada'],
    ]);
    expect(rows[1]!.createdAt).toBe('2026-01-01T00:00:00.000Z');
  });
});

describe('pendingInvitationDeletes', () => {
  it('hides letters whose delete is still on the device, and only those', () => {
    const ids = pendingInvitationDeletes([
      item({ clientId: 'd1', kind: 'invitation-delete', payload: { id: 7 } }),
      item({ clientId: 'd2', kind: 'contact-delete', payload: { id: 8 } }),
      item({ clientId: 'd3', kind: 'invitation-delete', payload: { id: 9 }, state: 'done' }),
    ]);
    expect([...ids]).toEqual([7]);
  });
});
