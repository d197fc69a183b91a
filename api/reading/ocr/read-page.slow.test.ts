import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@shared/limits';
import { OCR_TIMEOUT_MS, ocrFixture } from '../../../test-support/ocr-fixture';
import { loadReadingSet, READING_SET_DIR, textHas, type ReadingSetItem } from '../../../test-support/reading-set';
import { writeTransformed } from '../../../test-support/reading-transforms';
import { PROBE_LANGUAGES } from './page-scripts';
import { readPage } from './read-page';

// Real photos made by others (../shared/reading-set), never copied into the repository.
const set = loadReadingSet();
const fixture = ocrFixture('read-page-');

function item(file: string): ReadingSetItem {
  const found = set.find((i) => i.file === file);
  if (!found) throw new Error(`${file} is missing from the reading set at ${READING_SET_DIR}`);
  return found;
}

/** The fields whose accepted phrases `text` contains, sorted. */
function fieldsIn(subject: ReadingSetItem, text: string): string[] {
  return Object.entries(textHas(subject, text))
    .filter(([, has]) => has)
    .map(([field]) => field)
    .sort();
}

/** `subject`'s image turned `degrees` clockwise (white around it), written to the scratch folder. */
async function turned(subject: ReadingSetItem, degrees: number): Promise<string> {
  const file = path.join(fixture.dir, `${degrees}-${path.basename(subject.file)}.png`);
  await fs.writeFile(file, await sharp(subject.path).rotate().rotate(degrees, { background: '#ffffff' }).png().toBuffer());
  return file;
}

describe('readPage on real photos', () => {
  it('has the reading set to read', () => {
    expect(set.length, `the reading set is missing at ${READING_SET_DIR}: these tests need it`).toBeGreaterThan(0);
  });

  it(
    'reads white and gold text on a dark card, which preparation used to erase',
    async () => {
      const card = item('cards/en-garage-dark-chennai-01.jpeg');
      const page = await fixture.ocr.readPage(card.path, 'English');
      expect(fieldsIn(card, page.text), page.text).toEqual(['address', 'city', 'company', 'email', 'name', 'phone']);
    },
    OCR_TIMEOUT_MS,
  );

  it(
    'reads light text on a red ground, which the old preparation erased (the photo was refused)',
    async () => {
      const invitation = item('invitations/en-engagement-light-on-red-01.jpeg');
      const page = await fixture.ocr.readPage(invitation.path, 'English');
      expect(fieldsIn(invitation, page.text), page.text).toEqual(['date', 'eventName', 'hosts', 'time', 'venue']);
    },
    OCR_TIMEOUT_MS,
  );

  it.each([90, -90])(
    'turns a card photographed sideways (%i°) back upright',
    async (degrees) => {
      const card = item('cards/en-professor-scan-01.jpeg');
      const page = await fixture.ocr.readPage(await turned(card, degrees), 'English');
      expect(page.turn).toBeCloseTo(-degrees, -1);
      expect(fieldsIn(card, page.text), page.text).toEqual(['address', 'city', 'company', 'email', 'name', 'phone', 'position']);
    },
    OCR_TIMEOUT_MS,
  );

  it(
    'finds a sideways invitation\'s lines again once it is turned: the detector cuts their ends on sideways text',
    async () => {
      const invitation = item('invitations/en-engagement-light-on-red-01.jpeg');
      const page = await fixture.ocr.readPage(await turned(invitation, 90), 'English');
      expect(page.turn).toBeCloseTo(-90, -1);
      expect(fieldsIn(invitation, page.text), page.text).toEqual(['date', 'eventName', 'hosts', 'time', 'venue']);
    },
    OCR_TIMEOUT_MS,
  );

  it(
    'reads an upside-down invitation as it reads it upright',
    async () => {
      const invitation = item('invitations/en-nikah-kerala-01.jpeg');
      const upright = await fixture.ocr.readPage(invitation.path, 'English');
      const page = await fixture.ocr.readPage(await turned(invitation, 180), 'English');
      expect(Math.abs(page.turn)).toBeCloseTo(180, -1);
      expect(fieldsIn(invitation, page.text), page.text).toEqual(fieldsIn(invitation, upright.text));
    },
    OCR_TIMEOUT_MS,
  );

  // Each case failed before the step it names (checked by switching the step off).
  it.each([
    ['sharpens a soft photo before it is read, as a shaky phone gives it', 'soft', 'invitations/en-reception-bengaluru-01.png', ['eventName']],
    ['sharpens a soft photo before it is read, as a shaky phone gives it', 'soft', 'invitations/mr-wedding-multicol-01.jpeg', ['inviterPhone', 'time']],
    ['draws each line level where a card shot at an angle leans it', 'perspective', 'invitations/mr-wedding-multicol-01.jpeg', ['date', 'venue']],
    ['draws each line level where a card shot at an angle leans it', 'perspective', 'invitations/en-reception-bengaluru-01.png', ['eventName']],
    ['stands the letters upright on a card shot from across the table', 'fromChair', 'invitations/en-wedding-light-on-coral-01.jpeg', ['date', 'hosts']],
    ['stands the letters upright on a card shot from across the table', 'fromChair', 'invitations/en-housewarming-light-on-green-01.png', ['eventName']],
    ['looks again, closer, at text that fills part of the photo', 'distant', 'invitations/en-nikah-kerala-01.jpeg', ['date']],
    ['looks again, closer, at text that fills part of the photo', 'distant', 'invitations/te-wedding-two-panel-bilingual-01.jpg', ['venue']],
    ['looks again, closer, at text that fills part of the photo', 'distant', 'invitations/en-half-saree-dhoti-ceremony-01.jpeg', ['venue']],
  ] as const)(
    '%s (%s: %s)',
    async (_step, transform, file, fields) => {
      const invitation = item(file);
      const photo = path.join(fixture.dir, `${transform}-${path.basename(file)}.jpg`);
      await writeTransformed(invitation.path, photo, transform);
      const page = await fixture.ocr.readPage(photo, LANGUAGES.find((l) => l.toLowerCase() === invitation.language)!);
      expect(fieldsIn(invitation, page.text), page.text).toEqual(expect.arrayContaining([...fields]));
    },
    OCR_TIMEOUT_MS,
  );

  it(
    'levels a card tilted by 25°',
    async () => {
      const card = item('cards/en-lubricants-chennai-01.jpeg');
      const page = await fixture.ocr.readPage(await turned(card, 25), 'English');
      expect(page.turn).toBeCloseTo(-25, -1);
      expect(fieldsIn(card, page.text), page.text).toEqual(['address', 'city', 'company', 'email', 'name', 'phone', 'position']);
    },
    OCR_TIMEOUT_MS,
  );

  it(
    'reads a card photographed at about 55° on a counter, which raw OCR cannot read at all',
    async () => {
      const card = item('cards/en-paper-shop-tilted-photo-01.jpg');
      const page = await fixture.ocr.readPage(card.path, 'English');
      expect(fieldsIn(card, page.text), page.text).toEqual(['address', 'city', 'company', 'email', 'name', 'phone']);
    },
    OCR_TIMEOUT_MS,
  );

  it(
    'finds the Kannada of a card from the image when the reply is asked in English',
    async () => {
      const invitation = item('invitations/kn-temple-festival-kodihabba-01.jpg');
      let everyScript = 0;
      const page = await readPage(invitation.path, 'English', (image, languages, mode) => {
        if (languages.length === PROBE_LANGUAGES.length) everyScript += 1;
        return fixture.ocr.read(image, languages, mode);
      });
      expect(page.scripts).toContain('kan');
      // Its lines read surely upright with every script's model: not read upside down with them too.
      expect(everyScript).toBe(1);
      expect(fieldsIn(invitation, page.text), page.text).toEqual(expect.arrayContaining(['date', 'eventName', 'venue']));
    },
    OCR_TIMEOUT_MS,
  );
});
