import { describe, expect, it } from 'vitest';
import { withDateSlipsMended } from './date-slips';
import { findDate } from './dates';

describe('a printed date with OCR’s slips', () => {
  it('reads month names OCR misspelled: rn for m, 0 for o, 1 for l, a letter wrong or two swapped', () => {
    expect(findDate('Sunday, 6th Decernber 2026')).toBe('6 December 2026');
    expect(findDate('14 Novernber 2026')).toBe('14 November 2026');
    expect(findDate('7th 0ctober 2026')).toBe('7 October 2026');
    expect(findDate('3rd Ju1y 2027')).toBe('3 July 2027');
    expect(findDate('Saturday 5 SEPTEMRER 2026')).toBe('5 September 2026');
    expect(findDate('12th Februray 2027')).toBe('12 February 2027');
  });

  it('reads a day or a year with a letter for a digit beside the month', () => {
    expect(findDate('2O Jan 2027')).toBe('20 January 2027');
    expect(findDate('l5th March 2027')).toBe('15 March 2027');
    expect(findDate('March 2O, 2O27')).toBe('20 March 2027');
  });

  it('keeps the text’s length and leaves words that are no date alone', () => {
    const text = 'Augusta Road, Block O, Room 2O-B\nSunday, 6th Decernber 2026';
    const mended = withDateSlipsMended(text);
    expect(mended).toHaveLength(text.length);
    expect(mended.split('\n')[0]).toBe('Augusta Road, Block O, Room 2O-B');
    expect(findDate('Julie and Augustine')).toBe('');
  });
});

describe('a month in an Indian script OCR misread by a letter or sign', () => {
  it('reads it beside its day and year', () => {
    expect(findDate('6 दिसबंर 2026')).toBe('6 December 2026');
    expect(findDate('6 டிசம்ர் 2026')).toBe('6 December 2026');
    expect(findDate('6 డిసంబర్ 2026')).toBe('6 December 2026');
    expect(findDate('6 ഡിസബർ 2026')).toBe('6 December 2026');
  });

  it('takes no other word one letter from a month for it, nor one without its year', () => {
    // 'मार्ग' (road) is a letter from 'मार्च' (March).
    expect(findDate('12, गांधी मार्ग 2026')).toBe('');
    expect(findDate('6 டிசம்ர்')).toBe('');
  });
});
