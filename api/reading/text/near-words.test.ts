import { describe, expect, it } from 'vitest';
import { editDistance, findFarPhrase, findNearPhrase, findNearWord } from './near-words';

describe('findNearWord', () => {
  it('finds a keyword with one letter misread inside a compound, and spells it right', () => {
    expect(findNearWord('ಶುಭಪಿವಾಹ', ['ವಿವಾಹ'])).toEqual({ keyword: 'ವಿವಾಹ', word: 'ಶುಭಪಿವಾಹ', corrected: 'ಶುಭವಿವಾಹ' });
  });

  it('finds one with a letter dropped (Hindi)', () => {
    expect(findNearWord('शुभ ववाह', ['विवाह'])?.corrected).toBe('विवाह');
  });

  it('leaves short keywords and words two letters away alone', () => {
    expect(findNearWord('ಪೂಜಾ', ['ಪೂಜೆ'])).toBeNull();
    expect(findNearWord('ಶುಭಪಿವಾಣ', ['ವಿವಾಹ'])).toBeNull();
  });

  it('finds one with a letter added, and none with two letters swapped (two edits)', () => {
    expect(findNearWord('ಶುಭವಿವಾಾಹ', ['ವಿವಾಹ'])?.keyword).toBe('ವಿವಾಹ');
    expect(findNearWord('Weddnig', ['wedding'])).toBeNull();
    expect(findNearWord('Weddinq', ['wedding'])?.corrected).toBe('wedding');
  });

  it('counts edits between code points', () => {
    expect(editDistance([...'kitten'], [...'sitting'])).toBe(3);
    expect(editDistance([...'abc'], [...'abc'])).toBe(0);
  });

  describe('findNearPhrase', () => {
    it('finds a phrase whose last word was read with one letter too many, its first words printed right', () => {
      expect(findNearPhrase('OIF OUR NEW HOMIE ON', ['house warming', 'new home'])).toBe('new home');
      expect(findNearPhrase('a new horne', ['new home'])).toBeNull(); // two edits
      expect(findNearPhrase('knew homie', ['new home'])).toBeNull(); // its first word not whole
      expect(findNearPhrase('the new homes', ['new home'])).toBe('new home');
      expect(findNearPhrase('a new hope', ['new home'])).toBeNull(); // a letter changed: another word
    });

    it('leaves a short last word, and one-word keywords, to findNearWord', () => {
      expect(findNearPhrase('our new hom', ['new hom'])).toBeNull();
      expect(findNearPhrase('weddinq', ['wedding'])).toBeNull();
    });
  });

  describe('findFarPhrase', () => {
    it('finds a long phrase spelled with up to two slips by as many words in a row', () => {
      expect(findFarPhrase('Guha Pravesh', ['house warming', 'griha pravesh'])).toBe('griha pravesh');
      expect(findFarPhrase('the HOUSE WANNING of', ['house warming'])).toBe('house warming');
      expect(findFarPhrase('Gu Prav', ['griha pravesh'])).toBeNull(); // six letters missing
    });

    it('leaves short phrases alone', () => {
      expect(findFarPhrase('new hone', ['new home'])).toBeNull();
    });
  });
});
