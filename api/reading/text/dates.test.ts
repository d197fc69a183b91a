import { describe, expect, it } from 'vitest';
import { findDate } from './dates';
import { canonicalText } from './script-text';

const dateIn = (text: string) => findDate(canonicalText(text));

describe('findDate', () => {
  it("reads a date after 'दि.' (Marathi), its Devanagari digits too", () => {
    expect(dateIn('मंगळवार दि.२९/०२/२०२४ रोजी सायंकाळी')).toBe('29 February 2024');
  });

  it('joins a day OCR split in two when the printed weekday agrees (English)', () => {
    expect(dateIn('Thursday,2 1st April 2022,')).toBe('21 April 2022');
    expect(dateIn('Friday,2 1st April 2022,')).toBe('1 April 2022');
  });

  it('finds the year of a stacked date past blank lines OCR left', () => {
    expect(dateIn('AUGUST\n\nTHURSDAY 20) AT 12 PM\n\n2026')).toBe('20 August 2026');
  });

  it('gives no date when the only one printed is a death date (Telugu)', () => {
    expect(dateIn('శ్రీ రెడ్డిపల్లి శ్రీవాణి గారు\n\nమరణం : 21-09-2023')).toBe('');
  });

  it.each([
    ['12/03/2026', '12 March 2026'],
    ['12-03-2026', '12 March 2026'],
    ['12.03.2026', '12 March 2026'],
    ['Date: 12 . 03 . 26', '12 March 2026'],
    ['2026-03-12', '12 March 2026'],
  ])('reads digits day first, as printed in India: %s', (text, date) => expect(dateIn(text)).toBe(date));

  it('reads a month-first date when the day cannot be the month', () => {
    expect(dateIn('03/25/2026')).toBe('25 March 2026');
  });

  it.each([
    ['on Thursday, 12th March 2026 at 7:30 PM', '12 March 2026'],
    ['Saturday, March 21st, 2026', '21 March 2026'],
    ['दिनांक: शुक्रवार, 20 फरवरी 2026', '20 February 2026'],
    ['दिनांक : १५ मार्च २०२६', '15 March 2026'],
    ['೧೨ ಮಾರ್ಚ್ ೨೦೨೬ ಗುರುವಾರ', '12 March 2026'],
    ['ಮಾರ್ಚ್ 12, 2026', '12 March 2026'],
    ['2026 ஏப்ரல் 5 ஞாயிற்றுக்கிழமை', '5 April 2026'],
    ['மார்ச் 12-ஆம் தேதி 2026', '12 March 2026'],
    ['22 మే 2026 శుక్రవారం', '22 May 2026'],
    ['సెప్టెంబరు 9, 2026', '9 September 2026'],
    ['2026 ഓഗസ്റ്റ് 23 ഞായറാഴ്ച', '23 August 2026'],
    ['2026 തമേ വർഷേ', ''],
    ['२०२६ तमे वर्षे मे मासस्य १० दिनाङ्के', '10 May 2026'],
  ])('reads a month name in any of the languages: %s', (text, date) => expect(dateIn(text)).toBe(date));

  it('keeps a date without a year when the card prints none', () => {
    expect(dateIn('Sunday, 8th February')).toBe('8 February');
  });

  it('prefers a date with a year over an RSVP-by date', () => {
    expect(dateIn('Kindly reply by 1 March\nWedding on 12-03-2026')).toBe('12 March 2026');
  });

  it('ignores numbers that only look like dates', () => {
    expect(dateIn('Mob: 98450 12345\n14 MG Road, Bengaluru 560001\nMay God bless')).toBe('');
  });

  it.each([
    ['~ OCTOBER ~\n| SATURDAY 17 AT 6 PM |\n2026', '17 October 2026'],
    ['MAR\n07\n2027', '7 March 2027'],
    ['2027\nFEBRUARY ]\nsunday | 14th at 10 am', '14 February 2027'],
  ])('reads a date stacked over lines: %j', (text, date) => expect(dateIn(text)).toBe(date));

  it('rejects a day the month does not have', () => {
    expect(dateIn('दि. २९/०२/२०२७ रोजी')).toBe('');
    expect(dateIn('31 April 2026')).toBe('');
    expect(dateIn('29-02-2028 Tuesday')).toBe('29 February 2028');
  });

  it('takes the labelled date of the rite over the date of death in a mourning notice', () => {
    const text = 'श्री रामलाल जी का स्वर्गवास दि. 3 मार्च 2027 को हो गया।\nउठावना - दिनांक - 6 मार्च 2027 शनिवार';
    expect(dateIn(text)).toBe('6 March 2027');
  });

  it('prefers the date whose weekday matches over a misread one', () => {
    expect(dateIn('Mehendi 12.02.2027 Monday\nWedding 14.02.2027 Sunday')).toBe('14 February 2027');
  });
});
