import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '@shared/limits';
import { UnreadableInputError } from '../ports';
import { OcrEngine } from './ocr';
import { readInvitation } from './offline-invitation-reader';
import { gatherTessdata } from './tessdata';
import { PHONE_PHOTO, closeCardRenderer, renderCard, type PhotoLook } from '../../test/render-card';
import { INVITATION_CARDS, cardHtml } from '../../test/invitation-cards';

// Real OCR on rendered cards: a few seconds per card on a shared CPU.
const OCR_TIMEOUT_MS = 90_000;

let dir: string;
let ocr: OcrEngine;

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'invitation-reader-'));
  // Shared between runs: gathering is idempotent and skips files already there.
  const tessdata = await gatherTessdata(path.join(os.tmpdir(), 'sahayak-test-tessdata'));
  ocr = new OcrEngine({ langPath: tessdata });
});

afterAll(async () => {
  await ocr?.terminate();
  await closeCardRenderer();
  if (dir) await fs.rm(dir, { recursive: true, force: true });
});

async function photoOf(language: Language, photo?: PhotoLook) {
  const image = await renderCard({ body: cardHtml(INVITATION_CARDS[language]), photo });
  const file = path.join(dir, `${language}${photo ? '-photo.jpg' : '.png'}`);
  await fs.writeFile(file, image);
  return { path: file, mime: photo ? 'image/jpeg' : 'image/png' };
}

describe('readInvitation', () => {
  it.each([
    { language: 'English' as const, look: 'a clean print', photo: undefined },
    { language: 'Hindi' as const, look: 'a tilted, dim phone photo', photo: PHONE_PHOTO },
    { language: 'Kannada' as const, look: 'a phone photo tilted the other way', photo: { ...PHONE_PHOTO, angle: -4 } },
    { language: 'Tamil' as const, look: 'a clean print', photo: undefined },
  ])(
    'reads host, event, date and venue off $look of a $language card',
    async ({ language, photo }) => {
      const { hosts, eventName, eventType, date, time, venue, inviterPhone } = INVITATION_CARDS[language].expected;
      const got = await readInvitation(await photoOf(language, photo), language, ocr);

      // One comparison, so a failure shows every field at once, with the text OCR read.
      expect(
        {
          host: got.hosts[0],
          eventName: got.eventName,
          eventType: got.eventType,
          date: got.date,
          time: got.time,
          venue: got.venue,
          inviterPhone: got.inviterPhone,
        },
        got.rawText,
      ).toEqual({ host: hosts[0], eventName, eventType, date, time, venue, inviterPhone });
    },
    OCR_TIMEOUT_MS,
  );

  it(
    'refuses a photo with no text on it, with a message for the user',
    async () => {
      const blank = path.join(dir, 'blank.jpg');
      await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#d8d0c0' } })
        .jpeg()
        .toFile(blank);
      const reading = readInvitation({ path: blank, mime: 'image/jpeg' }, 'English', ocr);
      await expect(reading).rejects.toBeInstanceOf(UnreadableInputError);
      await expect(reading).rejects.toThrow('The photo could not be read: try a sharper, well-lit photo');
    },
    OCR_TIMEOUT_MS,
  );
});
