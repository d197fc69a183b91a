import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInOrg, type TestApp } from '../../../../test-support/test-app';
import { closeCardRenderer, PHONE_PHOTO, renderCard } from '../../../../test-support/render-card';
import { cardHtml, INVITATION_CARDS } from '../../../../test-support/invitation-cards';
import type { Language } from '@shared/limits';
import { transliterate } from '../../../adapters/ai/letters/transliterate';

/**
 * The whole pipeline with the embedded provider (no key, no network): photos the test renders
 * itself go in through the API, letters in the card's language come out.
 */
let t: TestApp;
let org: Awaited<ReturnType<typeof signedInOrg>>;
beforeAll(async () => {
  t = createTestApp({}, { startWorker: true });
  org = await signedInOrg(t);
}, 120_000);
afterAll(async () => {
  await closeCardRenderer();
  await t.close();
});

async function processed(language: Language, photoLook: boolean) {
  const card = INVITATION_CARDS[language];
  const image = await renderCard({ body: cardHtml(card), ...(photoLook ? { photo: PHONE_PHOTO } : {}) });
  const upload = await org.admin.post('/api/invitations').field('language', language).attach('image', image, `${language}.${photoLook ? 'jpg' : 'png'}`).expect(201);
  for (const deadline = Date.now() + 150_000; Date.now() < deadline; ) {
    const res = await org.admin.get(`/api/invitations/${upload.body.id}`).expect(200);
    if (res.body.status === 'completed' || res.body.status === 'error') return { invitation: res.body, card };
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${language}: not finished in time`);
}

const SCRIPT: Partial<Record<Language, RegExp>> = { Hindi: /[\u0900-\u097F]/g, Kannada: /[\u0C80-\u0CFF]/g };

describe('the embedded pipeline', () => {
  it.each([
    ['English', false],
    ['Hindi', false],
    ['Kannada', true],
  ] as const)('reads a %s card (phone photo: %s) and writes both letters in its language, to its host', async (language, photoLook) => {
    const { invitation, card } = await processed(language, photoLook);
    expect(invitation.status, invitation.errorMessage ?? '').toBe('completed');
    const extracted = JSON.parse(invitation.extractedData);
    expect(extracted.venue).toBeTruthy();
    expect(extracted.date).toBeTruthy();
    const letter: string = invitation.generatedLetter;
    expect(invitation.generatedLetterFinetuned).toBeTruthy();
    expect(invitation.generatedLetterFinetuned).not.toBe(letter);
    // The first line greets the card's first host; the sender line is the admin's name.
    const hostWord = card.expected.hosts[0]!.split(/\s+/).filter((w) => w.length > 3).at(-1)!;
    expect(letter.split('\n')[0]).toContain(hostWord);
    // The sender signs in the letter's script (one script per letter).
    expect(letter).toContain(language === 'English' ? 'Ravi Kumar' : transliterate('Ravi Kumar', language));
    const script = SCRIPT[language];
    if (script) expect((letter.match(script) ?? []).length).toBeGreaterThan(letter.length / 3);
  });
});
