import { describe, expect, it } from 'vitest';
import { extractInvitationFields } from './invitation-rules';

const read = (lines: string[]) => extractInvitationFields(lines.join('\n'), 'English');

describe('a programme printed as a grid', () => {
  it("takes the wedding's column of three, its weekday row left aside", () => {
    const card = read([
      'cordially invite you to grace the wedding of their daughter',
      'Mehendi Sangeet Sandhya Shubh Vivah',
      'Wednesday Thursday Friday',
      '3rd Feb 2027 4th Feb 2027 5th February 2027',
      '4:00 PM 7:30 PM 8:00 PM onwards',
      'Venue : Shree Ram Vatika, Tonk Road, Jaipur',
    ]);
    expect(card.date).toBe('5 February 2027');
    expect(card.time).toBe('8:00 PM');
  });

  it('takes two events joined by "&" for one column', () => {
    const card = read([
      'at the wedding of our daughter',
      'MEHENDI & SANGEET SHUBH VIVAH',
      'Friday, 5th February 2027 Sunday, 7th February 2027',
      '6:30 PM onwards 7:30 PM onwards',
    ]);
    expect(card.date).toBe('7 February 2027');
    expect(card.time).toBe('7:30 PM');
  });

  it('leaves a row whose count of days differs from its events to the other rules', () => {
    const card = read(['at the wedding of our daughter', 'Haldi Mehendi Shubh Vivah', 'Friday, 5th February 2027 Sunday, 7th February 2027']);
    expect(card.date).toBe('5 February 2027');
  });
});
