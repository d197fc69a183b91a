import { describe, expect, it } from 'vitest';
import { findTime } from './times';
import { withTimeSlipsMended } from './time-slips';

describe('a printed hour with a letter for a digit', () => {
  it('reads the hour and minutes OCR gave with an O or an l', () => {
    expect(findTime('at 1O.30 am')).toBe('10:30 AM');
    expect(findTime('at l0.30 a.m.')).toBe('10:30 AM');
    expect(findTime('Time: 7.3O pm')).toBe('7:30 PM');
    expect(findTime('at 6:3O PM onwards')).toBe('6:30 PM');
    expect(findTime('at ll AM')).toBe('11 AM');
  });

  it('leaves English and numbers that are no hour alone, and the text its length', () => {
    expect(findTime('and I am happy, l am')).toBe('');
    expect(findTime('Hall No. 1O, 30 guests')).toBe('');
    const text = 'Block O, and I am here\nat 1O.30 am';
    expect(withTimeSlipsMended(text)).toBe('Block O, and I am here\nat 10.30 am');
  });
});

describe('an hour and minutes printed or read without their separator', () => {
  it('reads “1030 AM”, “730 pm” and 24-hour “1830 hrs”', () => {
    expect(findTime('SUNDAY | 3rd AT 1030 AM')).toBe('10:30 AM');
    expect(findTime('at 730 pm')).toBe('7:30 PM');
    expect(findTime('Reception 1830 hrs')).toBe('6:30 PM');
  });

  it('takes no year or PIN before AM/PM for an hour', () => {
    expect(findTime('2026 AM')).toBe('');
    expect(findTime('PIN 560030 am')).toBe('');
  });
});
