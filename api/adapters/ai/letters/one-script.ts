/**
 * One script per letter: what arrives in Latin letters inside an Indian-language letter — names,
 * places, an event's name, the organisation — is written in the letter's script. Where a reader
 * may need the printed form (the venue, to find it; the organisation under the signature) the
 * original follows in brackets. English event words ("Wedding Reception") are not spelled out
 * letter by letter: the letter names the event in its own words instead.
 */
import type { Language } from '@shared/limits';
import type { EventType } from '@shared/schemas/invitations';
import type { Addressee } from './common';
import { designationIn } from './designations';
import { fromDevanagari, hasLatin, transliterate, type IndicLanguage } from './transliterate';
import { hasHindiGrammar, hasOtherIndicScript, otherScriptsToDevanagari } from './between-scripts';
import { hasIndicLetters, readableLatin } from '@shared/helpers/indic-romanize';
import { EVENT_WORDS, PLACES, TITLES } from './transliterate-words';
import { latinInitial, latinName, latinTitle, latinWord } from './latin-words';
import { eventNameInLanguage } from './event-names';

const ENGLISH_EVENT_WORDS =
  /\b(?:wedding|marriage|reception|ceremony|function|celebrations?|party|birthday|house\s*warming|inauguration|opening|engagement|naming|anniversary|jubilee|annual\s+day|launch|event|programme|program|festival|get[\s-]*together|new\s+home|invitation)\b/i;

/** "Griha Pravesham", "Upanayanam": Sanskrit event words, which Tamil does not spell from Latin
 *  (its script has no ग्र or ष) but calls by its own name (புதுமனை புகுவிழா). */
const onlyEventWords = (text: string) => {
  const words = text.toLowerCase().match(/[a-z]+/g) ?? [];
  return words.length > 0 && words.every((w) => w in EVENT_WORDS);
};

/** A puja or a vow is named as printed in Tamil too (சத்யநாராயண பூஜை): no Tamil name says which. */
const NAMED_WORSHIP = /\b(?:pooja|puja|vrat[h]?a?m?)\b/i;

/** The last word is a feminine Sanskrit noun in -ā (पूजा): Malayalam gives it no neuter -ം (പൂജ, not പൂജം). */
const endsFeminine = (text: string) => EVENT_WORDS[text.toLowerCase().match(/[a-z]+$/)?.[0] ?? '']?.endsWith('ा') ?? false;

/** An event printed in Devanagari that ends in a Sanskrit neuter noun (नामकरण संस्कार, गृह प्रवेश, शुभ विवाह). */
const NEUTER_EVENT_NOUN = /(?:संस्कार|प्रवेश|विवाह|नामकरण|उपनयन|सीमंत|कल्याण|उद्घाटन|अन्नप्राशन)$/u;

/** "… and family" as each language writes it after a name. */
const FAMILY: Record<IndicLanguage, string> = {
  Hindi: 'एवं परिवार',
  Sanskrit: 'सपरिवार',
  Kannada: 'ಮತ್ತು ಕುಟುಂಬ',
  Tamil: 'மற்றும் குடும்பத்தினர்',
  Telugu: 'కుటుంబం',
  Malayalam: 'കുടുംബം',
};

export interface OneScript {
  /** A name or short phrase in the letter's script. */
  name(text: string): string;
  /** A person named with an office after a comma ('Sri K. Srinivas, MLA'): the office in the language's own word. */
  person(text: string): string;
  /** The host with every part of its name in the letter's script. */
  host(to: Addressee | null): Addressee | null;
  /** An office title (Secretary, President…) in the language's own word, else in its script. */
  designation(text: string): string;
  /** The event's printed name, or '' when it is English words the letter says in its own. */
  eventName(text: string, type?: EventType): string;
  /** The venue in the letter's script and, when it was in Latin, its printed form (for brackets). */
  venue(text: string): { text: string; printed: string };
}

/**
 * An English letter spells names printed in an Indian script in Latin ('Dear Smt. Sangeeta'), keeps
 * a venue so printed in brackets, and names an event printed so in its own words ('the wedding').
 */
// Places and English words of venue names by their own Latin names (ಮೈಸೂರು Mysuru, ಟೌನ್ ಹಾಲ್ Town Hall), the rest spelled out.
// A title or an initial before its full stop is the English form and letter (திரு. க. முருகன் → Thiru K. Murugan).
const inLatin = (t: string) =>
  readableLatin(
    t
      .replace(OTHER_AND, ' & ')
      .replace(/([\p{L}\p{M}]+)\.(?=\s|$)/gu, (dotted, word: string) => {
        const title = latinTitle(word);
        if (title) return title;
        const initial = latinInitial(word);
        return initial ? `${initial}.` : dotted;
      })
      .replace(/[\p{L}\p{M}]+/gu, (word) => latinTitle(word) ?? latinWord(word) ?? latinName(word) ?? word),
  );
const englishName = (t: string) => (hasIndicLetters(t) ? inLatin(t) : t);
const ENGLISH: OneScript = {
  name: englishName,
  person: englishName,
  designation: englishName,
  host: (to) => to && { ...to, name: englishName(to.name), core: englishName(to.core), people: to.people.map(englishName) },
  // A puja or a festival printed in an Indian script is named, spelled in Latin ('the Sundarakand Path'):
  // its English generic word would lose which one. Tamil's letters spell too loosely in Latin for that.
  eventName: (t, type) => (!hasIndicLetters(t) ? t : type === 'religious' && !/[\u0B80-\u0BFF]/u.test(t) && !hasHindiGrammar(t) ? inLatin(t) : ''),
  venue: (t) => (hasIndicLetters(t) ? { text: inLatin(t), printed: t } : { text: t, printed: '' }),
};

/** An office as it stands before a name: Kannada's and Telugu's honorific plurals take their attributive form. */
function attributive(office: string, language: IndicLanguage): string {
  if (language === 'Kannada') return office.replace(/ರು$/u, 'ರಾದ').replace(/ಳು$/u, 'ಳಾದ');
  if (language === 'Telugu') return office.replace(/లు$/u, 'లైన');
  return office;
}

/** A venue printed as a well-known city alone ('Hyderabad'), which the letter's script names as its press does. */
const onlyTowns = (text: string) => {
  const words = text.match(/[A-Za-z]+/g) ?? [];
  return !hasIndicLetters(text) && words.length > 0 && words.every((w) => Object.hasOwn(PLACES, w.toLowerCase()));
};

/** English's "The" before a host ('The Principal, …', 'The Rao Family'): these languages have no article. */
const withoutArticle = (text: string) => text.replace(/^the\s+/i, '');

/** An institution's management and its executive committee, as each language names them. */
const MANAGEMENT: Record<IndicLanguage, string> = {
  Hindi: 'प्रबंध समिति',
  Sanskrit: 'प्रबन्धसमितिः',
  Kannada: 'ಆಡಳಿತ ಮಂಡಳಿ',
  Tamil: 'நிர்வாகக் குழு',
  Telugu: 'యాజమాన్యం',
  Malayalam: 'മാനേജ്മെന്റ്',
};
const EXECUTIVE: Record<IndicLanguage, string> = {
  Hindi: 'कार्यकारिणी समिति',
  Sanskrit: 'कार्यकारिणीसमितिः',
  Kannada: 'ಕಾರ್ಯಕಾರಿ ಸಮಿತಿ',
  Tamil: 'செயற்குழு',
  Telugu: 'కార్యవర్గం',
  Malayalam: 'എക്സിക്യൂട്ടീവ് കമ്മിറ്റി',
};
/** The bodies that run an institution, printed in English before it ('The Management, …'). */
const BODIES: Record<string, Record<IndicLanguage, string>> = {
  management: MANAGEMENT,
  'managing committee': MANAGEMENT,
  'executive committee': EXECUTIVE,
  'working committee': EXECUTIVE,
};

/** "… family" after a surname printed without "and" ('The Rao Family'). */
const FAMILY_ALONE: Record<IndicLanguage, string> = {
  Hindi: 'परिवार',
  Sanskrit: 'सपरिवार',
  Kannada: 'ಕುಟುಂಬ',
  Tamil: 'குடும்பத்தினர்',
  Telugu: 'కుటుంబం',
  Malayalam: 'കുടുംബാംഗങ്ങൾ',
};

/** "And" between names in any of the languages, or as "&". */
const OTHER_AND = /\s+(?:&|ಮತ್ತು|ಹಾಗೂ|మరియు|மற்றும்|और|एवं|तथा|ഒപ്പം)\s+/gu;

export function oneScript(language: Language): OneScript {
  if (language === 'English') return ENGLISH;
  const indic = language as IndicLanguage;
  // Latin words spelled out; another Indian script's letters moved over (a Marathi name in a Kannada letter).
  const and = TITLES.and![indic] ?? fromDevanagari(TITLES.and!.Hindi, indic);
  const inScript = (t: string, names: boolean) => {
    let spelled = hasLatin(t) ? transliterate(t, indic) : t;
    if (!hasOtherIndicScript(spelled, indic)) return spelled;
    // An English word or a known place in another Indian script (टाउन हॉल, ट्रस्ट, ಮೈಸೂರು) is spelled
    // from its Latin name, as this language writes it (ടൗൺ ഹാൾ, ಟ್ರಸ್ಟ್), not letter by letter.
    spelled = spelled.replace(/[\u0900-\u0D7F]+/gu, (word) => {
      const latin = hasOtherIndicScript(word, indic) ? latinWord(word) : null;
      return latin ? transliterate(latin, indic) : word;
    });
    if (!hasOtherIndicScript(spelled, indic)) return spelled;
    // The other language's "and" becomes this one's, not its letters (ಮತ್ತು in a Hindi letter is एवं).
    const joined = spelled.replace(OTHER_AND, and === ',' ? ', ' : ` ${and} `);
    return fromDevanagari(otherScriptsToDevanagari(joined, indic, { names }), indic);
  };
  const name = (t: string) => inScript(t, true);
  /** Event names and places: their words are not names, so a Hindi last a stays (उपनयन संस्कार: ಉಪನಯನ ಸಂಸ್ಕಾರ). */
  const words = (t: string) => inScript(t, false);
  const foreign = (t: string) => hasLatin(t) || hasOtherIndicScript(t, indic);
  /**
   * An institution printed in English: an office before it is the language's own word ('Principal,
   * Sharada Vidya Samsthe' → 'प्रधानाचार्य, शारदा विद्या संस्थे', which each language then addresses
   * as the institution's office), and a body named after the institution's own word is said once
   * ('Temple Committee, Sri Durga Temple' → 'श्री दुर्गा मंदिर समिति').
   */
  const institution = (printed: string) => {
    const [, first, rest] = /^([^,]+?)\s*,\s*(.+)$/.exec(printed) ?? [];
    if (!first || !rest || !hasLatin(first)) return compounded(name(printed));
    const office = designationIn(first, indic);
    if (office) return `${office}, ${name(rest)}`;
    // A management or an executive committee by the language's own name for it, where each language
    // then addresses it (Hindi and Kannada read '<body>, <institution>' as the institution's body).
    const managing = BODIES[first.toLowerCase().replace(/^the\s+/, '')]?.[indic];
    if (managing) return indic === 'Hindi' || indic === 'Kannada' ? `${managing}, ${name(rest)}` : compounded(`${name(rest)} ${managing}`);
    const [, qualifier, body] = /^(\S+)\s+(committee|board|trust|samiti)$/i.exec(first) ?? [];
    if (body && hasLatin(rest)) {
      const restWords = rest.toLowerCase().split(/\s+/);
      const said = restWords.at(-1) === qualifier!.toLowerCase() ? body : first;
      return compounded(name(`${rest} ${said}`));
    }
    return compounded(name(printed));
  };
  // Telugu and Malayalam join a neuter noun to the next as its stem (ఆలయం → ఆలయ కమిటీ, ക്ഷേത്രം → ക്ഷേത്ര കമ്മിറ്റി).
  const compounded = (written: string) => (indic === 'Telugu' || indic === 'Malayalam' ? written.replace(/[ంം](?=\s+[^\s,(])/gu, '') : written);
  return {
    name,
    // The office goes before the name, as these languages write it ('विधायक श्री के. श्रीनिवास',
    // 'ಶಾಸಕರಾದ ಶ್ರೀ ಕೆ. ಶ್ರೀನಿವಾಸ್'), so the honorific after the name is said once.
    person: (t) => {
      const [, who, title] = /^(.*\S)\s*,\s*([^,]+)$/.exec(t) ?? [];
      const office = who && title && hasLatin(title) ? designationIn(title, indic) : null;
      return office ? `${attributive(office, indic)} ${name(who!)}` : name(t);
    },
    designation: (t) => (hasLatin(t) ? (designationIn(t, indic) ?? name(t)) : name(t)),
    host: (to) => {
      if (!to) return null;
      const core = withoutArticle(to.core);
      // "Venkatesh Iyer and family": the family in the language's own words, not spelled out;
      // "The Rao Family" had no "and", and gets none ('राव परिवार').
      const family = to.kind === 'family' && hasLatin(to.name) && /family$/i.test(to.name);
      const withAnd = /\b(?:and|with)\b|&/i.test(to.name);
      // 'The Principal' alone is written to by the office, in the language's word (ಪ್ರಾಂಶುಪಾಲರು).
      const office = hasLatin(to.name) ? designationIn(withoutArticle(to.name), indic) : null;
      const written = office ?? (family ? `${name(core)} ${withAnd ? FAMILY[indic] : FAMILY_ALONE[indic]}` : to.kind === 'institution' ? institution(core) : name(withoutArticle(to.name)));
      return { ...to, name: written, core: to.kind === 'institution' ? written : name(core), people: to.people.map((p) => name(withoutArticle(p))) };
    },
    eventName: (t) => {
      // Sanskrit declines the name into its own compounds: it keeps its generic word for these.
      const known = hasLatin(t) && indic !== 'Sanskrit' ? eventNameInLanguage(t, indic, words) : null;
      if (known) return known;
      if (hasLatin(t) && (ENGLISH_EVENT_WORDS.test(t) || (indic === 'Tamil' && onlyEventWords(t) && !NAMED_WORSHIP.test(t)))) return '';
      if (hasOtherIndicScript(t, indic) && hasHindiGrammar(t)) return '';
      const written = words(t);
      // Malayalam names a Sanskrit event with the neuter -am (നാമകരണം, ഗൃഹപ്രവേശം), which its case endings need.
      const sanskritEvent = hasLatin(t) ? onlyEventWords(t) && !endsFeminine(t) : hasOtherIndicScript(t, indic) && NEUTER_EVENT_NOUN.test(t);
      if (indic === 'Malayalam' && sanskritEvent) return written.replace(/([\u0D15-\u0D39])$/u, '$1ം');
      // A puja is Tamil's பூஜை (சத்யநாராயண பூஜை), though the name Pooja stays பூஜா.
      return indic === 'Tamil' ? written.replace(/பூஜா(?=\s|$)/gu, 'பூஜை') : written;
    },
    // A city alone needs no printed form beside it to be found (హైదరాబాద్, not హైదరాబాద్ (Hyderabad)).
    venue: (t) => (foreign(t) ? { text: words(withoutArticle(t)), printed: onlyTowns(t) ? '' : t } : { text: t, printed: '' }),
  };
}
