import { describe, expect, it } from 'vitest';
import { extractInvitationFields } from './invitation-rules';

const read = (lines: string[]) => extractInvitationFields(lines.join('\n'), 'English');

describe('the couple of a wedding joined on one line', () => {
  it('splits “Priya with Arjun” under “the wedding of” into two people, not one “Priya Arjun”', () => {
    const card = read(['Mr. & Mrs. Ramesh Kumar', 'request the pleasure of your company at the wedding of their daughter', 'Priya with Arjun', 'on Sunday, 14th March 2027 at 10.30 AM']);
    expect(card.honoree?.names).toEqual(['Priya', 'Arjun']);
    expect(card.hosts[0]).toBe('Mr. & Mrs. Ramesh Kumar');
  });

  it('reads a “Priya weds Arjun” headline as a wedding of those two, wherever it stands', () => {
    const card = read(['Priya weds Arjun', 'Sunday, 14 March 2027', 'With best compliments from Ramesh Kumar & family']);
    expect(card.eventType).toBe('wedding');
    expect(card.honoree?.names).toEqual(['Priya', 'Arjun']);
    expect(card.hosts[0]).toBe('Ramesh Kumar & family');
  });

  it('keeps a sentence with “with” for what it is', () => {
    const card = read(['Griha Pravesha', 'Please join us with your family', 'Monday, 8 March 2027']);
    expect(card.honoree).toBeUndefined();
    expect(card.eventType).toBe('housewarming');
  });
});
