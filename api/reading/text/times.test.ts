import { describe, expect, it } from 'vitest';
import { findTime } from './times';
import { canonicalText } from './script-text';

const timeIn = (text: string) => findTime(canonicalText(text));

describe('findTime', () => {
  it.each([
    ['at 7:30 PM', '7:30 PM'],
    ['7 pm onwards', '7:00 PM'],
    ['Pooja at 9.30 a.m.', '9:30 AM'],
    ['Reception 19:30 hrs', '7:30 PM'],
    ['समय: सायं 7 बजे', '7:00 PM'],
    ['प्रातः १०:३० बजे', '10:30 AM'],
    ['रात्रि 1 बजे', '1:00 AM'],
    ['ಸಂಜೆ 7 ಗಂಟೆಗೆ', '7:00 PM'],
    ['ಬೆಳಿಗ್ಗೆ ೧೦.೩೦ ರಿಂದ ೧೧.೧೫ ರವರೆಗೆ', '10:30 AM'],
    ['மாலை 6 மணிக்கு', '6:00 PM'],
    ['காலை 6.00 மணி முதல்', '6:00 AM'],
    ['రాత్రి 8:15 గంటలకు', '8:15 PM'],
    ['మధ్యాహ్నం 12:30 గంటలకు', '12:30 PM'],
    ['വൈകുന്നേരം 6 മണിക്ക്', '6:00 PM'],
    ['सायं 5 वादने', '5:00 PM'],
  ])('reads %s', (text, time) => expect(timeIn(text)).toBe(time));

  it('tolerates an OCR slip in the word for the part of the day', () => {
    expect(timeIn('ಭಾನುವಾರ ಬಿಳಿಗ್ಗೆ 9:30 ಗಂಟೆಗೆ')).toBe('9:30 AM');
  });

  it('keeps a bare clock time when nothing says morning or evening', () => {
    expect(timeIn('Time: 9:30')).toBe('9:30');
  });

  it('does not take dates, phone numbers or house numbers for times', () => {
    expect(timeIn('12.03.2026\nMob. 98450 12345\nNo. 14, 3rd Cross\nPIN 560 001')).toBe('');
  });
});
