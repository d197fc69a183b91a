import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@shared/limits';
import { READING_LANGUAGES, type ReadingLanguage } from './index';
import { toAsciiDigits } from '../text/script-text';

/** Every word of a language module, with where it is listed. */
function wordsOf(language: ReadingLanguage): Array<{ where: string; word: string }> {
  const found: Array<{ where: string; word: string }> = [];
  const walk = (where: string, value: unknown) => {
    if (typeof value === 'string') found.push({ where, word: value });
    else if (Array.isArray(value)) value.forEach((v) => walk(where, v));
    else if (value && typeof value === 'object' && !(value instanceof RegExp)) Object.entries(value).forEach(([k, v]) => walk(`${where}.${k}`, v));
  };
  walk(language.language, { months: language.months, weekdays: language.weekdays, dates: language.dates, invitation: language.invitation, card: language.card });
  return found;
}

describe('reading languages', () => {
  it('has a module for every language the app offers, under its name', () => {
    expect(Object.keys(READING_LANGUAGES).sort()).toEqual([...LANGUAGES].sort());
    for (const [name, language] of Object.entries(READING_LANGUAGES)) expect(language.language).toBe(name);
  });

  it('keeps each word in the module of its script', () => {
    for (const language of Object.values(READING_LANGUAGES)) {
      const misplaced = wordsOf(language).filter(({ word }) => {
        const indic = /[\u0900-\u0DFF]/.test(word);
        return language.language === 'English' ? indic : !indic || !language.script.test(word);
      });
      expect(misplaced, language.language).toEqual([]);
    }
  });

  it('gives each Indian script its own digits and each language a tesseract model', () => {
    for (const language of Object.values(READING_LANGUAGES)) {
      if (language.zeroDigit === null) continue;
      const digits = Array.from({ length: 10 }, (_, i) => String.fromCodePoint(language.zeroDigit! + i)).join('');
      expect(language.script.test(digits[0]), language.language).toBe(true);
      expect(toAsciiDigits(digits)).toBe('0123456789');
    }
    expect(new Set(Object.values(READING_LANGUAGES).map((l) => l.tesseract)).size).toBe(LANGUAGES.length);
  });

  it('names every month and weekday in every language with its own calendar words', () => {
    for (const language of Object.values(READING_LANGUAGES)) {
      // Sanskrit cards write the Gregorian months as Hindi does: those words are listed once, in Hindi.
      if (language.language === 'Sanskrit') continue;
      expect(language.months.every((spellings) => spellings.length > 0), language.language).toBe(true);
      expect(language.weekdays.every((spellings) => spellings.length > 0), language.language).toBe(true);
    }
  });
});
