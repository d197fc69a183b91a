/**
 * Telling a person's name from the other lines of a card, in Latin letters ('Dr. Ramesh Hegde',
 * 'K. MURUGAN', "James O'Connor") and in the Indian scripts ('ಮಂಜುನಾಥ್ ಗೌಡ'), titles included.
 */
import type { Language } from '@shared/limits';
import { GOODS, NAME_TITLES, POSITION_WORDS } from '../languages/card-words';
import { keywordPattern } from '../text/keyword-pattern';
import { editDistance } from '../text/near-words';

/** A candidate line: its text and the index of the printed line it is on. */
export interface NameLine {
  text: string;
  line: number;
}

/** A title before a name, with its dot and the space after it ('Dr. ', 'CA ', 'ಶ್ರೀ '). */
export const TITLE_AT_START = new RegExp(`^(?:${keywordPattern(NAME_TITLES, { wholeIndic: true }).source})(?=[\\s.]|$)\\.?\\s*`, 'iu');
// Words that are never part of a person's name on a card.
// Words that are never part of a person's name on a card: shop signs and slogans ('Online
// Order', 'Free Home Delivery', 'Sales and Service') are capitalised like names.
const NOT_NAME = new Set([
  'the', 'and', 'of', 'for', 'with', 'your', 'our', 'we', 'since', 'welcome', 'thank', 'you', 'best', 'quality', 'india',
  'name', 'card', 'identity', 'valid', 'online', 'order', 'orders', 'delivery', 'home', 'free', 'sales', 'service',
  'services', 'repair', 'repairs', 'products', 'wholesale', 'retail', 'dealers', 'dealer', 'all', 'new', 'veg',
  'menu', 'shop', 'call', 'now', 'more', 'pure', 'fresh', 'special', 'available', 'open', 'daily', 'booking',
  'contact', 'email', 'mobile', 'phone', 'office', 'website', 'web', 'address', 'branch', 'head', 'regd', 'here',
  'world', 'class', 'premium', 'fancy', 'varieties', 'items', 'kinds', 'type', 'types', 'scanned', 'camscanner',
  'student', 'employee', 'press', 'visitor', 'staff', 'emergency', 'blood', 'group', 'date', 'birth', 'issue',
  'family', 'fast', 'food', 'authorised', 'authorized', 'signatory', 'signature', 'holder', 'principal', 'halal',
]);

// What a shop sells, in every script ('DETERGENT POWDER', 'डिटरजेंट पाउडर').
const GOODS_WORDS = new Set(GOODS.map((w) => w.toLowerCase()));

// Long words of NOT_NAME are still no name with a letter misread ('Employes No' for an ID card's
// 'Employee No'): no one's name is one letter from 'employee' or 'signatory'.
const LONG_NOT_NAME = [...NOT_NAME].filter((w) => w.length >= 7).map((w) => [...w]);
function misreadNotName(word: string): boolean {
  const letters = [...word.toLowerCase()];
  return letters.length >= 6 && LONG_NOT_NAME.some((w) => editDistance(letters, w, 1) <= 1);
}

// A trade in the plural is a firm's line ('Chartered Accountants', 'Consulting Engineers',
// 'Advocates & Solicitors'), capitalised like a name but never one.
export const TRADES_IN_PLURAL = new Set(POSITION_WORDS.filter((w) => /^[a-z]{5,}$/.test(w)).map((w) => `${w}s`));

/** The title and words of a name in Latin letters ('Dr. Ramesh Hegde', 'K. R. Prasad'), or null. */
export function latinNameParts(text: string, options: { oneWord?: boolean } = {}): { title: string; words: string[] } | null {
  if (/\d/.test(text)) return null;
  const title = TITLE_AT_START.exec(text)?.[0] ?? '';
  // 'K.SRINIVASA RAO', 'P.Balamurugan': initials printed without a space after their dot.
  const words = text.slice(title.length).trim().replace(/\b((?:[A-Z]\.)+)(?=[A-Z])/g, '$1 ').split(/\s+/).filter(Boolean);
  // 'Ramesh', "O'Connor", 'Rao-Patil', 'RAO', 'K.', 'K.R.'
  const word = /^(?:[A-Z][a-z]*(?:['’-][A-Z]?[a-z]+)+|[A-Z][a-z]+|[A-Z]{2,}(?:['’-][A-Z]+)*|(?:[A-Z]\.){1,3}|[A-Z])$/;
  if (words.length === 0 || words.length > 4 || !words.every((w) => word.test(w))) return null;
  if (words.some((w) => NOT_NAME.has(w.toLowerCase()) || GOODS_WORDS.has(w.toLowerCase()) || TRADES_IN_PLURAL.has(w.toLowerCase()) || misreadNotName(w))) return null;
  // 'Sri Murugan', 'Shree Balaji': an honorific and one name is a shop or a deity on a card;
  // people do not print 'Sri' before their own first name alone.
  if (/^(?:sri|shri|shree|sree)\.?$/i.test(title.trim()) && words.length === 1) return null;
  // Names written in Latin letters have vowels: 'Pk', 'TRL' are OCR's reading of a picture;
  // and short words alone ('W Wa JAY') are more often such a reading than a name, unless titled.
  // Two capitals before the surname are initials whose dots OCR lost ('K RB MUDALIAR', 'PK Sharma').
  const gluedInitials = (w: string, i: number) => /^[A-Z]{2}$/.test(w) && i < words.length - 1;
  if (words.some((w, i) => /^[A-Za-z'’-]{2,}$/.test(w) && !/[aeiouy]/i.test(w) && !gluedInitials(w, i))) return null;
  if (!title && Math.max(...words.map((w) => w.replace(/[^A-Za-z]/g, '').length)) < 4) return null;
  const full = words.filter((w) => /^[A-Z][A-Za-z'’-]{2,}$/.test(w)).length;
  // All capitals or not, a name has a full word; without a title it has two words, unless
  // where it stands says it is a name ('Sathish 98407 68632', just above 'Proprietor').
  if (full === 0 || (words.length < 2 && !title && !(options.oneWord && /^[A-Z][A-Za-z]{3,}$/.test(words[0])))) return null;
  return { title: title.trim(), words };
}

/** A name in an Indian script: one to four words of letters, nothing else. */
export function nativeNameLike(text: string): boolean {
  if (isLatin(text) || /[\dA-Za-z@]/.test(text)) return false;
  const words = text.replace(TITLE_AT_START, '').trim().split(/\s+/).filter(Boolean);
  const letters = [...text].filter((c) => /\p{L}/u.test(c)).length;
  // Degrees ('बी.कॉम., एफ.सी.ए.', 'एम.एस. (अस्थि रोग)') are all abbreviations, or say their subject in brackets.
  if (/[()]/.test(text) || words.every((w) => w.includes('.'))) return false;
  // 'टेंट, शामियाना लाइट, डेकोरेशन': three items or more are a list of what a shop offers.
  if ((text.match(/,/g) ?? []).length >= 2) return false;
  return words.length >= 1 && words.length <= 4 && letters >= 3 && !words.some((w) => GOODS_WORDS.has(w));
}

/**
 * The most name-like line of `candidates` (Latin names): near the top, with a title, two or
 * three words, and whatever `bonus` adds for where it stands (just above a job title).
 */
export function bestName<T extends NameLine>(candidates: T[], bonus: (p: T) => number = () => 0): T | undefined {
  const score = (p: T) => {
    const parsed = latinNameParts(p.text, { oneWord: true })!;
    return -p.line + (parsed.title ? 3 : 0) + (parsed.words.length <= 3 ? 1 : 0) + bonus(p);
  };
  return candidates.reduce<T | undefined>((best, p) => (!best || score(p) > score(best) ? p : best), undefined);
}

/**
 * The name in the card's own script. Beside an English name it must be printed next to it
 * (bilingual cards set the two together), so a tagline further down is not taken for it.
 */
export function bestNativeName<T extends NameLine>(candidates: T[], latinName: T | undefined, aboveJob: (p: T) => boolean = () => false): T | undefined {
  // Alone, the line just above the designation ('க. ராமமூர்த்தி' over 'உரிமையாளர்', under the
  // shop's taglines), then a name with its title first ('सीए राजेश कुमार शर्मा' under the firm's
  // trade), then the topmost.
  const titled = (p: T) => (TITLE_AT_START.test(p.text) ? 0 : 1);
  const placed = (p: T) => (aboveJob(p) ? 0 : 1);
  if (!latinName) return candidates.sort((a, b) => placed(a) - placed(b) || titled(a) - titled(b) || a.line - b.line)[0];
  const words = (t: string) => t.replace(TITLE_AT_START, '').trim().split(/\s+/).length;
  const latinWords = latinNameParts(latinName.text, { oneWord: true })?.words.length ?? 1;
  // Nearest first; then the one with as many words as the English name, then one with a title.
  const rank = (p: T) =>
    Math.abs(p.line - latinName.line) * 4 + (words(p.text) === latinWords ? 0 : 2) + (TITLE_AT_START.test(p.text) ? 0 : 1);
  return candidates
    .filter((p) => Math.abs(p.line - latinName.line) <= 2)
    .sort((a, b) => rank(a) - rank(b) || a.line - b.line)[0];
}

// A word of letters with one '1' or '0' in it: OCR's reading of an 'l' or an 'o' ('Pau1', 'C1inton').
const DIGIT_IN_WORD = /(?<![\w@.])(?:[A-Za-z]{2,}[01][A-Za-z]*|[A-Za-z][01][A-Za-z]{2,})(?![\w@.])/g;

/** A name's words with the letter OCR read as a digit put back ('Rinto Pau1' → 'Rinto Paul'). */
export function lettersForDigits(text: string): string {
  return text.replace(DIGIT_IN_WORD, (word) => {
    const upper = word.replace(/[01]/, '') === word.replace(/[01]/, '').toUpperCase();
    return word.replace('1', upper ? 'I' : 'l').replace('0', upper ? 'O' : 'o');
  });
}

/**
 * A name line without the marks OCR leaves at its end: letters of a picture or an icon
 * ('Jimit Gandhi ii ON' → 'Jimit Gandhi', 'K.V.S. Dass : dl } @' → 'K.V.S. Dass'). Only what
 * is left a name loses anything, and an initial ('Srinivasan K') is never taken for a mark.
 */
export function withoutStrayEnds(text: string): string {
  const words = text.split(/\s+/);
  const full = (w: string) => /^[A-Z][A-Za-z'’-]{2,}$/.test(w) && /[aeiouy]/i.test(w);
  // An initial stays ('Srinivasan K', 'K. R. Prasad', 'K R B Mudaliar').
  const stays = (w: string) => full(w) || /^[A-Z]\.?$|^(?:[A-Z]\.){2,3}$/.test(w);
  let start = 0;
  let end = words.length;
  while (end > 0 && !stays(words[end - 1])) end--;
  while (start < end && !stays(words[start]) && !TITLE_AT_START.test(`${words[start]} `)) start++;
  if (start === 0 && end === words.length) return text;
  const kept = words.slice(start, end);
  return kept.filter(full).length >= 2 || latinNameParts(kept.join(' ')) ? kept.join(' ') : text;
}

/** 'DR. ANANYA KRISHNAN' → 'Dr. Ananya Krishnan'; a 'CA' title and names not all in capitals stay. */
export function tidyName(text: string): string {
  if (!isLatin(text) || text !== text.toUpperCase()) return text;
  const title = TITLE_AT_START.exec(text)?.[0] ?? '';
  const keepTitle = /^[A-Z]{2}\s*$/.test(title); // 'CA', 'CS'
  // Two capitals without a vowel are initials ('K RB MUDALIAR' → 'K RB Mudaliar').
  const capitalise = (s: string) => s.replace(/[A-Z]{2,}/g, (w) => (/^[^AEIOUY]{2}$/.test(w) ? w : w[0] + w.slice(1).toLowerCase()));
  return (keepTitle ? title : capitalise(title)) + capitalise(text.slice(title.length));
}

export function isLatin(text: string): boolean {
  const letters = [...text].filter((c) => /\p{L}/u.test(c));
  return letters.length > 0 && letters.filter((c) => /\p{Script=Latin}/u.test(c)).length / letters.length >= 0.5;
}

/** The language a native-script line is written in, for the notes ('Name in Kannada'). */
export function languageOf(text: string, chosen: Language): Language {
  const scripts: Array<[RegExp, Language]> = [
    [/\p{Script=Devanagari}/u, chosen === 'Sanskrit' ? 'Sanskrit' : 'Hindi'],
    [/\p{Script=Kannada}/u, 'Kannada'],
    [/\p{Script=Tamil}/u, 'Tamil'],
    [/\p{Script=Telugu}/u, 'Telugu'],
    [/\p{Script=Malayalam}/u, 'Malayalam'],
  ];
  return scripts.find(([re]) => re.test(text))?.[1] ?? chosen;
}
