/** The letters' times and dates: read as cards print them, in any of the languages, and said in the letter's. */
import { describe, expect, it } from 'vitest';
import type { Language } from '@shared/limits';
import { LANGUAGE_PACKS, localiseDate, parseTime } from './write-letters';

describe('time', () => {
  it('parses the usual printed forms', () => {
    expect(parseTime('7:30 PM')).toEqual({ kind: 'at', start: { hour: 19, minute: 30, periodKnown: true } });
    expect(parseTime('19:30')).toEqual({ kind: 'at', start: { hour: 19, minute: 30, periodKnown: true } });
    expect(parseTime('10.30 a.m. onwards')).toEqual({ kind: 'from', start: { hour: 10, minute: 30, periodKnown: true } });
    expect(parseTime('Evening 6 onwards')).toEqual({ kind: 'from', start: { hour: 18, minute: 0, periodKnown: true } });
    expect(parseTime('12 noon')).toEqual({ kind: 'at', start: { hour: 12, minute: 0, periodKnown: true } });
    expect(parseTime('10 AM - 1 PM')).toEqual({
      kind: 'range',
      start: { hour: 10, minute: 0, periodKnown: true },
      end: { hour: 13, minute: 0, periodKnown: true },
    });
    expect(parseTime('10 - 11:30 AM')).toMatchObject({ kind: 'range', start: { hour: 10, periodKnown: true } });
    expect(parseTime('11 AM to 2 PM')).toMatchObject({ kind: 'range', end: { hour: 14 } });
    expect(parseTime('10:30')).toEqual({ kind: 'at', start: { hour: 10, minute: 30, periodKnown: false } });
    expect(parseTime('Muhurtham')).toBeNull();
    expect(parseTime('25:00')).toBeNull();
  });

  it('reads a time printed in an Indian language', () => {
    expect(parseTime('सायं 7 बजे')).toEqual({ kind: 'at', start: { hour: 19, minute: 0, periodKnown: true } });
    expect(parseTime('ಬೆಳಿಗ್ಗೆ 10:30 ಗಂಟೆಗೆ')).toEqual({ kind: 'at', start: { hour: 10, minute: 30, periodKnown: true } });
    expect(parseTime('ಸಂಜೆ 6 ಗಂಟೆಯಿಂದ')).toMatchObject({ kind: 'from', start: { hour: 18 } });
    expect(parseTime('காலை ௧௦ மணிக்கு')).toMatchObject({ kind: 'at', start: { hour: 10 } });
    expect(parseTime('सकाळी ११ वा. ४५ मि.')).toMatchObject({ start: { hour: 11, minute: 45 } });
    expect(parseTime('ಬೆಳಿಗ್ಗೆ 8-05 ರಿಂದ 8-45')).toMatchObject({ kind: 'range', start: { hour: 8, minute: 5 }, end: { hour: 8, minute: 45 } });
    expect(parseTime('ಶುಭ ಮುಹೂರ್ತದಲ್ಲಿ')).toBeNull();
    const t = (l: Language, raw: string) => LANGUAGE_PACKS[l].time(parseTime(raw) ?? { kind: 'text', text: raw });
    // A Hindi card answered in English or Sanskrit: the time in the letter's own words, not in Hindi.
    expect(t('English', 'सायं 7 बजे')).toBe('at 7:00 PM');
    expect(t('Sanskrit', 'सायं 7 बजे')).toBe('सायं 7 वादने');
    expect(t('Tamil', 'രാവിലെ 10 മണിക്ക്')).toBe('காலை 10 மணிக்கு');
  });

  it('is said the way each language says it', () => {
    const t = (l: Language, raw: string) => LANGUAGE_PACKS[l].time(parseTime(raw) ?? { kind: 'text', text: raw });
    expect(t('English', '7:00 PM onwards')).toBe('from 7:00 PM onwards');
    expect(t('English', '10 AM - 1 PM')).toBe('from 10:00 AM to 1:00 PM');
    expect(t('Hindi', '8:15 PM')).toBe('रात 8:15 बजे');
    expect(t('Hindi', '10 AM - 11:30 AM')).toBe('सुबह 10 बजे से 11:30 बजे तक');
    expect(t('Kannada', '7:30 PM')).toBe('ಸಂಜೆ 7:30 ಗಂಟೆಗೆ');
    expect(t('Kannada', '5:00 AM')).toBe('ಮುಂಜಾನೆ 5 ಗಂಟೆಗೆ');
    expect(t('Tamil', '10:00 AM')).toBe('காலை 10 மணிக்கு');
    expect(t('Telugu', '6 PM onwards')).toBe('సాయంత్రం 6 గంటల నుండి');
    expect(t('Malayalam', '12:30 PM')).toBe('ഉച്ചയ്ക്ക് 12:30 മണിക്ക്');
    expect(t('Sanskrit', '5:00 PM')).toBe('सायं 5 वादने');
    expect(t('Kannada', '10:30')).toBe('10:30 ಗಂಟೆಗೆ');
    // Not understood: kept as printed, as is when already in the letter's script.
    expect(t('Kannada', 'ಶುಭ ಮುಹೂರ್ತದಲ್ಲಿ')).toBe('ಶುಭ ಮುಹೂರ್ತದಲ್ಲಿ');
    expect(t('Kannada', 'Muhurtham')).toBe('(ಸಮಯ: Muhurtham)');
  });
});

describe('dates', () => {
  it('names months and weekdays in the letter language', () => {
    expect(localiseDate('Thursday, 12th March 2026', LANGUAGE_PACKS.Kannada)).toBe('ಗುರುವಾರ, 12 ಮಾರ್ಚ್ 2026');
    expect(localiseDate('20 February 2026', LANGUAGE_PACKS.Hindi)).toBe('20 फ़रवरी 2026');
    expect(localiseDate('Sun, 5 Apr 2026', LANGUAGE_PACKS.Tamil)).toBe('ஞாயிற்றுக்கிழமை, 5 ஏப்ரல் 2026');
    expect(localiseDate('8 April 2026', LANGUAGE_PACKS.Sanskrit)).toBe('8 अप्रैल 2026');
    expect(localiseDate('22nd of May 2026', LANGUAGE_PACKS.Telugu)).toBe('22 మే 2026');
    expect(localiseDate('12/03/2026', LANGUAGE_PACKS.Malayalam)).toBe('12/03/2026');
    expect(localiseDate('Thursday, 12th March 2026', LANGUAGE_PACKS.English)).toBe('Thursday, 12th March 2026');
    // Printed in another Indian language (a Hindi card answered in English or Kannada).
    expect(localiseDate('12 फरवरी 2027', LANGUAGE_PACKS.English)).toBe('12 February 2027');
    expect(localiseDate('१२ फरवरी २०२७', LANGUAGE_PACKS.Kannada)).toBe('12 ಫೆಬ್ರವರಿ 2027');
    expect(localiseDate('ಗುರುವಾರ, 12 ಮಾರ್ಚ್ 2026', LANGUAGE_PACKS.Kannada)).toBe('ಗುರುವಾರ, 12 ಮಾರ್ಚ್ 2026');
  });

  it('attach "on" per language', () => {
    const on = (l: Language, d: string) => LANGUAGE_PACKS[l].onDate(d);
    expect(on('Kannada', '15 ಮಾರ್ಚ್ 2026')).toBe('ದಿನಾಂಕ 15 ಮಾರ್ಚ್ 2026ರಂದು');
    expect(on('Kannada', 'ಭಾನುವಾರ, 15 ಮಾರ್ಚ್ 2026')).toBe('ಭಾನುವಾರ, 15 ಮಾರ್ಚ್ 2026ರಂದು');
    expect(on('Telugu', '22 మే 2026')).toBe('తేదీ 22 మే 2026న');
    expect(on('Malayalam', '14 ജൂൺ 2026')).toBe('2026 ജൂൺ 14-ന്');
    expect(on('Malayalam', 'ഞായറാഴ്ച, 14 ജൂൺ 2026')).toBe('2026 ജൂൺ 14 ഞായറാഴ്ച');
    expect(on('Sanskrit', '8 अप्रैल 2026')).toBe('8 अप्रैल 2026 दिनाङ्के');
  });
});
