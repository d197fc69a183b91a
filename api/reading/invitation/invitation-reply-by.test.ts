import { describe, expect, it } from 'vitest';
import { extractInvitationFields } from './invitation-rules';

describe('the reply date printed on an invitation', () => {
  it('is read as the reply date, not the event’s, wherever the card puts it', () => {
    const read = extractInvitationFields(
      ['Mr. & Mrs. Ramesh Kumar', 'request the pleasure of your company', 'at the wedding of their daughter', 'Priya with Arjun', 'Kindly RSVP by 1st March 2027', 'on Sunday, 14th March 2027 at 10.30 AM', 'Palace Grounds, Bengaluru'].join('\n'),
      'English',
    );
    expect(read.date).toBe('14 March 2027');
    expect(read.replyBy).toBe('1 March 2027');
  });

  it.each([
    ['R.S.V.P. before 20/02/2027', '20 February 2027'],
    ['Please confirm by 5 Feb 2027', '5 February 2027'],
    ['Regrets only — kindly reply by 3rd March', '3 March'],
  ])('reads “%s”', (line, replyBy) => {
    const read = extractInvitationFields(['Housewarming ceremony', 'Sunday, 7 March 2027, 9 AM', line].join('\n'), 'English');
    expect(read.replyBy).toBe(replyBy);
    expect(read.date).toBe('7 March 2027');
  });

  it('is absent when the card asks for none, and an RSVP line of names and numbers is no date', () => {
    const read = extractInvitationFields(['Griha Pravesha', 'Monday, 8 March 2027', 'RSVP: Suresh 98450 12345'].join('\n'), 'English');
    expect(read).not.toHaveProperty('replyBy');
    expect(read.date).toBe('8 March 2027');
  });

  it('leaves the event date empty rather than take the reply date for it', () => {
    const read = extractInvitationFields(['Naming ceremony of our son', 'Kindly reply before 2 April 2027'].join('\n'), 'English');
    expect(read.date).toBe('');
    expect(read.replyBy).toBe('2 April 2027');
  });
});
