import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { UnreadableInputError } from '../../adapters/ports';
import { readIdCard } from './offline-card-reader';
import { PHONE_PHOTO, renderCard, type PhotoLook } from '../../../test-support/render-card';
import { OCR_TIMEOUT_MS, ocrFixture } from '../../../test-support/ocr-fixture';
import { BUSINESS_CARDS, businessCardSpec, type BusinessCard } from '../../../test-support/business-cards';

const fixture = ocrFixture('card-reader-');

type CardKey = keyof typeof BUSINESS_CARDS;

async function photoOf(key: CardKey, look: { photo?: PhotoLook; scale?: number }) {
  const image = await renderCard(businessCardSpec(BUSINESS_CARDS[key], look));
  const file = path.join(fixture.dir, `${key}-${look.scale ?? 2}${look.photo ? '-photo.jpg' : '.png'}`);
  await fs.writeFile(file, image);
  return { path: file, mime: look.photo ? 'image/jpeg' : 'image/png' };
}

describe('readIdCard', () => {
  it.each([
    { key: 'corporate' as const, look: 'a clean print', photo: undefined, scale: undefined },
    { key: 'doctor' as const, look: 'a tilted, dim phone photo', photo: PHONE_PHOTO, scale: undefined },
    { key: 'kannada' as const, look: 'a phone photo tilted the other way', photo: { ...PHONE_PHOTO, angle: -4 }, scale: undefined },
    { key: 'hindi' as const, look: 'a clean print', photo: undefined, scale: undefined },
    // The card only 980 px wide in a 1,250 px photo: small print 12 px high before preparing.
    { key: 'corporate' as const, look: 'a phone photo from further away', photo: PHONE_PHOTO, scale: 1.4 },
  ])(
    'fills name, email and phone from $look of the $key card',
    async ({ key, photo, scale }) => {
      const card: BusinessCard = BUSINESS_CARDS[key];
      const got = await readIdCard(await photoOf(key, { photo, scale }), card.language, fixture.ocr);
      // One comparison, so a failure shows every field at once, with everything read in the notes.
      const { name, email, phone, company, position } = card.expected;
      expect({ name: got.name, email: got.email, phone: got.phone, company: got.company }, JSON.stringify(got, null, 1)).toEqual({
        name,
        email,
        phone,
        company,
      });
      if (position) expect(got.position).toBe(position);
    },
    OCR_TIMEOUT_MS,
  );

  it(
    'keeps the name in the other script of a bilingual card in the notes',
    async () => {
      const got = await readIdCard(await photoOf('kannada', {}), 'Kannada', fixture.ocr);
      expect(got.notes.split('\n')).toContain('Name in Kannada: ಮಂಜುನಾಥ್ ಗೌಡ');
    },
    OCR_TIMEOUT_MS,
  );

  it(
    'refuses a photo with no card on it, with a message for the user',
    async () => {
      const blank = path.join(fixture.dir, 'blank.jpg');
      await sharp({ create: { width: 1200, height: 700, channels: 3, background: '#ffffff' } }).jpeg().toFile(blank);
      const reading = readIdCard({ path: blank, mime: 'image/jpeg' }, 'English', fixture.ocr);
      await expect(reading).rejects.toBeInstanceOf(UnreadableInputError);
      await expect(reading).rejects.toThrow('The card could not be read: try a sharper, well-lit photo of the whole card');
    },
    OCR_TIMEOUT_MS,
  );

  it('refuses a file that is no image', async () => {
    const junk = path.join(fixture.dir, 'junk.jpg');
    await fs.writeFile(junk, 'not an image');
    await expect(readIdCard({ path: junk, mime: 'image/jpeg' }, 'English', fixture.ocr)).rejects.toThrow(
      'The photo could not be opened: please upload a JPEG or PNG image',
    );
  });
});
