import { describe, expect, it } from 'vitest';
import { findDate, findDates } from './dates';
import { canonicalText } from './script-text';
import { extractInvitationFields } from '../invitation/invitation-rules';

const dateIn = (text: string) => findDate(canonicalText(text));

describe('findDate', () => {
  it("reads a date after 'दि.' (Marathi), its Devanagari digits too", () => {
    expect(dateIn('गुरुवार दि.२९/०२/२०२४ रोजी सायंकाळी')).toBe('29 February 2024');
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

  it.each([
    // 3 August 2025 was a Sunday; OCR read the 3 as a 5.
    ['Malayalam, the weekday on the next line', 'മുഹൂർത്തദിനം : 05 ഓഗസ്റ്റ് 2025\n(1201 കർക്കടകം 18) ന് ഞായറാഴ്ച', '3 August 2025'],
    // 18 October 2026 is a Sunday, read as 16.
    ['English', 'Sunday, 16th October 2026 at 11 AM', '18 October 2026'],
    // 27 March 2026 is a Friday, read as 21 (a 7 taken for a 1).
    ['Hindi', 'दिनांक 21 मार्च 2026 शुक्रवार', '27 March 2026'],
    // 27 February 2024 was a Tuesday; OCR took the Devanagari ७ for a ९.
    ['Marathi', 'मंगळवार दि.२९/०२/२०२४ रोजी सायंकाळी', '27 February 2024'],
    // 23 May 2026 is a Saturday, read as 28.
    ['Kannada', 'ದಿನಾಂಕ : 28-05-2026ನೇ ಶನಿವಾರ', '23 May 2026'],
  ])('mends a day misread by one digit when the weekday printed with it says which (%s)', (_, text, date) => {
    expect(dateIn(text)).toBe(date);
  });

  it('keeps the date as printed when no look-alike day or several fit the weekday', () => {
    // 12 June 2026 is a Friday; no day one slip away from 12 is a Tuesday.
    expect(dateIn('Tuesday, 12 June 2026')).toBe('12 June 2026');
  });

  it('takes no weekday from the next line when that line has a date of its own', () => {
    expect(dateIn('Haldi 12.02.2027\nWedding 14.02.2027 Sunday')).toBe('14 February 2027');
  });

  it('prefers the date whose weekday matches over a misread one', () => {
    expect(dateIn('Mehendi 12.02.2027 Monday\nWedding 14.02.2027 Sunday')).toBe('14 February 2027');
  });
});

describe('findDate: month names as each script prints them', () => {
  it('reads the Marathi months, which follow the English sounds (जानेवारी, ऑगस्ट, नोव्हेंबर)', () => {
    expect(dateIn('मंगळवार दि. २७ फेब्रुवारी २०२४ रोजी')).toBe('27 February 2024');
    expect(dateIn('शुक्रवार, १५ ऑगस्ट २०२५')).toBe('15 August 2025');
    expect(dateIn('रविवार दि. ९ नोव्हेंबर २०२५ सायं. ७ वा.')).toBe('9 November 2025');
    expect(dateIn('१ जानेवारी २०२६')).toBe('1 January 2026');
    expect(dateIn('२० जुलै २०२५')).toBe('20 July 2025');
  });

  it('reads Tamil months in their Tamil spellings (சனவரி, சூன்) and with a short u (ஜுன்)', () => {
    expect(dateIn('12 சனவரி 2026 திங்கள்கிழமை')).toBe('12 January 2026');
    expect(dateIn('5 ஜுன் 2025')).toBe('5 June 2025');
  });

  it('reads Malayalam months whose chillu is printed or read as a consonant and visible virama', () => {
    expect(dateIn('2025 നവംബര് 16 ഞായറാഴ്ച')).toBe('16 November 2025');
    expect(dateIn('07 ഡിസംബര് 2025')).toBe('7 December 2025');
    expect(dateIn('20 ജൂലായ് 2025')).toBe('20 July 2025');
  });
});

describe('findDate: a date set out in parts', () => {
  it('reads a day printed above its month, alone or with its weekday', () => {
    expect(dateIn('SAVE THE DATE\nSAT\n14\nMARCH\n2026')).toBe('14 March 2026');
    expect(dateIn('Sunday 07\n\nDECEMBER\n2025\n6 PM onwards')).toBe('7 December 2025');
  });

  it('reads a day printed above a month that has its year on its line, its ending misread', () => {
    expect(dateIn('15%\nJULY 2026\nThe Grand Hall')).toBe('15 July 2026');
    expect(dateIn('21st\nMarch 2027')).toBe('21 March 2027');
  });

  it('reads a date whose separators OCR read as two kinds, when its year has four digits', () => {
    expect(dateIn('ದಿನಾಂಕ 03-03.2024ನಃ ಭಾನುವಾರ')).toBe('3 March 2024');
    expect(dateIn('on 12.05-2026 at noon')).toBe('12 May 2026');
    // Two digits of year are too like other numbers to mix.
    expect(dateIn('Room 12-05.26')).toBe('');
  });

  it('takes no number with words on its line above the month for its day', () => {
    expect(dateIn('Flat 12 Green Park\nDECEMBER\n2025')).toBe('');
  });

  it('reads a date whose parts are set apart by bars or dots, with its four-digit year', () => {
    expect(dateIn('07 | 12 | 2025')).toBe('7 December 2025');
    expect(dateIn('SAVE THE DATE 21 • 01 • 2026')).toBe('21 January 2026');
    // Bars in a table of numbers are no date.
    expect(dateIn('Hall | 12 | 14 | 16')).toBe('');
  });

  it('reads a month, its weekday and its day on one line, the year on the next', () => {
    expect(dateIn('DEC | SUNDAY | 06\n2026\n11:00 AM onwards')).toBe('6 December 2026');
  });

  it("counts the weekday set alone above a stacked date, as a reception's date counts its own", () => {
    expect(dateIn('MUHURTHAM\nTHURSDAY\nFEB\n11\n2027\n9.00 am - 10.30 am\nReception : 10-02-2027 Wednesday 6.30 p.m. onwards')).toBe('11 February 2027');
  });

  it("takes the day whose sentence runs on to the main event, not the first of the festival's rites (Tamil)", () => {
    const card = [
      'மகா கும்பாபிஷேக',
      'அழைப்பிதழ்',
      '26.01.2027 செவ்வாய் மாலை 5 மணிக்கு முதல் கால யாகசாலை பூஜை',
      '27.01.2027 புதன் காலை 8 மணிக்கு இரண்டாம் கால பூஜை',
      '28-01-2027 வியாழக்கிழமை காலை 9.15 மணிக்கு மேல் 10.30 மணிக்குள்',
      'கும்ப லக்னத்தில் ஸ்ரீ வீரமாகாளியம்மனுக்கு',
      'மகா கும்பாபிஷேகம் நடைபெறும்.',
    ].join('\n');
    expect(extractInvitationFields(card, 'Tamil').date).toBe('28 January 2027');
  });

  it("keeps a festival's first day when its last day's line runs on to the festival's name (Kannada)", () => {
    const card = [
      'ವಾರ್ಷಿಕ ಜಾತ್ರಾ ಮಹೋತ್ಸವ - 2026',
      'ದಿನಾಂಕ : 14-03-2026 ನೇ ಶನಿವಾರ ಧ್ವಜಾರೋಹಣದಿಂದ ಮೊದಲ್ಗೊಂಡು',
      'ದಿನಾಂಕ : 20-03-2026 ನೇ ಶುಕ್ರವಾರ ಧ್ವಜಾವರೋಹಣದವರೆಗೆ',
      'ಜಾತ್ರಾ ಮಹೋತ್ಸವದ ಅಂಗವಾಗಿ ವಿವಿಧ ಉತ್ಸವಗಳು ಜರುಗಲಿರುವುದು.',
    ].join('\n');
    expect(extractInvitationFields(card, 'Kannada').date).toBe('14 March 2026');
  });

  it('matches each date with the weekday printed nearest it on a line of two', () => {
    expect(dateIn('will be celebrated\nfrom Thursday, 22nd January 2026 to Sunday, 25th January 2026.')).toBe('22 January 2026');
  });
});


describe('findDates: OCR’s letter O for a zero', () => {
  it('reads “26-O6-2026” as 26 June 2026, and leaves words alone', () => {
    expect(findDates('நாள் (26-O6-2026) வெள்ளிக்கிழமை')).toMatchObject([{ day: 26, month: 6, year: 2026 }]);
    expect(findDates('Room 2O-B, Block O')).toEqual([]);
  });
});

describe('findDates: a dot between the day and the year', () => {
  it('reads “July 12.2026” as a date, and “July 12.30” as no year', () => {
    expect(findDates('July 12.2026')).toMatchObject([{ day: 12, month: 7, year: 2026 }]);
    expect(findDates('July 12.30 PM')).toEqual([]);
  });
});
