import { describe, expect, it } from 'vitest';
import { oneScript } from './one-script';

describe('a chief guest named with an office', () => {
  it.each([
    ['Hindi', 'विधायक श्री के. श्रीनिवास'],
    ['Kannada', 'ಶಾಸಕರಾದ ಶ್ರೀ ಕೆ. ಶ್ರೀನಿವಾಸ್'],
    ['Tamil', 'சட்டமன்ற உறுப்பினர் ஸ்ரீ கே. ஸ்ரீனிவாஸ்'],
    ['Telugu', 'శాసనసభ్యులైన శ్రీ కె. శ్రీనివాస్'],
    ['Malayalam', 'എം.എൽ.എ. ശ്രീ കെ. ശ്രീനിവാസ്'],
  ] as const)('%s: the office in the language’s own word, before the name', (language, expected) => {
    expect(oneScript(language).person('Sri K. Srinivas, MLA')).toBe(expected);
    expect(oneScript(language).person('Sri K. Srinivas, M.L.A.')).toBe(expected);
  });

  it('keeps a name with an unknown tail, and English as printed', () => {
    expect(oneScript('Hindi').person('Sri K. Srinivas, Hubballi')).toBe(oneScript('Hindi').name('Sri K. Srinivas, Hubballi'));
    expect(oneScript('English').person('Sri K. Srinivas, MLA')).toBe('Sri K. Srinivas, MLA');
  });
});

describe('names and places printed in capitals, and run-together initials', () => {
  it('are written in a letter’s case, initials, acronyms and titles kept readable', async () => {
    const { readableCase, spacedName } = await import('./clean');
    expect(readableCase('DASARI RAJESHWARI-SARANGA PANI')).toBe('Dasari Rajeshwari-Saranga Pani');
    expect(readableCase('SV FUNCTION HALL, KSRTC ROAD')).toBe('SV Function Hall, KSRTC Road');
    expect(readableCase('MRS. SANDHIYA')).toBe('Mrs. Sandhiya');
    expect(readableCase('WEDDING OF PRIYA AND ARJUN')).toBe('Wedding of Priya and Arjun');
    expect(readableCase('Sri Jayasakthi mahal')).toBe('Sri Jayasakthi mahal');
    expect(spacedName('Smt.Boorgu Srilatha')).toBe('Smt. Boorgu Srilatha');
    expect(spacedName('Selvi.V.K.Bhuvaneswary')).toBe('Selvi. V. K. Bhuvaneswary');
    expect(spacedName('K. Pothiraj B.E')).toBe('K. Pothiraj B.E');
  });
});

describe('whom a letter is addressed to', () => {
  it('passes over a line of well-wishers, and reads "Smt & Sri X" as a couple', async () => {
    const { addressee } = await import('./hosts');
    expect(addressee(['friends & Relatives', 'Mrs. B. Bavani'])?.name).toBe('Mrs. B. Bavani');
    expect(addressee(['With best compliments from all friends and relatives', 'Sri Ramesh'])?.name).toBe('Sri Ramesh');
    expect(addressee(['Smt & Sri Pakala Sanjeeva Reddy'])?.kind).toBe('couple');
    expect(addressee(['श्रीमती एवं श्री रमेश कुमार'])?.kind).toBe('couple');
  });
});

describe('a business that invites', () => {
  it('is addressed as an institution, not as a person with "ji"', async () => {
    const { addressee } = await import('./hosts');
    for (const name of ['Pista House', 'Sri Lakshmi Jewellers', 'Bhima Silks', 'Anand Sweets']) expect(addressee([name])?.kind, name).toBe('institution');
  });
});

describe('an event name that is the card’s sentence of invitation', () => {
  it('is left out, and the letter names the event in its own words', async () => {
    const { writeTemplateLetters } = await import('./write-letters');
    const details = { hosts: ['Ramesh Kumar'], eventName: 'PLEASE JOIN US FOR ENGAGEMENT', eventType: 'engagement' as const, date: '3 March 2027', time: '', venue: '', inviterEmail: '', inviterPhone: '', rawText: '' };
    const { normal } = writeTemplateLetters({ language: 'English', senderName: 'Anil', organizationName: 'Seva Trust', details });
    expect(normal).not.toMatch(/please join/i);
    expect(normal).toContain('invitation to the engagement ceremony');
  });
});
