/**
 * The reader's confidence is stored with the extracted details, and the fields the user corrects
 * through POST /api/invitations/{id}/regenerate are no longer marked: the user has checked them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../test-support/test-app';
import { sampleImage } from '../../../../test-support/images';
import { appReading } from '../../../../test-support/factories';
import type { ExtractedData } from '@shared/schemas/invitations';

const card: ExtractedData = {
  hosts: ['Shri Ramesh Kumar'], eventName: 'Wedding', eventType: 'wedding', date: '12 April 2026', time: '7:30',
  venue: 'Hotel Rajmahal, Jaipur', inviterEmail: '', inviterPhone: '914423456789', rawText: '',
  confidence: { hosts: 0.55, eventName: 0.85, eventType: 0.45, date: 0.95, time: 0.55, venue: 0.95, inviterPhone: 0.55 },
};

// The card is "read" as given, so the test is about what follows, not OCR.
let t: TestApp;
let org: Awaited<ReturnType<typeof appReading>>['org'];
let settled: Awaited<ReturnType<typeof appReading>>['settled'];
beforeAll(async () => {
  ({ t, org, settled } = await appReading(card));
});
afterAll(() => t.close());

describe('confidence of the extracted details', () => {
  it('is stored as read, and dropped for the fields the user sends back corrected', async () => {
    const upload = await org.admin.post('/api/invitations').attach('image', await sampleImage('png'), 'card.png').expect(201);
    const first = await settled(upload.body.id);
    expect(JSON.parse(first.extractedData).confidence).toEqual(card.confidence);

    await org.admin
      .post(`/api/invitations/${upload.body.id}/regenerate`)
      .send({ hosts: ['Shri Ramesh Kumar'], eventName: 'Wedding', date: card.date, time: '7:30 PM', venue: card.venue })
      .expect(202);
    const done = await settled(upload.body.id);
    // The event type and phone were not in the form sent: the reader's doubt about them stays.
    expect(JSON.parse(done.extractedData).confidence).toEqual({ eventType: 0.45, inviterPhone: 0.55 });
  });
});
