/**
 * Rules of how invitations and cards are written that hold whatever the card: each on OCR-like
 * text with the slips tesseract makes.
 */
import { describe, expect, it } from 'vitest';
import { canonicalText } from '../text/script-text';
import { bestDate, findDate } from '../text/dates';
import { findEvent } from './invitation-event';
import { extractCardFields } from '../card/card-rules';

const eventIn = (text: string, language: 'Hindi' | 'Kannada' | 'Telugu' | 'English' = 'Hindi') => findEvent(canonicalText(text).split('\n'), language);

describe('a day mended by its weekday', () => {
  it('takes a one-digit day beside the wrong weekday for the one day of the month ending in it', () => {
    // 6 December 2025 is a Saturday; 26 December 2025, a Friday, lost its '2' to OCR.
    expect(findDate('2025 DECEMBER ) 6 FRIDAY, AT 09 AM')).toBe('26 December 2025');
    expect(bestDate('Friday, 6 December 2025')).toMatchObject({ repaired: true, wrongWeekday: false });
  });

  it('leaves a day that agrees with its weekday, and one no day of the month mends', () => {
    expect(findDate('Saturday, 6 December 2025')).toBe('6 December 2025');
    // 3, 13 and 23 March 2026 are a Tuesday, a Friday and a Monday: no Wednesday to mend it to.
    expect(bestDate('Wednesday, 3 March 2026')).toMatchObject({ date: { day: 3 }, repaired: false, wrongWeekday: true });
    // A two-digit day is mended only to a day one look-alike digit away: 12 could be 13, 72 or 17, none a Wednesday…
    expect(bestDate('Wednesday, 12 March 2026')).toMatchObject({ date: { day: 12 }, repaired: false, wrongWeekday: true });
    // … while 13 could be 18, the one Wednesday among them.
    expect(bestDate('Wednesday, 13 March 2026')).toMatchObject({ date: { day: 18 }, repaired: true, wrongWeekday: false });
  });
});

describe('a wedding told by its words and its bride', () => {
  it('reads Marathi लग्न and शुभमंगल as a wedding', () => {
    expect(eventIn('श्री गणेशाय नमः\nलग्न\nदि. १२/०५/२०२६')).toMatchObject({ eventType: 'wedding', eventName: 'लग्न' });
    expect(eventIn('शुभमंगल सावधान').eventType).toBe('wedding');
  });

  it('takes a card that names a bride by her title for a wedding when its heading was lost', () => {
    expect(eventIn('श्री गणेशाय नमः\nचि.सौ.का. गितांजली\nचिरंजीव तुषार\nदि.२९/०२/२०२४')).toMatchObject({ eventType: 'wedding', found: 'bride' });
    expect(eventIn('చి॥ల॥సౌ॥ శిరీష\nచి॥ సందీప్', 'Telugu')).toMatchObject({ eventType: 'wedding' });
    expect(eventIn('Chi. Sow. Priya\nwith Chi. Arjun', 'English')).toMatchObject({ eventType: 'wedding' });
  });

  it('does not take a groom-or-child title alone, nor a heading of another event, for a bride', () => {
    expect(eventIn('चि. वेदांत\nव्रतबंध').eventType).toBe('thread-ceremony');
    expect(eventIn('Chi. Arjun\nwith blessings', 'English').eventType).toBe('other');
  });
});

describe('a company from the card\'s email', () => {
  it('is a printed name that spells the address, not a lower-case handle OCR broke off the address', () => {
    const card = (line: string) => extractCardFields(['Karthikeyan', 'Cell: 90423 82807', line, 'NO.1, 14 Manai Street, Kumbakonam'].join('\n'), 'English');
    expect(card('dsmkarthikeyan?6@gmail.com').company).toBe('');
    expect(extractCardFields(['Sathish 98407 68632', 'CHAINS & GEARS', 'Two Wheeler Service', 'Email : chainsgears@gmail.com'].join('\n'), 'English').company).toBe('CHAINS & GEARS');
  });
});
