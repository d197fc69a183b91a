/**
 * Latin names in an Indian-language letter, written in its script. The reference forms are the
 * hosts printed in Latin on the reading set's English cards (/work/shared/reading-set), as a
 * careful Hindi or Kannada writer spells them; the module gets most of them exactly, and the rest
 * readably (a vowel's length English spelling does not show).
 */
import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '@shared/limits';
import { EVENT_TYPES, ReplyOptions, RSVP_CHOICES } from '@shared/schemas/invitations';
import { fromDevanagari, transliterate } from './transliterate';
import { writeTemplateLetters } from './write-letters';

/** [as printed, Hindi, Kannada]. */
const READING_SET: [string, string, string][] = [
  ['Suchitra Muthu', 'सुचित्रा मुत्तु', 'ಸುಚಿತ್ರಾ ಮುತ್ತು'],
  ['Naveen Kumar S', 'नवीन कुमार एस', 'ನವೀನ್ ಕುಮಾರ್ ಎಸ್'],
  ['Priyadarshana D B', 'प्रियदर्शना डी बी', 'ಪ್ರಿಯದರ್ಶನಾ ಡಿ ಬಿ'],
  ['Sonali Shahdeo', 'सोनाली शाहदेव', 'ಸೋನಾಲಿ ಶಾಹದೇವ್'],
  ['SRI. BOORGU VINOD KUMAR', 'श्री बूर्गु विनोद कुमार', 'ಶ್ರೀ ಬೂರ್ಗು ವಿನೋದ್ ಕುಮಾರ್'],
  ['SMT.BOORGU SRILATHA', 'श्रीमती बूर्गु श्रीलता', 'ಶ್ರೀಮತಿ ಬೂರ್ಗು ಶ್ರೀಲತಾ'],
  ['MRS. SANDHIYA', 'श्रीमती संधिया', 'ಶ್ರೀಮತಿ ಸಂಧಿಯಾ'],
  ['MR. SAI SUBRAMANI', 'श्री साई सुब्रमणि', 'ಶ್ರೀ ಸಾಯಿ ಸುಬ್ರಮಣಿ'],
  ['Sanjana', 'संजना', 'ಸಂಜನಾ'],
  ['Supriya', 'सुप्रिया', 'ಸುಪ್ರಿಯಾ'],
  ['Kishan Gupta', 'किशन गुप्ता', 'ಕಿಶನ್ ಗುಪ್ತಾ'],
  ['Ragni Gupta', 'रागिनी गुप्ता', 'ರಾಗಿಣಿ ಗುಪ್ತಾ'],
  ['K. POTHIRAJ', 'के. पोतिराज', 'ಕೆ. ಪೋತಿರಾಜ್'],
  ['V. SARANYA', 'वी. शरण्या', 'ವಿ. ಶರಣ್ಯಾ'],
  ['Gautam', 'गौतम', 'ಗೌತಮ್'],
  ['Pragina Pradeep', 'प्रगिना प्रदीप', 'ಪ್ರಗಿನಾ ಪ್ರದೀಪ್'],
  ['Vishnu V. S', 'विष्णु वी. एस', 'ವಿಷ್ಣು ವಿ. ಎಸ್'],
  ['Selvi.V.K.Bhuvaneswary', 'कुमारी वी. के. भुवनेश्वरी', 'ಕುಮಾರಿ ವಿ. ಕೆ. ಭುವನೇಶ್ವರಿ'],
  ['Satheesh kumar', 'सतीश कुमार', 'ಸತೀಶ್ ಕುಮಾರ್'],
  ['Sreelekha', 'श्रीलेखा', 'ಶ್ರೀಲೇಖಾ'],
];

describe('transliterate: names of the reading set', () => {
  for (const [column, language] of [[1, 'Hindi'], [2, 'Kannada']] as const) {
    it(`${language}: at least 85 % exactly as a careful writer spells them, all in the script`, () => {
      const exact = READING_SET.filter((row) => transliterate(row[0], language) === row[column]);
      expect(exact.length / READING_SET.length).toBeGreaterThanOrEqual(0.85);
      for (const [printed] of READING_SET) expect(transliterate(printed, language)).not.toMatch(/[A-Za-z]/);
    });
  }
});

describe('transliterate: the rules', () => {
  it.each([
    ['Ramesh Kumar', 'Kannada', 'ರಮೇಶ್ ಕುಮಾರ್'],
    ['Ramesh Kumar', 'Telugu', 'రమేష్ కుమార్'],
    ['Ramesh Kumar', 'Tamil', 'ரமேஷ் குமார்'],
    ['Ramesh Kumar', 'Malayalam', 'രമേഷ് കുമാർ'],
    ['Mr. & Mrs. Ramesh Kumar', 'Tamil', 'திரு. மற்றும் திருமதி ரமேஷ் குமார்'],
    ['Sri K. Rao', 'Tamil', 'ஸ்ரீ கே. ராவ்'],
    ['Dr. Anand Rao', 'Kannada', 'ಡಾ. ಆನಂದ್ ರಾವ್'],
    ['Lakshmi', 'Hindi', 'लक्ष्मी'],
    ['Lakshmi', 'Kannada', 'ಲಕ್ಷ್ಮಿ'],
    ['Krishna Reddy', 'Telugu', 'కృష్ణ రెడ్డి'],
    ['Chandrashekhar', 'Kannada', 'ಚಂದ್ರಶೇಖರ್'],
    ['Surender', 'Malayalam', 'സുരേന്ദർ'],
    ['Palace Grounds, Bengaluru', 'Kannada', 'ಪ್ಯಾಲೇಸ್ ಗ್ರೌಂಡ್ಸ್, ಬೆಂಗಳೂರು'],
    // English words as the Dravidian scripts spell them: short e, Tamil's doubled t and long o.
    ['Convention Centre', 'Kannada', 'ಕನ್ವೆನ್ಷನ್ ಸೆಂಟರ್'],
    ['Function Hall', 'Telugu', 'ఫంక్షన్ హాల్'],
    ['Hotel Banquet Hall', 'Tamil', 'ஹோட்டல் பேங்க்வெட் ஹால்'],
    ['Palace Layout', 'Telugu', 'ప్యాలెస్ లేఅవుట్'],
    ['Town Hall, Hotel', 'Malayalam', 'ടൗൺ ഹാൾ, ഹോട്ടൽ'],
    ['Convention Centre', 'Malayalam', 'കൺവെൻഷൻ സെന്റർ'],
    ['Lokseva Trust', 'Malayalam', 'ലോകസേവ ട്രസ്റ്റ്'],
    ['Rotary Club, Government Hospital', 'Tamil', 'ரோட்டரி கிளப், கவர்னமெண்ட் ஹாஸ்பிட்டல்'],
    ['14 MG Road, Chennai', 'Tamil', '14 எம்ஜி ரோடு, சென்னை'],
    ['Sri Mathi Lalitha', 'Hindi', 'श्रीमती ललिता'],
    // Names made of the stems of Indian names, stem by stem: vowel lengths English spelling hides.
    ['Lokseva Trust', 'Hindi', 'लोकसेवा ट्रस्ट'],
    ['Ramakrishna Mission', 'Hindi', 'रामकृष्ण मिशन'],
    ['Vidyavardhaka Sangha', 'Kannada', 'ವಿದ್ಯಾವರ್ಧಕ ಸಂಘ'],
    ['Anandashram', 'Hindi', 'आनंदाश्रम'],
    ['Rajeshwari Kalyana Mantapa', 'Kannada', 'ರಾಜೇಶ್ವರಿ ಕಲ್ಯಾಣ ಮಂಟಪ'],
    ['Basavanagudi', 'Kannada', 'ಬಸವನಗುಡಿ'],
    ['Srinivasa Murthy', 'Tamil', 'ஸ்ரீனிவாச மூர்த்தி'],
    ['Srinivas', 'Kannada', 'ಶ್ರೀನಿವಾಸ್'],
    ['Gurukripa Seva Samiti', 'Telugu', 'గురుకృప సేవ సమితి'],
    ['Vidyavardhaka Sangha', 'Telugu', 'విద్యావర్ధక సంఘం'],
    ['Vidyavardhaka Sangha', 'Malayalam', 'വിദ്യാവർധക സംഘം'],
    ['Sri Rama Mandira', 'Tamil', 'ஸ்ரீ ராம மந்திரம்'],
    ['Sri Rama Mandira', 'Hindi', 'श्री राम मंदिर'],
    // Given names whose vowel lengths English spelling hides; a Latin final a is no virama.
    ['Aditya', 'Hindi', 'आदित्य'],
    ['Aditya', 'Kannada', 'ಆದಿತ್ಯ'],
    ['Rahul Kavya Akash', 'Hindi', 'राहुल काव्या आकाश'],
    ['Abhishek', 'Tamil', 'அபிஷேக்'],
    ['Sujatha', 'Telugu', 'సుజాత'],
    // An i gliding into the next vowel; a final m as the anusvara; an s said once; an e before r said as a.
    ['Sonia', 'Hindi', 'सोनिया'],
    ['Julian', 'Kannada', 'ಜುಲಿಯನ್'],
    ['Selvam', 'Telugu', 'సెల్వం'],
    ['Kessler', 'Hindi', 'केस्लर'],
    // The South's short e before two consonants, but Sanskrit's -endra long; Tamil's ஞ்ச and medial ச.
    ['Devendra', 'Kannada', 'ದೇವೇಂದ್ರ'],
    ['Senthil Ranjan', 'Tamil', 'செந்தில் ரஞ்சன்'],
    ['Vasanth Prakash', 'Tamil', 'வசந்த் பிரகாஷ்'],
    ['Gurpreet Singh', 'Telugu', 'గుర్ప్రీత్ సింగ్'],
    // Common names spelled as Hindi prints them (name-spellings.ts): vowel lengths and retroflexes English hides.
    ['Rizwan Khandelwal', 'Hindi', 'रिजवान खंडेलवाल'],
    // … and in the South, a consonant Hindi leaves bare said as the Latin spells it: no a in 'Manpreet', an a in 'Khandelwal'.
    ['Manpreet', 'Kannada', 'ಮನ್ಪ್ರೀತ್'],
    ['Jaswinder', 'Telugu', 'జస్విందర్'],
    ['Khandelwal', 'Kannada', 'ಖಂಡೆಲ್ವಾಲ್'],
    // English's open o (Hindi's ॉ): Malayalam's ഓ, Tamil's ஆ, as in the other scripts; but a hall is ഹാൾ.
    ['George', 'Malayalam', 'ജോർജ്'],
    ['George', 'Tamil', 'ஜார்ஜ்'],
    ['George', 'Kannada', 'ಜಾರ್ಜ್'],
    ['Town Hall', 'Malayalam', 'ടൗൺ ഹാൾ'],
    // The clergy's and the Muslim honorifics are the language's own titles, not spelled out.
    ['Rev. Fr. Thomas Kuriakose', 'Malayalam', 'റവ. ഫാ. തോമസ് കുര്യാക്കോസ്'],
    ['Janab Mohammed Basheer', 'Tamil', 'ஜனாப் முகமது பஷீர்'],
    ['Adv. Thomas Chacko', 'Malayalam', 'അഡ്വ. തോമസ് ചാക്കോ'],
    // A possessive in capitals is still the name's ('ST. MARY'S' → மேரி).
    ["ST. MARY'S CHURCH", 'Tamil', 'செயின்ட் மேரி சர்ச்'],
    // Places as each script's press prints them; no Tamil word begins with a cluster.
    ['Kozhikode', 'Malayalam', 'കോഴിക്കോട്'],
    ['Kozhikode', 'Tamil', 'கோழிக்கோடு'],
    ['Green Park', 'Tamil', 'கிரீன் பார்க்'],
    // English r starts a syllable as Malayalam's റ; a word of one syllable keeps its long i.
    ['Rotary Club', 'Malayalam', 'റോട്ടറി ക്ലബ്'],
    ['Sea View', 'Kannada', 'ಸೀ ವ್ಯೂ'],
    ['Kerala', 'Malayalam', 'കേരള'],
    // The capital by its name in each press (नई दिल्ली, புதுடெல்லி), not 'New' spelled out.
    ['New Delhi', 'Tamil', 'புதுடெல்லி'],
    ['Leela Palace, New Delhi', 'Hindi', 'लीला पैलेस, नई दिल्ली'],
    // Compound names stem by stem, the stems' Sanskrit श kept (चंद्रशेखर), a name alone as the tables spell it.
    ['Chandrasekhar', 'Telugu', 'చంద్రశేఖర్'],
    ['Rajeswari', 'Kannada', 'ರಾಜೇಶ್ವರಿ'],
    ['Hemalatha', 'Hindi', 'हेमलता'],
    ['Hema', 'Hindi', 'हेमा'],
  ] as const)('%s in %s', (printed, language, expected) => expect(transliterate(printed, language)).toBe(expected));

  it('ends a name the tables spell with a nukta (जोसेफ़) in its virama in the South', () => {
    expect(transliterate('Joseph', 'Kannada')).toMatch(/ಫ್$/u);
    expect(transliterate('Joseph', 'Malayalam')).toMatch(/ഫ്$/u);
  });

  it('spells Christian, Muslim and English names as the South\'s press does, not by moving Hindi\'s spelling', () => {
    expect(transliterate('Anthony', 'Tamil')).toBe('அந்தோணி');
    expect(transliterate('Anthony', 'Malayalam')).toBe('ആന്റണി');
    expect(transliterate('John Peter', 'Malayalam')).toBe('ജോൺ പീറ്റർ');
    expect(transliterate('Elizabeth', 'Tamil')).toBe('எலிசபெத்');
    expect(transliterate("Wilfred D'Souza", 'Tamil')).toBe('வில்பிரட் டிசோசா');
    // Hindi keeps its own spelling, and a title its own word.
    expect(transliterate('Anthony', 'Hindi')).toBe('एंथनी');
    expect(transliterate('Mr. John', 'Tamil')).toBe('திரு. ஜான்');
  });

  it('moves Devanagari to the parallel letters, with Tamil\'s nearest and Malayalam\'s chillu', () => {
    expect(fromDevanagari('गीता', 'Telugu')).toBe('గీతా');
    expect(fromDevanagari('भारत', 'Tamil')).toBe('பாரத');
    expect(fromDevanagari('अनिल्', 'Malayalam')).toBe('അനിൽ');
  });
});

describe('one script per letter', () => {
  const latinCard = {
    hosts: ['Mr. & Mrs. Ramesh Kumar'], eventName: 'Wedding Ceremony', date: 'Sunday, 12 April 2026', time: '7:30 PM',
    venue: 'Palace Grounds, Bengaluru', inviterEmail: '', inviterPhone: '', rawText: '',
    honoree: { names: ['Priya', 'Arjun'], age: '', chiefGuest: 'Sri K. Rao' },
  };
  const indic = LANGUAGES.filter((l): l is Exclude<Language, 'English'> => l !== 'English');
  for (const language of indic) {
    it(`${language}: no Latin word outside brackets, whatever the event and the answer`, () => {
      for (const eventType of EVENT_TYPES) {
        for (const rsvp of RSVP_CHOICES) {
          const { normal, finetuned } = writeTemplateLetters({
            language, senderName: 'Anil Kumar', organizationName: 'Sahayak Foundation',
            details: { ...latinCard, eventType }, reply: ReplyOptions.parse({ rsvp, representative: 'Smt. Lakshmi Rao' }),
          });
          for (const letter of [normal, finetuned]) {
            expect(letter.replace(/\([^)]*\)/g, ''), letter).not.toMatch(/[A-Za-z]/);
            // The venue is kept as printed, in brackets, so it can be found.
            expect(letter).toContain('(Palace Grounds, Bengaluru)');
          }
        }
      }
    });
  }
});

describe('transliterate: venue and office words', () => {
  it('writes the English and Indian words of venues as they are said, and offices letter by letter', () => {
    expect(transliterate('Town Hall, Mysuru', 'Kannada')).toBe('ಟೌನ್ ಹಾಲ್, ಮೈಸೂರು');
    expect(transliterate('Sri Krishna Kalyana Mantapa', 'Hindi')).toBe('श्री कृष्ण कल्याण मंटप');
    expect(transliterate('Sri K. Rao, MLA', 'Hindi')).toBe('श्री के. राव, एमएलए');
    expect(transliterate('KSRTC Bus Stand', 'Hindi').startsWith('केएसआरटीसी')).toBe(true);
    expect(transliterate('Sharada Vidya Samsthe', 'Kannada')).toBe('ಶಾರದಾ ವಿದ್ಯಾ ಸಂಸ್ಥೆ');
    // A name printed in capitals is still a name.
    expect(transliterate('RAMESH', 'Hindi')).toBe('रमेश');
  });

  it("says a venue's English words as Indians do, English's long i as the Dravidian ai", () => {
    expect(transliterate('Hotel Sea Queen, Marine Drive', 'Hindi')).toBe('होटल सी क्वीन, मरीन ड्राइव');
    expect(transliterate('Marine Drive', 'Kannada')).toBe('ಮರೀನ್ ಡ್ರೈವ್');
    expect(transliterate('High School', 'Tamil')).toBe('ஹை ஸ்கூல்');
    expect(transliterate('Sri Durgaparameshwari Temple', 'Telugu')).toBe('శ్రీ దుర్గాపరమేశ్వరి ఆలయం');
  });

  it('keeps a venue as printed in brackets, but not a well-known city alone', () => {
    const at = (venue: string) => {
      const details = { hosts: ['Ravi Kumar'], eventName: '', eventType: 'wedding', date: '', time: '', venue, inviterEmail: '', inviterPhone: '', rawText: '' } as never;
      return writeTemplateLetters({ language: 'Telugu', senderName: 'A', organizationName: '', details }).normal;
    };
    expect(at('Hyderabad')).toContain('హైదరాబాద్ నందు');
    expect(at('Taj Krishna, Hyderabad')).toContain('(Taj Krishna, Hyderabad)');
    // English's 'The' is not spelled out before the venue (తె లీలా …).
    expect(at('The Leela Palace, New Delhi')).toContain('లీల ప్యాలెస్, న్యూఢిల్లీ (The Leela Palace, New Delhi)');
  });
});

describe('transliterate: Tamil clusters and ordinals', () => {
  it('breaks a consonant + r cluster in Tamil as Tamil writes it, keeping ஸ்ரீ', () => {
    expect(transliterate('Priya', 'Tamil')).toBe('பிரியா');
    expect(transliterate('Sri Krishna', 'Tamil')).toBe('ஸ்ரீ கிருஷ்ண');
  });

  it('writes an ordinal number of an address in the language', () => {
    expect(transliterate('4th Cross', 'Kannada')).toBe('4ನೇ ಕ್ರಾಸ್');
    expect(transliterate('4th Cross', 'Hindi')).toBe('चौथा क्रॉस');
    expect(transliterate('12th Main', 'Tamil').startsWith('12-வது ')).toBe(true);
    expect(transliterate('2nd Stage', 'Telugu')).toBe('2వ స్టేజ్');
    expect(transliterate('No. 12, 4th Cross', 'Tamil').startsWith('எண் 12, 4-வது ')).toBe(true);
    expect(transliterate('No.12', 'Kannada')).toBe('ನಂ. 12');
  });
});

describe('one script: Sanskrit event names in a Tamil letter', () => {
  it('calls "Griha Pravesha" by the Tamil name of a housewarming instead of spelling it out', () => {
    const details = { hosts: ['Venkatesh Iyer'], eventName: 'Griha Pravesha', eventType: 'housewarming', date: '', time: '', venue: '', inviterEmail: '', inviterPhone: '', rawText: '' } as never;
    const tamil = writeTemplateLetters({ language: 'Tamil', senderName: 'Sudha Rao', organizationName: '', details }).normal;
    expect(tamil).toContain('புதுமனை');
    expect(tamil).not.toMatch(/ப்ரவேஷ|பிரவேஷ/);
    // Malayalam gives the Sanskrit name its neuter -am, which takes the case ending.
    const naming = { ...(details as object), eventName: 'Namakarana', eventType: 'naming' } as never;
    expect(writeTemplateLetters({ language: 'Malayalam', senderName: 'Sudha Rao', organizationName: '', details: naming }).normal).toContain('നാമകരണത്തിന്');
    // Sanskrit does not name it twice ("नामकरण इत्यस्मिन् नामकरणसंस्कारे").
    expect(writeTemplateLetters({ language: 'Sanskrit', senderName: 'Sudha Rao', organizationName: '', details: naming }).normal).not.toContain('इत्यस्मिन् नामकरण');
    // Kannada writes the Sanskrit words as they are, the compound as one word.
    expect(writeTemplateLetters({ language: 'Kannada', senderName: 'Sudha Rao', organizationName: '', details }).normal).toContain('ಗೃಹಪ್ರವೇಶಕ್ಕೆ');
  });
});

describe('one script: a puja named as printed', () => {
  const pooja = { hosts: ['Temple Committee, Sri Durgaparameshwari Temple'], eventName: 'Satyanarayana Pooja', eventType: 'religious', date: '', time: '', venue: '', inviterEmail: '', inviterPhone: '', rawText: '' } as never;
  const letter = (language: Language) => writeTemplateLetters({ language, senderName: 'Sudha Rao', organizationName: '', details: pooja }).normal;

  it('keeps the puja in a Tamil letter, as Tamil says it (பூஜை), not a generic religious event', () => {
    expect(letter('Tamil')).toContain('சத்யநாராயண பூஜை');
    // The name Pooja is still பூஜா.
    expect(transliterate('Pooja Mishra', 'Tamil')).toContain('பூஜா');
  });

  it('gives a Malayalam puja no neuter -ം (പൂജയ്ക്ക്, not പൂജത്തിന്)', () => {
    expect(letter('Malayalam')).toContain('പൂജയ്ക്ക്');
    expect(letter('Malayalam')).not.toContain('പൂജം');
  });
});

describe('one script: English event names said in the language', () => {
  const letter = (language: Language, eventName: string) => {
    const details = { hosts: ['The Principal, Sharada Vidya Samsthe'], eventName, eventType: 'inauguration', date: '', time: '', venue: '', inviterEmail: '', inviterPhone: '', rawText: '' } as never;
    return writeTemplateLetters({ language, senderName: 'A', organizationName: '', details }).normal;
  };

  it('names what is opened, and jubilees and annual days in their own words', () => {
    expect(letter('Hindi', 'Inauguration of the New Library Block')).toContain('नव लाइब्रेरी ब्लॉक उद्घाटन समारोह');
    expect(letter('Kannada', 'Inauguration of the New Library Block')).toContain('ನೂತನ ಲೈಬ್ರರಿ ಬ್ಲಾಕ್ ಉದ್ಘಾಟನಾ ಸಮಾರಂಭಕ್ಕೆ');
    expect(letter('Tamil', 'Silver Jubilee Celebrations')).toContain('வெள்ளி விழாவிற்கு');
    expect(letter('Telugu', 'Annual Day 2027')).toContain('వార్షికోత్సవానికి');
    // English keeps the printed name.
    expect(letter('English', 'Inauguration of the New Library Block')).toContain('Inauguration of the New Library Block');
  });
});
