import { describe, expect, it } from 'vitest';
import { findEmail, findPhone, repairEmailSlips, withLookAlikeDigits } from './contact-details';
import { canonicalText } from './script-text';

const phoneIn = (text: string) => findPhone(canonicalText(text));

describe('findPhone', () => {
  it("leaves out the printer's number in the credit at the foot (Hindi, English)", () => {
    expect(phoneIn('विनीत\nहरि संकीर्तन समिति\n\nछादी कार्ड एवं छपाई, कल्पना स्क्रीन प्रिंटिंग, मो० : 9334809067')).toBe('');
    expect(phoneIn('RSVP: 98450 12345\nSri Sai Offset Printers, Ph: 94480 11223')).toBe('919845012345');
  });

  it.each([
    ['Kannada, a letter lost from ಡಿಜಿಟಲ್', 'ಶುಭ ವಿವಾಹ\nಶ್ರೀ ಗಣೇಶ ಡಿಜಟಲ್ ಕುಂದಾಪುರ @ 9448012345', ''],
    ['Marathi', 'श्री गणेश लॉन्स, पैठण\nओम डिजीटल पैठण ९४२२०१२३४५', ''],
    ['English', 'RSVP: Ravi 98450 12345\nDesigned by Sai Digitals 94480 11223', '919845012345'],
    ['Telugu', 'ఫోన్: 98480 12345\nశ్రీ సాయి డిజిటల్, 94400 12345', '919848012345'],
  ])("leaves out the number of a print shop calling itself 'digital' (%s)", (_, text, phone) => expect(phoneIn(text)).toBe(phone));

  it.each([
    ['98450 12345', '919845012345'],
    ['Mob: +91 98450-12345', '919845012345'],
    ['+91-9845012345', '919845012345'],
    ['098450 12345', '919845012345'],
    ['0091 98450 12345', '919845012345'],
    ['मो. ९८२९० ४५६७८', '919829045678'],
    ['Ph: 080-2345 6789', '918023456789'],
    ['Call +1 (415) 555-0134', '14155550134'],
    ['+971 50 123 4567', '971501234567'],
  ])('writes %s with its country code and no plus', (text, phone) => expect(phoneIn(text)).toBe(phone));

  it('prefers a mobile number to a landline', () => {
    expect(phoneIn('ഫോൺ: 0487 2556677, 9447012345')).toBe('919447012345');
  });

  it('prefers a labelled number to one in the address', () => {
    expect(phoneIn('Plot 9845012345 layout\nContact: 94480 23456')).toBe('919448023456');
  });

  it('does not read dates, PIN codes or years as phone numbers', () => {
    expect(phoneIn('12-03-2026 560001\n15.03.2026 2026')).toBe('');
  });

  it('separates a date from a number printed next to it', () => {
    expect(phoneIn('08-04-2026 9415012345')).toBe('919415012345');
  });
});

describe('findEmail', () => {
  it('finds an address even with OCR spaces around the @ and a comma for the dot', () => {
    expect(findEmail('RSVP: Ramesh.Sharma @gmail,com')).toBe('ramesh.sharma@gmail.com');
  });

  it('answers empty when there is none', () => expect(findEmail('No email here @ all')).toBe(''));
});

describe('repairEmailSlips', () => {
  it.each([
    ['ravi.teja@gmall.com', 'ravi.teja@gmail.com'],
    ['ravi.teja@gmal com', 'ravi.teja@gmail.com'],
    ['ravi.teja@grnail.corn', 'ravi.teja@gmail.com'],
    ['ravi.teja@gmail .com', 'ravi.teja@gmail.com'],
    ['ravi.teja@gmailcom', 'ravi.teja@gmail.com'],
    ['ravi.teja@gmail', 'ravi.teja@gmail.com'],
    ['ravi.teja@yahoo co in', 'ravi.teja@yahoo.co.in'],
    ['sales@rediffmail,com', 'sales@rediffmail.com'],
  ])('puts right %s', (printed, right) => expect(repairEmailSlips(printed)).toBe(right));

  it.each(['info@mail.com', 'info@email.com', 'info@gmailer.in', 'info@yahoo.co.jp', 'info@acme.co.in'])(
    'leaves %s alone: not a slip of a known provider',
    (address) => expect(repairEmailSlips(address)).toBe(address),
  );

  it('finds an address with an ampersand before the @', () => {
    expect(findEmail('Email : tyres&tubes@gmail.com')).toBe('tyres&tubes@gmail.com');
  });
});

describe("findPhone: a printer's credit misread by one akshara", () => {
  it("leaves out the number of a credit whose 'digital' OCR read with a consonant and its sign as one other letter", () => {
    // 'ಡಿಆಟಲ್' for 'ಡಿಜಿಟಲ್', 'డిజిలల్' for 'డిజిటల్'.
    expect(phoneIn('ದಿನಾಂಕ : 05-05-2023\n\nಶ್ರೀ ಗಣೇಶ ಡಿಆಟಲ್ ಕುಂದಾಪುರ @ 9448012345')).toBe('');
    expect(phoneIn('వివాహ మహోత్సవము\nసాయి డిజిలల్ 9848012345')).toBe('');
  });

  it("keeps the inviter's number on a line whose word only starts like a printer's", () => {
    expect(phoneIn('ಸಂಪರ್ಕ: ಡಿಸೆಂಬರ್ 9448012345')).toBe('919448012345');
  });
});

describe('findPhone: a letter read for a digit', () => {
  it("reads the inviter's number with an 'O' for 0 or an 'l' for 1", () => {
    expect(phoneIn('RSVP: Ramesh 98450 l2345')).toBe('919845012345');
    expect(phoneIn('Contact: 944801122O')).toBe('919448011220');
  });

  it("takes the mobile over a landline whose STD code starts like a mobile ('080-…')", () => {
    expect(phoneIn('For details: 080-2364 1157 | 94481 23570')).toBe('919448123570');
    expect(phoneIn('Ph: 0866-2471230  Mob: 93910 47582')).toBe('919391047582');
    expect(phoneIn('Cell: 098450 12345')).toBe('919845012345');
  });
});


describe('withLookAlikeDigits: a number’s groups read as one', () => {
  it('puts back a trunk zero read as O in a short group, and a 5 read as S between digits', () => {
    expect(withLookAlikeDigits('Ph: O80-2345 6789')).toBe('Ph: 080-2345 6789');
    expect(withLookAlikeDigits('Cell: 984S0 12345')).toBe('Cell: 98450 12345');
  });

  it('leaves words and short numbers beside letters alone', () => {
    expect(withLookAlikeDigits('Block O 12 Street, Plot No. 12 S 4th Cross')).toBe('Block O 12 Street, Plot No. 12 S 4th Cross');
  });
});
