import { describe, expect, it } from 'vitest';
import { canonicalText } from '../text/script-text';
import { findHosts } from './invitation-hosts';

const hostsIn = (text: string, type: Parameters<typeof findHosts>[1]) => findHosts(canonicalText(text).split('\n'), type);

describe('findHosts: whom the event is for', () => {
  it('reads the couple stacked under "the engagement of", among ornaments', () => {
    const text = 'Together with our families we\ncordially invite you\nfor the Engagement of\n©) Rahul Verma § |(©)\n~ &\ni A| Sneha Kapoor [27\nSATURDAY 4th MARCH 2028';
    const hosts = hostsIn(text, 'engagement');
    expect(hosts[0]).toBe('Rahul Verma');
    expect(hosts[1]).toMatch(/Sneha Kapoor$/);
  });

  it('reads the groom and bride after their titles, without degrees in brackets', () => {
    const text = '| Selvan. R. Karthikeyan, B.E.,\n(Engineer, Chennai)\nwith\n| Selvi. M. Deepika, M.Sc., |';
    expect(hostsIn(text, 'wedding')).toEqual(['R. Karthikeyan', 'M. Deepika']);
  });

  it('takes the name above the parents\u2019 line (Kannada), mending a zero read for the anusvara', () => {
    const text = '12 ಚಿ.ಸೌ ಅ೦ಜಲಿ ರಾವ್ v\n(ಶ್ರೀಮತಿ ಗೀತಾ ಮತ್ತು ಶ್ರೀ ಮೋಹನ ರಾವ್ ರವರ ಪುತ್ರಿ)';
    // The parents before 'ರವರ ಪುತ್ರಿ' (their daughter) invite: the letter is addressed to them first.
    expect(hostsIn(text, 'wedding')).toEqual(['ಶ್ರೀಮತಿ ಗೀತಾ ಮತ್ತು ಶ್ರೀ ಮೋಹನ ರಾವ್', 'ಚಿ.ಸೌ ಅಂಜಲಿ ರಾವ್']);
  });

  it('reads the boy of a Marathi thread ceremony after चि., and the names after a sign-off', () => {
    const text = 'चि. आदित्य\n(सौ. मीना व श्री. प्रकाश जोशी यांचे सुपुत्र)\nआपले स्नेहांकित\nनिमंत्रक:\nश्री. प्रकाश जोशी';
    expect(hostsIn(text, 'thread-ceremony')).toEqual(['श्री. प्रकाश जोशी', 'चि. आदित्य']);
  });

  it('names the committee of a temple festival, not the deity of the invocation', () => {
    const text = '|| ಶ್ರೀ ಗಣೇಶ ಪ್ರಸನ್ನ ||\nಶ್ರೀ ಮಾರಿಕಾಂಬಾ ಜಾತ್ರಾ ಮಹೋತ್ಸವ\nವಂದನೆಗಳೊಂದಿಗೆ\n| ಶ್ರೀ ಮಾರಿಕಾಂಬಾ ಜಾತ್ರಾ ಸಮಿತಿ, ಸಾಗರ';
    expect(hostsIn(text, 'religious')[0]).toContain('ಸಮಿತಿ');
  });

  it('reads the owners under a sign-off that OCR surrounded with marks', () => {
    const text = 'O with regards ¢\n\nAnil kumar / Rekha\n1 S';
    expect(hostsIn(text, 'housewarming')).toEqual(['Anil kumar / Rekha']);
  });

  it('invents no host when the card prints none', () => {
    expect(hostsIn('Griha Pravesh\n8 March, 2029\nPlot 4, Lake View Colony,\nMYSURU - 570017', 'housewarming')).toEqual([]);
  });
});

describe('findHosts: a couple named by their titles', () => {
  it("reads a groom's or bride's name of two Indic letters after the title ('చి. రవి', 'ಚಿ॥ ಸೀತಾ')", () => {
    expect(hostsIn('శుభలేఖ\nచి. రవి\nచి.ల.సౌ. లక్ష్మి\nవివాహ మహోత్సవము', 'wedding')).toEqual(['రవి', 'లక్ష్మి']);
    expect(hostsIn('ಶುಭ ವಿವಾಹ\nಚಿ॥ ರಾಮ\nಚಿ॥ ಸೌ॥ ಸೀತಾ', 'wedding')).toEqual(expect.arrayContaining(['ರಾಮ', 'ಸೀತಾ']));
  });

  it('keeps two Indic letters without a title, and two Latin letters, from being a name', () => {
    expect(hostsIn('శుభలేఖ\nరవి\nవివాహ మహోత్సవము', 'wedding')).toEqual([]);
    expect(hostsIn('Wedding\nChi. Jo', 'wedding')).toEqual([]);
  });

  it('does not join two titled lines set one under the other into one name', () => {
    const hosts = hostsIn('శుభలేఖ\nచి. రవికుమార్\nచి.ల.సౌ. లక్ష్మి\nవివాహ మహోత్సవము', 'wedding');
    expect(hosts).toEqual(['రవికుమార్', 'లక్ష్మి']);
  });
});

describe('findHosts: a lead line is no name', () => {
  it("does not take a line in capitals ending on 'OF' ('THE FUTURE OF') into the couple's name", () => {
    const hosts = hostsIn('PLEASE JOIN US FOR ENGAGEMENT\nCELEBRATION HONORING\n\nTHE FUTURE OF\n\nRavi Menon\n\nAND\n\nAsha Pillai', 'engagement');
    expect(hosts.join(' ')).not.toMatch(/FUTURE/);
    expect(hosts).toEqual(expect.arrayContaining(['Ravi Menon', 'Asha Pillai']));
  });
});

describe('findHosts: the child or business named where cards name them', () => {
  it('reads the baby’s name after its label and a title OCR gave as bars', () => {
    const text = 'ನಾಮಕರಣ ಮಹೋತ್ಸವ\nದಿನಾಂಕ : 24-05-2026 ರವಿವಾರ\nಮಗುವಿನ ಹೆಸರು : ಕು|| ಅನ್ವಿತಾ\nಆಮಂತ್ರಿಸುವವರು\nಶ್ರೀಮತಿ ಪೂಜಾ ಮತ್ತು ಶ್ರೀ ಸಂತೋಷ ಕುಲಕರ್ಣಿ';
    expect(hostsIn(text, 'naming')).toContain('ಅನ್ವಿತಾ');
    expect(hostsIn('బారసాల ఆహ్వానం\nముద్దుపేరు : చి॥ శ్రీహాన్ రెడ్డి\nఆహ్వానించువారు\nగండ్ర రమేష్ రెడ్డి - సుజాత', 'naming').some((h) => h.includes('శ్రీహాన్ రెడ్డి'))).toBe(true);
  });

  it('reads the bride titled after her parents’ words on their line', () => {
    const text = [
      'நிச்சயதார்த்த விழா',
      'மாலை 6.00 மணிக்கு காட்பாடி, திரு. ஆ. இராஜேந்திரன் - திருமதி. இரா. கௌசல்யா',
      'ஆகியோரின் மகள் செல்வி. இரா. நந்தினி B.Tech., க்கும்',
      'ஆற்காடு, திரு. கோ. சுந்தரமூர்த்தி - திருமதி. சு. மீனா ஆகியோரின் மகன்',
      'செல்வன். சு. அருண்பிரகாஷ் MBA., க்கும்',
    ].join('\n');
    expect(hostsIn(text, 'engagement').some((h) => h.includes('நந்தினி'))).toBe(true);
  });

  it('takes the business an opening is for, quoted after “our new shop” or on the line after the lead', () => {
    const kannada = 'ಶುಭಾರಂಭ\nನಮ್ಮ ನೂತನ ಮಳಿಗೆ “ಮಲೆನಾಡು ಕಾಫಿ ಡಿಪೋ” ಇದರ ಶುಭಾರಂಭವು ದಿನಾಂಕ 15-11-2026\nಮಾಲೀಕರು\nಕೆ. ಆರ್. ಪೂರ್ಣೇಶ್ ಮತ್ತು ಕುಟುಂಬದವರು';
    expect(hostsIn(kannada, 'inauguration')).toContain('ಮಲೆನಾಡು ಕಾಫಿ ಡಿಪೋ');
    const english = 'INAUGURATION\nWe cordially invite you with family & friends\nto the inauguration of our\nSMILE ARC\nDENTAL CLINIC & IMPLANT CENTRE\nDr. Ashwin Shenoy BDS, MDS';
    expect(hostsIn(english, 'inauguration')).toContain('SMILE ARC');
  });

  it('does not take the line naming the opening itself for the business', () => {
    const text = 'ഉദ്ഘാടനം\nഞങ്ങളുടെ പുതിയ സംരംഭമായ\nഅൽ-അമീൻ ഹൈപ്പർമാർക്കറ്റിന്റെ ഉദ്ഘാടനം\n2027 ഫെബ്രുവരി 4';
    expect(hostsIn(text, 'inauguration').some((h) => h.includes('ഉദ്ഘാടനം'))).toBe(false);
  });
});
