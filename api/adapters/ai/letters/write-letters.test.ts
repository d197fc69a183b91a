import { describe, expect, it } from 'vitest';
import { EVENT_TYPES, type ExtractedData, type LetterInput } from '@shared/schemas/invitations';
import { LANGUAGES, type Language } from '@shared/limits';
import { INVITATION_CARDS } from '../../../../test-support/invitation-cards';
import { addressee, writeTemplateLetters } from './write-letters';
import { transliterate, type IndicLanguage } from './transliterate';

/** The sender and the organisation as an Indian-language letter signs them: in its script, the
 *  organisation's printed name in brackets. */
function signature(language: Language, sender = SENDER, org = ORG): string[] {
  if (language === 'English') return [sender, org].filter(Boolean);
  const l = language as IndicLanguage;
  return [transliterate(sender, l), org && `${transliterate(org, l)} (${org})`].filter(Boolean);
}

/** The Unicode block each letter must be written in (independent of the packs' own regexes). */
const SCRIPT: Record<Language, RegExp> = {
  English: /[A-Za-z]/u,
  Hindi: /[\u0900-\u097F]/u,
  Kannada: /[\u0C80-\u0CFF]/u,
  Tamil: /[\u0B80-\u0BFF]/u,
  Telugu: /[\u0C00-\u0C7F]/u,
  Malayalam: /[\u0D00-\u0D7F]/u,
  Sanskrit: /[\u0900-\u097F]/u,
};

interface Fixture {
  host: string;
  eventName: string;
  venue: string;
  /** '12 April 2026' as the letter should print it. */
  date: string;
}

/** A card read in each language; names chosen so they appear verbatim after inflection. */
const FIXTURES: Record<Language, Fixture> = {
  English: { host: 'Shri Ramesh Kumar', eventName: 'Family Celebration', venue: 'Palace Grounds, Bengaluru', date: '12 April 2026' },
  Hindi: { host: 'श्री रमेश कुमार', eventName: 'पारिवारिक समारोह', venue: 'होटल राजमहल, जयपुर', date: '12 अप्रैल 2026' },
  Kannada: { host: 'ಶ್ರೀ ಮಂಜುನಾಥ್', eventName: 'ಕುಟುಂಬ ಸಮಾರಂಭ', venue: 'ಅರಮನೆ ಮೈದಾನ, ಬೆಂಗಳೂರು', date: '12 ಏಪ್ರಿಲ್ 2026' },
  Tamil: { host: 'திரு. க. முருகன்', eventName: 'குடும்ப விழா', venue: 'ஸ்ரீ மஹால், சென்னை', date: '12 ஏப்ரல் 2026' },
  Telugu: { host: 'శ్రీ వెంకట రమణ', eventName: 'కుటుంబ వేడుక', venue: 'శ్రీ సాయి కన్వెన్షన్ హాల్, హైదరాబాద్', date: '12 ఏప్రిల్ 2026' },
  Malayalam: { host: 'ശ്രീ രാജീവ് മേനോൻ', eventName: 'കുടുംബ പരിപാടി', venue: 'ടൗൺ ഹാൾ, കൊച്ചി', date: '2026 ഏപ്രിൽ 12' },
  Sanskrit: { host: 'श्री रामचन्द्र शास्त्री', eventName: 'कुटुम्बोत्सवः', venue: 'गङ्गानगरम्, वाराणसी', date: '12 अप्रैल 2026' },
};

const SENDER = 'Anil Kumar';
const ORG = 'Sahayak Foundation';

function details(over: Partial<ExtractedData> = {}): ExtractedData {
  return {
    hosts: [],
    eventName: '',
    eventType: 'other',
    date: '',
    time: '',
    venue: '',
    inviterEmail: '',
    inviterPhone: '',
    rawText: '',
    ...over,
  };
}

function input(language: Language, over: Partial<ExtractedData> = {}, sender = SENDER, org = ORG): LetterInput {
  return { language, senderName: sender, organizationName: org, details: details(over) };
}

function fullInput(language: Language, eventType: ExtractedData['eventType']): LetterInput {
  const f = FIXTURES[language];
  return input(language, {
    hosts: [f.host, 'Someone Else'],
    eventName: f.eventName,
    eventType,
    date: 'Sunday, 12 April 2026',
    time: '7:30 PM',
    venue: f.venue,
  });
}

/** Text left behind by a template with a missing field or a spacing slip. */
const ARTEFACTS = ['undefined', 'null', 'NaN', '{', '}', '$', '  ', ' ,', ',,', ' .', ' ।', '()', '""', "''", '..', ',.', ',।'];

function expectClean(letter: string) {
  for (const bad of ARTEFACTS) expect(letter, `contains ${JSON.stringify(bad)}:\n${letter}`).not.toContain(bad);
  for (const line of letter.split('\n')) expect(line).toBe(line.trim());
  expect(letter).not.toMatch(/\n\n\n/);
  // Salutation, blank line, then at least two paragraphs, each a finished sentence.
  const blocks = letter.split('\n\n');
  expect(blocks[0]).toMatch(/,$/);
  expect(blocks[0]).not.toContain('\n');
  const body = blocks.slice(1, -1);
  expect(body.length).toBeGreaterThanOrEqual(2);
  for (const p of body) expect(p, p).toMatch(/[.।]$/);
}

function bodyOf(letter: string): string[] {
  return letter.split('\n\n').slice(1, -1);
}

/** Share of the letter's letters (not digits or punctuation) written in `script`. */
function shareIn(text: string, script: RegExp): number {
  const letters = [...text].filter((ch) => /\p{L}/u.test(ch));
  return letters.filter((ch) => script.test(ch)).length / letters.length;
}

describe('writeTemplateLetters: every language × every event type', () => {
  for (const language of LANGUAGES) {
    for (const type of EVENT_TYPES) {
      it(`${language} ${type}`, () => {
        const f = FIXTURES[language];
        const letters = writeTemplateLetters(fullInput(language, type));
        for (const letter of [letters.normal, letters.finetuned]) {
          expectClean(letter);
          const lines = letter.split('\n');
          expect(lines[0]).toContain(f.host);
          expect(lines[0]).not.toContain('Someone Else');
          expect(letter).toContain(f.eventName);
          // Tamil and Malayalam say the town first and end the place in its case ('சென்னை ஸ்ரீ மஹாலில்').
          const [place, town] = f.venue.split(', ');
          if (language === 'Tamil' || language === 'Malayalam') expect(letter).toContain(`${town} ${[...place!].slice(0, -2).join('')}`);
          else expect(letter).toContain(f.venue);
          expect(letter).toContain(f.date);
          expect(letter).toContain('7:30');
          // Sender, then organisation, closes the letter; no date block at the top.
          expect(lines.slice(-2)).toEqual(signature(language));
          expect(lines[0]).not.toMatch(/\d/);
          // Written in the language's script, with no English template words left over.
          expect(shareIn(letter, SCRIPT[language])).toBeGreaterThan(0.8);
          // One script: Latin only inside brackets (the organisation's printed name).
          if (language !== 'English') {
            const rest = letter.replace(/\([^)]*\)/g, '');
            expect(rest, rest).not.toMatch(/[A-Za-z]/);
          }
          expect(letter).not.toMatch(/श्री श्री|Shri Shri|ಶ್ರೀ ಶ್ರೀ|ஸ்ரீ ஸ்ரீ|శ్రీ శ్రీ|ശ്രീ ശ്രീ|\bji ji\b|जी जी/u);
        }
        expect(letters.normal).not.toBe(letters.finetuned);
        // The warmer letter is reworded throughout, not the formal one plus a sentence.
        const normal = bodyOf(letters.normal);
        for (const p of bodyOf(letters.finetuned)) expect(normal).not.toContain(p);
      });
    }

    it(`${language}: each event type has its own wishes`, () => {
      const bodies = EVENT_TYPES.map((type) => bodyOf(writeTemplateLetters(fullInput(language, type)).normal)[1]);
      expect(new Set(bodies).size).toBe(EVENT_TYPES.length);
      const warm = EVENT_TYPES.map((type) => bodyOf(writeTemplateLetters(fullInput(language, type)).finetuned)[1]);
      expect(new Set(warm).size).toBe(EVENT_TYPES.length);
    });
  }
});

describe('writeTemplateLetters: missing fields', () => {
  const blanks: Partial<ExtractedData>[] = [
    { venue: '' },
    { date: '' },
    { time: '' },
    { hosts: [] },
    { eventName: '' },
    { venue: '', date: '', time: '' },
    { hosts: [''], eventName: '', venue: '', date: '', time: '' },
  ];
  /** The words that attach a date or a venue, where they could be left dangling: none may
   *  appear when the field is empty. */
  const DATE_MARK: Record<Language, RegExp> = {
    English: /held on|\bon (?:at|from)\b/,
    Hindi: /को (?:शाम|सुबह|दोपहर|रात)|नमस्कार। को/,
    Kannada: /ರಂದು|ದಿನಾಂಕ/,
    Tamil: /அன்று (?:காலை|மாலை|மதியம்|இரவு)|வணக்கம்\. அன்று/,
    Telugu: /తేదీ|న సాయంత్రం/,
    Malayalam: /-ന് വൈകുന്നേരം|നമസ്കാരം\. -ന്/,
    Sanskrit: /दिनाङ्के/,
  };
  const VENUE_MARK: Record<Language, RegExp> = {
    English: /\bat (?:,|\.|on\b)/,
    Hindi: /में आयोजित/,
    Kannada: /\sಇಲ್ಲಿ\s/,
    Tamil: /முகவரியில்|-இல்/,
    Telugu: /\sనందు\s/,
    Malayalam: /വിലാസത്തിൽ|-ൽ/,
    Sanskrit: /इत्यत्र/,
  };

  for (const language of LANGUAGES) {
    for (const type of EVENT_TYPES) {
      it(`${language} ${type}`, () => {
        for (const blank of blanks) {
          const base = fullInput(language, type);
          const { normal, finetuned } = writeTemplateLetters({ ...base, details: { ...base.details, ...blank } });
          for (const letter of [normal, finetuned]) {
            expectClean(letter);
            if (blank.date === '') expect(letter).not.toMatch(DATE_MARK[language]);
            if (blank.venue === '') expect(letter).not.toMatch(VENUE_MARK[language]);
            if (blank.hosts) expect(letter.split('\n')[0]).not.toContain(FIXTURES[language].host);
          }
          expect(normal).not.toBe(finetuned);
        }
      });
    }

    it(`${language}: nothing known at all, no sender`, () => {
      const { normal, finetuned } = writeTemplateLetters(input(language, {}, '', ''));
      for (const letter of [normal, finetuned]) {
        expectClean(letter);
        expect(shareIn(letter, SCRIPT[language])).toBe(1);
      }
    });

    it(`${language}: the sender line follows the closing even without an organisation`, () => {
      const { normal } = writeTemplateLetters(input(language, { hosts: ['A B'] }, SENDER, ''));
      expect(normal.split('\n').at(-1)).toBe(signature(language, SENDER, '')[0]);
      expect(normal.split('\n').at(-2)).toMatch(/,$/);
    });
  }

  it('treats whitespace, "null" and stray separators as empty', () => {
    const { normal } = writeTemplateLetters(
      input('English', { hosts: ['  ', 'null'], venue: ' , ', date: 'undefined', time: '  ', eventName: '"' }),
    );
    expectClean(normal);
    expect(normal.split('\n')[0]).toBe('Dear Sir/Madam,');
    expect(normal).toContain('Thank you for your kind invitation to the event.');
  });
});

describe('the invitation cards of the test set', () => {
  for (const card of Object.values(INVITATION_CARDS)) {
    it(`${card.language}: answered in its own language`, () => {
      const { normal, finetuned } = writeTemplateLetters(input(card.language, card.expected));
      for (const letter of [normal, finetuned]) {
        expectClean(letter);
        expect(shareIn(letter, SCRIPT[card.language])).toBeGreaterThan(0.8);
      }
    });

    it(`${card.language}: answered in every language, names in the letter's script`, () => {
      const cardScript = SCRIPT[card.language];
      for (const language of LANGUAGES) {
        const { normal, finetuned } = writeTemplateLetters(input(language, card.expected));
        for (const letter of [normal, finetuned]) {
          expectClean(letter);
          const name = card.expected.eventName;
          const outsideBrackets = letter.replace(/\([^)]*\)/g, '');
          // English event words in an Indian-language letter are said in its own words; a name in
          // another script is written in the letter's (a printed venue may follow in brackets).
          if (/[A-Za-z]/.test(name) && language !== 'English') expect(outsideBrackets).not.toMatch(/[A-Za-z]/);
          else if (!SCRIPT[language].test(name)) expect(outsideBrackets, language).not.toMatch(cardScript);
          // As printed, or with its last letter changed by a case ending (ജന്മദിനാഘോഷം → ജന്മദിനാഘോഷത്തിന്).
          else expect(letter.includes(name) || letter.includes(name.slice(0, -2)), name).toBe(true);
          expect(shareIn(letter, SCRIPT[language])).toBeGreaterThan(0.5);
        }
      }
    });
  }

  it('reads naturally for the cards (spot checks)', () => {
    const letter = (l: Language) => writeTemplateLetters(input(l, INVITATION_CARDS[l].expected)).normal;
    expect(letter('English')).toMatch(/^Dear Mr\. & Mrs\. Ramesh Sharma,\n/);
    expect(letter('English')).toContain(
      'to the Wedding Ceremony, to be held at Sri Krishna Convention Hall, 14 MG Road, Bengaluru 560001, on 12 March 2026 at 7:30 PM.',
    );
    expect(letter('Hindi')).toMatch(/^आदरणीय राजेश गुप्ता जी एवं परिवार,\n/);
    expect(letter('Hindi')).toContain('20 फ़रवरी 2026 को शाम 7 बजे होटल राजमहल, सिविल लाइंस, जयपुर में आयोजित शुभ विवाह का');
    expect(letter('Kannada')).toMatch(/^ಮಾನ್ಯ ಶ್ರೀಮತಿ ಲಕ್ಷ್ಮಿ ಮತ್ತು ಶ್ರೀ ಮಂಜುನಾಥ್ ಅವರೇ,\n/);
    expect(letter('Kannada')).toContain('ದಿನಾಂಕ 15 ಮಾರ್ಚ್ 2026ರಂದು ಬೆಳಿಗ್ಗೆ 9:30 ಗಂಟೆಗೆ ನಂ. 42, 3ನೇ ಅಡ್ಡರಸ್ತೆ, ವಿಜಯನಗರ, ಮೈಸೂರು ಇಲ್ಲಿ ನಡೆಯಲಿರುವ ಗೃಹಪ್ರವೇಶಕ್ಕೆ');
    expect(letter('Tamil')).toMatch(/^மதிப்பிற்குரிய திரு\. க\. முருகன் அவர்களுக்கும் குடும்பத்தினருக்கும்,\n/);
    expect(letter('Tamil')).toContain('சென்னை 600017 என்ற முகவரியில் நடைபெறவுள்ள திறப்பு விழாவிற்கு');
    expect(letter('Telugu')).toMatch(/^గౌరవనీయులైన కె\. వెంకట రమణ గారికి, బంధుమిత్రులకు,\n/);
    expect(letter('Telugu')).toContain('తేదీ 22 మే 2026న రాత్రి 8:15 గంటలకు');
    expect(letter('Telugu')).toContain('శుభ వివాహానికి');
    expect(letter('Malayalam')).toContain('2026 ജൂൺ 14-ന് വൈകുന്നേരം 6 മണിക്ക് എറണാകുളം മറൈൻ ഡ്രൈവിലെ ഹോട്ടൽ സീ ക്വീനിൽ നടക്കാനിരിക്കുന്ന ജന്മദിനാഘോഷത്തിന്');
    expect(letter('Sanskrit')).toMatch(/^मान्यवराः श्री रामचन्द्र शास्त्री महोदयाः,\n/);
    expect(letter('Sanskrit')).toContain('वाराणसी इत्यत्र आयोज्यमाने श्रीसत्यनारायणपूजा इत्यस्मिन् धार्मिकानुष्ठाने');
  });
});

describe('salutations', () => {
  const first = (language: Language, host: string, variant: 'normal' | 'finetuned' = 'normal') =>
    writeTemplateLetters(input(language, { hosts: [host] }))[variant].split('\n')[0];

  it('English: "ji" once, never with Mr/Dr, after the person in "… and family"', () => {
    expect(first('English', 'Shri Ramesh Kumar')).toBe('Dear Shri Ramesh Kumar ji,');
    expect(first('English', 'Ramesh Kumar')).toBe('Dear Ramesh Kumar ji,');
    expect(first('English', 'Ramesh Kumar ji')).toBe('Dear Ramesh Kumar ji,');
    expect(first('English', 'Balaji')).toBe('Dear Balaji ji,');
    expect(first('English', 'Dr. Anand Rao')).toBe('Dear Dr. Anand Rao,');
    expect(first('English', 'Mr. & Mrs. Ramesh Sharma')).toBe('Dear Mr. & Mrs. Ramesh Sharma,');
    expect(first('English', 'Ramesh Sharma and family')).toBe('Dear Ramesh Sharma ji and family,');
    expect(first('English', 'The Sharma Family')).toBe('Dear Sharma Family,');
    expect(first('English', 'श्री रमेश कुमार')).toBe('Dear Sri Ramesh Kumar ji,');
  });

  it('Hindi: आदरणीय … जी, without doubling', () => {
    expect(first('Hindi', 'श्री रमेश कुमार')).toBe('आदरणीय श्री रमेश कुमार जी,');
    expect(first('Hindi', 'श्री रमेश कुमार जी')).toBe('आदरणीय श्री रमेश कुमार जी,');
    expect(first('Hindi', 'श्रीमती सुनीता एवं श्री राजेश गुप्ता')).toBe('आदरणीय श्रीमती सुनीता एवं श्री राजेश गुप्ता जी,');
    expect(first('Hindi', 'राजेश गुप्ता एवं परिवार')).toBe('आदरणीय राजेश गुप्ता जी एवं परिवार,');
    expect(first('Hindi', 'शर्मा परिवार')).toBe('आदरणीय शर्मा परिवार,');
    // A Latin name is written in the letter's script.
    expect(first('Hindi', 'Ramesh Kumar')).toBe('आदरणीय रमेश कुमार जी,');
  });

  it('the Dravidian languages and Sanskrit', () => {
    expect(first('Kannada', 'ಶ್ರೀ ಮಂಜುನಾಥ್')).toBe('ಮಾನ್ಯ ಶ್ರೀ ಮಂಜುನಾಥ್ ಅವರೇ,');
    expect(first('Kannada', 'ಶ್ರೀ ಮಂಜುನಾಥ್ ಅವರು')).toBe('ಮಾನ್ಯ ಶ್ರೀ ಮಂಜುನಾಥ್ ಅವರೇ,');
    expect(first('Kannada', 'ಶ್ರೀ ಮಂಜುನಾಥ್ ಮತ್ತು ಕುಟುಂಬ')).toBe('ಮಾನ್ಯ ಶ್ರೀ ಮಂಜುನಾಥ್ ಮತ್ತು ಕುಟುಂಬದವರೇ,');
    expect(first('Kannada', 'ಶ್ರೀ ಮಂಜುನಾಥ್', 'finetuned')).toBe('ಆತ್ಮೀಯ ಶ್ರೀ ಮಂಜುನಾಥ್ ಅವರೇ,');
    expect(first('Tamil', 'திரு. க. முருகன்')).toBe('மதிப்பிற்குரிய திரு. க. முருகன் அவர்களுக்கு,');
    expect(first('Tamil', 'திரு. க. முருகன் அவர்கள்')).toBe('மதிப்பிற்குரிய திரு. க. முருகன் அவர்களுக்கு,');
    expect(first('Telugu', 'శ్రీ వెంకట రమణ గారు')).toBe('గౌరవనీయులైన శ్రీ వెంకట రమణ గారికి,');
    expect(first('Telugu', 'శ్రీ వెంకట రమణ')).toBe('గౌరవనీయులైన శ్రీ వెంకట రమణ గారికి,');
    expect(first('Malayalam', 'ശ്രീ രാജീവ് മേനോൻ')).toBe('ബഹുമാനപ്പെട്ട ശ്രീ രാജീവ് മേനോൻ,');
    expect(first('Sanskrit', 'श्री रामचन्द्र शास्त्री')).toBe('मान्यवराः श्री रामचन्द्र शास्त्री महोदयाः,');
  });

  it('a respectful generic salutation when no host was read', () => {
    const generic = (l: Language) => writeTemplateLetters(input(l, {})).normal.split('\n')[0];
    expect(generic('English')).toBe('Dear Sir/Madam,');
    expect(generic('Hindi')).toBe('आदरणीय महोदय/महोदया,');
    expect(generic('Kannada')).toBe('ಮಾನ್ಯರೇ,');
    expect(generic('Tamil')).toBe('அன்புடையீர்,');
    expect(generic('Telugu')).toBe('గౌరవనీయులకు,');
    expect(generic('Malayalam')).toBe('ബഹുമാന്യരേ,');
    expect(generic('Sanskrit')).toBe('मान्यवराः,');
  });

  it('addressee() reads titles and groups', () => {
    expect(addressee(['', 'Dr. A. Rao'])).toMatchObject({ name: 'Dr. A. Rao', title: 'other', isGroup: false, kind: 'person', count: 1 });
    expect(addressee(['श्रीमती सुनीता एवं श्री राजेश'])?.isGroup).toBe(true);
    expect(addressee(['Smt. Lakshmi'])?.title).toBe('indian');
    expect(addressee([])).toBeNull();
  });
});

describe('English event names', () => {
  const para = (eventName: string) =>
    bodyOf(writeTemplateLetters(input('English', { eventName, eventType: 'wedding' })).normal)[0];
  it('adds "the" only where it belongs', () => {
    expect(para('Priya weds Arjun')).toContain('invitation to the wedding of Priya and Arjun.');
    expect(para('The Wedding of Priya')).toContain('invitation to the Wedding of Priya.');
    expect(para("Priya's Wedding")).toContain("invitation to Priya's Wedding.");
    expect(para('Wedding Reception')).toContain('invitation to the Wedding Reception.');
  });
});
