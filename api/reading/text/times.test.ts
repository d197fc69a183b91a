import { describe, expect, it } from 'vitest';
import { findTime } from './times';
import { canonicalText } from './script-text';

const timeIn = (text: string) => findTime(canonicalText(text));

describe('findTime', () => {
  it("reads a time after 'ದಿವಾ ಗಂಟೆ' that OCR glued into one word (Kannada)", () => {
    expect(timeIn("ದಿನಾಂಕ 03-03-2024ನೇ ಭಾನುವಾರ ದಿವಾಗಂಟೆ 09-02'¢")).toBe('9:02 AM');
  });

  it.each([
    ['at 7:30 PM', '7:30 PM'],
    ['7 pm onwards', '7 PM'],
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

  it.each([
    ["5 O'CLOCK IN THE EVENING", '5 PM'],
    ['5 OCCLOCK IN THE EVENING', '5 PM'],
    ['at 7 0’CLOCK in the evening', '7 PM'],
    ['at seven OCLOCK in the evening', '7 PM'],
    ['सकाळी ११ वा. ४५ fA. या शुभ मुहूर्तावर', '11:45 AM'],
    ['सकाळी ११ वा. ४५ मि. या शुभ मुहूर्तावर', '11:45 AM'],
    ['सायं 7 बजकर 30 मिनट पर', '7:30 PM'],
    ['ಬೆಳಿಗ್ಗೆ 10 ಗಂಟೆ 30 ನಿಮಿಷಕ್ಕೆ', '10:30 AM'],
    ['Dinner at 8.00 pm\nTime: 6-30 pm', '6:30 PM'],
    ['on 12-02-2025 Friday, at 7-00 pm', '7:00 PM'],
    ['| 8°15 PM |', '8:15 PM'],
    ['Muhurtham: 10.45 to 11.30', '10:45 AM'],
    ['Lunch: 1 PM onwards\nBetween 9.30 a.m to 10.15 a.m', '9:30 AM'],
    ['On Sunday Morning 14" March 2027\nBetween: 07.00am to 08.10am', '7:00 AM'],
    ['ಮುಹೂರ್ತ : 10-15ಕ್ಕೆ ಮಿಥುನ ಲಗ್ನ', '10:15 AM'],
    ['ಭಾನುವಾರ ದಿವಾ ಗಂಟೆ 11-20 ಕ್ಕೆ', '11:20 AM'],
    // In daylight after noon; a muhurtham at noon says nothing of the part of the day.
    ['ದಿವಾ ಗಂಟೆ 2-30 ಕ್ಕೆ', '2:30 PM'],
    ['Muhurtham: 12.15', '12:15'],
    // Dawn, Telugu's abbreviations, the Hindi evening's 'संध्या'.
    ['తేది : 05-02-2026 తెల్లవారుజామున 4 గం॥ 36 ని॥లకు', '4:36 AM'],
    ['ఆదివారం రోజున ఉ॥ గం॥ 10-48 ని॥లకు', '10:48 AM'],
    ['नाम संकीर्तन प्रारंभ संध्या 6 बजे', '6:00 PM'],
    ['മുഹൂർത്തം : 11.30 നും 12.15 നും മദ്ധ്യേ', '11:30 AM'],
    // The part of the day at the end of the line above the time.
    ['గురువారం తేది 15-04-2027 న మధ్యాహ్నం\n12.05 ని.లకు అభిజిత్ లగ్నమందు', '12:05 PM'],
    ['(21-01-2027) வியாழக்கிழமை அதிகாலை\n5.30 மணிக்கு மேல் 6.30 மணிக்குள்', '5:30 AM'],
    ['ರಾತ್ರಿ 8-30 ರಿಂದ', '8:30 PM'],
    ['सकाळी १० वा. ३० मि. या शुभ मुहूर्तावर', '10:30 AM'],
    ['दुपारी १२.४० मि. मुहूर्तावर', '12:40 PM'],
    ['at 12-25 Noon', '12:25 PM'],
  ])('reads %j as printed on cards', (text, time) => expect(timeIn(text)).toBe(time));

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

describe('findTime: an hour spelled out, as formal English cards print it', () => {
  it("reads 'seven o'clock in the evening' and 'half past six'", () => {
    expect(timeIn("Saturday, the fifth of April\nat seven o'clock in the evening")).toBe('7 PM');
    expect(timeIn('half past six in the evening')).toBe('6:30 PM');
    expect(timeIn("Five thirty o'clock\nin the evening")).toBe('5:30 PM');
    expect(timeIn("at twelve o'clock noon")).toBe('12 PM');
  });

  it("takes no number word without its 'o'clock' for an hour", () => {
    expect(timeIn('one of the happiest days\nwith our two families')).toBe('');
  });
});
