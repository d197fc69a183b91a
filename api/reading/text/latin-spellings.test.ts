import { describe, expect, it } from 'vitest';
import { otherSpellings, spellingKey, spellingTable } from './latin-spellings';

describe('an Indian word in English letters, spelled another way', () => {
  it('keeps the consonants every spelling shares', () => {
    for (const spelling of ['Gruhapravesam', 'Griha Pravesh', 'grihapravesham', 'Gruha Pravesha']) expect(spellingKey(spelling)).toBe('grhprvs');
    for (const spelling of ['Namakaranam', 'Naamkaran', 'namkaran']) expect(spellingKey(spelling)).toBe('nmkrn');
    expect(spellingKey('Sathyanarayan')).toBe(spellingKey('Satyanarayana'));
    expect(spellingKey('Kumbabishekam')).toBe(spellingKey('Kumbhabhishekam'));
    // 'y' is a consonant of these spellings, not a vowel.
    expect(spellingKey('Upanayanam')).toBe('upnyn');
  });

  it('finds a word, or two written apart, that spells a keyword; short keys match nothing', () => {
    const table = spellingTable([['griha pravesh', 'housewarming'], ['namakarana', 'naming'], ['puja', 'religious']] as const);
    expect(otherSpellings('to the Gruhapravesam of our new house', table)).toEqual([{ value: 'housewarming', start: 7, end: 20 }]);
    expect(otherSpellings('Gruha Pravesham Ceremony', table)).toEqual([{ value: 'housewarming', start: 0, end: 15 }]);
    expect(otherSpellings('Naamkaran', table)).toEqual([{ value: 'naming', start: 0, end: 9 }]);
    // 'puja' has two consonants: 'page' would be it too.
    expect(otherSpellings('Pooja on page 2', table)).toEqual([]);
  });
});
