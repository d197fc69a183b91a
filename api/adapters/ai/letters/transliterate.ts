/**
 * Names, places and titles spelled in Latin letters, the way Indian English spells them
 * ("Ramesh Kumar", "Sri Mathi Lalitha", "Palace Grounds"), written in an Indian script so a letter
 * stays in one script. Not ITRANS: "ee" is ī, a final "a" is ā, "th" is t, "tt"/"dd" are retroflex,
 * initials are said as letters (K. → के.), and the common English words of venues and organisation
 * names are written as Indians say them (hall → हॉल). The word is first written in Devanagari, then
 * moved to the other scripts by their parallel Unicode layout; Tamil, which has no aspirated or
 * voiced stops, gets the nearest letter. Names each script's press spells its own way (Christian,
 * Muslim and English names, Kerala's and Tamil Nadu's: 'Anthony' அந்தோணி, ആന്റണി) come from their
 * own tables first (regional-spellings.ts).
 */
import type { Language } from '@shared/limits';
import { ACRONYMS, ENGLISH_WORDS, EVENT_WORDS, INITIALS, NAME_PARTS, PLACES, TITLES } from './transliterate-words';
import { NEUTER, stemsOf } from './name-stems';
import { NAME_SPELLINGS } from './name-spellings';
import { regionalSpelling } from './regional-spellings';
import { loanword } from './loanwords';

export type IndicLanguage = Exclude<Language, 'English'>;

const CONSONANTS: [string, string][] = [
  ['shn', 'ष्ण'], ['ksh', 'क्ष'], ['chh', 'छ'], ['ch', 'च'], ['sh', 'श'], ['kh', 'ख'], ['gh', 'घ'], ['th', 'त'],
  ['dh', 'ध'], ['bh', 'भ'], ['ph', 'फ'], ['jh', 'झ'], ['zh', 'ऴ'], ['tt', 'ट्ट'], ['dd', 'ड्ड'], ['ck', 'क'],
  ['k', 'क'], ['g', 'ग'], ['j', 'ज'], ['t', 'त'], ['d', 'द'], ['n', 'न'], ['p', 'प'], ['b', 'ब'], ['m', 'म'],
  ['y', 'य'], ['r', 'र'], ['l', 'ल'], ['v', 'व'], ['w', 'व'], ['s', 'स'], ['h', 'ह'], ['f', 'फ'], ['z', 'ज'],
  ['q', 'क'], ['x', 'क्स'],
];
/** [spelling, independent vowel, vowel sign after a consonant]. */
const VOWELS: [string, string, string][] = [
  ['aa', 'आ', 'ा'], ['ai', 'ऐ', 'ै'], ['au', 'औ', 'ौ'], ['ee', 'ई', 'ी'], ['ii', 'ई', 'ी'], ['oo', 'ऊ', 'ू'],
  ['ou', 'औ', 'ौ'], ['a', 'अ', ''], ['i', 'इ', 'ि'], ['u', 'उ', 'ु'], ['e', 'ए', 'े'], ['o', 'ओ', 'ो'],
];
const VIRAMA = '्';

/** One Latin word (letters only, any case) in Devanagari. `final` says whether a word-final
 *  consonant keeps a visible virama (the Dravidian scripts) or not (Hindi). */
function wordToDevanagari(latin: string, finalVirama: boolean): string {
  // English doubles an s or an r that Indian languages say once (Hussain → हुसैन, Warrier).
  const w = latin.toLowerCase().replace(/ss/g, 's').replace(/rr/g, 'r');
  let out = '';
  let afterConsonant = false;
  let i = 0;
  const vowelAt = (j: number) => VOWELS.find(([v]) => w.startsWith(v, j));
  while (i < w.length) {
    // "Srilatha", "Sreelekha": the honorific prefix श्री inside a name.
    if (i === 0 && /^(?:sri|shri|sree|shree)(?:[a-z]{3}|$)/.test(w)) {
      const prefix = /^(?:sri|shri|sree|shree)/.exec(w)![0];
      out += 'श्री';
      i = prefix.length;
      afterConsonant = false;
      continue;
    }
    // "Bhuvaneswari", "Rameshwar": the ईश्वर of names.
    if (/^e(?:s|sh)war/.test(w.slice(i)) && afterConsonant) {
      out += 'ेश्वर';
      i += w.startsWith('esh', i) ? 6 : 5;
      afterConsonant = true;
      continue;
    }
    // "Krishna", "Hrishikesh": the vocalic r of Sanskrit names.
    if (/^(?:kri|hri)sh/.test(w.slice(i))) {
      out += (w[i] === 'k' ? 'कृ' : 'हृ');
      i += 3;
      afterConsonant = false;
      continue;
    }
    const vowel = vowelAt(i);
    // "y" after a consonant and before no vowel is ī ("Reddy", "Shetty").
    if (!vowel && w[i] === 'y' && afterConsonant && !vowelAt(i + 1)) {
      out += finalVirama ? 'ि' : 'ी';
      i += 1;
      afterConsonant = false;
      continue;
    }
    if (vowel) {
      const spelling = vowel[0];
      let [, independent, sign] = vowel;
      const end = i + spelling.length === w.length;
      // An unstressed e before r is a (Verma → वर्मा, Banerjee, Balwinder), past a word's first syllable.
      if (spelling === 'e' && afterConsonant && i >= 2 && w.length > 4 && /^r(?:[^aeiouy]|$)/.test(w.slice(i + 1))) [independent, sign] = ['अ', ''];
      // The Dravidian scripts write a short e before two consonants (ವೆಂಕಟ, ಶೆಟ್ಟಿ, ಸೆಂಥಿಲ್) but keep
      // Sanskrit's -endra long (ನಾಗೇಂದ್ರ), and begin English names with it (ಎಲಿಜಬೆತ್, ಎಡ್ವಿನ್).
      else if (spelling === 'e' && finalVirama && (beforeCluster(w, i + 1) ? !w.startsWith('ndr', i + 1) : i === 0 && !/^(?:sh|k)/.test(w.slice(1)))) [independent, sign] = ['ऎ', 'ॆ'];
      // Final a/i of a name is long (Sunita → सुनीता, Lakshmi → लक्ष्मी); final "ai" is आई (Sai).
      if (end && spelling === 'a' && w.length > 2) [independent, sign] = ['आ', 'ा'];
      // Hindi writes a final i long (लक्ष्मी); the Dravidian scripts short (ಲಕ್ಷ್ಮಿ, శ్రీమతి).
      if (end && spelling === 'i' && !finalVirama) [independent, sign] = ['ई', 'ी'];
      if (end && spelling === 'ai' && afterConsonant) [independent, sign] = ['आई', 'ाई'];
      out += afterConsonant ? sign : independent;
      i += spelling.length;
      afterConsonant = false;
      // An i before another vowel glides into it with a y (Kurian → कुरियन, Daniel, Nazia).
      if (spelling === 'i' && /^[aeou]/.test(w.slice(i)) && !w.startsWith('ai', i) && !w.startsWith('au', i) && !w.startsWith('ou', i)) {
        out += 'य';
        afterConsonant = true;
      }
      continue;
    }
    // A lone "c" is s before e/i/y (Vincent) and k elsewhere (Cauvery).
    const consonant: [string, string] | undefined =
      CONSONANTS.find(([c]) => w.startsWith(c, i)) ?? (w[i] === 'c' ? ['c', /[eiy]/.test(w[i + 1] ?? '') ? 'स' : 'क'] : undefined);
    if (!consonant) {
      i += 1;
      continue;
    }
    if (afterConsonant) out += VIRAMA;
    const next = i + consonant[0].length;
    // n before another consonant, and m before one that is not a labial or a semivowel, is the
    // anusvara (Chandra → चंद्र, Samsthe → संस्थे); the Tamil pass undoes it.
    const nasal =
      (consonant[0] === 'n' && !/[yn]/.test(w[next] ?? '')) || (consonant[0] === 'm' && !/[pbmyrlvw]/.test(w[next] ?? ''));
    if (nasal && next < w.length && !vowelAt(next)) {
      out += 'ं';
      i = next;
      afterConsonant = false;
      continue;
    }
    out += consonant[1];
    i = next;
    afterConsonant = true;
  }
  if (afterConsonant && finalVirama) out += VIRAMA;
  return out;
}

/** A name from a table (in Devanagari, with ॆ for the South's short e) in `language`'s script. */
function spelledName(devanagari: string, key: string, language: IndicLanguage): string {
  const dravidian = language !== 'Hindi' && language !== 'Sanskrit';
  return fromDevanagari(medialSh(dravidian ? dravidianEnd(devanagari, !key.endsWith('a')) : devanagari.replace(/ॆ/gu, 'े'), language), language);
}

// Latin spellings of one consonant sound.
const LATIN_CONSONANT = /^(?:chh|sh|ch|th|dh|bh|ph|kh|gh|jh|zh|[bcdfghjklmnpqrstvxz]|[wy](?=[aeiou]))/;
// A w or y with no vowel after it ends a vowel ('Mathew', 'Sanjay').
const LATIN_VOWEL = /^(?:[aeiou]+[wy]?(?![aeiou])|[aeiou]+|[wy](?![aeiou]))/;
// A Devanagari consonant, or the anusvara that stands for a nasal one.
const CONSONANT_OR_NASAL = /^(?:[क-ह]|\u0902)$/;

/**
 * Hindi leaves unwritten a vowel it does not say ('Gurpreet' गुरप्रीत, 'Rahman' रहमान), and the
 * South reads every unmarked consonant with its a (ಗುರಪ್ರೀತ್). Where the Latin spelling has no
 * vowel after a consonant the Hindi spelling leaves bare, the South gets its virama (ಗುರ್ಪ್ರೀತ್);
 * 'Kamala' keeps its a (ಕಮಲಾ); and where it has one that Hindi joins away ('Agarwal' अग्रवाल), the
 * a is said (ಅಗರ್ವಾಲ್). The two spellings are matched consonant by consonant; when they
 * do not pair up, the Hindi spelling is left as it is.
 */
function schwaAsSpelled(devanagari: string, latin: string): string {
  // Each Latin consonant, and whether a vowel follows it.
  const voiced: boolean[] = [];
  for (let rest = latin.toLowerCase().replace(/[^a-z]/g, ''); rest; ) {
    const c = LATIN_CONSONANT.exec(rest);
    if (c) {
      rest = rest.slice(c[0].length);
      voiced.push(LATIN_VOWEL.test(rest));
    } else rest = rest.slice(LATIN_VOWEL.exec(rest)?.[0].length ?? 1);
  }
  // The Devanagari consonants (with a nasal as one), each with what follows it.
  const letters = [...devanagari.replace(/\u093C/g, '')];
  const consonants = letters.flatMap((c, i) => (CONSONANT_OR_NASAL.test(c) ? [i] : []));
  if (consonants.length !== voiced.length) return devanagari;
  let out = '';
  letters.forEach((c, i) => {
    const k = consonants.indexOf(i - 1);
    // A conjunct with r Hindi writes where the Latin says a vowel before the r ('Agarwal' अग्रवाल): the South says the a.
    if (c === '्' && k >= 0 && voiced[k] && letters[i + 1] === 'र') return;
    out += c;
    const j = consonants.indexOf(i);
    const bare = j >= 0 && c !== 'ं' && i + 1 < letters.length && CONSONANT_OR_NASAL.test(letters[i + 1]!);
    if (bare && !voiced[j]) out += '्';
  });
  return out;
}

/** A Hindi spelling's e made short before two consonants, as the South writes it (वेंकटरमण → ವೆಂಕಟರಮಣ), but not Sanskrit's -endra (नागेंद्र). */
function shortEBeforeCluster(devanagari: string): string {
  return devanagari.replace(/े(?=ं[क-ह](?!्र)|[क-ह]्[क-ह])/gu, 'ॆ').replace(/^ए(?=ं[क-ह]|[क-ह]्[क-ह])/u, 'ऎ');
}

/** Whether two consonants (each as the table spells it: 'sh', 'th', 'nk'…) begin at `i`. */
function beforeCluster(w: string, i: number): boolean {
  const first = CONSONANTS.find(([c]) => w.startsWith(c, i))?.[0] ?? (w[i] === 'c' ? 'c' : '');
  if (!first) return false;
  // 'tt', 'dd', 'ksh' and 'shn' are two consonants already.
  if (/^(?:tt|dd|ksh|shn)$/.test(first)) return true;
  const j = i + first.length;
  return j < w.length && !/[aeiouy]/.test(w[j]!);
}

/** Devanagari → the parallel letter of another Indian script. */
const OFFSET: Record<Exclude<IndicLanguage, 'Hindi' | 'Sanskrit'>, number> = {
  Kannada: 0x380,
  Telugu: 0x300,
  Malayalam: 0x400,
  Tamil: 0x280,
};

/** Tamil has one letter for each series of stops (க for k, kh, g, gh …). */
const TAMIL_NEAREST: Record<string, string> = {
  'ख': 'क', 'ग': 'क', 'घ': 'क', 'छ': 'च', 'झ': 'ज', 'ठ': 'ट', 'ड': 'ट', 'ढ': 'ट', 'थ': 'त', 'द': 'त', 'ध': 'त',
  'फ': 'प', 'ब': 'प', 'भ': 'प', 'श': 'ष', 'ृ': '्रு', 'ॉ': 'ा', 'ऑ': 'आ',
};

const CHILLU: Record<string, string> = { 'ന്': 'ൻ', 'ല്': 'ൽ', 'ര്': 'ർ', 'ണ്': 'ൺ', 'ള്': 'ൾ' };

/** Devanagari text moved to `language`'s script. */
export function fromDevanagari(text: string, language: IndicLanguage): string {
  if (language === 'Hindi' || language === 'Sanskrit') return text;
  let s = text.replace(/\u093C/g, ''); // nukta
  // "ग्राउंड" is ಗ್ರೌಂಡ್, "लेआउट" ಲೇಔಟ್ and "साई" ಸಾಯಿ in the Dravidian scripts.
  s = s.replace(/ाउ/g, 'ौ').replace(/आउ/g, 'औ').replace(/ाई(?=$|[\s,.])/gu, 'ायि');
  // Tamil has no anusvara and Malayalam writes a nasal before a stop as a conjunct (സുരേന്ദ്രൻ).
  if (language === 'Tamil' || language === 'Malayalam') {
    // (but സംഘം, as Malayalam writes it)
    s = s.replace(language === 'Malayalam' ? /ं(?=[कखग])/g : /ं(?=[कखगघ])/g, 'ङ्').replace(/ं(?=[चछजझ])/g, 'ञ्').replace(/ं(?=[टठडढ])/g, 'ण्').replace(/ं(?=[तथदध])/g, 'न्').replace(/ं(?=[पफबभम])/g, 'म्');
  }
  if (language === 'Tamil') {
    // Tamil begins a name with ச for "s" and "sh" (சுரேஷ், சாரதா) but keeps ஸ before a cluster (ஸ்ரீ, ஸ்டாலின்).
    s = s.replace(/श्र/g, 'स्र').replace(/(^|[^\u0900-\u097F])[शस](?!्)/gu, '$1च');
    // eslint-disable-next-line no-misleading-character-class -- one code point at a time: the vowel signs ृ and ॉ are replaced on their own
    s = s.replace(/[खगघछझठडढथदधफबभशृॉऑ]/g, (c) => TAMIL_NEAREST[c] ?? c).replace(/ं(?=$|[\s,.])/gu, 'म्').replace(/ं/g, 'न्');
  } else if (language === 'Malayalam') {
    // English's open o is Malayalam's ഓ (ഡോക്ടർ, ജോർജ്, തോമസ്), the other scripts' ಾ/ా/ா (ಡಾಕ್ಟರ್, జార్జ్, டாக்டர்).
    s = s.replace(/ॉ/g, 'ो').replace(/ऑ/g, 'ओ');
  } else {
    s = s.replace(/ॉ/g, 'ा').replace(/ऑ/g, 'आ');
  }
  const offset = OFFSET[language];
  let out = [...s].map((c) => (/[\u0900-\u097F]/.test(c) && !/[।॥]/.test(c) ? String.fromCodePoint(c.codePointAt(0)! + offset) : c)).join('');
  // Tamil writes nj as ஞ்ச (மஞ்சுநாத், அஞ்சலி), and an s between vowels as ச (பிரசாத், ஸ்ரீனிவாச).
  // eslint-disable-next-line no-misleading-character-class -- ranges of letters and of vowel signs, one code point each
  if (language === 'Tamil') out = out.replace(/ஞ்ஜ/gu, 'ஞ்ச').replace(/(?<=[\u0B95-\u0BB9\u0BBE-\u0BCC])ஸ(?!\u0BCD)/gu, 'ச');
  // Tamil's ந begins a word or precedes த; elsewhere the n is ன (நவீன், ஸோனாலி).
  if (language === 'Tamil') out = out.replace(/(?<=[\u0B80-\u0BFF])\u0BA8(?!\u0BCD\u0BA4)/gu, '\u0BA9');
  // Tamil breaks a consonant + r cluster with an i (பிரியா, கிருஷ்ணா, சந்திரன்), keeping ஸ்ரீ.
  if (language === 'Tamil') out = out.replace(/([\u0B95-\u0BB8])\u0BCD(?=\u0BB0(\u0BC0)?)/gu, (cluster, c: string, ee?: string) => (c === 'ஸ' && ee ? cluster : `${c}\u0BBF`));
  // … and a word-initial consonant + l cluster with an i and ள (கிளப், பிளாசா, கிளினிக்).
  if (language === 'Tamil') out = out.replace(/(?<![\u0B80-\u0BFF])([\u0B95-\u0BB8])\u0BCD\u0BB2/gu, '$1\u0BBF\u0BB3');
  // … and a word-initial consonant + y with an i (நியூ, ஷியாம், வியாஸ்): no Tamil word begins with a cluster.
  if (language === 'Tamil') out = out.replace(/(?<![\u0B80-\u0BFF])([\u0B95-\u0BB8])\u0BCD(?=\u0BAF)/gu, '$1\u0BBF');
  // Tamil and Malayalam double a t after r (மூர்த்தி, കാർത്തിക്).
  if (language === 'Tamil') out = out.replace(/ர்த(?!\u0BCD)/gu, 'ர்த்த');
  if (language === 'Malayalam') {
    out = out
      .replace(/ര്ത(?!\u0D4D)/gu, 'ര്ത്ത')
      .replace(/(ന്|ല്|ര്|ണ്|ള്)(?=$|[\s,.)])/gu, (m) => CHILLU[m] ?? m)
      .replace(/ര്(?=[\u0D15-\u0D39])/gu, 'ർ') // ർ before a consonant: കാർത്തിക്
      .replace(/മ്(?=$|[\s,.)])/gu, 'ം') // a final m is the anusvara: ഗൗതം
      .replace(/\u0D4C/g, '\u0D57'); // the modern au sign
  }
  // Kannada and Telugu end a word's final m after a vowel in the anusvara (ಸುಂದರಂ, బేగం), as Malayalam does.
  // eslint-disable-next-line no-misleading-character-class -- ranges of letters and of vowel signs, one code point each
  if (language === 'Kannada') out = out.replace(/\u0CB4/g, '\u0CB3').replace(/(?<=[\u0C85-\u0CB9\u0CBE-\u0CCC])\u0CAE\u0CCD(?=$|[\s,.)])/gu, '\u0C82');
  // eslint-disable-next-line no-misleading-character-class -- ranges of letters and of vowel signs, one code point each
  if (language === 'Telugu') out = out.replace(/\u0C34/g, '\u0C33').replace(/(?<=[\u0C05-\u0C39\u0C3E-\u0C4C])\u0C2E\u0C4D(?=$|[\s,.)])/gu, '\u0C02');
  return out;
}

/** One token (a word without punctuation) in the letter's script. */
function token(word: string, language: IndicLanguage): string {
  // A title is the letter's own word (திரு., ശ്രീ); a name each script's press spells its own way comes from their table.
  const regional = TITLES[word.toLowerCase()] ? undefined : regionalSpelling(word, language);
  if (regional) return regional;
  const out = tokenOf(word, language);
  // Telugu and Malayalam end a name in the inherent a (ప్రియ, ഗീത), not a long ā.
  return (language === 'Telugu' || language === 'Malayalam') && word.length > 3 ? out.replace(/[\u0C3E\u0D3E]$/u, '') : out;
}

function tokenOf(word: string, language: IndicLanguage): string {
  const key = word.toLowerCase();
  const title = TITLES[key];
  if (title) return title[language] ?? fromDevanagari(title.Hindi, language);
  const place = PLACES[key];
  if (place) return place[language] ?? place.Hindi;
  const dravidian = language !== 'Hindi' && language !== 'Sanskrit';
  const sanskritWord = EVENT_WORDS[key];
  // Hindi, Sanskrit and Kannada name these without the -am of the South (गृह प्रवेश, ಗೃಹ ಪ್ರವೇಶ).
  if (sanskritWord) return fromDevanagari(/^(?:Hindi|Sanskrit|Kannada)$/.test(language) ? sanskritWord.replace(/ं$/u, '') : sanskritWord + neuterEnd(key, language), language);
  const name = NAME_PARTS[key];
  if (name) return spelledName(name, key, language);
  const known = ENGLISH_WORDS[key];
  if (known) return fromDevanagari(dravidian ? loanword(dravidianEnd(known), language) : known.replace(/ॆ/gu, 'े'), language);
  // "K", "MG", "SGT", "MLA", "KSRTC": initials, offices and capitals without a vowel are said letter by letter.
  const capitals = word === word.toUpperCase();
  const initials = word.length === 1 || (capitals && word.length <= 3 && !/[AEIOU]/.test(word.slice(1))) || (capitals && ACRONYMS.has(key)) || (capitals && word.length <= 6 && !/[AEIOUY]/.test(word));
  if (initials) {
    // Tamil says the letters with a long e (கே.), the other Dravidian languages short (ಕೆ., కె.).
    const said = (c: string) => (dravidian ? (INITIALS[c]?.[1] ?? '') : (INITIALS[c]?.[0] ?? ''));
    return [...key].map((c) => fromDevanagari(language === 'Tamil' ? said(c).replace(/ॆ/gu, 'े') : said(c), language)).join('');
  }
  // A word made of the stems of Indian names ('Lokseva', 'Ramakrishna'), stem by stem; a Latin
  // final consonant keeps its virama in the Dravidian scripts (ಶ್ರೀನಿವಾಸ್ for 'Srinivas'), and a
  // neuter noun its -m in the three that write one (సంఘం).
  // A name the tables spell alone is spelled as they do ('Hema' हेमा), though it is also a stem ('Hemalatha' हेमलता).
  const stems = stemsOf(key);
  if (stems && !(stems.parts === 1 && NAME_SPELLINGS[key])) {
    const ending = stems.neuter ? neuterEnd(key, language) : '';
    return fromDevanagari(dravidian ? dravidianEnd(stems.devanagari, !/[aeiou]$/.test(key)) + ending : stems.devanagari, language);
  }
  // A common name, surname or place, as Hindi spells it; the South shortens its e before two consonants.
  const spelled = NAME_SPELLINGS[key];
  if (spelled) return spelledName(dravidian ? shortEBeforeCluster(schwaAsSpelled(spelled, key)) : spelled, key, language);
  // Common endings of names whose long vowel English spelling drops (Manjunath, Pothiraj).
  const suffix = SUFFIXES.find(([end]) => key.endsWith(end) && key.length - end.length >= 2);
  let devanagari = suffix
    ? wordToDevanagari(key.slice(0, -suffix[0].length), false) + suffix[1] + (dravidian ? '्' : '')
    : wordToDevanagari(word, dravidian);
  devanagari = medialSh(devanagari, language);
  // The Dravidian scripts end a word in a short e (ಸಂಸ್ಥೆ, ಪುಣೆ).
  return fromDevanagari(dravidian ? devanagari.replace(/े$/u, 'ॆ') : devanagari, language);
}

/** The -m Telugu, Tamil and Malayalam end a Sanskrit neuter noun with ('Sangha' సంఘం, 'Mandira' மந்திரம்); '' otherwise. */
function neuterEnd(latin: string, language: IndicLanguage): string {
  return NEUTER.has(latin) && /^(?:Telugu|Tamil|Malayalam)$/.test(language) ? 'ं' : '';
}

/**
 * A word from the tables as the Dravidian scripts end it: a final consonant with its virama (the
 * tables end one without, as Hindi writes it; not when the Latin word ended in a vowel), a short
 * i and e (ಲಕ್ಷ್ಮಿ, ಸಂಸ್ಥೆ).
 */
function dravidianEnd(devanagari: string, consonantEnd = true): string {
  const ended = consonantEnd ? devanagari.replace(/([क-ह]\u093C?)$/u, '$1्') : devanagari;
  // A word of one syllable keeps its long i (sea: ಸೀ, സീ), as the -y of 'company' does not (ಕಂಪನಿ).
  const oneSyllable = /^(?:[क-ह]\u093C?\u094D)*[क-ह]\u093C?ी$/u.test(ended);
  return (oneSyllable ? ended : ended.replace(/ी$/u, 'ि')).replace(/े$/u, 'ॆ');
}

/** Telugu and Malayalam write a spelled "sh" inside a name as ష/ഷ (రమేష్), keeping శ/ശ at its start
 *  (శ్రీ, శివ); the Sanskrit words of event names keep their శ (ప్రవేశం). */
function medialSh(devanagari: string, language: IndicLanguage): string {
  return language === 'Telugu' || language === 'Malayalam' ? devanagari.replace(/(?<=[\u0900-\u097F])श(?![्][रव])/gu, 'ष') : devanagari;
}

const SUFFIXES: [string, string][] = [['nath', 'नाथ'], ['raj', 'राज'], ['kumar', 'कुमार'], ['swamy', 'स्वामी'], ['murthy', 'मूर्ति']];

/** "4th" as the language writes an ordinal number (4ನೇ, 4-வது, चौथा). */
const HINDI_ORDINALS: Record<string, string> = { 1: 'पहला', 2: 'दूसरा', 3: 'तीसरा', 4: 'चौथा', 6: 'छठा' };
const ORDINAL: Record<IndicLanguage, (n: string) => string> = {
  Hindi: (n) => HINDI_ORDINALS[n] ?? `${n}वाँ`,
  Sanskrit: (n) => `${n}-तम`,
  Kannada: (n) => `${n}ನೇ`,
  Tamil: (n) => `${n}-வது`,
  Telugu: (n) => `${n}వ`,
  Malayalam: (n) => `${n}-ാം`,
};

const NEW_DELHI: Record<IndicLanguage, string> = { Hindi: 'नई दिल्ली', Sanskrit: 'नवदेहली', Kannada: 'ನವದೆಹಲಿ', Tamil: 'புதுடெல்லி', Telugu: 'న్యూఢిల్లీ', Malayalam: 'ന്യൂഡൽഹി' };

/** "No. 12" of an address, as the language abbreviates "number". */
const NUMBER_WORD: Record<IndicLanguage, string> = { Hindi: 'नं.', Sanskrit: 'सं.', Kannada: 'ನಂ.', Tamil: 'எண்', Telugu: 'నం.', Malayalam: 'നമ്പർ' };

/** Every run of Latin letters in `text` written in `language`'s script; everything else as is. */
export function transliterate(text: string, language: IndicLanguage): string {
  return text
    .replace(/\bNo\.?\s*(?=\d)/gi, `${NUMBER_WORD[language]} `)
    .replace(/\b(\d+)(?:st|nd|rd|th)\b/gi, (_, n: string) => ORDINAL[language](n))
    .replace(/\b(?:sri|shri)\s*mathi\b/giu, 'Smt') // "Sri Mathi Lalitha" is Shrimati Lalitha
    // A capital each press names in its own words (नई दिल्ली, ನವದೆಹಲಿ), not "New" spelled out.
    .replace(/\bNew\s+Delhi\b/giu, NEW_DELHI[language])
    // "A & B": the language's own "and" (Malayalam lists names with a comma).
    .replace(/\s+&\s+/g, ' and ')
    // D'Souza, D'Costa: one name, said as one word.
    .replace(/\b([Dd])['’](?=[A-Z])/g, '$1')
    .replace(/([A-Za-z]+)(?:['’][sS])?(\.?)/g, (_, word: string, dot: string) =>
      // A title brings its own full stop where the language writes one (डॉ., திரு.); "Smt." → श्रीमती.
      TITLES[word.toLowerCase()] ? `${token(word, language)} ` : token(word, language) + dot,
    )
    .replace(/([^\s\d])\.(?=[^\s\d.,)])/gu, '$1. ')
    .replace(/ {2,}/g, ' ')
    .replace(/ ([,;:)])/g, '$1')
    .trim();
}

/** True when `text` has Latin letters. */
export const hasLatin = (text: string) => /[A-Za-z]/.test(text);
