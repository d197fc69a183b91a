/**
 * Who a letter is addressed to, read from the first host printed on the card. The salutation's
 * honorific and case ending depend on what the host is — one person, two or more people, a couple
 * named as one ("Mr. & Mrs. …", "… ದಂಪತಿ"), a family, or an institution — and on what the card (or
 * the reader) already attached to the name: "… ಅವರ", "… ji", "… గారు" are taken off here, so the
 * language adds its own ending exactly once.
 */
import type { Addressee, HostKind } from './common';
import { clean } from './clean';

const INDIAN_TITLES = new Set([
  'shri', 'sri', 'shree', 'sree', 'smt', 'shrimati', 'srimati', 'sushri', 'kumari', 'km', 'thiru',
  'thirumathi', 'tmt', 'selvi', 'pandit', 'pt', 'swami', 'sant', 'pujya', 'param', 'chi',
  'श्री', 'श्रीमती', 'सुश्री', 'कुमारी', 'पं', 'पंडित', 'स्वामी', 'पूज्य', 'श्रीमान', 'चि',
  'ಶ್ರೀ', 'ಶ್ರೀಮತಿ', 'ಕುಮಾರಿ', 'ಕು', 'ಪೂಜ್ಯ', 'ಚಿ',
  'திரு', 'திருமதி', 'செல்வி', 'செல்வன்', 'ஸ்ரீ', 'ஶ்ரீ',
  'శ్రీ', 'శ్రీమతి', 'కుమారి', 'చి', 'పూజ్య',
  'ശ്രീ', 'ശ്രീമതി', 'കുമാരി',
]);
const WESTERN_TITLES = new Set(['mr', 'mrs', 'ms', 'miss', 'mx', 'sir', 'rev', 'fr', 'hon', 'messrs', 'master']);
const OTHER_TITLES = new Set([
  'dr', 'prof', 'justice', 'capt', 'col', 'gen', 'maj', 'lt', 'adv', 'er', 'ca',
  'डॉ', 'डा', 'प्रो', 'प्रोफेसर', 'डॉक्टर',
  'ಡಾ', 'ಪ್ರೊ', 'ಪ್ರಾ',
  'டாக்டர்', 'முனைவர்', 'பேராசிரியர்', 'டாக்டர', 'டா',
  'డా', 'డాక్టర్', 'ప్రొ', 'ఆచార్య',
  'ഡോ', 'ഡോക്ടർ', 'പ്രൊ', 'പ്രൊഫ', 'പ്രഫ',
]);

/** Honorifics and case endings a card or a reader leaves after a name; the letter adds its own. */
const TRAILING_HONORIFIC =
  /[\s-]+(?:ji|jee|जी|ಅವರು|ಅವರೇ|ಅವರಿಗೆ|ಅವರ|அவர்கள்|அவர்களுக்கு|அவர்களே|గారు|గారికి|గార్లు|గార్లకు|గార్ల|గారి|അവർകൾ|അവർകളേ|महोदयाः|महोदयः|महोदय|महोदया)$/iu;

/** Words that make a name an institution (a school, a trust, a board, a company …). */
const INSTITUTION_LATIN =
  /\b(?:trust|board|samsthe|samstha|sanstha|sansthan|samiti|sangha|sangh|society|association|school|college|university|institute|institution|foundation|company|ltd|limited|pvt|private|corporation|bank|club|committee|mandali|mandal|mandir|temple|mutt|industries|department|office|hospital|academy|council|federation|union|organi[sz]ation|management|parishad|sabha|vidyalaya|vidyapeeth|kendra|centre|center|group|enterprises|llp|inc|house|restaurant|hotel|hotels|stores?|jewell?ers|traders|textiles|silks|sweets|bakery|agencies|motors|electronics|mart|emporium|studios?|clinic|pharmacy|medicals|showroom|builders|developers)\b/iu;
const INSTITUTION_INDIC =
  /संस्था|संस्थान|समिति|ट्रस्ट|मंडल|मण्डल|संघ|विद्यालय|महाविद्यालय|कंपनी|लिमिटेड|परिषद|प्रबंधन|सभा|ಸಂಸ್ಥೆ|ಮಂಡಳಿ|ಸಂಘ|ಸಮಿತಿ|ಟ್ರಸ್ಟ್|ಶಾಲೆ|ಕಾಲೇಜು|ಪರಿಷತ್ತು|ಕಂಪನಿ|ಆಡಳಿತ|ವಿದ್ಯಾಲಯ|நிறுவனம்|சங்கம்|அறக்கட்டளை|கழகம்|பள்ளி|கல்லூரி|மன்றம்|நிர்வாகம்|సంస్థ|సంఘం|కమిటీ|ట్రస్ట్|మండలి|పాఠశాల|కళాశాల|యాజమాన్యం|సమితి|സംഘം|സമിതി|ട്രസ്റ്റ്|സ്ഥാപനം|കമ്മിറ്റി|സ്കൂൾ|കോളേജ്|ഭരണസമിതി|സംസ്ഥ|मंदिर|मन्दिर|(?<![\u0900-\u097F])(?:क्लब|अस्पताल|चिकित्सालय|अकादमी|केंद्र|केन्द्र|विद्यापीठ|गुरुकुल|आश्रम|फाउंडेशन|सोसाइटी|एसोसिएशन|बैंक|कार्यालय|विभाग)(?![\u0900-\u097F])|கோயில்|ஆலயம்|மண்டபம்|மருத்துவமனை|நூலகம்|குழு|மடம்|சபை|பேரவை|அலுவலகம்|இயக்கம்|மையம்|நிலையம்|ஆசிரமம்|கூட்டமைப்பு|न्यास|ಕಮಿಟಿ|ದೇವಸ್ಥಾನ|ದೇವಾಲಯ|ఆలయం|దేవాలయం|ക്ഷേത്രം|ദേവാലയം|ഗ്രന്ഥശാല|വായനശാല|കരയോഗം|പള്ളി|ക്ലബ്|സൊസൈറ്റി|ആശുപത്രി/u;

// A body of an institution, printed before it ('प्रबंध समिति, सरस्वती शिशु मंदिर', 'ಆಡಳಿತ ಮಂಡಳಿ, ಶ್ರೀ ಶಾರದಾ ವಿದ್ಯಾ ಸಂಸ್ಥೆ').
const BODY_THEN_INSTITUTION =
  /^((?:प्रबंध|प्रबन्ध|प्रबंधक|प्रबंधकारिणी|आयोजन|स्वागत|कार्यकारिणी|व्यवस्थापक|ट्रस्टी)\s*(?:समिति|मंडल|मण्डल|परिषद|सभा)?|कार्यकारिणी|(?:ಆಡಳಿತ|ಕಾರ್ಯಕಾರಿ|ಸ್ವಾಗತ|ಆಯೋಜನಾ|ವ್ಯವಸ್ಥಾಪಕ)\s*(?:ಮಂಡಳಿ|ಸಮಿತಿ|ವರ್ಗ))\s*,\s*(.+)$/u;

/** 'प्रबंध समिति, सरस्वती शिशु मंदिर' as its body and its institution, or null for any other name. */
export function bodyOfInstitution(name: string): { body: string; institution: string } | null {
  const m = BODY_THEN_INSTITUTION.exec(name.trim());
  return m ? { body: m[1]!.trim(), institution: m[2]!.trim() } : null;
}

/** A couple named as one: "Mr. & Mrs. X", "Shri & Smt. X", "Smt & Sri X", "X dampati", "X ದಂಪತಿ", "X தம்பதியினர்"… */
const COUPLE_PREFIX =
  /^(?:(?:mr|dr|shri|sri|prof)\.?\s*(?:&|and)\s*(?:mrs|smt|shrimati|srimati)\.?|(?:mrs|smt|shrimati|srimati)\.?\s*(?:&|and)\s*(?:mr|dr|shri|sri)\.?|श्री\s*(?:एवं|और|व|&)\s*श्रीमती|श्रीमती\s*(?:एवं|और|व|&)\s*श्री|ಶ್ರೀ\s*(?:ಮತ್ತು|&)\s*ಶ್ರೀಮತಿ|ಶ್ರೀಮತಿ\s*(?:ಮತ್ತು|&)\s*ಶ್ರೀ|శ్రీ\s*(?:మరియు|&)\s*శ్రీమతి|శ్రీమతి\s*(?:మరియు|&)\s*శ్రీ|திரு\.?\s*(?:மற்றும்|&)\s*திருமதி)\s+/iu;
const COUPLE_SUFFIX =
  /\s*(?:dampati|dampathi|dampathy|couple|दंपती|दंपति|दम्पती|दम्पति|सपत्नीक|ದಂಪತಿಗಳು|ದಂಪತಿ|தம்பதியினர்|தம்பதிகள்|தம்பதி|దంపతులు|దంపతుల|ദമ്പതികൾ|ദമ്പതിമാർ)$/iu;

/** "… and family", "… एवं परिवार", "… ಮತ್ತು ಕುಟುಂಬ", "… குடும்பத்தினர்", "… & బంధుమిత్రులు" … */
const FAMILY_SUFFIX =
  /(?:\s*(?:&|and|with|एवं|और|तथा|व|ಮತ್ತು|ಹಾಗೂ|மற்றும்|మరియు|ഒപ്പം)\s*(?:(?:his|her|their)\s+)?)?\s*(?:family|families|parivar|परिवार|परिवारजन|सपरिवार|कुटुम्ब|ಕುಟುಂಬದವರು|ಕುಟುಂಬ|குடும்பத்தினர்|குடும்பம்|కుటుంబ సభ్యులు|కుటుంబం|బంధుమిత్రులు|കുടുംബാംഗങ്ങൾ|കുടുംബം)$/iu;

/** Separators between the people of one host line. */
const AND = /\s*(?:,|&|\band\b|\sएवं\s|\sऔर\s|\sतथा\s|\sव\s|\sच\s|ಮತ್ತು|ಹಾಗೂ|மற்றும்|మరియు|\sഒപ്പം\s)\s*/iu;

// Malayalam joins names by ending each in -ഉം ('ശ്രീ. രാജൻ പിള്ളയും ശ്രീമതി ലത രാജനും'): one person per ending.
const ALSO_ENDINGS = /\u0D41\u0D02\s.*\u0D41\u0D02$/u;
const ALSO_ENDING = /(?<=\u0D41\u0D02)\s+/u;

const CHILLU: Record<string, string> = { ന: 'ൻ', ല: 'ൽ', ള: 'ൾ', ര: 'ർ', ണ: 'ൺ' };

/** A Malayalam name without its -ഉം: പിള്ളയും → പിള്ള, രാജനും → രാജൻ (the chillu back), ജോർജും → ജോർജ്. */
function withoutAlso(word: string): string {
  return word
    .replace(/യും$/u, '')
    .replace(/([നലളരണ])ും$/u, (_, c: string) => CHILLU[c]!)
    .replace(/ും$/u, '്');
}

function titleOf(name: string): Addressee['title'] {
  const first = name.split(/[\s.]+/u)[0].toLowerCase();
  if (INDIAN_TITLES.has(first)) return 'indian';
  if (WESTERN_TITLES.has(first)) return 'western';
  if (OTHER_TITLES.has(first)) return 'other';
  return null;
}

function kindOf(name: string): { kind: HostKind; core: string } {
  if (INSTITUTION_LATIN.test(name) || INSTITUTION_INDIC.test(name)) return { kind: 'institution', core: name };
  if (COUPLE_PREFIX.test(name)) return { kind: 'couple', core: name.replace(COUPLE_PREFIX, '') };
  if (COUPLE_SUFFIX.test(name)) return { kind: 'couple', core: name.replace(COUPLE_SUFFIX, '').trim() };
  const family = FAMILY_SUFFIX.exec(name);
  if (family && family.index > 0) return { kind: 'family', core: name.slice(0, family.index).trim() };
  if (/^the\s+\S+\s+family$/iu.test(name)) return { kind: 'family', core: name.replace(/^the\s+|\s+family$/giu, '') };
  return { kind: 'person', core: name };
}

/**
 * A line of well-wishers, not someone to write to: "friends & relatives", "with best compliments
 * from all", "near and dear ones" (what a card prints under its hosts).
 */
const WELL_WISHERS =
  /^(?:(?:with\s+)?(?:best\s+)?compliments\s+from\s+)?(?:(?:all\s+)?(?:our|the)?\s*(?:friends|relatives|relations|well[\s-]?wishers|near\s+(?:and|&)\s+dear(?:\s+ones)?|family\s+members|all|everyone)[\s,&]*(?:and|&)?\s*)+$/iu;

/**
 * A degree printed after a name ('K. Pothiraj B.E., V. Saranya B.Sc.', as wedding cards print the
 * couple): a salutation leaves it out, and one between two names parts them. Short degrees only
 * with their dots, so initials and names are never taken for one.
 */
const DEGREES = String.raw`B\.\s?E|B\.\s?Tech|B\.\s?Sc|M\.\s?Sc|B\.\s?A|M\.\s?A|B\.\s?Com|M\.\s?Com|M\.\s?B\.\s?B\.\s?S|Ph\.\s?D|M\.\s?B\.\s?A|B\.\s?B\.\s?A|M\.\s?C\.\s?A|B\.\s?C\.\s?A|M\.\s?Tech|B\.\s?Ed|M\.\s?Ed|LL\.\s?[BM]|B\.\s?Pharm|M\.\s?Pharm|B\.\s?D\.\s?S|BTech|MTech|BSc|MSc|BCom|MCom|MBBS|PhD|MBA|BBA|MCA|BCA|LLB|LLM|BDS`;
// After a first degree, M.D. and M.S. are degrees too (alone they may be a name's initials).
const DEGREE = new RegExp(String.raw`(?<=\p{Ll}{2})\.?,?\s+(?:${DEGREES})\.?(?:,?\s*(?:${DEGREES}|M\.\s?[DS])\.?)*,?(?=\s|$|&)`, 'giu');

function withoutDegrees(name: string): string {
  return name
    .replace(DEGREE, (_, at: number, all: string) => (/^\s*(?:&|and\b|,|$)/iu.test(all.slice(at + _.length)) ? '' : ' &'))
    .replace(/\s+/g, ' ')
    .trim();
}

/** The first host named on the card (past a line of well-wishers), or null when none was read. */
export function addressee(hosts: readonly string[]): Addressee | null {
  const printed = hosts.map(clean).find((host) => host && !WELL_WISHERS.test(host));
  if (!printed) return null;
  let name = withoutDegrees(printed);
  // "ಶ್ರೀ ಮಂಜುನಾಥ ಮತ್ತು ಶ್ರೀಮತಿ ಗೀತಾ ಅವರ" → "ಶ್ರೀ ಮಂಜುನಾಥ ಮತ್ತು ಶ್ರೀಮತಿ ಗೀತಾ"; twice for "… ಅವರು ಅವರೇ".
  for (let i = 0; i < 2 && TRAILING_HONORIFIC.test(name); i++) name = name.replace(TRAILING_HONORIFIC, '').trim();
  const { kind, core } = kindOf(name);
  const alsoJoined = kind === 'person' && ALSO_ENDINGS.test(core);
  const people = kind === 'person' ? (alsoJoined ? core.split(ALSO_ENDING).map(withoutAlso) : core.split(AND)).map((p) => p.trim()).filter(Boolean) : [core];
  // 'ശ്രീ. രാജൻ പിള്ളയും ശ്രീമതി ലത രാജനും' is a sentence's subject; a letter opens 'ശ്രീ. രാജൻ പിള്ള, ശ്രീമതി ലത രാജൻ'.
  if (alsoJoined) name = people.join(', ');
  const count = kind === 'couple' ? 2 : kind === 'family' || people.length > 2 ? 3 : (people.length as 1 | 2);
  return {
    name,
    core,
    kind,
    count,
    people,
    title: titleOf(name),
    isGroup: kind !== 'person' || people.length > 1,
  };
}

/** True when the couple is named with a joint title ("Mr. & Mrs. X", "श्री एवं श्रीमती X"), which the
 *  letter keeps as printed; false for "X dampati", which the letter words in its own way. */
export function hasCoupleTitle(name: string): boolean {
  return COUPLE_PREFIX.test(name);
}

/** True when a name starts with a woman's title (for verbs that agree with a representative). */
export function isWomansName(name: string): boolean {
  return /^(?:smt|mrs|ms|miss|kumari|km|shrimati|srimati|sushri|selvi|tmt|thirumathi|श्रीमती|सुश्री|कुमारी|ಶ್ರೀಮತಿ|ಕುಮಾರಿ|திருமதி|செல்வி|శ్రీమతి|కుమారి|ശ്രീമതി|കുമാരി)(?=[\s.]|$)/iu.test(
    name.trim(),
  );
}
