import { beforeAll, describe, expect, it } from 'vitest';
import { createGazetteer } from './gazetteer';
import { hasIndicLetters, romanizeIndic } from '@shared/helpers/indic-romanize';
import { soundKey } from './sound-key';

const gazetteer = createGazetteer();
const first = async (query: string) => (await gazetteer.search(query))[0]?.description;

beforeAll(() => {
  gazetteer.warm();
}, 30_000);

describe('a Latin spelling of an Indian script', () => {
  it.each([
    ['ಬೆಂಗಳೂರು', 'bengaluuru'], // Kannada: anusvara, vowel signs, the inherent vowel
    ['मैसूर', 'maisuur'], // Devanagari drops the inherent vowel at the end of a word
    ['सम्मान', 'sammaan'], // a conjunct through the virama
    ['சென்னை', 'chennai'], // Tamil ன and the ai sign
    ['తిరుపతి', 'tirupati'],
    ['കൊച്ചി', 'kochchi'], // Malayalam's two-part o sign
    ['കേരളം', 'keralam'],
    ['എറണാകുളം', 'eranaakulam'],
    ['അവൻ', 'avan'], // a chillu letter
    ['मुंबई', 'mumbaii'], // the anusvara before a labial
    ['ದ್ವಾರಕಾ 12', 'dvaarakaa 12'], // text in other scripts kept
  ])('%s → %s', (text, latin) => {
    expect(romanizeIndic(text)).toBe(latin);
  });

  it('tells text in an Indian script from Latin', () => {
    expect(hasIndicLetters('Mysuru')).toBe(false);
    expect(hasIndicLetters('ಮೈಸೂರು')).toBe(true);
    expect(hasIndicLetters('Café')).toBe(false);
  });
});

describe('how a place name sounds', () => {
  it.each([
    ['Mysuru', 'maisuur'],
    ['Bengaluru', 'bengaluuru'],
    ['Kochi', 'kochchi'],
    ['Chennai', 'chennai'],
    ['Kozhikode', 'kolikode'],
  ])('%s sounds like %s', (english, typed) => {
    expect(soundKey(english)).toBe(soundKey(typed));
  });

  it('keeps names that sound different apart', () => {
    expect(soundKey('Kolkata')).not.toBe(soundKey('Golaghat'));
    expect(soundKey('Pune')).not.toBe(soundKey('Panna'));
  });
});

describe('place search in the scripts of our letters', () => {
  it.each([
    ['ಬೆಂಗಳೂರು', 'Bengaluru, Karnataka, India'],
    ['ಮೈಸೂರು', 'Mysuru, Karnataka, India'],
    ['मैसूर', 'Mysuru, Karnataka, India'],
    ['சென்னை', 'Chennai, Tamil Nadu, India'],
    ['மதுரை', 'Madurai, Tamil Nadu, India'],
    ['తిరుపతి', 'Tirupati, Andhra Pradesh, India'],
    ['విజయవాడ', 'Vijayawada, Andhra Pradesh, India'],
    ['കൊച്ചി', 'Kochi, Kerala, India'],
    ['കോഴിക്കോട്', 'Kozhikode, Kerala, India'],
    ['दिल्ली', 'Delhi, India'],
    ['मुंबई', 'Mumbai, Maharashtra, India'],
    ['वाराणसी', 'Varanasi, Uttar Pradesh, India'],
    ['लखनऊ', 'Lucknow, Uttar Pradesh, India'],
    ['கோயம்புத்தூர்', 'Coimbatore, Tamil Nadu, India'],
  ])('%s finds %s first', async (typed, place) => {
    expect(await first(typed)).toBe(place);
  });

  it('suggests a place from the beginning of its name, as it is typed', async () => {
    expect(await first('ಬೆಂಗ')).toBe('Bengaluru, Karnataka, India');
  });

  it('answers nothing for a name that sounds like no place', async () => {
    expect(await gazetteer.search('ಕಖಗಘಙಚಛಜ')).toEqual([]);
  });
});
