import { describe, expect, it } from 'vitest';
import { canonicalText } from '../text/script-text';
import { findHosts } from './invitation-hosts';
import { withOrganisationSpelled } from '../text/organisation-spelling';
import { extractInvitationFields } from './invitation-rules';

const hostsIn = (text: string, type: Parameters<typeof findHosts>[1] = 'other') => findHosts(canonicalText(text).split('\n'), type);

describe('findHosts: who invites', () => {
  it("reads the names under a '…-abhilashi' sign-off OCR misread (Kannada)", () => {
    const text = 'ತಾವೆಲ್ಲರೂ ಆಗಮಿಸಿ, ಶುಭಹಾರೈಸಬೇಕಾಗಿ ಅಪೇಕ್ಷಿಸುವ ತಮ್ಮ ಆಗಮನಾಥಲಾಷಿಗಳು\n\nಸುಶೀಲಾ ಪೂಜಾರಿ ಮತ್ತು ಮಕ್ಕಳು';
    expect(hostsIn(text, 'housewarming')).toEqual(['ಸುಶೀಲಾ ಪೂಜಾರಿ ಮತ್ತು ಮಕ್ಕಳು']);
  });

  it("reads the names under 'दर्शनाभिलाषी' (Hindi)", () => {
    const text = 'दर्शनाभिलाषी\nरमेश वर्मा एवं परिवार';
    expect(hostsIn(text)).toEqual(['रमेश वर्मा एवं परिवार']);
  });

  it("reads 'Invited by' when OCR dropped its capital I after a flourish (English)", () => {
    const text = 'on 17-01-2026 Sunday, at 6-00 pm\n\n“nvited by\n\nDASARI RAJESHWARI\nParents : Pranaya - Ashok';
    expect(hostsIn(text)[0]).toBe('DASARI RAJESHWARI');
  });

  it('takes no host from a note at the foot of the card, nor the lines it runs on to (Tamil)', () => {
    const text = 'குறிப்பு : விழா நாட்களில் மாரியப்பன் குழுவினரின் நாதஸ்வர இன்னிசையும்\nதூத்துக்குடி குமாரசிங் குழுவினரின் இன்னிசையும் நடைபெறும்.';
    expect(hostsIn(text, 'religious')).toEqual([]);
  });

  it("takes no host from titles alone, the blank for the guest's name (Kannada)", () => {
    expect(hostsIn('ದಿನಾಂಕ : 05-05-2026\n\nಶ್ರೀಮತಿ/ಶ್ರೀ', 'wedding')).toEqual([]);
  });

  it.each([
    ['Telugu', '$18, శ్రీ కొండపల్లి రామారావు గారు\nమరణం : 02-03-2026', 'శ్రీ కొండపల్లి రామారావు గారు'],
    ['Hindi', '5), श्री रमेश चंद्र जोशी\nउठावना दिनांक 6 मार्च 2027', 'श्री रमेश चंद्र जोशी'],
  ])('reads a titled name behind the stray marks OCR makes of the mark before it (%s)', (_, text, host) => {
    expect(hostsIn(text)).toContain(host);
  });

  it('takes no titled line for a name when digits run on into it (an address)', () => {
    expect(hostsIn('12/4 Sri Rama Nilayam, Kothapet')).toEqual([]);
  });

  it('keeps a title that begins a name (Telugu)', () => {
    expect(hostsIn('ఆహ్వానించువారు: డా. శ్రీనివాస్ రెడ్డి')).toEqual(['డా. శ్రీనివాస్ రెడ్డి']);
  });

  it("reads the couple after 'invite you to' / '… of' even when OCR garbled the words between (English)", () => {
    const text = 'cordially invite you to\nclebrale the mar tice of\n\nMahesh\n\nJ\n\nWEDDING\nSUNDAY\n16TH AUGUST, 2026';
    expect(hostsIn(text, 'wedding')).toEqual(['Mahesh']);
  });

  it("reads 'our son …' as the groom (Malayalam)", () => {
    const text = 'ഞങ്ങളുടെ മകൻ അനിൽ\nവിവാഹിതനാവുകയാണ്';
    expect(hostsIn(text, 'wedding')).toEqual(['അനിൽ']);
  });

  describe('the subject of the inviting sentence, without a title', () => {
    it.each([
      ['We, Alagu & Valli, cordially invite you to the wedding of our son', 'Alagu & Valli'],
      ['Upadhyaya Family cordially invites you\nto the Griha Pravesh', 'Upadhyaya Family'],
      ['The Sharma Family\ncordially invites you to the housewarming', 'Sharma Family'],
      ['Sangeeta and Vivek Talmaley\nrequest the pleasure of your company\nat the wedding of their daughter', 'Sangeeta and Vivek Talmaley'],
    ])('English: %s', (text, host) => expect(hostsIn(text, 'wedding')[0]).toBe(host));

    it('Hindi: the family before "आपको सादर आमंत्रित करता है"', () => {
      expect(hostsIn('शर्मा परिवार आपको सादर आमंत्रित करता है', 'housewarming')).toEqual(['शर्मा परिवार']);
    });

    it('takes no sentence or ornament above the verb for the subject', () => {
      expect(hostsIn('WEDDING INVITATION\n\nTOGETHER WITH THEIR FAMILIES\nWE CORDIALLY INVITE YOU', 'wedding')).toEqual([]);
      expect(hostsIn('Dry\ncordially invite you to', 'wedding')).toEqual([]);
    });

    it("takes no phrase with a pronoun for the couple ('AT THE MARRIAGE OF THEIR SISTER')", () => {
      const text = 'VINIT AND VAIBHAV SHAHDEO\nREQUEST THE PLEASURE OF YOUR COMPANY\nAT THE MARRIAGE OF THEIR SISTER';
      expect(hostsIn(text, 'wedding')).toEqual(['VINIT AND VAIBHAV SHAHDEO']);
    });
  });
});

describe('withOrganisationSpelled', () => {
  it("spells an organisation's word right where OCR read a consonant doubled ('समित्ति' for 'समिति')", () => {
    expect(withOrganisationSpelled('ऊपरपाड़ा हरि संकीर्तन समित्ति')).toBe('ऊपरपाड़ा हरि संकीर्तन समिति');
    expect(hostsIn('विनीत\nऊपरपाड़ा हरि संकीर्तन समित्ति\nगाँजिया', 'religious')[0]).toContain('संकीर्तन समिति');
  });

  it('leaves a true double consonant, and words that are no organisation, as read', () => {
    expect(withOrganisationSpelled('श्री पत्तन चित्त समिति')).toBe('श्री पत्तन चित्त समिति');
  });
});

describe('findHosts: one person named once, no blessing for a name', () => {
  it('keeps one name found twice, once with its dots and once without', () => {
    const text = 'With the blessings of our Guru\nwe invite you to the Arangetram of\nKum. Sahana Rao\n\nKum. Sahana Rao\nSunday, 9 March 2025';
    expect(hostsIn(text).filter((h) => /Sahana/.test(h))).toHaveLength(1);
  });

  it('keeps a shorter name that is a word of its own, not part of a longer one', () => {
    // 'Ravi' is no part of 'Ravindra': two people.
    expect(hostsIn('Ravindra & Family\ninvite you\n\nRSVP: Ravi 9845012345', 'housewarming')).toEqual(['Ravindra & Family', 'Ravi']);
  });

  it("does not take a Muslim card's opening blessing for a host", () => {
    const text = 'Bismillahir Rahmanir Raheem\nInsha Allah\nThe Nikah of\nSafa\nwith\nAdil\nFriday 14 Nov 2025\nInvited by: Mr. Yusuf & Family';
    expect(hostsIn(text, 'wedding').join(' ')).not.toMatch(/Allah|Bismillah/i);
  });

  it("does not glue the parents' line ('S/o …') to the groom's name", () => {
    const text = 'at the marriage of their daughter\n\nMeera\nwith\nArjun\nS/o Mr. & Mrs. Vinod Menon\n\nSunday, 14 December 2025';
    expect(hostsIn(text, 'wedding')).not.toContainEqual(expect.stringMatching(/Arjun.*Vinod/));
    expect(hostsIn(text, 'wedding')).toEqual(expect.arrayContaining(['Meera', 'Arjun']));
  });
});

describe('a couple signed at the foot with no label', () => {
  it('takes the names joined by "&" among the last lines of a family card', () => {
    const card = extractInvitationFields(
      ['GRUHAPRAVESAM', 'of our new home "SRI SAI NILAYAM"', 'Muhurtham : 6.12 AM', 'Lunch : 12.30 PM onwards', 'Bhimavarapu Sreenivas & Padmavathi', 'Flat No. 402, Sai Residency, Madhurawada, Visakhapatnam - 530048', 'SCAN FOR', 'LOCATION'].join('\n'),
      'English',
    );
    expect(card.hosts).toContain('Bhimavarapu Sreenivas & Padmavathi');
  });

  it("takes neither the groom's parents nor a list of what is on for them", () => {
    const hosts = extractInvitationFields(['THE WEDDING OF', 'Arjun', 'son of Mrs. Lalitha & Mr. Suresh Iyer', 'Keynote • Live Demo • Cocktails & Dinner'].join('\n'), 'English').hosts;
    expect(hosts).not.toContain('son of Mrs. Lalitha & Mr. Suresh Iyer');
    expect(hosts.join(' ')).not.toContain('Keynote');
  });
});

describe("a place of worship's own feast", () => {
  it('names the church among the hosts, after the priest who signs', () => {
    const card = extractInvitationFields(['OUR LADY OF HEALTH CHURCH', 'Feast of Our Lady of Health', 'Sunday, 8th September 2027', 'Festive Mass at 10.30 a.m.', 'Fr. Cajetan D\'Souza', 'Parish Priest'].join('\n'), 'English');
    expect(card.hosts.join(' | ')).toContain('OUR LADY OF HEALTH CHURCH');
  });
});
