import { describe, expect, it } from 'vitest';
import { wordsPattern } from './script-text';

describe('wordsPattern', () => {
  const venue = wordsPattern(['hall', 'community hall', 'ಸ್ಥಳ', 'ಕಲ್ಯಾಣ ಮಂಟಪ', 'Dr.'], { wholeIndic: true });

  it('finds the longest of the words at a place, in either script', () => {
    expect(venue.exec('at the Community Hall, Mysuru')?.[0]).toBe('Community Hall');
    expect(venue.exec('ಶ್ರೀ ಕಲ್ಯಾಣ, ಮಂಟಪ')?.[0]).toBe('ಕಲ್ಯಾಣ, ಮಂಟಪ');
  });

  it('keeps Latin words whole, and Indic words whole only when asked', () => {
    expect(venue.test('Halloween')).toBe(false);
    expect(venue.test('ಸ್ಥಳದಲ್ಲಿ')).toBe(false);
    expect(venue.test('ಊರಸ್ಥಳ')).toBe(false);
    expect(wordsPattern(['ಸ್ಥಳ']).test('ಸ್ಥಳದಲ್ಲಿ')).toBe(true);
    expect(wordsPattern(['ಪೂಜೆ'], { inCompounds: true }).test('ಗಣಪತಿಪೂಜೆ')).toBe(true);
    expect(wordsPattern(['ಪೂಜೆ']).test('ಗಣಪತಿಪೂಜೆ')).toBe(false);
  });

  it('lets a word that ends in a mark be followed by letters', () => {
    expect(venue.exec('Dr.Rao')?.[0]).toBe('Dr.');
  });
});
