/**
 * Invitations worded as people print them but as the reading set does not: a sign-off under the
 * venue, a meal after it, a shop named for its deity, an anniversary, a time that starts with
 * 'from'. Each card is whole, so every rule sees the lines around the one it is about.
 */
import { describe, expect, it } from 'vitest';
import { extractInvitationFields } from './invitation-rules';

const read = (lines: string[], language: 'English' | 'Hindi' | 'Kannada' = 'English') => extractInvitationFields(lines.join('\n'), language);

describe('the venue ends where the card goes on to something else', () => {
  it('leaves out the meal that follows and the family that signs below it', () => {
    const card = read([
      'We cordially invite you and your family',
      'to the Gruhapravesam of our new house',
      'Date: 05-03-2027, Friday',
      'Address: Plot No. 42, Madhapur, Hyderabad',
      'Breakfast follows',
      '- K. Srinivas Rao & Family',
    ]);
    expect(card.venue).toBe('Plot No. 42, Madhapur, Hyderabad');
  });

  it('leaves out a loving sign-off, which names the hosts', () => {
    const card = read([
      "AARAV'S 1ST BIRTHDAY",
      'Saturday, March 20, 2027',
      '5:00 PM onwards',
      'Little Chefs Party Hall, Koramangala, Bengaluru',
      'Love, Neha & Karthik',
    ]);
    expect(card.venue).toBe('Little Chefs Party Hall, Koramangala, Bengaluru');
    expect(card.hosts).toEqual(['Neha & Karthik']);
  });

  it('leaves out a Hindi line about the meal', () => {
    const card = read(['गृह प्रवेश', 'दिनांक 5 मार्च 2027', 'स्थान: 42, शिवाजी नगर', 'पुणे', 'भोजन की व्यवस्था है'], 'Hindi');
    expect(card.venue).toBe('42, शिवाजी नगर, पुणे');
  });

  it('keeps a town on the line after the street', () => {
    expect(read(['Venue: Sri Krishna Kalyana Mantapa,', 'Saraswathipuram', 'Mysuru']).venue).toBe('Sri Krishna Kalyana Mantapa, Saraswathipuram, Mysuru');
  });
});

describe('who invites', () => {
  it('takes a shop named for its deity as the host, not as the blessing', () => {
    const card = read(['Sri Ganesh Enterprises', 'invites you for the', 'Grand Opening', 'of our new showroom', 'on 25th November 2027 at 10.30 AM']);
    expect(card.hosts).toEqual(['Sri Ganesh Enterprises']);
    // The blessing itself is still no host.
    expect(read(['|| Sri Ganeshaya Namah ||', 'Ramesh & Family', 'invite you to the housewarming']).hosts).toEqual(['Ramesh & Family']);
  });

  it("does not read the lines under 'from 4 PM to 7 PM' as a sign-off's names", () => {
    const card = read(["Myra's Birthday Party", 'on Sunday, 10th October 2027', 'from 4 PM to 7 PM', 'at Fun City, Whitefield', 'RSVP: Pooja - 98860 98860']);
    expect(card.hosts).toEqual(['Pooja']);
  });

  it('takes no inviting sentence that mentions the family for an organisation', () => {
    const card = read(['SATYANARAYANA POOJA', 'You are cordially invited with family to the Sri Satyanarayana Swamy Vratham', 'on Thursday 9th September 2027']);
    expect(card.hosts).toEqual([]);
  });

  it("drops Kannada's 'ಇಂತಿ ನಿಮ್ಮ' (yours) before the names", () => {
    const card = read(['ಗೃಹಪ್ರವೇಶ', 'ದಿನಾಂಕ 05.03.2027', 'ಇಂತಿ ನಿಮ್ಮ, ಮಂಜುನಾಥ ಮತ್ತು ಕುಟುಂಬ'], 'Kannada');
    expect(card.hosts).toEqual(['ಮಂಜುನಾಥ ಮತ್ತು ಕುಟುಂಬ']);
  });
});

describe('an anniversary', () => {
  it('is no wedding, in English, Hindi and Kannada', () => {
    expect(read(['SILVER JUBILEE WEDDING ANNIVERSARY', 'of Mr. Ravi Kumar & Mrs. Sunita Kumar', 'on 18 December 2027'])).toMatchObject({
      eventType: 'other',
      eventName: 'SILVER JUBILEE WEDDING ANNIVERSARY',
    });
    expect(read(['विवाह वर्षगांठ समारोह', 'दिनांक 18 दिसंबर 2027'], 'Hindi').eventType).toBe('other');
    expect(read(['ವಿವಾಹ ವಾರ್ಷಿಕೋತ್ಸವ', 'ದಿನಾಂಕ 18.12.2027'], 'Kannada').eventType).toBe('other');
  });

  it('leaves a wedding and its reception a wedding', () => {
    expect(read(['Wedding Reception', 'of Amit with Neha', 'on Friday, 12.03.2027']).eventType).toBe('wedding');
  });
});

describe('parents and their child', () => {
  it('takes the titled parents before "their daughter" as the hosts, in Kannada and Tamil', () => {
    const kannada = read(['ಶುಭ ವಿವಾಹ ಆಮಂತ್ರಣ', 'ಶ್ರೀ ರಾಮಕೃಷ್ಣ ಮತ್ತು ಶ್ರೀಮತಿ ಲಕ್ಷ್ಮಿ ಅವರ ಪುತ್ರಿ', 'ಚಿ.ಸೌ. ಅನಿತಾ', 'ಮತ್ತು', 'ಚಿ. ಪ್ರಕಾಶ್'], 'Kannada');
    expect(kannada.hosts).toEqual(['ಶ್ರೀ ರಾಮಕೃಷ್ಣ ಮತ್ತು ಶ್ರೀಮತಿ ಲಕ್ಷ್ಮಿ', 'ಅನಿತಾ', 'ಪ್ರಕಾಶ್']);
  });

  it('takes no line that only says "their daughter" for a name', () => {
    const tamil = extractInvitationFields(['திரு. இராமசாமி திருமதி. கமலா', 'அவர்களின் புதல்வி', 'செல்வி. பிரியா', 'செல்வன். கார்த்திக்', 'திருமணம் 14-02-2027'].join('\n'), 'Tamil');
    expect(tamil.hosts).toEqual(['திரு. இராமசாமி திருமதி. கமலா', 'பிரியா', 'கார்த்திக்']);
  });

  it("drops the word joining the couple ('संग', with) from the groom's name", () => {
    const hindi = read(['शुभ विवाह', 'श्रीमती एवं श्री रमेश चन्द्र शर्मा', 'आपको सपरिवार सादर आमंत्रित करते हैं', 'हमारी सुपुत्री चि. प्रिया', 'संग चि. राहुल', 'दिनांक: 14 फरवरी 2027'], 'Hindi');
    expect(hindi.hosts).toEqual(['श्रीमती एवं श्री रमेश चन्द्र शर्मा', 'चि. राहुल']);
  });
});

describe('an event word spelled another way in English letters', () => {
  it("reads 'Gruhapravesam' as the list's 'griha pravesh', named as printed", () => {
    const card = read(['We cordially invite you', 'to the Gruhapravesam of our new house', 'Date: 05-03-2027']);
    expect(card).toMatchObject({ eventType: 'housewarming', eventName: 'Gruhapravesam' });
    expect(read(['Naamkaran Ceremony', 'of our son', 'on 15/08/2027'])).toMatchObject({ eventType: 'naming', eventName: 'Naamkaran Ceremony' });
  });
});

describe('a housewarming signed below', () => {
  it("takes the family signed with a dash, not the home's name, as the host", () => {
    const card = read([
      'We cordially invite you and your family',
      'to the Gruhapravesam of our new house',
      '"SRI LAKSHMI NILAYAM"',
      'Date: 05-03-2027, Friday',
      'Address: Plot No. 42, Madhapur, Hyderabad',
      '- K. Srinivas Rao & Family',
    ]);
    expect(card.hosts).toEqual(['K. Srinivas Rao & Family']);
  });
});
