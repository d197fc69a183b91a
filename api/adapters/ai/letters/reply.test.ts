/**
 * A real reply: attending, regret or a representative, the number of guests, the honoree, the
 * relationship and the signer's gender, in every language. The letters are read for what they
 * say: one decision, said once, never "accepts" and then "will make every effort".
 */
import { describe, expect, it } from 'vitest';
import { ReplyOptions, RSVP_CHOICES, type EventType, type ExtractedData, type Honoree, type RsvpChoice } from '@shared/schemas/invitations';
import { LANGUAGES, type Language } from '@shared/limits';
import { writeTemplateLetters } from './write-letters';
import { titled } from './reply';

const EVENTS: EventType[] = ['wedding', 'housewarming', 'naming', 'inauguration'];

/** A host, a representative and an honoree written in each language's script. */
const NAMES: Record<Language, { host: string; rep: string; couple: [string, string]; child: string; guest: string }> = {
  English: { host: 'Shri Ramesh Kumar', rep: 'Smt. Lakshmi Rao', couple: ['Priya', 'Arjun'], child: 'Aarav', guest: 'Sri K. Rao' },
  Hindi: { host: 'श्री रमेश कुमार', rep: 'श्रीमती लक्ष्मी राव', couple: ['प्रिया', 'अर्जुन'], child: 'आरव', guest: 'श्री के. राव' },
  Kannada: { host: 'ಶ್ರೀ ಮಂಜುನಾಥ್', rep: 'ಶ್ರೀಮತಿ ಲಕ್ಷ್ಮೀ ರಾವ್', couple: ['ಪ್ರಿಯಾ', 'ಅರ್ಜುನ್'], child: 'ಆರವ್', guest: 'ಶ್ರೀ ಕೆ. ರಾವ್' },
  Tamil: { host: 'திரு. க. முருகன்', rep: 'திருமதி லட்சுமி ராவ்', couple: ['பிரியா', 'அர்ஜுன்'], child: 'ஆரவ்', guest: 'திரு. கே. ராவ்' },
  Telugu: { host: 'శ్రీ వెంకట రమణ', rep: 'శ్రీమతి లక్ష్మీ రావు', couple: ['ప్రియ', 'అర్జున్'], child: 'ఆరవ్', guest: 'శ్రీ కె. రావు' },
  Malayalam: { host: 'ശ്രീ രാജീവ് മേനോൻ', rep: 'ശ്രീമതി ലക്ഷ്മി റാവു', couple: ['പ്രിയ', 'അർജുൻ'], child: 'ആരവ്', guest: 'ശ്രീ കെ. റാവു' },
  Sanskrit: { host: 'श्री रामचन्द्र शास्त्री', rep: 'श्रीमती लक्ष्मी राव', couple: ['प्रिया', 'अर्जुन'], child: 'आरव', guest: 'श्री के. राव' },
};

/** Words that say "we accept / I look forward", "we regret", "a representative comes". */
const ACCEPT: Record<Language, RegExp> = {
  English: /gladly accept|look forward/,
  Hindi: /निमंत्रण सहर्ष स्वीकार|हर्ष की बात होगी/,
  Kannada: /ಸ್ವೀಕರಿಸುತ್ತೇವೆ|ಎದುರು ನೋಡುತ್ತಿದ್ದೇನೆ/,
  Tamil: /ஏற்றுக்கொள்கிறோம்|காத்திருக்கிறேன்/,
  Telugu: /స్వీకరిస్తున్నాము|ఎదురుచూస్తున్నాను/,
  Malayalam: /സ്വീകരിക്കുന്നു;|കാത്തിരിക്കുന്നു/,
  Sanskrit: /स्वीकुर्मः|प्रतीक्षे/,
};
const REGRET: Record<Language, RegExp> = {
  English: /regret|sorry/,
  Hindi: /खेद/,
  Kannada: /ವಿಷಾದಿಸುತ್ತೇವೆ|ಬೇಸರ/,
  Tamil: /வருந்துகிறோம்|வருத்தம/,
  Telugu: /చింతిస్తున్నా/,
  Malayalam: /ഖേദ/,
  Sanskrit: /खेद|दुःखम्/,
};
const REPRESENTATIVE: Record<Language, RegExp> = {
  English: /on (?:our|my) behalf/,
  Hindi: /प्रतिनिधि|लक्ष्मी राव/,
  Kannada: /ಪರವಾಗಿ .*ಅವರು|ಪ್ರತಿನಿಧಿ/,
  Tamil: /சார்பில் .*அவர்கள்|பிரதிநிதி/,
  Telugu: /ప్రతినిధి|లక్ష్మీ రావు గారు/,
  Malayalam: /പ്രതിനിധിയായി/,
  Sanskrit: /प्रतिनिधि/,
};
/** The old hedge that contradicted an acceptance. */
const HEDGE = /make every effort|पूरा प्रयास|ಎಲ್ಲ ಪ್ರಯತ್ನ|எல்லா முயற்சிகளையும்|తప్పక ప్రయత్నిస్తాము|പരമാവധി ശ്രമി|सर्वथा प्रयतिष्यामहे/u;

function letters(language: Language, type: EventType, reply: Partial<ReplyOptions> = {}, honoree?: Partial<Honoree>) {
  const n = NAMES[language];
  const details: ExtractedData = {
    hosts: [n.host], eventName: '', eventType: type, date: '12 April 2026', time: '7:30 PM', venue: '',
    inviterEmail: '', inviterPhone: '', rawText: '',
    honoree: honoree && { names: [], age: '', chiefGuest: '', ...honoree },
  };
  return writeTemplateLetters({ language, senderName: 'A', organizationName: 'B', details, reply: ReplyOptions.parse(reply) });
}

const OTHERS: Record<RsvpChoice, RsvpChoice[]> = {
  attending: ['regret', 'representative'],
  regret: ['attending', 'representative'],
  representative: ['attending'],
};
const MARK: Record<RsvpChoice, Record<Language, RegExp>> = { attending: ACCEPT, regret: REGRET, representative: REPRESENTATIVE };

describe('each answer, said once and kept to the end', () => {
  for (const language of LANGUAGES) {
    for (const rsvp of RSVP_CHOICES) {
      it(`${language} ${rsvp}`, () => {
        for (const type of EVENTS) {
          const reply = { rsvp, representative: rsvp === 'representative' ? NAMES[language].rep : '' };
          for (const letter of Object.values(letters(language, type, reply))) {
            expect(letter, letter).toMatch(MARK[rsvp][language]);
            for (const other of OTHERS[rsvp]) expect(letter, `${other} in ${rsvp}:\n${letter}`).not.toMatch(MARK[other][language]);
            expect(letter).not.toMatch(HEDGE);
            if (rsvp === 'representative') expect(letter).toContain(NAMES[language].rep);
          }
        }
      });
    }
    it(`${language}: an unnamed representative is still a representative`, () => {
      for (const letter of Object.values(letters(language, 'wedding', { rsvp: 'representative' }))) {
        expect(letter).toMatch(language === 'Malayalam' ? /പ്രതിനിധിയായി ഒരാൾ/ : REPRESENTATIVE[language]);
      }
    });
    it(`${language}: says how many will come, only when more than one`, () => {
      const three = letters(language, 'wedding', { guests: 3 });
      // English writes small numbers in words; the Indian languages in digits, as the body's dates.
      const three_ = language === 'English' ? /\bthree\b/ : language === 'Telugu' ? /మేము ముగ్గురం/ : language === 'Hindi' ? /तीन (?:व्यक्ति|लोग)/ : language === 'Malayalam' ? /മൂന്നുപേർ/ : language === 'Tamil' ? /நாங்கள் மூவர்/ : language === 'Kannada' ? /ನಾವು ಮೂವರು/ : /(?<!\d)3(?!\d)/;
      expect(three.normal).toMatch(three_);
      expect(three.finetuned).toMatch(three_);
      expect(letters(language, 'wedding', { guests: 1 }).normal).toBe(letters(language, 'wedding').normal);
    });
    it(`${language}: without a choice, the letter accepts with neutral closings`, () => {
      const byDefault = writeTemplateLetters({
        language, senderName: 'A', organizationName: 'B',
        details: { hosts: [NAMES[language].host], eventName: '', eventType: 'wedding', date: '12 April 2026', time: '7:30 PM', venue: '', inviterEmail: '', inviterPhone: '', rawText: '' },
      });
      expect(byDefault).toEqual(letters(language, 'wedding', { rsvp: 'attending', senderGender: 'neutral' }));
      expect(byDefault.normal).toMatch(ACCEPT[language]);
    });
  }
});

describe('closings agree with the signer', () => {
  const closing = (language: Language, senderGender: 'male' | 'female' | 'neutral', variant: 'normal' | 'finetuned' = 'normal') =>
    letters(language, 'wedding', { senderGender })[variant].split('\n\n').at(-1)!.split('\n').slice(0, -2);
  it.each([
    ['Hindi', 'male', ['सादर,', 'भवदीय,']],
    ['Hindi', 'female', ['सादर,', 'भवदीया,']],
    ['Hindi', 'neutral', ['सादर,']],
    ['Telugu', 'male', ['ఇట్లు,', 'భవదీయుడు,']],
    ['Telugu', 'female', ['ఇట్లు,', 'భవదీయురాలు,']],
    ['Telugu', 'neutral', ['ఇట్లు,', 'భవదీయులు,']],
    ['Sanskrit', 'male', ['सादरम्,', 'भवदीयः,']],
    ['Sanskrit', 'female', ['सादरम्,', 'भवदीया,']],
    ['Sanskrit', 'neutral', ['सादरम्,']],
  ] as const)('%s %s', (language, gender, expected) => expect(closing(language, gender)).toEqual(expected));

  it("Sanskrit's office agrees with a woman who signs (सचिवा, निदेशिका)", () => {
    const signed = (senderDesignation: string, senderGender: 'male' | 'female') =>
      writeTemplateLetters({
        language: 'Sanskrit', senderName: 'A', senderDesignation, organizationName: '',
        details: { hosts: [], eventName: '', eventType: 'wedding', date: '', time: '', venue: '', inviterEmail: '', inviterPhone: '', rawText: '' },
        reply: ReplyOptions.parse({ senderGender }),
      }).normal.split('\n').at(-1);
    expect(signed('Secretary', 'female')).toBe('सचिवा');
    expect(signed('Director', 'female')).toBe('निदेशिका');
    expect(signed('Secretary', 'male')).toBe('सचिवः');
  });

  it('languages whose closings mark no gender keep one form', () => {
    for (const language of ['English', 'Kannada', 'Tamil', 'Malayalam'] as const) {
      expect(closing(language, 'female')).toEqual(closing(language, 'male'));
      expect(closing(language, 'neutral', 'finetuned')).toEqual(closing(language, 'female', 'finetuned'));
    }
  });
});

describe('the personal letter holds what the formal one does not', () => {
  for (const language of LANGUAGES) {
    it(`${language}: names the couple, the child and the chief guest with a blessing`, () => {
      const n = NAMES[language];
      const wedding = letters(language, 'wedding', {}, { names: [...n.couple] });
      for (const name of n.couple) expect(wedding.finetuned).toContain(name);
      // Tamil joins the dative to the name (ஆரவ் → ஆரவுக்கு).
      const child = n.child.replace(/\u0BCD$/u, '').replace(/\u0D4D$/u, ''); // Malayalam too (ആരവ് → ആരവിന്)
      const naming = letters(language, 'naming', {}, { names: [n.child] });
      expect(naming.finetuned).toContain(child);
      const birthday = letters(language, 'birthday', {}, { names: [n.child], age: '5' });
      expect(birthday.finetuned).toContain(child);
      expect(birthday.finetuned).toMatch(language === 'Hindi' ? /पाँचवें जन्मदिन/ : language === 'English' ? /turning five/ : language === 'Sanskrit' ? /पञ्चमस्य जन्मदिनस्य/ : language === 'Malayalam' ? /അഞ്ചാം പിറന്നാൾ/ : /5/);
      const inauguration = letters(language, 'inauguration', {}, { chiefGuest: n.guest });
      expect(inauguration.finetuned).toContain(n.guest);
      // A naming ceremony blesses the child even before the name is known; the formal letter names no one.
      expect(bodyOf(letters(language, 'naming').finetuned)[1]).not.toBe(bodyOf(letters(language, 'naming', {}, { names: [n.child] }).finetuned)[1]);
      expect(naming.normal).not.toContain(child);
    });
    it(`${language}: words the relationship, differently for each`, () => {
      const lines = (['family-friend', 'colleague', 'official'] as const).map((relationship) => {
        const { normal, finetuned } = letters(language, 'housewarming', { relationship });
        expect(normal).toBe(letters(language, 'housewarming').normal);
        return bodyOf(finetuned)[0];
      });
      expect(new Set([...lines, bodyOf(letters(language, 'housewarming').finetuned)[0]]).size).toBe(4);
    });
  }
});

function bodyOf(letter: string): string[] {
  return letter.split('\n\n').slice(1, -1);
}

// Found by readers of each language (2026-11-28): what a letter written before the event, to a
// family or for an elder, must not say.
describe('what a careful reader would strike out', () => {
  /** 'today' in a letter written before the naming ceremony. */
  const TODAY: Record<Language, RegExp> = {
    English: /\btoday\b/i, Hindi: /आज/, Kannada: /ಇಂದು/, Tamil: /இன்று/, Telugu: /ఈ రోజు/, Malayalam: /ഇന്ന്/, Sanskrit: /अद्य/,
  };
  /** A masculine blessing for a child whose sex the card does not say. */
  const MASCULINE = /ಆಯುಷ್ಮಾನ್|ఆయుష్మాన్|ആയുഷ്മാൻ/u;
  /** 'Taking part in this joy is a joy for me': said by someone who is not coming. */
  const TAKING_PART = /share in this occasion|share in it|सहभागी होना|ಪಾಲ್ಗೊಳ್ಳುವುದು ನನಗೆ|பங்குகொள்வது எனக்கு|పాలుపంచుకోవడం నాకు|പങ്കുചേരുന്നത് എനിക്ക്|भागग्रहणं मम/u;
  /** 'Give my regards to your family', said to the family. */
  const TO_THE_FAMILY = /regards to your family|परिवारजनों को मेरा सादर|कुटुम्बिजनेभ्यः मम|ಕುಟುಂಬದ ಎಲ್ಲರಿಗೂ|குடும்பத்தினர் அனைவருக்கும்|కుటుంబ సభ్యులందరికీ|കുടുംബാംഗങ്ങൾക്കെല്ലാം/u;
  const FAMILY: Record<Language, string> = {
    English: 'Upadhyaya Family', Hindi: 'गुप्ता परिवार', Kannada: 'ರಾವ್ ಕುಟುಂಬ', Tamil: 'செல்வராஜ் குடும்பத்தினர்',
    Telugu: 'రెడ్డి కుటుంబ సభ్యులు', Malayalam: 'മേനോൻ കുടുംബം', Sanskrit: 'शर्मा परिवार',
  };

  for (const language of LANGUAGES) {
    it(`${language}: the naming letter speaks of the day of the ceremony, not of today, and blesses any child`, () => {
      const naming = letters(language, 'naming', {}, { names: [NAMES[language].child] });
      expect(naming.normal).not.toMatch(TODAY[language]);
      expect(naming.finetuned).not.toMatch(MASCULINE);
    });
    it(`${language}: a colleague who cannot come does not speak of taking part`, () => {
      for (const rsvp of ['regret', 'representative'] as const) {
        const { finetuned } = letters(language, 'naming', { rsvp, relationship: 'colleague', representative: NAMES[language].rep });
        expect(finetuned).not.toMatch(TAKING_PART);
      }
    });
    it(`${language}: a letter to a family sends no regards on to the family`, () => {
      const details: ExtractedData = {
        hosts: [FAMILY[language]], eventName: '', eventType: 'housewarming', date: '12 April 2026', time: '', venue: '',
        inviterEmail: '', inviterPhone: '', rawText: '',
      };
      const { finetuned } = writeTemplateLetters({ language, senderName: 'A', organizationName: 'B', details });
      expect(finetuned).not.toMatch(TO_THE_FAMILY);
      // To one person the regards still go on to the family.
      expect(letters(language, 'housewarming').finetuned).toMatch(TO_THE_FAMILY);
    });
  }

  it('Malayalam speaks to a couple, a family or a committee as നിങ്ങൾ, to one person as താങ്കൾ', () => {
    for (const host of ['ശ്രീ. രാജൻ പിള്ളയും ശ്രീമതി ലത രാജനും', 'മേനോൻ കുടുംബം', 'പഞ്ചായത്ത് ഭരണസമിതി']) {
      const details: ExtractedData = {
        hosts: [host], eventName: '', eventType: 'wedding', date: '12 April 2026', time: '', venue: '', inviterEmail: '', inviterPhone: '', rawText: '',
      };
      for (const letter of Object.values(writeTemplateLetters({ language: 'Malayalam', senderName: 'A', organizationName: 'B', details }))) {
        expect(letter, host).not.toMatch(/താങ്ക/);
        expect(letter).toMatch(/നിങ്ങ[ളൾ]/);
      }
    }
    expect(letters('Malayalam', 'wedding').normal).toMatch(/താങ്ക/);
    // Names joined by -ഉം open the letter each in the dative with -ഉം, as a letter to two does.
    const joined = writeTemplateLetters({
      language: 'Malayalam', senderName: 'A', organizationName: 'B',
      details: { hosts: ['ശ്രീ. രാജൻ പിള്ളയും ശ്രീമതി ലത രാജനും'], eventName: '', eventType: 'wedding', date: '12 April 2026', time: '', venue: '', inviterEmail: '', inviterPhone: '', rawText: '' },
    });
    expect(joined.normal.split('\n')[0]).toBe('ബഹുമാനപ്പെട്ട ശ്രീ. രാജൻ പിള്ളയ്ക്കും ശ്രീമതി ലത രാജനും,');
  });

  it('an elder\'s sixtieth birthday gives no child\'s title (Telugu, Kannada)', () => {
    const telugu = letters('Telugu', 'birthday', {}, { names: ['శ్రీ సుబ్బారావు'], age: '60' }).finetuned;
    expect(telugu).toContain('శ్రీ సుబ్బారావు గారికి');
    expect(telugu).not.toMatch(/చి\./);
    const kannada = letters('Kannada', 'birthday', {}, { names: ['ಸುಬ್ಬರಾವ್'], age: '60' }).finetuned;
    expect(kannada).toContain('ಶ್ರೀ ಸುಬ್ಬರಾವ್ ಅವರಿಗೆ');
    expect(kannada).not.toMatch(/ಚಿ\./);
    // A child's first birthday keeps it.
    expect(letters('Telugu', 'birthday', {}, { names: ['ఆరవ్'], age: '1' }).finetuned).toMatch(/చి\. ఆరవ్/);
  });
});

describe('an English birthday letter fits the age, and the host whose birthday it is', () => {
  function english(host: string, eventName: string, honoree: Partial<Honoree>) {
    return writeTemplateLetters({
      language: 'English', senderName: 'A', organizationName: 'B',
      details: { hosts: [host], eventName, eventType: 'birthday', date: '5 April 2027', time: '', venue: 'Guntur', inviterEmail: '', inviterPhone: '', rawText: '', honoree: { names: [], age: '', chiefGuest: '', ...honoree } },
      reply: ReplyOptions.parse({ rsvp: 'attending' }),
    });
  }

  it('a sixtieth: a milestone, the printed name kept, the host wished as "you"', () => {
    const sixty = english('Mr. K. Subba Rao', 'Shashtiabdapurthi Mahotsavam', { names: ['Sri K. Subba Rao'], age: '60' });
    expect(sixty.normal).toContain('invitation to the Shashtiabdapurthi Mahotsavam');
    expect(sixty.normal).toContain('milestone');
    expect(sixty.normal).not.toContain('the year ahead');
    expect(sixty.finetuned).toContain('to you on completing sixty years');
    expect(sixty.finetuned).not.toMatch(/60th|Subba Rao on/);
  });

  it('a child: "on turning one", named, as the parents are written to', () => {
    const first = english('Ravi & Sneha Menon', "Aarav's First Birthday", { names: ['Aarav'], age: '1' });
    expect(first.finetuned).toContain('Many happy returns of the day to Aarav on turning one!');
    expect(first.normal).toContain('the year ahead');
  });
});

describe('a body, or a host known officially, is greeted with respect in the personal letter too', () => {
  const toBoard = (language: Language, relationship?: 'official' | 'family-friend') =>
    writeTemplateLetters({
      language, senderName: 'A', organizationName: 'B',
      details: { hosts: [language === 'Kannada' ? 'ಶ್ರೀ ಶಾರದಾ ವಿದ್ಯಾ ಸಂಸ್ಥೆ' : 'श्री रमेश कुमार'], eventName: '', eventType: 'inauguration', date: '5 April 2027', time: '', venue: '', inviterEmail: '', inviterPhone: '', rawText: '' },
      reply: ReplyOptions.parse({ relationship }),
    }).finetuned;
  it("Kannada: 'ಮಾನ್ಯ', not 'ಆತ್ಮೀಯ' (dear), to an institution", () => expect(toBoard('Kannada').split('\n')[0]).toMatch(/^ಮಾನ್ಯ /));
  it("Hindi: 'सादर नमस्कार' to a host known officially, 'सस्नेह' to a friend", () => {
    expect(toBoard('Hindi', 'official')).toContain('सादर नमस्कार।');
    expect(toBoard('Hindi', 'family-friend')).toContain('सस्नेह नमस्कार।');
  });
});

describe('Telugu: a titled person\'s family', () => {
  it("keeps the person's గారు: 'శ్రీ సుబ్బారావు గారి కుటుంబ సభ్యులకు'", () => {
    const salutation = (host: string) =>
      writeTemplateLetters({
        language: 'Telugu', senderName: 'A', organizationName: 'B',
        details: { hosts: [host], eventName: '', eventType: 'birthday', date: '5 April 2027', time: '', venue: '', inviterEmail: '', inviterPhone: '', rawText: '' },
      }).normal.split('\n')[0];
    expect(salutation('శ్రీ సుబ్బారావు కుటుంబ సభ్యులు')).toBe('గౌరవనీయులైన శ్రీ సుబ్బారావు గారి కుటుంబ సభ్యులకు,');
    expect(salutation('రెడ్డి కుటుంబం')).toBe('గౌరవనీయులైన రెడ్డి కుటుంబ సభ్యులకు,');
  });
});

describe('a title added once', () => {
  it('adds a title only where the name does not already start with it as a word', () => {
    expect(titled('ಚಿ. ಶ್ರೇಯಸ್', 'ಚಿ.')).toBe('ಚಿ. ಶ್ರೇಯಸ್');
    expect(titled('ಶ್ರೀ ಕೃಷ್ಣ', 'ಶ್ರೀ')).toBe('ಶ್ರೀ ಕೃಷ್ಣ');
    // 'ಶ್ರೀನಿವಾಸ' begins with the letters of ಶ್ರೀ but has no title.
    expect(titled('ಶ್ರೀನಿವಾಸ', 'ಶ್ರೀ')).toBe('ಶ್ರೀ ಶ್ರೀನಿವಾಸ');
  });

  it('sends no regards to a family or colleagues when no host is named (Dear Sir/Madam)', () => {
    const d = { hosts: [], eventName: '', eventType: 'wedding', date: '', time: '', venue: '', inviterEmail: '', inviterPhone: '', rawText: '' } as never;
    const personal = writeTemplateLetters({ language: 'Hindi', senderName: 'A', organizationName: '', details: d }).finetuned;
    expect(personal).not.toContain('परिवारजनों को');
  });
});

describe('a host known officially', () => {
  const d = { hosts: ['Ramesh Kumar'], eventName: '', eventType: 'housewarming', date: '', time: '', venue: '', inviterEmail: '', inviterPhone: '', rawText: '' } as never;
  const personal = (language: Language) =>
    writeTemplateLetters({ language, senderName: 'A', organizationName: '', details: d, reply: ReplyOptions.parse({ relationship: 'official', senderGender: 'male' }) }).finetuned;

  it('is opened and closed with respect in the personal letter too (ಮಾನ್ಯ; सादर, not सादर सस्नेह)', () => {
    expect(personal('Kannada').split('\n')[0]).toMatch(/^ಮಾನ್ಯ /u);
    expect(personal('Hindi')).not.toContain('सादर सस्नेह');
    expect(personal('Hindi')).toContain('आपका शुभाकांक्षी');
  });
});
