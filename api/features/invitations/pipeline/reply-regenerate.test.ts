/**
 * The reply choices through the API: POST /api/invitations/{id}/regenerate takes the answer
 * (attending, regret, a representative), guests, honoree, relationship, the signer's gender and a
 * corrected event type, keeps them with the details, and the letters are written from them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../test-support/test-app';
import { sampleImage } from '../../../../test-support/images';
import { appReading } from '../../../../test-support/factories';
import type { ExtractedData } from '@shared/schemas/invitations';

const card: ExtractedData = {
  hosts: ['श्री रमेश कुमार'], eventName: '', eventType: 'other', date: '12 April 2026', time: '7:30 PM',
  venue: 'होटल राजमहल, जयपुर', inviterEmail: '', inviterPhone: '', rawText: '',
};

// The card is "read" as given, so the test is about what follows, not OCR.
let t: TestApp;
let org: Awaited<ReturnType<typeof appReading>>['org'];
let settled: Awaited<ReturnType<typeof appReading>>['settled'];
beforeAll(async () => {
  ({ t, org, settled } = await appReading(card));
});
afterAll(() => t.close());

describe('POST /api/invitations/{id}/regenerate with reply choices', () => {
  it('writes a regret for a wedding, with the couple and a woman\'s closing, and keeps the choices for the next rewrite', async () => {
    const upload = await org.admin.post('/api/invitations').field('language', 'Hindi').attach('image', await sampleImage('png'), 'card.png').expect(201);
    const first = await settled(upload.body.id);
    expect(first.generatedLetter).toContain('सहर्ष स्वीकार');

    await org.admin
      .post(`/api/invitations/${upload.body.id}/regenerate`)
      .send({
        hosts: card.hosts, eventName: '', date: card.date, time: card.time, venue: card.venue,
        eventType: 'wedding',
        honoree: { names: ['प्रिया', 'अर्जुन'] },
        reply: { rsvp: 'regret', relationship: 'family-friend', senderGender: 'female' },
      })
      .expect(202);
    const done = await settled(upload.body.id);
    expect(done.status).toBe('completed');
    expect(done.generatedLetter).toContain('खेद');
    expect(done.generatedLetter).not.toContain('स्वीकार करते हैं');
    expect(done.generatedLetter).toContain('भवदीया,');
    expect(done.generatedLetterFinetuned).toContain('प्रिया और अर्जुन');
    expect(done.generatedLetterFinetuned).toContain('पारिवारिक नाता');
    const stored = JSON.parse(done.extractedData);
    expect(stored).toMatchObject({ eventType: 'wedding', honoree: { names: ['प्रिया', 'अर्जुन'] }, reply: { rsvp: 'regret', senderGender: 'female' } });

    // A later correction that leaves the choices out keeps them.
    await org.admin.post(`/api/invitations/${upload.body.id}/regenerate`).send({ hosts: card.hosts, eventName: '', date: card.date, time: '', venue: card.venue }).expect(202);
    const again = await settled(upload.body.id);
    expect(again.generatedLetter).toContain('खेद');
    expect(JSON.parse(again.extractedData).honoree.names).toEqual(['प्रिया', 'अर्जुन']);
  });

  it('notes the reply date the user gives in the formal letter, and forgets it when cleared', async () => {
    const upload = await org.admin.post('/api/invitations').field('language', 'Hindi').attach('image', await sampleImage('png'), 'card.png').expect(201);
    await settled(upload.body.id);
    const ahead = new Date(Date.now() + 20 * 86_400_000);
    const replyBy = ahead.toISOString().slice(0, 10);
    const details = { hosts: card.hosts, eventName: '', date: card.date, time: card.time, venue: card.venue };
    await org.admin.post(`/api/invitations/${upload.body.id}/regenerate`).send({ ...details, replyBy }).expect(202);
    const noted = await settled(upload.body.id);
    expect(noted.generatedLetter).toContain(`आपके अनुरोध के अनुसार हम ${replyBy} से पहले अपना उत्तर भेज रहे हैं।`);
    expect(noted.generatedLetterFinetuned).not.toContain('अनुरोध के अनुसार');
    expect(JSON.parse(noted.extractedData).replyBy).toBe(replyBy);

    await org.admin.post(`/api/invitations/${upload.body.id}/regenerate`).send({ ...details, replyBy: '' }).expect(202);
    expect((await settled(upload.body.id)).generatedLetter).not.toContain('अनुरोध के अनुसार');
  });

  it('refuses an unknown answer with a field message', async () => {
    const upload = await org.admin.post('/api/invitations').attach('image', await sampleImage('png'), 'x.png').expect(201);
    await settled(upload.body.id);
    const res = await org.admin
      .post(`/api/invitations/${upload.body.id}/regenerate`)
      .send({ hosts: [], eventName: '', date: '', time: '', venue: '', reply: { rsvp: 'maybe', guests: 0 } })
      .expect(400);
    expect(JSON.stringify(res.body)).toMatch(/rsvp|guests/);
  });
});
