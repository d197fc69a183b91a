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

describe('the couple named under their parents', () => {
  it("takes the groom printed under '… ஆகியோரின் புதல்வன்' with his 'திரு.', not the lagna above the line", () => {
    const hosts = extractInvitationFields(
      [
        '10-09-2026 வியாழக்கிழமை காலை 7.30 மணி முதல் 9.00 மணிக்குள்',
        'கன்யா லக்னத்தில்',
        'திரு. க. முருகேசன் - திருமதி. மு. சாந்தி ஆகியோரின் புதல்வன்',
        'திரு. மு. செந்தில்குமார் B.E.,',
        'திருநிறைச்செல்வி',
        'செல்வி. க. பிரியதர்ஷினி M.Sc.,',
        'ஆகியோருக்கு திருமணம் நடைபெற இருப்பதால் தாங்கள் தங்கள் சுற்றமும் நட்பும்',
      ].join('\n'),
      'Tamil',
    ).hosts;
    expect(hosts.join(' | ')).toContain('மு. செந்தில்குமார்');
    expect(hosts.join(' ')).not.toContain('லக்ன');
  });

  it("reads a groom whose name is also a rite's, after 'चि. आयुष्मान्'", () => {
    const hosts = extractInvitationFields(
      ['शुभ विवाह', 'श्रीमती सुधा एवं श्री रमाकान्त त्रिपाठी', 'के सुपुत्र', 'चि. आयुष्मान् अभिषेक', 'संग', 'सौ.कां. श्वेता', 'का शुभ विवाह दिनांक 26 नवम्बर 2026 दिन गुरुवार को होना निश्चित हुआ है।'].join('\n'),
      'Hindi',
    ).hosts;
    expect(hosts).toContain('अभिषेक');
  });
});

describe('the child whose event it is', () => {
  it("takes the name before the event's possessive, on its line or the one above", () => {
    const card = read(["I'm turning", 'ONE', 'Join us for', "Aarush's", '1st Birthday Bash', 'Saturday, 9th May 2026', 'Sayantani & Arindam Mukherjee', 'RSVP : 98310 52674']);
    expect(card.hosts).toContain('Aarush');
    expect(card.hosts[0]).toBe('Sayantani & Arindam Mukherjee');
  });
});

